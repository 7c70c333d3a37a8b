import type { Meta, StoryObj } from '@storybook/react-vite';
import { RenderSchema, type Language } from '../registry';
import type { WhereState } from '../renderers/list-page';
import type { SearchField } from '../renderers/core/list-shared';
import { createFakeEnv, FakeEnvFrame, type FakeEnv, type FakeHandler } from './fake-env';
import { ProbeList } from './list-probe';
import { lookupHandler } from './search-controls.stories';
import { contractSearchFields } from './search-fields';

interface Args {
  where: WhereState;
  exclude?: string[];
  language: Language;
  /** The lookup calls' answers (org/index, dict/list); the seed's by default. */
  handler?: FakeHandler;
  /** A test's own env, to count the lookup calls. */
  env?: FakeEnv;
  /** The bar's width (its tags wrap onto more lines than the box shows). */
  width?: number;
  /** Configured class names whose clicks do not close the opened tag area (any value: a bad one is logged). */
  outExcludeClassNames?: unknown;
}

/** The contract fields plus an organisation and a dictionary field, as tags read them. */
const TAG_FIELDS: SearchField[] = [
  ...contractSearchFields,
  { prop: 'add_org_id', label: '所属部门', labelEn: 'Department', searchType: 'organize' },
  { prop: 'invoice_type', label: '发票类型', labelEn: 'Invoice type', searchType: 'dict' },
  { prop: 'owner_name', label: '' },
  { prop: 'settle_date', label: '结算月份', labelEn: 'Settlement month', searchType: 'month' },
  { prop: 'paid_at', label: '付款月份', labelEn: 'Payment month', searchType: 'month', valueType: 'datetime' },
];

const meta: Meta<Args> = {
  title: 'Renderers/filter-tags',
  args: { where: {}, language: 'zh' },
  render: ({ where, exclude, language, handler, env, width, outExcludeClassNames }) => (
    <FakeEnvFrame env={env ?? createFakeEnv(handler ?? lookupHandler, language)}>
      <ProbeList where={where}>
        <div style={{ width }}>
          <RenderSchema schema={{ type: 'filter-tags', fields: TAG_FIELDS, ...(exclude ? { exclude } : {}), ...(outExcludeClassNames === undefined ? {} : { outExcludeClassNames }) }} />
        </div>
        {/* A popup of the page's own, drawn elsewhere, and something else to click. */}
        {outExcludeClassNames !== undefined && (
          <div style={{ display: 'flex', gap: 8, marginTop: 80 }}>
            <div className="page-popup" data-testid="page-popup" style={{ padding: 8, border: '1px dashed #999' }}>page-popup</div>
            <button type="button">outside</button>
          </div>
        )}
      </ProbeList>
    </FakeEnvFrame>
  ),
};
export default meta;

type Story = StoryObj<Args>;

const several: WhereState = {
  contract_no: ['like', 'XS2026'],
  customer_name: ['like_array', ['宏达', '鑫源']],
  amount: ['between', [100000, 500000]],
  sign_date: ['between', ['2026-10-01', '2026-10-31']],
  status: ['in', [1, 2]],
};

export const Several: Story = { args: { where: several } };
/**
 * More tags than one 30 px line holds: the expand box opens to 120 px on hover (closing 300 ms after the pointer
 * leaves) or on a click (closing on a click outside; a click in the page's own `.page-popup` is not outside).
 */
export const Overflowing: Story = { args: { where: several, width: 360, outExcludeClassNames: ['page-popup'] } };
/** outExcludeClassNames given as one text instead of a list: logged (outExcludeClassNames 配置有误), the tags work as without it. */
export const BadOutExclude: Story = { args: { where: several, width: 360, outExcludeClassNames: '.page-popup' } };
export const English: Story = { args: { where: several, language: 'en' } };
/** One tag: no 清空. */
export const One: Story = { args: { where: { amount: ['>=', 100000] } } };
/** A condition that cannot be read, and one on a field the page does not know. */
export const Unreadable: Story = { args: { where: { amount: ['between', 'lots'], owner_id: 7 } } };
/** Month fields: a whole month reads yyyy-MM (also on a time column); any other range as a range. */
export const Months: Story = {
  args: { where: { settle_date: ['between', ['2026-02-01', '2026-02-28']], paid_at: ['between', ['2026-03-01 00:00:00', '2026-03-31 23:59:59']], sign_date: ['between', ['2026-02-01', '2026-02-28']] } },
};
/** A month field's range that is not one whole month. */
export const MonthPartial: Story = { args: { where: { settle_date: ['between', ['2026-02-03', '2026-03-05']] } } };
/** Nothing filtered: nothing shown. */
export const None: Story = {};
/** The tabs' field is left to the tabs. */
export const ExcludingTabs: Story = { args: { where: { status: ['in', [1]], contract_no: ['like', 'XS'] }, exclude: ['status'] } };
/** Organisation conditions show names from org/index: at most 5, then +N. */
export const Organisations: Story = { args: { where: { add_org_id: ['in', [5, 6, 7, 8, 9, 10, 12]] } } };
/** not_in reads 不属于; an id org/index does not know shows as the id （无法识别）. */
export const OrganisationsNotIn: Story = { args: { where: { add_org_id: ['not_in', [3, 999]] } } };
/** The org lookup fails: the ids show with 中文名称获取失败. */
export const OrganisationLookupFails: Story = {
  args: {
    where: { add_org_id: ['in', [19]] },
    handler: () => {
      throw new Error('offline');
    },
  },
};
/** Dictionary conditions show the items' labels; a value the dictionary lacks is 无法识别. */
export const Dictionary: Story = { args: { where: { invoice_type: ['in', ['1', '3', '9']] } } };
/** A field the page declares without a name. */
export const NamelessField: Story = { args: { where: { owner_name: ['like', '张'] } } };
