import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import { RenderSchema, type Language } from '../registry';
import { writeSearchPreference, type SearchPreference } from '../renderers/query-panel/filter-settings';
import type { WhereState } from '../renderers/list-page';
import type { QueryPanelSchema } from '../schemas/generated/query-panel';
import { createFakeEnv, FakeEnvFrame } from './fake-env';
import { ProbeList } from './list-probe';
import { contractSearchFields } from './search-fields';

interface Args {
  fields: QueryPanelSchema['fields'];
  where: WhereState;
  language: Language;
  /** The common filters stored in this browser for the probe's table before the panel opens. */
  preference?: SearchPreference;
}

/** Stores `preference` for the probe list's table (`story`) before its children read it. */
function StoredPreference({ preference, children }: { preference?: SearchPreference; children: ReactNode }) {
  useState(() => preference && writeSearchPreference('story', preference));
  return children;
}

const meta: Meta<Args> = {
  title: 'Renderers/query-panel',
  args: { fields: contractSearchFields, where: {}, language: 'zh' },
  render: ({ fields, where, language, preference }) => (
    <FakeEnvFrame env={createFakeEnv(() => null, language)}>
      <StoredPreference preference={preference}>
        <ProbeList where={where}>
          <RenderSchema schema={{ type: 'query-panel', fields }} />
        </ProbeList>
      </StoredPreference>
    </FakeEnvFrame>
  ),
};
export default meta;

type Story = StoryObj<Args>;

/** The demo's seven fields: two rows, all in sight. */
export const Contracts: Story = {};
/** Twelve fields: the collapsed panel shows two rows of five, the toggle opens the third. */
export const ManyFields: Story = {
  args: {
    fields: [
      ...contractSearchFields,
      { prop: 'add_user_name', label: '业务员', labelEn: 'Sales rep', searchType: 'input' },
      { prop: 'add_org_name', label: '所属部门', labelEn: 'Department', searchType: 'input' },
      { prop: 'add_company_name', label: '所属公司', labelEn: 'Company', searchType: 'input' },
      { prop: 'created_at', label: '创建时间', labelEn: 'Created', valueType: 'datetime', searchType: 'time' },
      { prop: 'contract_code', label: '合同代码', labelEn: 'Contract code', searchType: 'input', isnumber: true },
    ],
  },
};
export const English: Story = { args: { language: 'en' } };
/** Conditions already in where (from a tag, a view or the address) fill the controls. */
export const Prefilled: Story = {
  args: { where: { contract_name: ['like', '铜'], amount: ['between', [100000, 500000]], status: ['in', [1, 2]], owner: 'kept' } },
};
/** A month field (searchType month) beside a day-range one. */
export const MonthField: Story = {
  args: { fields: [{ prop: 'settle_date', label: '结算月份', labelEn: 'Settlement month', searchType: 'month' }, ...contractSearchFields.slice(0, 2)] },
};
/** A single row. */
export const FewFields: Story = { args: { fields: contractSearchFields.slice(0, 3) } };
/** The user's common filters (常用筛选条件设置): 状态, 合同金额 and 客户名称, in that order. */
export const CommonFilters: Story = {
  args: {
    preference: {
      searchField: ['status', 'amount', 'customer_name'],
      knownFields: ['contract_no', 'contract_name', 'customer_name', 'goods_name', 'amount', 'sign_date', 'status'],
    },
  },
};
/** The city control (searchType city): provinces at region level, cities under their provinces at city level. */
export const Regions: Story = {
  args: {
    fields: [
      { prop: 'province', label: '省份', labelEn: 'Province', searchType: 'city', regionLevel: 'province' },
      { prop: 'city', label: '城市', labelEn: 'City', searchType: 'city', regionLevel: 'city' },
    ],
  },
};
