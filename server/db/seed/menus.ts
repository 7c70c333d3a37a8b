import constants from '../../../schemas/constants.json';
import type { PermButtonTable, PermNodeTable, RemoteFieldTable } from '../tables.js';

type MenuSeed = Partial<PermNodeTable> & { id: number; pid: number; name: string; name_en: string };

const APP = constants.appId;
const CONTRACT_INDEX = '/api/contract/sales_contract/index';
const CUSTOMER_INDEX = '/api/crm/customer/index';
const LEAD_INDEX = '/api/crm/sales_lead/index';
const CHANCE_INDEX = '/api/crm/sales_chance/index';
const TENDER_INDEX = '/api/srm/tender_project/index';
const SUPPLIER_INDEX = '/api/srm/supplier_archive/index';
const MOVEMENT_INDEX = '/api/stock/stock_movement/index';
const SETTLEMENT_INDEX = '/api/settlement/settlement_bill/index';
const SALES_INVOICE_INDEX = '/api/invoice/sales_invoice/index';
const REMOTE_FIELDS = '/api/base/remoteField/list';

function group(id: number, name: string, name_en: string, icon: string): MenuSeed {
  return { id, pid: 0, name, name_en, icon, type: 1, flag: '', sort: id };
}

/** A leaf whose page is not built yet: shown disabled, opening a placeholder (spec 000 §2.2). */
function pending(id: number, pid: number, name: string, name_en: string, flag: string): MenuSeed {
  return { id, pid, name, name_en, flag, type: 2, status: 2, sort: id };
}

function listPage(id: number, pid: number, name: string, name_en: string, flag: string, indexUrl: string, extra: Record<string, unknown> = {}): MenuSeed {
  return {
    id, pid, name, name_en, flag, type: 2, sort: id, use_remote_field: 1, use_search_view: 1,
    remote_fields_url: REMOTE_FIELDS, remote_request_url: indexUrl, remote_request_method: 'GET',
    func_config: JSON.stringify({ page_type: 1, row_key: 'id', ...extra }),
  };
}

/** The customers' cards (切换视图): the name as title, the facts a sales rep scans for. */
const CUSTOMER_CARDS = {
  card_view: { title_prop: 'customer_name', fields: ['customer_code', 'customer_type', 'industry', 'province', 'contact_name', 'credit_limit', 'status'], max_fields: 6 },
};

/**
 * The statistics tip over the sales contracts (spec 001 §3 statistics_option): everyone sees the total; the
 * average is hidden from 华南大区 (19), whose contracts are in another currency in real life; the department
 * total only shows to 华东销售部 (6) and below.
 */
const CONTRACT_STATISTICS = {
  status: 1,
  data: [
    { prop: 'amount', label: '合同总额', label_en: 'Total amount', calculate: 'sum', money_format: 2, color: '#1677ff', color_type: 'fixed' },
    { prop: 'amount', label: '平均金额', label_en: 'Average amount', calculate: 'avg', money_format: 2, permission: { not_apply_org_id: [19] } },
    { prop: 'amount', label: '华东销售合同额', label_en: 'East China sales', calculate: 'sum', money_format: 0, color: '#389e0d', permission: { apply_org_id: [6] } },
  ],
};

/** A required field of a form (a Formily node whose x-component is a field type). */
function formField(title: string, titleEn: string, component: string, props: Record<string, unknown> = {}): Record<string, unknown> {
  const type = component === 'money' || component === 'number' || component === 'int' ? 'number' : 'string';
  return { type, title, title_en: titleEn, required: true, 'x-decorator': 'FormItem', 'x-component': component, 'x-component-props': props };
}

/** A folding section of two-column fields. */
function section(title: string, titleEn: string, properties: Record<string, unknown>): Record<string, unknown> {
  return {
    type: 'void', title, title_en: titleEn, 'x-component': 'FormSection',
    properties: { grid: { type: 'void', 'x-component': 'FormGrid', 'x-component-props': { maxColumns: 2, minColumns: 1 }, properties } },
  };
}

/**
 * The sales contract's form (spec 001 screen 14): a Formily schema whose x-components are field types, in
 * three sections; saved through the contracts list's add and edit buttons (perms_id 301), approved by the
 * sales_contract template. A draft needs only its name.
 */
