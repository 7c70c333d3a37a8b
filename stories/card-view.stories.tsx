import type { Meta, StoryObj } from '@storybook/react-vite';
import { Typography } from 'antd';
import { RenderSchema, type Language } from '../registry';
import { useListContext } from '../renderers/list-page';
import type { CardViewSchema } from '../schemas/generated/card-view';
import { contractColumns } from './contract-columns';
import { contractRows, createFakeEnv, FakeEnvFrame } from './fake-env';
import { StaticList } from './static-list';

const fields: CardViewSchema['fields'] = contractColumns.map(({ prop, label, labelEn, valueType, options, moneyFormat }) => ({
  prop, label, labelEn, valueType, options, moneyFormat,
}));

const schema: CardViewSchema = { type: 'card-view', titleProp: 'contract_name', fields, maxFields: 4, selection: true };

/** Prints the ids of the selected rows, so the story (and its test) shows what the cards selected. */
function SelectedProbe() {
  const list = useListContext();
  return (
    <Typography.Paragraph type="secondary" style={{ marginTop: 16, fontSize: 12 }}>
      selected: <code data-testid="probe-selected">{JSON.stringify(list.selectedRows.map((row) => row.id))}</code>
    </Typography.Paragraph>
  );
}

interface Args {
  rows: Record<string, unknown>[];
  loading: boolean;
  language: Language;
  schema: CardViewSchema;
}

const meta: Meta<Args> = {
  title: 'Renderers/card-view',
  args: { loading: false, language: 'zh', schema },
  render: ({ rows, loading, language, schema: node }) => (
    <FakeEnvFrame env={createFakeEnv(() => null, language)}>
      <StaticList rows={rows} loading={loading}>
        <RenderSchema schema={node} />
        <SelectedProbe />
      </StaticList>
    </FakeEnvFrame>
  ),
};
export default meta;

type Story = StoryObj<Args>;

/** Six contracts as cards: the name as title, four fields, a checkbox each. */
export const WithRows: Story = { args: { rows: contractRows(6) } };
export const English: Story = { args: { rows: contractRows(2), language: 'en' } };
/** No selection column: no checkboxes. */
export const WithoutSelection: Story = { args: { rows: contractRows(2), schema: { ...schema, selection: false } } };
export const Empty: Story = { args: { rows: [] } };
export const Loading: Story = { args: { rows: contractRows(2), loading: true } };
