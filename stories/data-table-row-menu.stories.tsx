import type { Meta, StoryObj } from '@storybook/react-vite';
import { Typography } from 'antd';
import { useMemo, useState, type ReactNode } from 'react';
import { RenderSchema, type Language } from '../registry';
import { ListContextProvider, useListContext } from '../renderers/list-page';
import type { CustomSetting } from '../schemas/generated/custom-setting';
import type { DataTableSchema } from '../schemas/generated/data-table';
import { contractColumns } from './contract-columns';
import { contractRows, createFakeEnv, FakeEnvFrame } from './fake-env';
import { StaticList } from './static-list';
import { contractSetting } from './table-settings.stories';

/** The static list with its refreshes counted, and the selection and the count printed below the table. */
function RefreshProbe({ children }: { children: ReactNode }) {
  const list = useListContext();
  const [refreshes, setRefreshes] = useState(0);
  const value = useMemo(() => ({ ...list, refresh: () => setRefreshes((n) => n + 1) }), [list]);
  return (
    <ListContextProvider value={value}>
      {children}
      <Typography.Paragraph type="secondary" style={{ marginTop: 16, fontSize: 12 }}>
        selected: <code data-testid="probe-selected">{list.selectedRows.map((row) => String(row.id)).join(',')}</code> · refreshes:{' '}
        <code data-testid="probe-refreshes">{refreshes}</code>
      </Typography.Paragraph>
    </ListContextProvider>
  );
}

interface Args {
  schema: DataTableSchema;
  language: Language;
  /** The user's table setting (row buttons inside the table when it says right); none by default. */
  settings?: CustomSetting | null;
}

const meta: Meta<Args> = {
  title: 'Renderers/data-table/row menu',
  args: { language: 'zh', schema: { type: 'data-table', rowKey: 'id', selection: 'multiple', columns: contractColumns } },
  render: ({ schema, language, settings }) => (
    <FakeEnvFrame env={createFakeEnv(() => null, language)}>
      <StaticList rows={contractRows(6)} settings={settings}>
        <RefreshProbe>
          <RenderSchema schema={schema} />
        </RefreshProbe>
      </StaticList>
    </FakeEnvFrame>
  ),
};
export default meta;

type Story = StoryObj<Args>;

/** A page without row or selection buttons: right-click still selects the row and offers 刷新. */
export const WithoutButtons: Story = {};
export const WithoutButtonsEnglish: Story = { args: { language: 'en' } };
/** Row buttons that every row hides: the menu falls back to 刷新 too. */
/** The contracts' table with these row buttons. */
const withRowButtons = (rowButtons: DataTableSchema['rowButtons']): DataTableSchema => ({ type: 'data-table', rowKey: 'id', selection: 'multiple', columns: contractColumns, rowButtons });

export const AllButtonsHidden: Story = {
  args: {
    schema: withRowButtons([{ flag: 'view', name: '查看', func: 'currentpage', position: 'solo', config: { url: '/contract/detail/{id}' }, hideWhen: { field: 'id', op: '!=', value: -1 } }]),
  },
};

const COPY_SHOWN = withRowButtons([{ flag: 'copy', name: '复制', nameEn: 'Copy', func: 'function', position: 'solo', config: { function: 'copyShown' } }]);
/** 复制 (function copyShown) in the row menu: a right-clicked cell is copied as it shows (125,000.00, 草稿). */
export const CopyWhatItShows: Story = { args: { schema: COPY_SHOWN } };
/** 复制 in the 操作 column: the row's shown cells, tab separated (状态 is hidden by the setting, so not copied). */
export const CopyTheRow: Story = { args: { schema: COPY_SHOWN, settings: contractSetting } };

/**
 * 快速查看 (an external action) among the row buttons: chosen from the row menu it opens the row's page in the
 * external-view dialog without the shell, as the toolbar's button does.
 */
export const QuickView: Story = {
  args: {
    schema: withRowButtons([{ flag: 'quick_view', name: '快速查看', nameEn: 'Quick view', func: 'external', position: 'solo', config: { url: '/contract/sales/form?data_id={id}&readonly=1&nolayout=1' } }]),
  },
};
