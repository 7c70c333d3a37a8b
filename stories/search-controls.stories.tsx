import type { Meta, StoryObj } from '@storybook/react-vite';
import { CONFIGS, configDetail } from './picker-server';
import { Typography } from 'antd';
import { useState } from 'react';
import type { FilterCondition } from '../fields';
import { ApiCodeError, type Language, type RequestOptions } from '../registry';
import { SearchControl, toWhere, type SearchField } from '../renderers/core/list-shared';
import type { Dictionary, OrgNode } from '../schemas/generated/lookups';
import { createFakeEnv, FakeEnvFrame, type FakeEnv } from './fake-env';

/** A small organisation tree like the server's seed. */
const ORGS: readonly Omit<OrgNode, 'is_leaf' | 'can_selected' | 'short_name' | 'path_name'>[] = [
  { id: 1, pid: null, name: '华科控股集团有限公司' },
  { id: 2, pid: 1, name: '华东大区' },
  { id: 19, pid: 1, name: '华南大区' },
  { id: 3, pid: 2, name: '上海华科供应链有限公司' },
  { id: 5, pid: 3, name: '销售中心' },
  { id: 6, pid: 5, name: '华东销售部' },
  { id: 7, pid: 6, name: '销售一组' },
  { id: 8, pid: 6, name: '销售二组' },
  { id: 9, pid: 5, name: '大客户部' },
  { id: 10, pid: 3, name: '财务部' },
  { id: 12, pid: 3, name: '仓储运营部' },
];

const DICTIONARIES: readonly Dictionary[] = [
  {
    label: 'invoice_type',
    name: '发票类型',
    children: [
      { label: '数电专票', label_en: 'Digital special VAT', value: '1', children: [] },
      { label: '数电普票', label_en: 'Digital ordinary VAT', value: '2', children: [] },
      { label: '增值税专用发票', label_en: 'Special VAT (paper)', value: '3', children: [] },
    ],
  },
  {
    label: 'contract_type',
    name: '合同类型',
    children: [
      {
        label: '销售合同',
        label_en: 'Sales contract',
        value: 'sale',
        children: [{ label: '现货销售', label_en: 'Spot sale', value: 'sale_spot', children: [] }],
      },
      { label: '采购合同', label_en: 'Purchase contract', value: 'purchase', children: [] },
    ],
  },
];

function pathOf(o: (typeof ORGS)[number]): string {
  const parent = ORGS.find((p) => p.id === o.pid);
  return parent ? `${pathOf(parent)}/${o.name}` : o.name;
}

function node(o: (typeof ORGS)[number]): OrgNode {
  return { ...o, short_name: o.name, path_name: pathOf(o), is_leaf: !ORGS.some((c) => c.pid === o.id), can_selected: true };
}

function whereOf(options: RequestOptions): Record<string, unknown> {
  const raw = options.query?.where;
  return typeof raw === 'string' ? (JSON.parse(raw) as Record<string, unknown>) : {};
}

/** The lookup calls answered like the server (base/dict/list, base/org/getTree and base/org/index). */
export function lookupHandler(url: string, options: RequestOptions): unknown {
  if (url.endsWith('/dict/list')) {
    const labels = String(options.query?.label ?? '').split(',');
    return DICTIONARIES.filter((d) => labels.includes(d.label));
  }
  if (url.endsWith('/org/getTree')) {
    const { org_id: orgId, name } = whereOf(options) as { org_id?: number; name?: string };
    if (name) return ORGS.filter((o) => o.name.includes(name)).map(node);
    return ORGS.filter((o) => o.pid === (orgId ?? null)).map(node);
  }
  if (url.endsWith('/org/index')) {
    const [, ids] = whereOf(options).id as [string, number[]];
    const data = ORGS.filter((o) => ids.includes(o.id)).map((o) => ({ id: o.id, name: o.name, short_name: o.name, path_name: pathOf(o) }));
    return { data, total: data.length };
  }
  if (url.endsWith('/Businessdatachooseconfig/detail')) return configDetail(CONFIGS.customer);
  // The customer config's resource's own list (its list_url).
  if (url === configDetail(CONFIGS.customer).list_url) {
    const keyword = (whereOf(options).customer_name as [string, string] | undefined)?.[1] ?? '';
    const data = CUSTOMERS.filter((name) => name.includes(keyword)).map((customer_name, i) => ({ id: i + 1, customer_name }));
    return { data, total: data.length };
  }
  throw new ApiCodeError(4404, `no fake for ${url}`);
}

const CUSTOMERS = ['华东化工有限公司', '江苏鑫源钢铁股份有限公司', '华南能源贸易有限公司', '宁波中联塑胶实业有限公司'];

