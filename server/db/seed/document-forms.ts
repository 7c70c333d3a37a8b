import type { ResourceDefinition } from '../../../schemas/generated/resource-definition.js';
import { salesContract } from '../../modules/resources/definitions/sales-contract.js';

// The document forms the seed configures (spec 001 screen 14): the sales contract's and the sales invoice's,
// each a Formily schema over field types with its lines as an editable table. Their pages (shipped-pages.ts) serve them.

/**
 * A form's field that must be filled in: the rest (titles, control, type, length, decimals) its resource field
 * declares (server/forms/resource-form.ts).
 */
export const REQUIRED = { required: true } as const;

/** A required field of a form over no resource field (a Formily node whose x-component is a field type). */
export function formField(title: string, titleEn: string, component: string, props: Record<string, unknown> = {}): Record<string, unknown> {
  const type = component === 'money' || component === 'number' || component === 'int' ? 'number' : 'string';
  return { type, title, title_en: titleEn, required: true, 'x-decorator': 'FormItem', 'x-component': component, 'x-component-props': props };
}

/** A folding section of two-column fields. */
export function section(title: string, titleEn: string, properties: Record<string, unknown>): Record<string, unknown> {
  return {
    type: 'void', title, title_en: titleEn, 'x-component': 'FormSection',
    properties: { grid: { type: 'void', 'x-component': 'FormGrid', 'x-component-props': { maxColumns: 2, minColumns: 1 }, properties } },
  };
}

/** The resource's file items as a form's required-items table shows them: one declaration, which the server enforces. */
function collectItems(definition: ResourceDefinition): Record<string, unknown>[] {
  return (definition.fileItems ?? []).map((i) => ({ prop: i.prop, label: i.label.zh, labelEn: i.label.en, kind: i.kind, ...(i.limit ? { limit: i.limit } : {}), ...(i.required ? { require: true } : {}) }));
}

/** The contract's goods lines as the form's editable table: prices include tax, amount and tax computed (as the server does). */
const CONTRACT_LINES = {
  title: '商品明细',
  showSummary: true,
  height: 360,
  maxRows: 1000,
  columns: [
    // Chosen from the company's goods catalogue (the goods chooser): the spec, unit, tax rate and reference price come with it.
    {
      prop: 'goods_name', label: '商品名称', labelEn: 'Goods', editType: 'dialog', require: true, width: 200,
      attr: { chooser: 'goods', label_key: 'goods_name', fill: { spec: 'spec', unit: 'unit', tax_rate: 'tax_rate', price: 'price' } },
    },
    { prop: 'spec', label: '规格', labelEn: 'Spec', width: 150, copy: true },
    // The quantity's unit is each line's own (吨 for the bulk goods, 件 or 米 for others).
    {
      prop: 'quantity', label: '数量', labelEn: 'Quantity', editType: 'number', valueType: 'number', moneyFormat: 3, require: true, showSummary: true, width: 190,
      unit_prop: 'unit', unitEditabled: true,
      unit_options: [{ value: '吨', label: '吨', labelEn: 't' }, { value: '千克', label: '千克', labelEn: 'kg' }, { value: '件', label: '件', labelEn: 'pcs' }, { value: '米', label: '米', labelEn: 'm' }],
    },
    // The tax split through the price split: 不含税单价 and 单位税额 out of the 含税单价 (the server computes them too);
    // 拆分 lets a contract add its own sub-items, which the server keeps with it (line_splits).
    {
      prop: 'price', label: '含税单价', labelEn: 'Unit price (tax incl.)', editType: 'number', moneyFormat: 2, require: true, width: 140, is_split: true,
      rules: [{ min: 0.01, message: '含税单价必须大于0', messageEn: 'The unit price must be above 0' }],
      split: [
        { key: 'price_excl_tax', label: '不含税单价', labelEn: 'Price excl. tax', formula: 'price / (1 + tax_rate)', fixed: true },
        { key: 'price_tax', label: '单位税额', labelEn: 'Tax per unit', formula: 'price - price_excl_tax', fixed: true },
      ],
    },
    { prop: 'amount', label: '金额', labelEn: 'Amount', editType: 'number', moneyFormat: 2, formula: 'quantity * price', showSummary: true, width: 150 },
    {
      prop: 'tax_rate', label: '税率', labelEn: 'Tax rate', editType: 'select', width: 100,
      attr: { options: [{ value: 0.13, label: '13%' }, { value: 0.09, label: '9%' }, { value: 0.06, label: '6%' }, { value: 0, label: '0%' }] },
    },
    { prop: 'tax_amount', label: '税额', labelEn: 'Tax', editType: 'number', moneyFormat: 2, formula: 'amount * tax_rate / (1 + tax_rate)', showSummary: true, width: 140 },
    { prop: 'remark', label: '备注', labelEn: 'Remark', width: 180, attr: { maxlength: 200 } },
    // One file a line (spec 001 §5): uploaded to the saved contract from the cell; the server keeps its name.
    { prop: 'report_file_id', label: '质检报告', labelEn: 'Quality report', editType: 'upload', width: 200, attr: { name_prop: 'report_file_name', accept: ['pdf', 'jpg', 'jpeg', 'png'], limit: 1 } },
  ],
};

