import type { ResourceDefinition } from '../../../../schemas/generated/resource-definition.js';

export const salesContract: ResourceDefinition = {
  name: 'sales_contract',
  module: 'contract',
  table: 'sales_contracts',
  label: { zh: '销售合同', en: 'Sales contracts' },
  workflowLabel: 'sales_contract',
  // HT + the day + the company's sequence of the day: HT202611260001.
  numbering: { field: 'contract_no', prefix: 'HT', date: 'YYYYMMDD', digits: 4 },
  fields: [
    // Numbered by the server when left empty (numbering below); never two alike in one company.
    { name: 'contract_no', type: 'text', label: { zh: '合同编号', en: 'Contract no.' }, maxLength: 32, rules: { unique: true, pattern: '[A-Za-z0-9-]+', patternMessage: { zh: '合同编号只能包含字母、数字和-', en: 'The contract number may hold letters, digits and - only' } } },
    { name: 'contract_name', type: 'text', label: { zh: '合同名称', en: 'Contract name' }, maxLength: 200 },
    { name: 'customer_name', type: 'text', label: { zh: '客户名称', en: 'Customer' }, maxLength: 200 },
    { name: 'goods_name', type: 'text', label: { zh: '品名', en: 'Goods' }, maxLength: 100 },
    { name: 'amount', type: 'money', label: { zh: '合同金额', en: 'Amount' }, rules: { min: 0.01, max: 999_999_999_999, precision: 2 } },
    { name: 'sign_date', type: 'date', label: { zh: '签订日期', en: 'Signed on' } },
    { name: 'status', type: 'int', label: { zh: '状态', en: 'Status' } },
    { name: 'remark', type: 'text', label: { zh: '备注', en: 'Remark' }, maxLength: 500, nullable: true, sortable: false },
    // The form record's handler (经办人) and department (所属部门), spec 001 §3: picked in the user and organisation
    // pickers, the caller by default, checked and named by the server (picked-fields.ts). Empty on rows older than
    // them until the resource sync fills them from the creator stamps (table.ts).
    { name: 'user_id', type: 'int', label: { zh: '经办人', en: 'Handler' }, nullable: true, picked: { kind: 'user', nameField: 'user_name' } },
    { name: 'user_name', type: 'text', label: { zh: '经办人', en: 'Handler' }, maxLength: 50, nullable: true },
    { name: 'org_id', type: 'int', label: { zh: '所属部门', en: 'Department' }, nullable: true, picked: { kind: 'org', nameField: 'org_name', kinds: ['department'] } },
    { name: 'org_name', type: 'text', maxLength: 100, nullable: true },
  ],
  // status + sign_date serves the common "status tab + date range, newest first" list in one range scan.
  // A status tab with the usual sorts (newest signed, largest, newest entered) reads in index order.
  indexes: [['status', 'sign_date'], ['status', 'amount'], ['status', 'id'], ['sign_date'], ['amount'], ['customer_name'], ['contract_no']],
  // Behind each scope stamp (table.ts): a manager's status tab, date range, amount floor and customer search.
  scopedIndexes: [['status', 'sign_date'], ['sign_date'], ['amount'], ['customer_name']],
  defaultOrder: 'sign_date desc',
  // A draft needs the name a user finds it by (spec 001 §5 temporary rules).
  draftRequired: ['contract_name'],
  // 合同资料 (spec 001 screen 19): the form's required-items table shows these; the server holds uploads to them.
  fileItems: [
    { prop: 'signed_contract', label: { zh: '合同原件', en: 'Signed contract' }, kind: 'file', limit: 2 },
    { prop: 'customer_license', label: { zh: '客户营业执照', en: "Customer's business licence" }, kind: 'image' },
    { prop: 'other_papers', label: { zh: '其他材料', en: 'Other documents' }, kind: 'file', limit: 5 },
  ],
  // The goods lines (issue 21): saved with the contract, amounts computed by the server. The tax is inside the
  // price (含税单价), so a line's tax is split out of its amount: amount × rate / (1 + rate).
  children: [
    {
      name: 'lines',
      table: 'sales_contract_line',
      label: { zh: '商品明细', en: 'Goods lines' },
      maxRows: 1000,
      fields: [
        { name: 'goods_name', type: 'text', maxLength: 100 },
        { name: 'spec', type: 'text', maxLength: 100, nullable: true },
        /** 吨 for the demo's goods; free text (件, 米, ...) for others. */
        { name: 'unit', type: 'text', maxLength: 20, nullable: true },
        { name: 'quantity', type: 'number', rules: { min: 0.001 } },
        /** 含税单价, yuan per unit. */
        { name: 'price', type: 'money', rules: { min: 0 } },
        { name: 'amount', type: 'money' },
        /** A ratio: 0.13, 0.09. */
        { name: 'tax_rate', type: 'percent', nullable: true, rules: { min: 0, max: 1 } },
        { name: 'tax_amount', type: 'money', nullable: true },
        /** The price split (spec 001 screen 17): 不含税单价 and 单位税额 out of the 含税单价, 3 decimals as split sub-items. */
        { name: 'price_excl_tax', type: 'number', nullable: true },
        { name: 'price_tax', type: 'number', nullable: true },
        { name: 'remark', type: 'text', maxLength: 200, nullable: true },
        /** 质检报告: one file of the contract, uploaded from the line's cell (spec 001 §3 editType upload); the name is the server's. */
        { name: 'report_file_id', type: 'int', nullable: true, file: { nameField: 'report_file_name' } },
        { name: 'report_file_name', type: 'text', maxLength: 255, nullable: true },
      ],
      formulas: { amount: 'quantity * price', tax_amount: 'amount * tax_rate / (1 + tax_rate)', price_excl_tax: 'price / (1 + tax_rate)', price_tax: 'price - price_excl_tax' },
      /** A contract may split its 含税单价 its own way (freight, handling, ...) beside the tax split: kept with the contract. */
      splits: ['price'],
      /** 合同金额 is the sum of its lines' 金额 while it has lines (issue 41: a contract of 500 with lines of 380,000 went into approval). */
      totals: { amount: 'amount' },
    },
  ],
};