const CONTRACT_FORM = {
  title: '销售合同', title_en: 'Sales contract',
  resource: '/api/contract/sales_contract', perms_id: 301, workflow_label: 'sales_contract', approval_button: 1,
  draft_required: ['contract_name'], submit_confirm: '', status_field: 'status', title_field: 'contract_name', back_to: '/contract/sales', section_tabs: 1,
  schema: {
    type: 'object',
    properties: {
      baseInfo: section('基本信息', 'Basic information', {
        contract_no: formField('合同编号', 'Contract no.', 'text', { maxLength: 32 }),
        contract_name: formField('合同名称', 'Contract name', 'text', { maxLength: 200 }),
        customer_name: formField('客户名称', 'Customer', 'text', { maxLength: 200 }),
        sign_date: formField('签订日期', 'Signed on', 'date'),
      }),
      amountInfo: section('标的与金额', 'Goods and amount', {
        goods_name: formField('品名', 'Goods', 'text', { maxLength: 100 }),
        amount: formField('合同金额', 'Amount', 'money', { moneyFormat: 2 }),
      }),
      remarkInfo: {
        type: 'void', title: '备注', title_en: 'Remarks', 'x-component': 'FormSection',
        properties: { remark: { ...formField('备注', 'Remark', 'text', { maxLength: 500, rows: 3 }), required: false } },
      },
    },
  },
};

/** Status options shared by the status columns and the status tabs: value, 中文, English, colour. */
const STATUS_OPTIONS = [
  { value: 0, label: '草稿', labelEn: 'Draft', color: 'default' },
  { value: 1, label: '审批中', labelEn: 'Pending approval', color: 'processing' },
  { value: 2, label: '已完成', labelEn: 'Complete', color: 'success' },
  { value: 3, label: '已驳回', labelEn: 'Rejected', color: 'error' },
  { value: 4, label: '已作废', labelEn: 'Invalid', color: 'warning' },
];

const LEAD_STATUS = options([0, '待跟进', 'New', 'default'], [1, '跟进中', 'Following up', 'processing'], [2, '已转机会', 'Qualified', 'success'], [3, '已关闭', 'Closed', 'warning']);
const INVOICE_STATUS = options([0, '待开票', 'To be issued', 'default'], [1, '已开票', 'Issued', 'success'], [2, '已红冲', 'Reversed', 'warning'], [3, '已作废', 'Void', 'error']);

/**
 * Status tabs over a list (spec 001 screen 7, menu `tabs_options`): 全部 plus one tab per status, each
 * counted by the list call's statisticsMap on that field.
 */
function statusTabs(field: string, list: ReadonlyArray<Record<string, unknown>>): string {
  return JSON.stringify({
    field,
    search_type: 'select',
    show_all: 1,
    options: list.map(({ value, label, labelEn }) => ({ value, label, label_en: labelEn })),
  });
}

