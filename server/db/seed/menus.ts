import constants from '../../../schemas/constants.json';
import type { PermButtonTable, PermNodeTable, RemoteFieldTable } from '../tables.js';

type MenuSeed = Partial<PermNodeTable> & { id: number; pid: number; name: string; name_en: string };

const APP = constants.appId;
const CONTRACT_INDEX = '/api/contract/sales_contract/index';
const CUSTOMER_INDEX = '/api/crm/customer/index';
const REMOTE_FIELDS = '/api/base/remoteField/list';

function group(id: number, name: string, name_en: string, icon: string): MenuSeed {
  return { id, pid: 0, name, name_en, icon, type: 1, flag: '', sort: id };
}

/** A leaf whose page is not built yet: shown disabled, opening a placeholder (spec 000 §2.2). */
function pending(id: number, pid: number, name: string, name_en: string, flag: string): MenuSeed {
  return { id, pid, name, name_en, flag, type: 2, status: 2, sort: id };
}

function listPage(id: number, pid: number, name: string, name_en: string, flag: string, indexUrl: string): MenuSeed {
  return {
    id, pid, name, name_en, flag, type: 2, sort: id, use_remote_field: 1, use_search_view: 1,
    remote_fields_url: REMOTE_FIELDS, remote_request_url: indexUrl, remote_request_method: 'GET',
    func_config: JSON.stringify({ page_type: 1, row_key: 'id' }),
  };
}

/** The app-44 menu: every module the spec names; sales contracts and customers are working list pages. */
export const MENUS: MenuSeed[] = [
  group(100, '客户关系', 'CRM', 'team'),
  // Kept alive: leaving and coming back keeps its page, sort and filter (keep_alive, spec 000 §3).
  { ...listPage(101, 100, '客户管理', 'Customers', '/crm/customer', CUSTOMER_INDEX), keep_alive: 1 },
  pending(102, 100, '销售线索', 'Sales leads', '/crm/lead'),
  pending(103, 100, '销售机会', 'Sales chances', '/crm/chance'),
  { id: 104, pid: 100, name: '客户详情', name_en: 'Customer detail', flag: '/crm/customer/detail', type: 3, sort: 104 },
  group(200, '招投标', 'Tenders (SRM)', 'audit'),
  pending(201, 200, '招标项目', 'Tender projects', '/srm/tender'),
  pending(202, 200, '供应商管理', 'Suppliers', '/srm/supplier'),
  group(300, '合同管理', 'Contracts', 'file-text'),
  listPage(301, 300, '销售合同', 'Sales contracts', '/contract/sales?tab=all', CONTRACT_INDEX),
  pending(302, 300, '采购合同', 'Purchase contracts', '/contract/purchase'),
  { id: 303, pid: 300, name: '合同打印模板', name_en: 'Print templates', flag: '/contract/template', type: 2, show_in_sidebar: 0, sort: 303 },
  group(400, '库存管理', 'Stock', 'inbox'),
  pending(401, 400, '库存台账', 'Stock ledger', '/stock/ledger'),
  pending(402, 400, '出入库单', 'Stock movements', '/stock/movement'),
  group(500, '结算管理', 'Settlement', 'swap'),
  pending(501, 500, '结算单', 'Settlement bills', '/settlement/bill'),
  group(600, '发票管理', 'Invoices', 'profile'),
  pending(601, 600, '销项发票', 'Sales invoices', '/invoice/sales'),
  pending(602, 600, '进项发票', 'Purchase invoices', '/invoice/purchase'),
  group(700, '财务管理', 'Finance', 'account-book'),
  pending(701, 700, '收付款', 'Payments', '/finance/payment'),
  group(800, '信用管理', 'Credit', 'safety'),
  pending(801, 800, '信用额度', 'Credit limits', '/credit/limit'),
  group(900, '经营分析', 'BI', 'bar-chart'),
  pending(901, 900, '经营看板', 'Dashboard', '/bi/dashboard'),
];

/** A node of another app: never shown in this product's sidebar. */
export const OTHER_APP_MENUS: MenuSeed[] = [{ id: 9001, pid: 0, name: '移动审批', name_en: 'Mobile approval', flag: '/m/approve', type: 2, app_id: 12, sort: 1 }];

export function menuRows(): PermNodeTable[] {
  return [...MENUS, ...OTHER_APP_MENUS].map((m) => ({
    app_id: APP,
    path_name: '',
    icon: '',
    flag: '',
    type: 2,
    status: 1,
    show_in_sidebar: 1,
    show_nav: 1,
    keep_alive: 0,
    is_blank: 0,
    use_search_view: 0,
    func_config: null,
    perms_data: null,
    child_router: null,
    use_remote_field: 0,
    remote_fields_url: '',
    remote_request_url: '',
    remote_request_method: 'GET',
    tabs_options: null,
    tree_props: null,
    statistics_option: null,
    sort: 0,
    ...m,
  }));
}

