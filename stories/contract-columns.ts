import type { DataTableSchema } from '../schemas/generated/data-table';
import type { ListPageSchema } from '../schemas/generated/list-page';

/** The sales-contract columns as the demo menu declares them. */
export const contractColumns: DataTableSchema['columns'] = [
  { prop: 'contract_no', label: '合同编号', labelEn: 'Contract no.', width: 170, fixed: 'left' },
  { prop: 'contract_name', label: '合同名称', labelEn: 'Contract name', width: 240 },
  { prop: 'customer_name', label: '客户名称', labelEn: 'Customer', width: 220 },
  { prop: 'amount', label: '合同金额', labelEn: 'Amount', width: 160, valueType: 'money', moneyFormat: 2, sortable: true },
  { prop: 'sign_date', label: '签订日期', labelEn: 'Signed on', width: 120, valueType: 'date', sortable: true },
  {
    prop: 'status', label: '状态', labelEn: 'Status', width: 100, valueType: 'enum',
    options: [
      { value: 0, label: '草稿', labelEn: 'Draft' },
      { value: 1, label: '审批中', labelEn: 'Pending approval', color: 'processing' },
      { value: 2, label: '已完成', labelEn: 'Complete', color: 'success' },
      { value: 3, label: '已驳回', labelEn: 'Rejected', color: 'error' },
      { value: 4, label: '已作废', labelEn: 'Invalid', color: 'warning' },
    ],
  },
  { prop: 'add_user_name', label: '业务员', labelEn: 'Sales rep', width: 100 },
];

/** The sales-contract list page as the page compiler builds it from the demo menu. */
export const contractListPage: ListPageSchema = {
  type: 'list-page',
  id: 301,
  title: '销售合同',
  source: { url: '/api/contract/sales_contract/index', method: 'GET', params: { perms_id: 301 } },
  pageSizes: [15, 20, 30, 50],
  defaultPageSize: 15,
  children: [{ type: 'data-table', rowKey: 'id', columns: contractColumns }, { type: 'pagination' }],
};