/** The app-44 menu: every module the spec names; the leaves with a declared resource are working list pages, the rest pending. */
export const MENUS: MenuSeed[] = [
  group(100, '客户关系', 'CRM', 'team'),
  // Kept alive: leaving and coming back keeps its page, sort and filter (keep_alive, spec 000 §3).
  // Kept alive, with a card view beside the table (func_config.card_view).
  { ...listPage(101, 100, '客户管理', 'Customers', '/crm/customer', CUSTOMER_INDEX, CUSTOMER_CARDS), keep_alive: 1 },
  { ...listPage(102, 100, '销售线索', 'Sales leads', '/crm/lead', LEAD_INDEX), tabs_options: statusTabs('status', LEAD_STATUS) },
  listPage(103, 100, '销售机会', 'Sales chances', '/crm/chance', CHANCE_INDEX),
  { id: 104, pid: 100, name: '客户详情', name_en: 'Customer detail', flag: '/crm/customer/detail', type: 3, sort: 104 },
  group(200, '招投标', 'Tenders (SRM)', 'audit'),
  listPage(201, 200, '招标项目', 'Tender projects', '/srm/tender', TENDER_INDEX),
  listPage(202, 200, '供应商管理', 'Suppliers', '/srm/supplier', SUPPLIER_INDEX),
  group(300, '合同管理', 'Contracts', 'file-text'),
  {
    ...listPage(301, 300, '销售合同', 'Sales contracts', '/contract/sales?tab=all', CONTRACT_INDEX),
    statistics_option: JSON.stringify(CONTRACT_STATISTICS),
    tabs_options: statusTabs('status', STATUS_OPTIONS),
  },
  // The contract form (spec 001 screen 14): hidden, opened by the list's 新增 and 编辑 and by approvers' links.
  {
    id: 3011, pid: 300, name: '销售合同表单', name_en: 'Sales contract form', flag: '/contract/sales/form', type: 2, show_in_sidebar: 0, sort: 3011,
    func_config: JSON.stringify({ page_type: 2, form: CONTRACT_FORM }),
  },
  pending(302, 300, '采购合同', 'Purchase contracts', '/contract/purchase'),
  { id: 303, pid: 300, name: '合同打印模板', name_en: 'Print templates', flag: '/contract/template', type: 2, show_in_sidebar: 0, sort: 303 },
  group(400, '库存管理', 'Stock', 'inbox'),
  pending(401, 400, '库存台账', 'Stock ledger', '/stock/ledger'),
  // Unpaged (spec 001 §9): every movement at once, the table scrolling virtually.
  listPage(402, 400, '出入库单', 'Stock movements', '/stock/movement', MOVEMENT_INDEX, { pagination: false }),
  group(500, '结算管理', 'Settlement', 'swap'),
  listPage(501, 500, '结算单', 'Settlement bills', '/settlement/bill', SETTLEMENT_INDEX),
  group(600, '发票管理', 'Invoices', 'profile'),
  { ...listPage(601, 600, '销项发票', 'Sales invoices', '/invoice/sales', SALES_INVOICE_INDEX), tabs_options: statusTabs('status', INVOICE_STATUS) },
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
  { id: 1, menu_id: 301, flag: 'add', name: '新增', name_en: 'New', btn_func: 'currentpage', btn_type: 'primary', icon: 'plus', btn_position: 'left', func_config: JSON.stringify({ url: '/contract/sales/form' }), sort: 1 },
  // The contract's form on one row: edited while a draft or rejected, read (with its approval) otherwise.
  { id: 10, menu_id: 301, flag: 'edit', name: '编辑', name_en: 'Edit', btn_func: 'currentpage', btn_type: 'link', icon: 'edit', btn_position: 'solo', func_config: JSON.stringify({ url: '/contract/sales/form?data_id={id}' }), sort: 4 },
  { id: 2, menu_id: 301, flag: 'export', name: '导出', name_en: 'Export', btn_func: 'export', btn_type: 'default', icon: 'download', btn_position: 'right', func_config: null, sort: 2 },
  { id: 3, menu_id: 101, flag: 'add', name: '新增客户', name_en: 'New customer', btn_func: 'newpage', btn_type: 'primary', icon: 'plus', btn_position: 'left', func_config: null, sort: 1 },
  // An interface button (spec 001 §7): GET the leads' close action with the selected ids, then reload.
  { id: 4, menu_id: 102, flag: 'close', name: '关闭线索', name_en: 'Close leads', btn_func: 'interface', btn_type: 'default', icon: 'stop', btn_position: 'mult', func_config: JSON.stringify({ url: '/api/crm/sales_lead/close', params: { ids: '{id}' }, confirm: true }), sort: 3 },
  // Row (solo) buttons of the customers: two inline in the 操作 column, the third behind "...".
  { id: 5, menu_id: 101, flag: 'view', name: '查看', name_en: 'View', btn_func: 'currentpage', btn_type: 'link', icon: 'eye', btn_position: 'solo', func_config: JSON.stringify({ url: '/approve/tradeCompany/client/show?data_id={id}' }), sort: 5 },
  { id: 6, menu_id: 101, flag: 'quick_view', name: '快速查看', name_en: 'Quick view', btn_func: 'external', btn_type: 'link', icon: 'link', btn_position: 'solo', func_config: JSON.stringify({ url: '/approve/tradeCompany/client/show?data_id={id}' }), sort: 6 },
  { id: 7, menu_id: 101, flag: 'copy_ids', name: '复制', name_en: 'Copy', btn_func: 'function', btn_type: 'link', icon: 'copy', btn_position: 'solo', func_config: JSON.stringify({ function: 'copyIds' }), sort: 7 },
  // An external toolbar button to a same-origin page: the customers list without the layout, in the full-screen dialog.
  { id: 8, menu_id: 301, flag: 'customers', name: '客户一览', name_en: 'Customer overview', btn_func: 'external', btn_type: 'default', icon: 'link', btn_position: 'right', func_config: JSON.stringify({ url: '/wrap/crm/customer' }), sort: 3 },
  // The unpaged movements' export: a toolbar, so the virtual table has its selection column too.
  { id: 9, menu_id: 402, flag: 'export', name: '导出', name_en: 'Export', btn_func: 'export', btn_type: 'default', icon: 'download', btn_position: 'right', func_config: null, sort: 1 },
];