/**
 * The sales contract's form (spec 001 screen 14): a Formily schema whose x-components are field types, in
 * three sections; saved through the contracts list's add and edit buttons (perms_id 301), approved by the
 * sales_contract template. A draft needs only its name.
 */
export const CONTRACT_FORM = {
  title: '销售合同', title_en: 'Sales contract',
  resource: '/api/contract/sales_contract', perms_id: 301, workflow_label: 'sales_contract', approval_button: 1,
  draft_required: ['contract_name'], submit_confirm: '', status_field: 'status', title_field: 'contract_name', back_to: '/contract/sales', section_tabs: 1,
  schema: {
    type: 'object',
    properties: {
      baseInfo: section('基本信息', 'Basic information', {
        contract_no: REQUIRED,
        contract_name: REQUIRED,
        // Chosen from the customers the user may see (the customer chooser config); the name is what the contract keeps.
        customer_name: { ...REQUIRED, 'x-component': 'Chooser', 'x-component-props': { config: 'customer', labelField: 'customer_name', labelProp: 'customer_name', valueProp: 'customer_name' } },
        sign_date: REQUIRED,
        // The handler and department (spec 001 §3): picked, the id in the field, the name beside it; left empty,
        // the server takes the signed-in user and their department, and it names both itself.
        user_id: { 'x-component': 'UserPicker', 'x-component-props': { nameField: 'user_name' } },
        org_id: { 'x-component': 'OrgPicker', 'x-component-props': { nameField: 'org_name', kinds: ['department'] } },
      }),
      amountInfo: section('标的与金额', 'Goods and amount', {
        goods_name: REQUIRED,
        amount: REQUIRED,
      }),
      // The goods lines (issue 21): an editable table saved with the contract; the server recomputes the amounts.
      linesInfo: {
        type: 'void', title: '商品明细', title_en: 'Goods lines', 'x-component': 'FormSection',
        properties: { lines: { type: 'array', title: '商品明细', title_en: 'Goods lines', 'x-decorator': 'FormItem', 'x-component': 'EditableTable', 'x-component-props': CONTRACT_LINES } },
      },
      // The contract's papers, each under its item (spec 001 screen 19's required-items table); files come after the first save.
      documentsInfo: {
        type: 'void', title: '合同资料', title_en: 'Contract documents', 'x-component': 'FormSection',
        properties: {
          documents: {
            type: 'array', title: '合同资料', title_en: 'Contract documents', 'x-decorator': 'FormItem', 'x-component': 'AttachmentCollect',
            'x-component-props': { items: collectItems(salesContract) },
          },
        },
      },
      remarkInfo: {
        type: 'void', title: '备注', title_en: 'Remarks', 'x-component': 'FormSection',
        properties: { remark: { 'x-component-props': { rows: 3 } } },
      },
    },
  },
};