export const BUTTONS: PermButtonTable[] = [
  { id: 1, menu_id: 301, flag: 'add', name: '新增', name_en: 'New', btn_func: 'newpage', btn_type: 'primary', icon: 'plus', btn_position: 'left', func_config: null, sort: 1 },
  { id: 2, menu_id: 301, flag: 'export', name: '导出', name_en: 'Export', btn_func: 'export', btn_type: 'default', icon: 'download', btn_position: 'right', func_config: null, sort: 2 },
  { id: 3, menu_id: 101, flag: 'add', name: '新增客户', name_en: 'New customer', btn_func: 'newpage', btn_type: 'primary', icon: 'plus', btn_position: 'left', func_config: null, sort: 1 },
];

const STATUS_OPTIONS = [
  { value: 0, label: '草稿', labelEn: 'Draft', color: 'default' },
  { value: 1, label: '审批中', labelEn: 'Pending approval', color: 'processing' },
  { value: 2, label: '已完成', labelEn: 'Complete', color: 'success' },
  { value: 3, label: '已驳回', labelEn: 'Rejected', color: 'error' },
  { value: 4, label: '已作废', labelEn: 'Invalid', color: 'warning' },
];

type FieldSeed = [prop: string, label: string, labelEn: string, config: Record<string, unknown>];

function fields(permsId: number, firstId: number, list: FieldSeed[]): RemoteFieldTable[] {
  // `sort desc` is the order the list asks for, so the first column carries the highest weight.
  return list.map(([prop, label, label_en, config], i) => ({
    id: firstId + i, perms_id: permsId, prop, label, label_en, config: JSON.stringify(config), sort: (list.length - i) * 10, status: 1,
  }));
}

export function remoteFieldRows(): RemoteFieldTable[] {
  return [
    ...fields(301, 1, [
      ['contract_no', '合同编号', 'Contract no.', { width: 170, fixed: 'left', searchType: 'input' }],
      ['contract_name', '合同名称', 'Contract name', { width: 260, searchType: 'input' }],
      ['customer_name', '客户名称', 'Customer', { width: 240, searchType: 'input' }],
      ['goods_name', '品名', 'Goods', { width: 110, searchType: 'input' }],
      ['amount', '合同金额', 'Amount', { width: 170, valueType: 'money', moneyFormat: 2, align: 'right', sortable: true, searchType: 'number' }],
      ['sign_date', '签订日期', 'Signed on', { width: 120, valueType: 'date', sortable: true, searchType: 'date' }],
      ['status', '状态', 'Status', { width: 110, valueType: 'enum', options: STATUS_OPTIONS, searchType: 'select' }],
      ['add_user_name', '业务员', 'Sales rep', { width: 100 }],
      ['add_org_name', '所属部门', 'Department', { width: 140 }],
      ['add_company_name', '所属公司', 'Company', { width: 220 }],
    ]),
    ...fields(101, 101, [
      ['customer_code', '客户编号', 'Customer no.', { width: 130, fixed: 'left' }],
      ['customer_name', '客户名称', 'Customer', { width: 260 }],
      ['credit_code', '统一社会信用代码', 'Credit code (USCC)', { width: 200 }],
      ['customer_type', '客户类型', 'Type', { width: 110, valueType: 'enum', options: [
        { value: 1, label: '终端客户', labelEn: 'End user' }, { value: 2, label: '贸易商', labelEn: 'Trader' }, { value: 3, label: '集团内部', labelEn: 'Intra-group' },
      ] }],
      ['industry', '所属行业', 'Industry', { width: 120 }],
      ['province', '省份', 'Province', { width: 90 }],
      ['contact_name', '联系人', 'Contact', { width: 100 }],
      ['contact_mobile', '联系电话', 'Phone', { width: 130 }],
      ['credit_limit', '授信额度', 'Credit limit', { width: 160, valueType: 'money', moneyFormat: 2, align: 'right', sortable: true }],
      ['status', '状态', 'Status', { width: 90, valueType: 'enum', options: [
        { value: 1, label: '正常', labelEn: 'Active', color: 'success' }, { value: 0, label: '停用', labelEn: 'Inactive', color: 'default' },
      ] }],
      ['add_user_name', '客户经理', 'Account manager', { width: 100 }],
      ['created_at', '创建时间', 'Created', { width: 170, valueType: 'datetime', sortable: true }],
    ]),
  ];
}
