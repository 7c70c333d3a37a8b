import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { RenderSchema } from '../registry';
import type { ListPageSchema } from '../schemas/generated/list-page';
import type { SavedView } from '../schemas/generated/saved-view';
import { contractListPage } from './contract-columns';
import { FakeEnvFrame } from './fake-env';
import { savedView, viewsPageSetup, type ViewsPageOptions, type ViewsPageSetup } from './fake-views-server';
import { contractSearchFields } from './search-fields';
import { contractSetting } from './table-settings.stories';

/** The sales-contract list with saved views above its query panel, as the page compiler builds it. */
const viewsListPage: ListPageSchema = {
  ...contractListPage,
  tableName: 'sales_contract',
  children: [
    { type: 'saved-views', fields: contractSearchFields },
    { type: 'query-panel', fields: contractSearchFields },
    ...contractListPage.children,
  ],
};

/** Views of the stories: two personal ones, a shared one of a colleague. */
const VIEWS: SavedView[] = [
  savedView(1, '宏达客户', [{ prop: 'customer_name', value: ['like', '宏达'] }]),
  savedView(2, '草稿合同', [{ prop: 'status', value: ['in', [0]] }]),
  savedView(3, '大额合同', [{ prop: 'amount', value: ['>=', 1000000] }], { type: 2, add_user_id: 8 }),
  savedView(4, '本月签订', [{ prop: 'sign_date', value: ['between', ['2026-11-01', '2026-11-30']] }]),
];

interface Args extends ViewsPageOptions {
  /** A test's own set-up (to read its calls, notices and confirmations); else one is made from the args. */
  setup?: ViewsPageSetup;
}

function ViewsPage({ setup, ...options }: Args) {
  const [made] = useState(() => setup ?? viewsPageSetup(options));
  return (
    <FakeEnvFrame env={made.env}>
      <RenderSchema schema={viewsListPage} />
    </FakeEnvFrame>
  );
}

const meta: Meta<Args> = {
  title: 'Renderers/saved-views',
  args: { views: VIEWS, canShare: true, language: 'zh' },
  render: (args) => <ViewsPage {...args} />,
};
export default meta;

type Story = StoryObj<Args>;

/** No view chosen, nothing typed: 全部, no badge. */
export const NoViewChosen: Story = {};
/** Opens with the default view applied (its conditions in the first list call); the title bar is clean. */
export const DefaultView: Story = { args: { defaultId: 1 } };
/** The URL names a view (view_id): it opens instead of the default. */
export const ViewFromUrl: Story = { args: { defaultId: 1, url: 'view_id=2' } };
/** Not saved: conditions from the URL and no view: 待另存, only save as. */
export const NotSaved: Story = { args: { url: `query=${encodeURIComponent(JSON.stringify({ contract_name: ['like', '铜'] }))}` } };
/** Edited: the default view plus a URL condition on another field: 已编辑, save and save as. */
export const Edited: Story = { args: { defaultId: 1, url: `query=${encodeURIComponent(JSON.stringify({ contract_name: ['like', '铜'] }))}` } };
/** A colleague's shared view without the shared-view permission, changed: 待另存, it cannot be saved over. */
export const ToBeSavedAs: Story = {
  args: { canShare: false, defaultId: 3, url: `query=${encodeURIComponent(JSON.stringify({ contract_name: ['like', '铜'] }))}` },
};
/** A view saved against an older page: an unknown field and an unreadable value are listed, the rest applied. */
export const UnparsableConditions: Story = {
  args: {
    defaultId: 9,
    views: [
      ...VIEWS,
      savedView(9, '旧版视图', [{ prop: 'customer_name', value: ['like', '鑫源'] }, { prop: 'removed_field', value: 'x' }, { prop: 'amount', value: { weird: true } }], {
        page_version: 'c3-0000beef',
      }),
    ],
  },
};
/** The views could not load: 操作失败 once, the page opens anyway. */
export const LoadFailed: Story = { args: { failList: true } };
/** Twenty views: the limit; saving another is refused by the server. */
export const AtTheLimit: Story = {
  args: { views: Array.from({ length: 20 }, (_, i) => savedView(i + 1, `自定义视图${i + 1}`, [{ prop: 'contract_no', value: ['like', `XS${i}`] }])) },
};
export const English: Story = { args: { defaultId: 1, language: 'en' } };
/** A view with its own columns laid over the user's setting: 客户名称 hidden, 合同金额 first; 重置字段 brings the user's columns back. */
export const ViewColumns: Story = {
  args: {
    settings: contractSetting,
    defaultId: 5,
    views: [
      ...VIEWS,
      savedView(5, '金额视图', [{ prop: 'amount', value: ['>=', 0] }], {
        table_fields: [
          { key: 'amount', checked: true, fixed: false },
          { key: 'customer_name', checked: false, fixed: false },
          { key: 'removed_column', checked: true, fixed: false },
        ],
      }),
    ],
  },
};
