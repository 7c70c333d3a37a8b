import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { RenderSchema, type Language } from '../registry';
import { EditableGrid } from '../renderers/editable-table/EditableGrid';
import type { CustomSetting } from '../schemas/generated/custom-setting';
import type { EditableColumnSchema, EditableTableSchema } from '../schemas/generated/editable-table';
import { createFakeEnv, FakeEnvFrame, type FakeEnv } from './fake-env';

/** A sales contract's goods lines (issue 21): the columns the contract form will use. */
export const GOODS_COLUMNS: EditableColumnSchema[] = [
  { prop: 'goods_name', label: '商品名称', labelEn: 'Goods', require: true, width: 180 },
  { prop: 'spec', label: '规格', labelEn: 'Spec', width: 140, copy: true },
  { prop: 'quantity', label: '数量', labelEn: 'Quantity', editType: 'number', moneyFormat: 3, unit: '吨', require: true, showSummary: true, width: 140 },
  { prop: 'price', label: '单价', labelEn: 'Unit price', editType: 'number', moneyFormat: 2, require: true, width: 140 },
  { prop: 'amount', label: '金额', labelEn: 'Amount', editType: 'number', moneyFormat: 2, formula: 'quantity * price', showSummary: true, width: 160 },
  {
    prop: 'tax_rate',
    label: '税率',
    labelEn: 'Tax rate',
    editType: 'select',
    attr: { options: [{ value: 0.13, label: '13%' }, { value: 0.09, label: '9%' }, { value: 0.06, label: '6%' }] },
    width: 100,
  },
  { prop: 'delivery_date', label: '交货日期', labelEn: 'Delivery', editType: 'date', width: 140 },
  { prop: 'urgent', label: '加急', labelEn: 'Urgent', editType: 'switch', width: 80 },
];

export const GOODS_ROWS = [
  { id: 1, goods_name: '螺纹钢 HRB400', spec: 'Φ12', quantity: 25.5, price: 3820, tax_rate: 0.13, delivery_date: '2026-12-05', urgent: 0 },
  { id: 2, goods_name: '热轧卷板', spec: '4.75*1500', quantity: 40, price: 4105.5, tax_rate: 0.13, delivery_date: '2026-12-12', urgent: 1 },
  { id: 3, goods_name: '线材', spec: 'Φ6.5', quantity: 12.125, price: 3650, tax_rate: 0.09, delivery_date: null, urgent: 0 },
];

/** Many generated lines, for the virtual body (from 200 rows only the rows in view are drawn). */
export function manyRows(count: number) {
  return Array.from({ length: count }, (_, i) => ({ id: i + 1, goods_name: `商品 ${i + 1}`, spec: `规格 ${i % 7}`, quantity: (i % 50) + 1, price: 100 + (i % 13) * 10, tax_rate: 0.13, delivery_date: '2026-12-01', urgent: i % 2 }));
}

interface Args {
  schema: EditableTableSchema;
  language: Language;
  /** Where the story's rows are reported (a test reads them). */
  onRows?(rows: unknown[]): void;
  env?: FakeEnv;
}

function Frame({ schema, language, env }: Args) {
  const [fake] = useState(() => env ?? createFakeEnv(() => null, language));
  return (
    <FakeEnvFrame env={fake}>
      <RenderSchema schema={schema} />
    </FakeEnvFrame>
  );
}

const meta: Meta<Args> = {
  title: 'Renderers/editable-table',
  args: { schema: { type: 'editable-table', title: '商品明细', columns: GOODS_COLUMNS, value: GOODS_ROWS, showSummary: true, height: 420 }, language: 'zh' },
  render: (args) => <Frame {...args} />,
};
export default meta;

type Story = StoryObj<Args>;

/** Goods lines: required cells, a quantity with its unit, an amount computed from quantity and price, a 合计 row. */
export const GoodsLines: Story = {};
/** No rows yet: 新增行, or paste a block copied from Excel. */
export const Empty: Story = { args: { schema: { type: 'editable-table', title: '商品明细', columns: GOODS_COLUMNS, value: [], showSummary: true } } };
/** 1,000 rows: only the rows in view are drawn (the same body, from the 200-row threshold). */
export const ManyRows: Story = { args: { schema: { type: 'editable-table', title: '商品明细', columns: GOODS_COLUMNS, value: manyRows(1000), showSummary: true } } };
/** Non-sync mode: a cell's edit applies on its ✓ and its ✗ restores the old value. */
export const ConfirmEachCell: Story = { args: { schema: { type: 'editable-table', columns: GOODS_COLUMNS, value: GOODS_ROWS, sync: false } } };
/** A submitted document's lines: shown, not edited. */
export const ReadOnly: Story = { args: { schema: { type: 'editable-table', columns: GOODS_COLUMNS, value: GOODS_ROWS, readOnly: true, showSummary: true } } };
export const English: Story = { args: { language: 'en' } };

/** A table with its own columns as the server answers it before the user saved anything: no columns, no widths. */
export function ownColumnsSetting(tableName: string, change: Partial<CustomSetting> = {}): CustomSetting {
  return { table_name: tableName, perms_id: 301, table_fields: [], table_cell_width: {}, button_inline_position: 'top', content_pagesize: 15, customized: false, updated_at: null, ...change };
}

/** The grid as a form mounts it: with the form's perms id, so the user's column setting is read and stored. */
function FormLines({ schema, language, env }: Args) {
  const [fake] = useState(() => env ?? createFakeEnv(() => null, language, undefined, ownColumnsSetting('lines')));
  return (
    <FakeEnvFrame env={fake}>
      <EditableGrid schema={schema} permsId={301} />
    </FakeEnvFrame>
  );
}

/**
 * Column settings (spec 001 screen 15): drag a header's right edge (40 px at least), right-click a resized
 * header for 重置列宽, 列设置 to show, pin and order the columns; stored per user under the form's menu.
 */
export const ColumnSettings: Story = {
  args: { schema: { type: 'editable-table', name: 'lines', title: '商品明细', columns: GOODS_COLUMNS, value: GOODS_ROWS, showSummary: true, height: 420 } },
  render: (args) => <FormLines {...args} />,
};
