import type { SearchFieldSchema } from '../schemas/generated/search-field';
import { contractColumns } from './contract-columns';

const status = contractColumns.find((c) => c.prop === 'status')!;

/** The sales-contract searchable fields as the page compiler builds them from the demo menu. */
export const contractSearchFields: SearchFieldSchema[] = [
  { prop: 'contract_no', label: '合同编号', labelEn: 'Contract no.', searchType: 'input' },
  { prop: 'contract_name', label: '合同名称', labelEn: 'Contract name', searchType: 'input' },
  { prop: 'customer_name', label: '客户名称', labelEn: 'Customer', searchType: 'input', multipleKeywords: true },
  { prop: 'goods_name', label: '品名', labelEn: 'Goods', searchType: 'input' },
  { prop: 'amount', label: '合同金额', labelEn: 'Amount', valueType: 'money', moneyFormat: 2, searchType: 'number' },
  { prop: 'sign_date', label: '签订日期', labelEn: 'Signed on', valueType: 'date', searchType: 'date' },
  { prop: 'status', label: '状态', labelEn: 'Status', valueType: 'enum', options: status.options, searchType: 'select' },
];