/** Enum options: [value, 中文, English, colour]. */
function options(...list: Array<[value: number, label: string, labelEn: string, color: string]>): Array<Record<string, unknown>> {
  return list.map(([value, label, labelEn, color]) => ({ value, label, labelEn, color }));
}

const MONEY = { valueType: 'money', moneyFormat: 2, align: 'right', sortable: true, searchType: 'number' } as const;
const TONNES = { valueType: 'number', align: 'right', sortable: true, searchType: 'number' } as const;
const DATE = { valueType: 'date', sortable: true, searchType: 'date' } as const;
const TEXT = { searchType: 'input' } as const;
const CREATOR: FieldSeed[] = [
  ['add_user_name', '业务员', 'Sales rep', { width: 100 }],
  ['add_org_name', '所属部门', 'Department', { width: 140 }],
  ['add_company_name', '所属公司', 'Company', { width: 220 }],
];
const REMARK: FieldSeed = ['remark', '备注', 'Remark', { width: 220 }];

const LEAD_SOURCES = options(
  [1, '展会', 'Trade fair', 'blue'], [2, '官网咨询', 'Website', 'cyan'], [3, '客户转介绍', 'Referral', 'green'],
  [4, '电话开发', 'Cold call', 'purple'], [5, '招标公告', 'Tender notice', 'orange'], [6, '行业协会', 'Trade association', 'geekblue'],
);
const CHANCE_STAGES = options(
  [1, '初步接洽', 'Prospecting', 'default'], [2, '需求确认', 'Needs confirmed', 'cyan'], [3, '方案报价', 'Quoted', 'blue'],
  [4, '商务谈判', 'Negotiation', 'processing'], [5, '赢单', 'Won', 'success'], [6, '输单', 'Lost', 'error'],
);
const SUPPLIER_TYPES = options([1, '生产厂家', 'Manufacturer', 'blue'], [2, '贸易商', 'Trader', 'cyan'], [3, '物流服务商', 'Logistics', 'purple'], [4, '仓储服务商', 'Warehousing', 'geekblue']);
const SUPPLIER_GRADES = options([1, 'A 战略', 'A Strategic', 'success'], [2, 'B 合格', 'B Qualified', 'processing'], [3, 'C 观察', 'C On watch', 'warning'], [4, 'D 限制', 'D Restricted', 'error']);
const SUPPLIER_STATUS = options([0, '待准入', 'Pending admission', 'default'], [1, '已准入', 'Admitted', 'success'], [2, '暂停合作', 'Suspended', 'warning'], [3, '黑名单', 'Blacklisted', 'error']);
const TENDER_METHODS = options(
  [1, '公开招标', 'Open tender', 'blue'], [2, '邀请招标', 'Invited tender', 'cyan'], [3, '竞争性谈判', 'Competitive negotiation', 'purple'],
  [4, '询比价', 'Request for quotation', 'geekblue'], [5, '单一来源', 'Single source', 'orange'],
);
const TENDER_STATUS = options(
  [0, '草稿', 'Draft', 'default'], [1, '已发布', 'Published', 'processing'], [2, '评标中', 'Evaluating', 'cyan'],
  [3, '已定标', 'Awarded', 'success'], [4, '已流标', 'Failed', 'warning'], [5, '已终止', 'Terminated', 'error'],
);
const MOVEMENT_TYPES = options(
  [1, '采购入库', 'Purchase inbound', 'green'], [2, '销售出库', 'Sales outbound', 'blue'], [3, '调拨入库', 'Transfer in', 'cyan'],
  [4, '调拨出库', 'Transfer out', 'geekblue'], [5, '销售退货入库', 'Sales return', 'orange'],
);
const MOVEMENT_STATUS = options([0, '草稿', 'Draft', 'default'], [1, '待审核', 'Pending review', 'processing'], [2, '已过账', 'Posted', 'success'], [3, '已作废', 'Void', 'error']);
const SETTLE_TYPES = options([1, '销售结算', 'Sales', 'blue'], [2, '采购结算', 'Purchase', 'purple']);
const SETTLE_STATUS = options(
  [0, '草稿', 'Draft', 'default'], [1, '审批中', 'Pending approval', 'processing'], [2, '已确认', 'Confirmed', 'success'],
  [3, '已驳回', 'Rejected', 'error'], [4, '已作废', 'Void', 'warning'],
);
const INVOICE_TYPES = options(
  [1, '数电专票', 'Digital special VAT', 'blue'], [2, '数电普票', 'Digital ordinary VAT', 'cyan'],
  [3, '增值税专用发票', 'Special VAT (paper)', 'geekblue'], [4, '增值税普通发票', 'Ordinary VAT (paper)', 'default'],
);

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
      ['contract_no', '合同编号', 'Contract no.', { width: 170, fixed: 'left', searchType: 'input', copy: true }],
      ['contract_name', '合同名称', 'Contract name', { width: 260, searchType: 'input' }],
      ['customer_name', '客户名称', 'Customer', { width: 240, searchType: 'input' }],
      ['goods_name', '品名', 'Goods', { width: 110, searchType: 'input' }],
      ['amount', '合同金额', 'Amount', { width: 170, valueType: 'money', moneyFormat: 2, align: 'right', sortable: true, searchType: 'number', showSummary: true, headerTips: '含税金额（元）' }],
      ['sign_date', '签订日期', 'Signed on', { width: 120, valueType: 'date', sortable: true, searchType: 'date' }],
      ['status', '状态', 'Status', { width: 110, valueType: 'enum', options: STATUS_OPTIONS, searchType: 'select' }],
      ['add_user_name', '业务员', 'Sales rep', { width: 100 }],
      // Filtered by the organisation picker (the department and below), shown by name.
      ['add_org_name', '所属部门', 'Department', { width: 140, searchType: 'organize', searchName: 'add_org_id' }],
      ['add_company_name', '所属公司', 'Company', { width: 220 }],
    ]),
    ...fields(101, 101, [
      ['customer_code', '客户编号', 'Customer no.', { width: 130, fixed: 'left' }],
      ['customer_name', '客户名称', 'Customer', { width: 260 }],
      ['credit_code', '统一社会信用代码', 'Credit code (USCC)', { width: 200 }],
      ['customer_type', '客户类型', 'Type', { width: 110, valueType: 'enum', searchType: 'dict', dictLabel: 'customer_type', options: [
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
    ...fields(102, 10201, [
      ['lead_no', '线索编号', 'Lead no.', { width: 160, fixed: 'left', ...TEXT, copy: true }],
      ['lead_name', '线索名称', 'Lead', { width: 240, ...TEXT }],
      ['company_name', '意向客户', 'Prospect', { width: 240, ...TEXT }],
      ['contact_name', '联系人', 'Contact', { width: 100 }],
      ['contact_mobile', '联系电话', 'Phone', { width: 130 }],
      ['province', '省份', 'Province', { width: 90 }],
      ['goods_name', '意向品名', 'Goods', { width: 110, ...TEXT }],
      ['source', '线索来源', 'Source', { width: 120, valueType: 'enum', options: LEAD_SOURCES, searchType: 'select' }],
      ['estimated_quantity', '预计数量(吨)', 'Est. quantity (t)', { width: 140, ...TONNES }],
      ['estimated_amount', '预计金额', 'Est. amount', { width: 160, ...MONEY }],
      ['lead_date', '获取日期', 'Received on', { width: 120, ...DATE }],
      ['next_follow_date', '下次跟进', 'Next follow-up', { width: 120, ...DATE }],
      ['status', '状态', 'Status', { width: 110, valueType: 'enum', options: LEAD_STATUS, searchType: 'select' }],
      REMARK,
      ...CREATOR,
    ]),
    ...fields(103, 10301, [
      ['chance_no', '机会编号', 'Chance no.', { width: 160, fixed: 'left', ...TEXT }],
      ['chance_name', '机会名称', 'Chance', { width: 240, ...TEXT }],
      ['customer_name', '客户名称', 'Customer', { width: 240, ...TEXT }],
      ['goods_name', '品名', 'Goods', { width: 110, ...TEXT }],
      ['quantity', '数量(吨)', 'Quantity (t)', { width: 120, ...TONNES }],
      ['unit_price', '单价(元/吨)', 'Unit price (¥/t)', { width: 140, ...MONEY }],
      ['expected_amount', '预计金额', 'Expected amount', { width: 160, ...MONEY }],
      ['win_rate', '赢单率', 'Win rate', { width: 100, valueType: 'percent', align: 'right', sortable: true }],
      ['stage', '销售阶段', 'Stage', { width: 120, valueType: 'enum', options: CHANCE_STAGES, searchType: 'select' }],
      ['expected_sign_date', '预计签约日期', 'Expected signing', { width: 130, ...DATE }],
      ['competitor', '竞争对手', 'Competitor', { width: 220 }],
      REMARK,
      ...CREATOR,
    ]),
    ...fields(201, 20101, [
      ['tender_no', '招标编号', 'Tender no.', { width: 150, fixed: 'left', ...TEXT }],
      ['tender_name', '项目名称', 'Project', { width: 280, ...TEXT }],
      ['goods_name', '品名', 'Goods', { width: 110, ...TEXT }],
      ['tender_method', '采购方式', 'Method', { width: 130, valueType: 'enum', options: TENDER_METHODS, searchType: 'select' }],
      ['purchase_quantity', '采购数量(吨)', 'Quantity (t)', { width: 140, ...TONNES }],
      ['budget_amount', '预算金额', 'Budget', { width: 160, ...MONEY }],
      ['publish_date', '发布日期', 'Published', { width: 120, ...DATE }],
      ['bid_deadline', '投标截止', 'Bid deadline', { width: 120, ...DATE }],
      ['bid_count', '投标家数', 'Bids', { width: 100, valueType: 'int', align: 'right', sortable: true }],
      ['winning_supplier', '中标供应商', 'Winning supplier', { width: 240, ...TEXT }],
      ['winning_amount', '中标金额', 'Winning amount', { width: 160, ...MONEY }],
      ['status', '状态', 'Status', { width: 110, valueType: 'enum', options: TENDER_STATUS, searchType: 'select' }],
      REMARK,
      ['add_user_name', '经办人', 'Handled by', { width: 100 }],
      ['add_org_name', '所属部门', 'Department', { width: 140 }],
      ['add_company_name', '所属公司', 'Company', { width: 220 }],
    ]),
    ...fields(202, 20201, [
      ['supplier_code', '供应商编号', 'Supplier no.', { width: 130, fixed: 'left', ...TEXT }],
      ['supplier_name', '供应商名称', 'Supplier', { width: 260, ...TEXT }],
      ['credit_code', '统一社会信用代码', 'Credit code (USCC)', { width: 200, ...TEXT }],
      ['supplier_type', '供应商类型', 'Type', { width: 120, valueType: 'enum', options: SUPPLIER_TYPES, searchType: 'select' }],
      ['main_goods', '主营品类', 'Main goods', { width: 150 }],
      ['province', '省份', 'Province', { width: 90 }],
      ['contact_name', '联系人', 'Contact', { width: 100 }],
      ['contact_mobile', '联系电话', 'Phone', { width: 130 }],
      ['bank_name', '开户银行', 'Bank', { width: 200 }],
      ['bank_account', '银行账号', 'Account no.', { width: 180 }],
      ['registered_capital', '注册资本', 'Registered capital', { width: 160, ...MONEY }],
      ['grade', '评级', 'Grade', { width: 110, valueType: 'enum', options: SUPPLIER_GRADES, searchType: 'dict', dictLabel: 'supplier_grade' }],
      ['cooperation_date', '合作起始日', 'Partner since', { width: 120, ...DATE }],
      ['status', '准入状态', 'Status', { width: 110, valueType: 'enum', options: SUPPLIER_STATUS, searchType: 'select' }],
      REMARK,
      ['add_user_name', '采购负责人', 'Buyer', { width: 100 }],
      ['add_company_name', '所属公司', 'Company', { width: 220 }],
    ]),
    ...fields(402, 40201, [
      ['movement_no', '单据编号', 'Document no.', { width: 170, fixed: 'left', ...TEXT, copy: true }],
      ['movement_type', '业务类型', 'Type', { width: 130, valueType: 'enum', options: MOVEMENT_TYPES, searchType: 'select' }],
      ['warehouse_name', '仓库', 'Warehouse', { width: 170, ...TEXT }],
      ['goods_name', '品名', 'Goods', { width: 110, ...TEXT }],
      ['spec', '规格', 'Specification', { width: 170 }],
      ['batch_no', '批次号', 'Batch', { width: 120, ...TEXT }],
      ['quantity', '数量(吨)', 'Quantity (t)', { width: 130, ...TONNES }],
      ['unit_price', '单价(元/吨)', 'Unit price (¥/t)', { width: 140, ...MONEY }],
      ['amount', '金额', 'Amount', { width: 160, ...MONEY }],
      ['counterparty', '往来单位', 'Counterparty', { width: 240, ...TEXT }],
      ['contract_no', '合同编号', 'Contract no.', { width: 170, ...TEXT }],
      ['movement_date', '业务日期', 'Date', { width: 120, ...DATE }],
      ['status', '状态', 'Status', { width: 100, valueType: 'enum', options: MOVEMENT_STATUS, searchType: 'select' }],
      REMARK,
      ['add_user_name', '制单人', 'Created by', { width: 100 }],
      ['add_org_name', '所属部门', 'Department', { width: 140 }],
      ['add_company_name', '所属公司', 'Company', { width: 220 }],
    ]),
    ...fields(501, 50101, [
      ['bill_no', '结算单号', 'Bill no.', { width: 160, fixed: 'left', ...TEXT, copy: true }],
      ['settle_type', '结算类型', 'Type', { width: 110, valueType: 'enum', options: SETTLE_TYPES, searchType: 'select' }],
      ['contract_no', '合同编号', 'Contract no.', { width: 170, ...TEXT }],
      ['counterparty', '结算单位', 'Counterparty', { width: 240, ...TEXT }],
      ['goods_name', '品名', 'Goods', { width: 110, ...TEXT }],
      ['settle_quantity', '结算数量(吨)', 'Quantity (t)', { width: 140, ...TONNES }],
      ['unit_price', '结算单价', 'Unit price', { width: 140, ...MONEY }],
      ['settle_amount', '结算金额', 'Settled amount', { width: 160, ...MONEY }],
      ['invoiced_amount', '已开票金额', 'Invoiced', { width: 160, ...MONEY }],
      ['paid_amount', '已收付款金额', 'Paid', { width: 160, ...MONEY }],
      // Newest first, bills of one day sit together: one merged cell per day.
      ['settle_date', '结算日期', 'Settled on', { width: 120, ...DATE, merge: true }],
      ['status', '状态', 'Status', { width: 110, valueType: 'enum', options: SETTLE_STATUS, searchType: 'select' }],
      REMARK,
      ...CREATOR,
    ]),
    ...fields(601, 60101, [
      ['invoice_no', '发票号码', 'Invoice no.', { width: 200, fixed: 'left', ...TEXT, copy: true }],
      ['invoice_type', '发票类型', 'Type', { width: 150, valueType: 'enum', options: INVOICE_TYPES, searchType: 'dict', dictLabel: 'invoice_type' }],
      ['buyer_name', '购买方', 'Buyer', { width: 240, ...TEXT }],
      ['buyer_credit_code', '购买方税号', 'Buyer tax no.', { width: 200 }],
      ['contract_no', '合同编号', 'Contract no.', { width: 170, ...TEXT }],
      ['goods_name', '品名', 'Goods', { width: 110, ...TEXT }],
      ['quantity', '数量(吨)', 'Quantity (t)', { width: 130, ...TONNES }],
      ['amount_excl_tax', '不含税金额', 'Amount excl. tax', { width: 160, ...MONEY }],
      ['tax_rate', '税率', 'Tax rate', { width: 90, valueType: 'percent', align: 'right', moneyFormat: 0 }],
      ['tax_amount', '税额', 'Tax', { width: 140, ...MONEY }],
      ['total_amount', '价税合计', 'Total incl. tax', { width: 160, ...MONEY }],
      ['invoice_date', '开票日期', 'Issued on', { width: 120, ...DATE }],
      ['status', '状态', 'Status', { width: 100, valueType: 'enum', options: INVOICE_STATUS, searchType: 'select' }],
      REMARK,
      ...CREATOR,
    ]),
  ];
}