/** A control with its condition as the form holds it and as the list call would send it. */
function ControlProbe({ field, initial }: { field: SearchField; initial?: FilterCondition }) {
  const [value, setValue] = useState<FilterCondition | undefined>(initial);
  return (
    <div style={{ width: 460 }}>
      <SearchControl field={field} value={value} onChange={setValue} />
      <Typography.Paragraph type="secondary" style={{ marginTop: 12 }}>
        draft: <code data-testid="condition">{JSON.stringify(value ?? null)}</code>
        <br />
        where: <code data-testid="where">{JSON.stringify(toWhere(field, value) ?? null)}</code>
      </Typography.Paragraph>
    </div>
  );
}

interface Args {
  field: SearchField;
  initial?: FilterCondition;
  language: Language;
  /** Tests pass their own fake env to see the calls. */
  env?: FakeEnv;
}

const meta: Meta<Args> = {
  title: 'Renderers/search-controls',
  args: { language: 'zh' },
  render: ({ field, initial, language, env }) => (
    <FakeEnvFrame env={env ?? createFakeEnv(lookupHandler, language)}>
      <ControlProbe field={field} initial={initial} />
    </FakeEnvFrame>
  ),
};
export default meta;

type Story = StoryObj<Args>;

const ORG_FIELD: SearchField = { prop: 'add_org_id', label: '所属部门', labelEn: 'Department', searchType: 'organize' };

/** The organisation picker: the tree loads level by level; in or not in. */
export const Organisation: Story = { args: { field: ORG_FIELD } };
/** Seven chosen (a URL preset): five names, then +2; the names come from org/index. */
export const OrganisationMany: Story = { args: { field: ORG_FIELD, initial: ['in', [5, 6, 7, 8, 9, 10, 12]] } };
/** Chosen as "not in". */
export const OrganisationNotIn: Story = { args: { field: ORG_FIELD, initial: ['not_in', [10]] } };
/** hideNotIn: no in / not in choice. */
export const OrganisationInOnly: Story = { args: { field: { ...ORG_FIELD, hideNotIn: true } } };
/** searchType entity: the same tree, only legal entities (法人主体) chosen (getTree label entity). */
export const Entity: Story = { args: { field: { prop: 'add_entity_org_id', label: '法人主体', labelEn: 'Legal entity', searchType: 'entity' } } };

/** A dictionary filter is a multi-select of the dictionary's items. */
export const DictMultiSelect: Story = { args: { field: { prop: 'invoice_type', label: '发票类型', labelEn: 'Invoice type', searchType: 'dict' } } };
/** Items with children, from a named dictionary, in English. */
export const DictNested: Story = {
  args: { field: { prop: 'kind', label: '合同类型', labelEn: 'Contract type', searchType: 'dict', dictLabel: 'contract_type' }, language: 'en' },
};

const AMOUNT: SearchField = { prop: 'amount', label: '合同金额', labelEn: 'Amount', valueType: 'money' };

/** Min and max; one side alone uses the chosen operator. */
export const NumberRange: Story = { args: { field: AMOUNT } };
/** A resource select: customers by keyword from the customer chooser config's resource, several, in or not in. */
export const ResourceSelect: Story = {
  args: { field: { prop: 'customer_name', label: '客户名称', labelEn: 'Customer', searchType: 'resourceSelect', resource: { chooser: 'customer', valueKey: 'customer_name', labelKey: 'customer_name' } } },
};
/** Min above max: 最小值大于最大值. */
export const NumberRangeInvalid: Story = { args: { field: AMOUNT, initial: ['between', [500, 100]] } };
/** Three decimals from moneyFormat. */
export const NumberRangePrecise: Story = { args: { field: { prop: 'quantity', label: '数量', valueType: 'number', moneyFormat: 3 } } };

/** Several keywords separated by spaces become a like_array. */
export const Keywords: Story = { args: { field: { prop: 'contract_no', label: '合同编号', multipleKeywords: true } } };
/** Keywords separated by a comma, digits only, exact. */
export const KeywordsExactDigits: Story = { args: { field: { prop: 'mobile', label: '手机号', multipleKeywords: true, separator: ',', isnumber: true, exact: true } } };

const MONTH_FIELD: SearchField = { prop: 'sign_date', label: '签订月份', labelEn: 'Signing month', searchType: 'month' };

/** A month picker (yyyy-MM): on a date column the month's first to last day. */
export const Month: Story = { args: { field: MONTH_FIELD } };
/** A whole month already chosen (a tag, a view): the picker shows it. */
export const MonthChosen: Story = { args: { field: MONTH_FIELD, initial: ['between', ['2024-02-01', '2024-02-29']] } };
/** On a time column the month runs from 00:00:00 of the first day to 23:59:59 of the last. */
export const MonthOfTimes: Story = { args: { field: { ...MONTH_FIELD, prop: 'created_at', label: '创建月份', valueType: 'datetime' } } };
/** A month kept as text (yyyy-MM) is queried as that text. */
export const MonthAsText: Story = { args: { field: { ...MONTH_FIELD, prop: 'settle_month', label: '结算月份', valueType: 'text' } } };