/** The tax rates a VAT line may carry. */
const TAX_RATES = [{ value: 0.13, label: '13%' }, { value: 0.09, label: '9%' }, { value: 0.06, label: '6%' }, { value: 0, label: '0%' }];

/**
 * The sales invoice's lines (发票明细) as the form's editable table: the same block as the contract's goods lines,
 * configured for prices without tax, the tax added on top and a total (as the server's formulas compute them).
 */
const INVOICE_LINES = {
  title: '发票明细',
  showSummary: true,
  height: 360,
  maxRows: 1000,
  columns: [
    { prop: 'goods_name', label: '项目名称', labelEn: 'Item', require: true, width: 200 },
    { prop: 'spec', label: '规格型号', labelEn: 'Spec', width: 130, copy: true },
    { prop: 'unit', label: '单位', labelEn: 'Unit', width: 80 },
    { prop: 'quantity', label: '数量', labelEn: 'Quantity', editType: 'number', valueType: 'number', moneyFormat: 3, require: true, showSummary: true, width: 120 },
    { prop: 'price', label: '不含税单价', labelEn: 'Unit price (excl. tax)', editType: 'number', moneyFormat: 2, require: true, width: 140 },
    { prop: 'amount_excl_tax', label: '不含税金额', labelEn: 'Amount excl. tax', editType: 'number', moneyFormat: 2, formula: 'quantity * price', showSummary: true, width: 150 },
    { prop: 'tax_rate', label: '税率', labelEn: 'Tax rate', editType: 'select', require: true, width: 100, attr: { options: TAX_RATES } },
    { prop: 'tax_amount', label: '税额', labelEn: 'Tax', editType: 'number', moneyFormat: 2, formula: 'amount_excl_tax * tax_rate', showSummary: true, width: 140 },
    { prop: 'total_amount', label: '价税合计', labelEn: 'Total incl. tax', editType: 'number', moneyFormat: 2, formula: 'amount_excl_tax + tax_amount', showSummary: true, width: 150 },
  ],
};


/**
 * The sales invoice's form (issue 21, a second document with lines by configuration only): header fields, the
 * lines as the editable table, saved through the invoices list's add and edit buttons (perms_id 601). Not an
 * approval document: its save button submits. The number stays empty until the invoice is issued (待开票).
 */
export const INVOICE_FORM = {
  title: '销项发票', title_en: 'Sales invoice', resource: '/api/invoice/sales_invoice', perms_id: 601, back_to: '/invoice/sales', title_field: 'buyer_name', draft_required: ['buyer_name'],
  schema: {
    type: 'object',
    properties: {
      baseInfo: section('基本信息', 'Basic information', {
        invoice_type: REQUIRED,
        invoice_no: {},
        buyer_name: REQUIRED,
        buyer_credit_code: REQUIRED,
        contract_no: REQUIRED,
        invoice_date: REQUIRED,
        status: { ...REQUIRED, default: 0 },
      }),
      amountInfo: section('货物与金额', 'Goods and amounts', {
        goods_name: REQUIRED,
        quantity: { ...REQUIRED, title: '数量(吨)', title_en: 'Quantity (t)', 'x-component-props': { precision: 3 } },
        amount_excl_tax: { ...REQUIRED, 'x-component-props': { moneyFormat: 2 } },
        tax_rate: { ...REQUIRED, 'x-component': 'enum', 'x-component-props': { options: TAX_RATES } },
        tax_amount: { ...REQUIRED, 'x-component-props': { moneyFormat: 2 } },
        total_amount: { ...REQUIRED, 'x-component-props': { moneyFormat: 2 } },
      }),
      linesInfo: {
        type: 'void', title: '发票明细', title_en: 'Invoice lines', 'x-component': 'FormSection',
        properties: { lines: { type: 'array', title: '发票明细', title_en: 'Invoice lines', 'x-decorator': 'FormItem', 'x-component': 'EditableTable', 'x-component-props': INVOICE_LINES } },
      },
      remarkInfo: {
        type: 'void', title: '备注', title_en: 'Remarks', 'x-component': 'FormSection',
        properties: { remark: { 'x-component-props': { rows: 3 } } },
      },
    },
  },
};
