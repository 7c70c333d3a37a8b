import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { RenderSchema, type Language } from '../registry';
import { EditableGrid } from '../renderers/editable-table/EditableGrid';
import type { CustomSetting } from '../schemas/generated/custom-setting';
import type { EditableColumnSchema, EditableTableSchema } from '../schemas/generated/editable-table';
import { createFakeEnv, FakeEnvFrame, type FakeEnv } from './fake-env';
import { createPickerServer } from './picker-server';
import { FormFilesContext, type FormFilesOwner } from '../renderers/core/form-files';
import { fileEnv } from './fake-file-server';
import { PendingFiles } from '../renderers/attachments';

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
  /** Answer the chooser's calls (a dialog cell) with the picker stories' server. */
  chooser?: boolean;
}

function Frame({ schema, language, env, chooser }: Args) {
  const [fake] = useState(() => env ?? createFakeEnv(chooser ? createPickerServer().handler : () => null, language));
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
/** A time-of-day column (spec 001 §9 "time HH-mm-ss"): stored times and moments show as HH-mm-ss; typed ones are read into it. */
export const TimeOfDay: Story = {
  args: {
    schema: {
      type: 'editable-table',
      title: '到货时间',
      columns: [
        { prop: 'goods_name', label: '商品名称', labelEn: 'Goods', width: 180 },
        { prop: 'arrive_time', label: '到货时间', labelEn: 'Arrives at', editType: 'time', format: 'HH-mm-ss', width: 140 },
      ],
      value: [
        { id: 1, goods_name: '螺纹钢 HRB400', arrive_time: '14:30:05' },
        { id: 2, goods_name: '热轧卷板', arrive_time: '2026-12-05 08:30:15' },
        { id: 3, goods_name: '线材', arrive_time: null },
      ],
    },
  },
};
/**
 * 150 rows, under the 200-row threshold: the first 9 are drawn, 20 more as the user scrolls near the last one, 20
 * more by themselves after 2 s without scrolling; the box scrolls from 600 px (550 for a virtual table).
 */
export const LazyRows: Story = { args: { schema: { type: 'editable-table', title: '商品明细', columns: GOODS_COLUMNS, value: manyRows(150), showSummary: true } } };
/** 1,000 rows: only the rows in view are drawn (the same body, from the 200-row threshold). */
export const ManyRows: Story = { args: { schema: { type: 'editable-table', title: '商品明细', columns: GOODS_COLUMNS, value: manyRows(1000), showSummary: true } } };
/** Non-sync mode: a cell's edit applies on its ✓ and its ✗ restores the old value. */
export const ConfirmEachCell: Story = { args: { schema: { type: 'editable-table', columns: GOODS_COLUMNS, value: GOODS_ROWS, sync: false } } };
/** A submitted document's lines: shown, not edited. */
export const ReadOnly: Story = { args: { schema: { type: 'editable-table', columns: GOODS_COLUMNS, value: GOODS_ROWS, readOnly: true, showSummary: true } } };
export const English: Story = { args: { language: 'en' } };

/**
 * The other cell kinds (spec 001 §3): a customer chosen in the chooser (its code filled beside it), a spec of
 * three parts, a quantity whose unit each row chooses, rules on a price and a batch number, a link and markup.
 */
export const CELL_KIND_COLUMNS: EditableColumnSchema[] = [
  { prop: 'buyer_name', label: '购货单位', labelEn: 'Buyer', editType: 'dialog', require: true, width: 220, attr: { chooser: 'customer', label_key: 'customer_name', fill: { buyer_code: 'customer_code' } } },
  { prop: 'buyer_code', label: '客户编码', labelEn: 'Buyer code', editable: false, width: 110 },
  { prop: 'spec', label: '规格', labelEn: 'Spec', editType: 'specs', require: true, width: 200, attr: { specs: [{ name: '厚', nameEn: 'T', unit: 'mm' }, { name: '宽', nameEn: 'W', unit: 'mm' }, { name: '长', nameEn: 'L', unit: 'mm' }] } },
  { prop: 'quantity', label: '数量', labelEn: 'Quantity', editType: 'number', moneyFormat: 3, require: true, unit_prop: 'unit', unitEditabled: true, unit_options: [{ value: '吨', label: '吨', labelEn: 't' }, { value: '千克', label: '千克', labelEn: 'kg' }, { value: '件', label: '件', labelEn: 'pcs' }], width: 190 },
  { prop: 'price', label: '单价', labelEn: 'Unit price', editType: 'number', moneyFormat: 2, width: 130, rules: [{ min: 0.01, message: '单价必须大于0', messageEn: 'The price must be above 0' }] },
  { prop: 'batch_no', label: '批号', labelEn: 'Batch', width: 120, rules: [{ pattern: '[A-Z]{2}\\d{4}', message: '批号为两个大写字母加四位数字', messageEn: 'Two capitals and four digits' }] },
  { prop: 'contract_no', label: '合同', labelEn: 'Contract', editType: 'link', link_url: '/contract/sales?contract_no={contract_no}', width: 150 },
  { prop: 'note', label: '说明', labelEn: 'Note', editType: 'html', width: 180 },
];

export const CELL_KIND_ROWS = [
  { id: 1, buyer_name: '上海宏达化工有限公司1', buyer_code: 'KH0001', spec: '3.0*1500*6000', quantity: 20, unit: '吨', price: 4100, batch_no: 'AB1234', contract_no: 'XS20260001', note: '<b>加急</b> 发货' },
  { id: 2, buyer_name: null, buyer_code: null, spec: '2.5*1250', quantity: 3, unit: null, price: 0, batch_no: 'x1', contract_no: null, note: null },
];

export const CellKinds: Story = { args: { chooser: true, schema: { type: 'editable-table', title: '发货明细', columns: CELL_KIND_COLUMNS, value: CELL_KIND_ROWS, height: 360 } } };

/**
 * A price split (spec 001 screen 17): 单价 is the sum of its 合计 sub-items 基价 and 运费 (typed); 税额 is a
 * formula over the price; 拆分 in its header opens '单价价格拆分' to change the sub-items.
 */
export const SPLIT_COLUMNS: EditableColumnSchema[] = [
  { prop: 'goods_name', label: '商品名称', labelEn: 'Goods', width: 160 },
  { prop: 'quantity', label: '数量', labelEn: 'Quantity', editType: 'number', moneyFormat: 3, width: 110 },
  {
    prop: 'price', label: '单价', labelEn: 'Unit price', editType: 'number', moneyFormat: 2, width: 150, is_split: true,
    split: [
      { key: 'base_price', label: '基价', labelEn: 'Base', isSummary: true, fixed: true },
      { key: 'freight', label: '运费', labelEn: 'Freight', isSummary: true },
      { key: 'price_tax', label: '税额', labelEn: 'Tax', formula: '(base_price + freight) * 0.13 / 1.13' },
    ],
  },
  { prop: 'amount', label: '金额', labelEn: 'Amount', editType: 'number', moneyFormat: 2, formula: 'quantity * price', width: 150 },
];

export const PriceSplitColumn: Story = {
  args: { schema: { type: 'editable-table', title: '商品明细', columns: SPLIT_COLUMNS, value: [{ id: 1, goods_name: '螺纹钢', quantity: 10, base_price: 3800, freight: 50 }], height: 300 } },
};

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

/** Goods lines with a 质检报告 upload cell (spec 001 §3 editType upload): one file a line, its name beside the id. */
export const UPLOAD_COLUMNS: EditableColumnSchema[] = [
  { prop: 'goods_name', label: '商品名称', width: 160 },
  { prop: 'report_file_id', label: '质检报告', editType: 'upload', width: 220, attr: { name_prop: 'report_file_name', accept: ['pdf', 'jpg', 'png'], limit: 1 } },
];
const UPLOAD_ROWS = [
  { id: 1, goods_name: '螺纹钢', report_file_id: 1, report_file_name: '合同扫描件-双方盖章版本.pdf' },
  { id: 2, goods_name: '线材', report_file_id: null, report_file_name: null },
];

/** The grid in a new document's form: its files are pending until the document's add binds them. */
function NewDocumentLines(args: Args) {
  const [pending] = useState(() => new PendingFiles());
  return <DocumentLines {...args} owner={{ resource: 'sales_contract', dataId: null, permsId: 301, pending }} />;
}

/** The grid in a stored document's form (its files owner), over the fake file server; `owner` null: a new document. */
function DocumentLines({ schema, language, env, owner }: Args & { owner: FormFilesOwner }) {
  const [fake] = useState(() => env ?? fileEnv(language));
  return (
    <FakeEnvFrame env={fake}>
      <FormFilesContext.Provider value={owner}>
        <EditableGrid schema={schema} />
      </FormFilesContext.Provider>
    </FakeEnvFrame>
  );
}

/** A stored contract's lines: the first line's report opens in the preview (× lets it go); the second uploads one. */
export const UploadCells: Story = {
  args: { schema: { type: 'editable-table', title: '商品明细', columns: UPLOAD_COLUMNS, value: UPLOAD_ROWS, height: 360 } },
  render: (args) => <DocumentLines {...args} owner={{ resource: 'sales_contract', dataId: 7, permsId: 301 }} />,
};
/** The cell stores PDFs as sent (attr.compress false). */
export const UploadCellsNoCompression: Story = {
  args: { schema: { type: 'editable-table', title: '商品明细', columns: UPLOAD_COLUMNS.map((c) => (c.attr ? { ...c, attr: { ...c.attr, compress: false } } : c)), value: UPLOAD_ROWS, height: 360 } },
  render: UploadCells.render,
};
/** A contract not saved yet: the cell uploads at once, the file pending until the contract's add binds it. */
export const UploadCellsNewDocument: Story = {
  args: { schema: { type: 'editable-table', title: '商品明细', columns: UPLOAD_COLUMNS, value: [{ id: 1, goods_name: '螺纹钢' }], height: 360 } },
  render: (args) => <NewDocumentLines {...args} />,
};
/** Outside a document's form (no pending files to keep): nothing to hold a file, so the button says to save first. */
export const UploadCellsNoRecord: Story = {
  args: UploadCellsNewDocument.args,
  render: (args) => <DocumentLines {...args} owner={{ resource: 'sales_contract', dataId: null, permsId: 301 }} />,
};
