import type { EditableColumnSchema } from '../schemas/generated/editable-table';
import type { FormNode, FormPageSchema } from '../schemas/generated/form-page';
import { GOODS_COLUMNS } from './editable-table.stories';

const item = (title: string, component: FormNode['x-component'], extra: Partial<FormNode> = {}): FormNode => ({
  type: component === 'money' ? 'number' : 'string', title, required: true, 'x-decorator': 'FormItem', 'x-component': component, ...extra,
});

/** The goods lines section of a contract form (issue 21): an editable table as the `lines` field. */
export function linesSection(lines?: unknown, columns: EditableColumnSchema[] = GOODS_COLUMNS): FormNode {
  return {
    type: 'void', title: '商品明细', 'x-component': 'FormSection',
    properties: {
      lines: {
        type: 'array', title: '商品明细', 'x-decorator': 'FormItem', 'x-component': 'EditableTable',
        'x-component-props': { columns, showSummary: true, height: 360 },
        ...(lines === undefined ? {} : { default: lines }),
      },
    },
  };
}

/** A sales contract's form as the page compiler hands it over (the demo's, in Chinese); `withLines` adds its goods lines. */
export function contractForm(overrides: Partial<FormPageSchema> = {}, defaults: Record<string, unknown> = {}, withLines = false, lineColumns = GOODS_COLUMNS): FormPageSchema {
  const withDefault = (name: string, node: FormNode): FormNode => (name in defaults ? { ...node, default: defaults[name] } : node);
  return {
    type: 'form-page',
    title: '销售合同',
    resource: '/api/contract/sales_contract',
    permsId: 301,
    workflowLabel: 'sales_contract',
    draftRequired: ['contract_name'],
    submitConfirm: '',
    statusField: 'status',
    titleField: 'contract_name',
    backTo: '/contract/sales',
    sectionTabs: true,
    form: {
      type: 'object',
      properties: {
        baseInfo: {
          type: 'void', title: '基本信息', 'x-component': 'FormSection',
          properties: {
            contract_no: withDefault('contract_no', item('合同编号', 'text', { 'x-component-props': { maxLength: 32 } })),
            contract_name: withDefault('contract_name', item('合同名称', 'text')),
            customer_name: withDefault('customer_name', item('客户名称', 'text')),
            sign_date: withDefault('sign_date', item('签订日期', 'date')),
          },
        },
        amountInfo: {
          type: 'void', title: '标的与金额', 'x-component': 'FormSection',
          properties: {
            goods_name: withDefault('goods_name', item('品名', 'text')),
            amount: withDefault('amount', item('合同金额', 'money', { 'x-component-props': { moneyFormat: 2 } })),
          },
        },
        ...(withLines ? { goodsLines: linesSection(defaults.lines, lineColumns) } : {}),
        remarkInfo: {
          type: 'void', title: '备注', 'x-component': 'FormSection',
          properties: { remark: { type: 'string', title: '备注', 'x-decorator': 'FormItem', 'x-component': 'text', 'x-component-props': { rows: 3, maxLength: 500 } } },
        },
      },
    },
    ...overrides,
  };
}

/** A complete contract (the demo's shape), stored with id 7. */
export const STORED_CONTRACT = {
  id: 7, contract_no: 'HT-2026-0007', contract_name: '聚乙烯年度供货合同', customer_name: '华东化工有限公司', sign_date: '2026-11-20',
  goods_name: '聚乙烯', amount: 880000, remark: null, status: 0, add_user_id: 4, add_user_name: '张伟', add_org_id: 7, add_org_name: '华东销售一组',
  created_at: '2026-11-20 09:00:00', updated_at: '2026-11-20 09:00:00',
};

/** The goods columns with the unit price split per document (is_split): the tax split fixed, the rest the contract's own. */
export const SPLIT_GOODS_COLUMNS: EditableColumnSchema[] = GOODS_COLUMNS.map((column) =>
  column.prop === 'price'
    ? {
        ...column,
        is_split: true,
        split: [
          { key: 'price_excl_tax', label: '不含税单价', formula: 'price / (1 + tax_rate)', fixed: true },
          { key: 'price_tax', label: '单位税额', formula: 'price - price_excl_tax', fixed: true },
        ],
      }
    : column,
);

/** A contract's own split of the unit price, as the server keeps it (line_splits.lines.price): freight typed, goods computed. */
export const OWN_PRICE_SPLIT = [
  ...SPLIT_GOODS_COLUMNS.find((c) => c.prop === 'price')!.split!,
  { key: 'split_1', label: '运费' },
  { key: 'split_2', label: '货款', formula: 'price_excl_tax - split_1' },
];
