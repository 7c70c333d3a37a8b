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
    { name: 'contract_no', type: 'text', maxLength: 32, rules: { unique: true, pattern: '[A-Za-z0-9-]+', patternMessage: { zh: '合同编号只能包含字母、数字和-', en: 'The contract number may hold letters, digits and - only' } } },
    { name: 'contract_name', type: 'text', maxLength: 200 },
    { name: 'customer_name', type: 'text', maxLength: 200 },
    { name: 'goods_name', type: 'text', maxLength: 100 },
    { name: 'amount', type: 'money', rules: { min: 0.01, max: 999_999_999_999, precision: 2 } },
    { name: 'sign_date', type: 'date' },
    { name: 'status', type: 'int' },
    { name: 'remark', type: 'text', maxLength: 500, nullable: true, sortable: false },
  ],
  // status + sign_date serves the common "status tab + date range, newest first" list in one range scan.
  // A status tab with the usual sorts (newest signed, largest, newest entered) reads in index order.
  indexes: [['status', 'sign_date'], ['status', 'amount'], ['status', 'id'], ['sign_date'], ['amount'], ['customer_name'], ['contract_no']],
  // Behind each scope stamp (table.ts): a manager's status tab, date range, amount floor and customer search.
  scopedIndexes: [['status', 'sign_date'], ['sign_date'], ['amount'], ['customer_name']],
  defaultOrder: 'sign_date desc',
};
