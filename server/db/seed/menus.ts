import constants from '../../../schemas/constants.json';
import type { PermButtonTable, PermNodeTable } from '../tables.js';
import { INVOICE_FORM_PATH, RECORD_BUTTONS, RECORD_PAGES } from './record-pages.js';
import { CONTRACT_FORM, INVOICE_FORM, REQUIRED, formField, section } from './document-forms.js';
import { CHANCE_STAGES, INVOICE_STATUS, LEAD_STATUS, RULE_RESOURCES, RULE_SEVERITY, RULE_STATUS, STATUS_OPTIONS } from './status-options.js';

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
/** The customer's form, new; and one customer's, read only (查看, the customer name in the list). */
export const CUSTOMER_FORM_URL = '/crm/customer/form';
export const CUSTOMER_SHOW_URL = `${CUSTOMER_FORM_URL}?data_id={id}&readonly=1`;
/** The sales contract's form on one contract (edited while a draft, read otherwise). */
export const CONTRACT_FORM_URL = '/contract/sales/form?data_id={id}';

function group(id: number, name: string, name_en: string, icon: string): MenuSeed {
  return { id, pid: 0, name, name_en, icon, type: 1, flag: '', sort: id };
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
  // The single-field search (spec 001 screen 6) beside the query panel: code, name or contact.
  simple_search: 1,
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

/** The customer types (the customer_type dictionary), as the customers' column shows them. */
const CUSTOMER_TYPES = [
  { value: 1, label: '终端客户', labelEn: 'End user' }, { value: 2, label: '贸易商', labelEn: 'Trader' }, { value: 3, label: '集团内部', labelEn: 'Intra-group' },
];
const CUSTOMER_STATUS = [{ value: 1, label: '正常', labelEn: 'Active' }, { value: 0, label: '停用', labelEn: 'Inactive' }];

/**
 * The customer's form (issue 20, every record opens): the customers list's 新增客户 opens it empty, a row's
 * 查看 (and the customer name) read only, 快速查看 read only in a dialog without the shell (nolayout=1). The
 * record's creator, department and times come with every form (its audit facts).
 */
const CUSTOMER_FORM = {
  title: '客户', title_en: 'Customer', resource: '/api/crm/customer', perms_id: 101, back_to: '/crm/customer', title_field: 'customer_name',
  schema: {
    type: 'object',
    properties: {
      baseInfo: section('基本信息', 'Basic information', {
        customer_code: REQUIRED,
        customer_name: REQUIRED,
        credit_code: REQUIRED,
        customer_type: { ...REQUIRED, 'x-component': 'enum', 'x-component-props': { options: CUSTOMER_TYPES } },
        industry: REQUIRED,
        province: REQUIRED,
      }),
      contactInfo: section('联系与授信', 'Contact and credit', {
        contact_name: REQUIRED,
        contact_mobile: REQUIRED,
        credit_limit: { ...REQUIRED, 'x-component-props': { moneyFormat: 2 } },
        status: { ...REQUIRED, 'x-component': 'enum', 'x-component-props': { options: CUSTOMER_STATUS }, default: 1 },
      }),
    },
  },
};

/**
 * The risk rule's form: written through /api/rule/risk_rule (add, update, detail), which checks the condition
 * in its sandbox before storing it (a wrong one comes back with the reason, the form keeps the input).
 */
const RULE_FORM = {
  title: '风控规则', title_en: 'Risk rule', resource: '/api/rule/risk_rule', perms_id: 1001, back_to: '/system/risk-rules', title_field: 'name',
  schema: {
    type: 'object',
    properties: {
      rule: section('规则', 'Rule', {
        code: formField('规则编码', 'Code', 'text', { maxLength: 64 }),
        name: formField('规则名称', 'Name', 'text', { maxLength: 100 }),
        resource: formField('业务对象', 'Resource', 'enum', { options: RULE_RESOURCES }),
        severity: formField('控制方式', 'Control', 'enum', { options: RULE_SEVERITY }),
        condition: formField('触发条件', 'Condition', 'text', { maxLength: 1000, rows: 3, placeholder: 'amount > 10000000' }),
        prompt: formField('提示内容', 'Prompt', 'text', { maxLength: 500, rows: 2 }),
        prompt_en: { ...formField('英文提示', 'Prompt (English)', 'text', { maxLength: 500, rows: 2 }), required: false },
        sort: { ...formField('排序', 'Order', 'int'), required: false },
      }),
    },
  },
};

/**
 * Status tabs over a list (spec 001 screen 7, menu `tabs_options`): 全部 plus one tab per status, each
 * counted by the list call's statisticsMap on that field.
 */
function statusTabs(field: string, list: ReadonlyArray<Record<string, unknown>>, feature?: string): string {
  return JSON.stringify({
    field,
    ...(feature ? { feature } : {}),
    search_type: 'select',
    show_all: 1,
    options: list.map(({ value, label, labelEn }) => ({ value, label, label_en: labelEn })),
  });
}

/**
 * The app-44 menu: every module the spec names, each leaf a working page. The pages shipped as configuration data
 * (采购合同, 库存台账, 进项发票, 收付款, 信用额度, 经营看板: server/db/seed/configured/) are published after these, through the
 * studio's publish path, and sit in these groups.
 */
export const MENUS: MenuSeed[] = [
  group(100, '客户关系', 'CRM', 'team'),
  // Kept alive: leaving and coming back keeps its page, sort and filter (keep_alive, spec 000 §3).
  // Kept alive, with a card view beside the table (func_config.card_view).
  { ...listPage(101, 100, '客户管理', 'Customers', '/crm/customer', CUSTOMER_INDEX, CUSTOMER_CARDS), keep_alive: 1 },
  { ...listPage(102, 100, '销售线索', 'Sales leads', '/crm/lead', LEAD_INDEX), tabs_options: statusTabs('status', LEAD_STATUS) },
  // The chances' stage flow as tabs; a deployment without the sales-chance flow (front/sales_chance_flow 0) has none.
  { ...listPage(103, 100, '销售机会', 'Sales chances', '/crm/chance', CHANCE_INDEX), tabs_options: statusTabs('stage', CHANCE_STAGES, 'sales_chance_flow') },
  { id: 104, pid: 100, name: '客户详情', name_en: 'Customer detail', flag: '/crm/customer/detail', type: 3, sort: 104 },
  // The customer's form (新增客户, 查看, 快速查看): hidden, opened from the customers list.
  {
    id: 1011, pid: 100, name: '客户档案', name_en: 'Customer record', flag: '/crm/customer/form', type: 2, show_in_sidebar: 0, sort: 1011,
    func_config: JSON.stringify({ page_type: 2, form: CUSTOMER_FORM }),
  },
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
  { id: 303, pid: 300, name: '合同打印模板', name_en: 'Print templates', flag: '/contract/template', type: 2, show_in_sidebar: 0, sort: 303 },
  group(400, '库存管理', 'Stock', 'inbox'),
  // Unpaged (spec 001 §9): every movement at once, the table scrolling virtually.
  listPage(402, 400, '出入库单', 'Stock movements', '/stock/movement', MOVEMENT_INDEX, { pagination: false }),
  group(500, '结算管理', 'Settlement', 'swap'),
  listPage(501, 500, '结算单', 'Settlement bills', '/settlement/bill', SETTLEMENT_INDEX),
  group(600, '发票管理', 'Invoices', 'profile'),
  { ...listPage(601, 600, '销项发票', 'Sales invoices', '/invoice/sales', SALES_INVOICE_INDEX), tabs_options: statusTabs('status', INVOICE_STATUS) },
  // The invoice form (issue 21): hidden, opened by the list's 新增, 编辑 and 查看 (read only).
  {
    id: 6012, pid: 600, name: '销项发票表单', name_en: 'Sales invoice form', flag: INVOICE_FORM_PATH, type: 2, show_in_sidebar: 0, sort: 6012,
    func_config: JSON.stringify({ page_type: 2, form: INVOICE_FORM }),
  },
  group(700, '财务管理', 'Finance', 'account-book'),
  group(800, '信用管理', 'Credit', 'safety'),
  group(900, '经营分析', 'BI', 'bar-chart'),
  // For the administrator (issue 19): the risk rules, listed and written through /api/rule/risk_rule.
  group(1000, '系统管理', 'Administration', 'setting'),
  { ...listPage(1001, 1000, '风控规则', 'Risk rules', '/system/risk-rules', '/api/rule/risk_rule/index'), tabs_options: statusTabs('status', RULE_STATUS) },
  {
    id: 10011, pid: 1000, name: '风控规则表单', name_en: 'Risk rule form', flag: '/system/risk-rules/form', type: 2, show_in_sidebar: 0, sort: 10011,
    func_config: JSON.stringify({ page_type: 2, form: RULE_FORM }),
  },
  // The studio (issue 23): resource definitions as JSON, checked, published and versioned (/api/base/studio).
  { id: 1002, pid: 1000, name: '资源定义', name_en: 'Resource definitions', flag: '/system/studio/resources', type: 2, sort: 1002, icon: 'database' },
  // One record of each list without a form (查看, its title or number column): hidden leaves of their groups.
  ...RECORD_PAGES,
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

/** Buttons held by some roles only (button id → role ids); every other button goes with its menu's grant. */
export const BUTTON_ROLES: Readonly<Record<number, readonly number[]>> = {
  // The clerk deletes their own drafts, the department and company managers their staff's; not finance.
  12: [1, 2, 3, 4, 7],
  // The risk rules are the administrator's (the server refuses anyone else too).
  13: [1], 14: [1], 15: [1], 16: [1],
};

export const BUTTONS: PermButtonTable[] = [
  { id: 1, menu_id: 301, flag: 'add', name: '新增', name_en: 'New', btn_func: 'currentpage', btn_type: 'primary', icon: 'plus', btn_position: 'left', func_config: JSON.stringify({ url: '/contract/sales/form' }), sort: 1 },
  // The contract's form on one row: edited while a draft, rejected or returned, read (with its approval) otherwise.
  { id: 10, menu_id: 301, flag: 'edit', name: '编辑', name_en: 'Edit', btn_func: 'currentpage', btn_type: 'link', icon: 'edit', btn_position: 'solo', func_config: JSON.stringify({ url: '/contract/sales/form?data_id={id}' }), sort: 4 },
  // Deleting drafts (issue 19): a document in approval or completed is refused by the server (4423); the button
  // says why before that. Its creator (oneself) and the managers above them (their scopes) hold it: BUTTON_ROLES.
  {
    id: 12, menu_id: 301, flag: 'del', name: '删除', name_en: 'Delete', btn_func: 'interface', btn_type: 'danger', icon: 'delete', btn_position: 'mult',
    func_config: JSON.stringify({
      url: '/api/contract/sales_contract/del', method: 'POST', params: { ids: ['{id}'] }, confirm: true,
      // Drafts, rejected and returned documents (EDITABLE_STATUSES) may go.
      disableWhen: { field: 'status', op: 'not_in', value: [0, 3, 5], reason: '提交后数据不可修改，只能删除草稿', reasonEn: 'Submitted documents cannot be changed; only drafts can be deleted' },
    }),
    sort: 5,
  },
  { id: 13, menu_id: 1001, flag: 'add', name: '新增规则', name_en: 'New rule', btn_func: 'currentpage', btn_type: 'primary', icon: 'plus', btn_position: 'left', func_config: JSON.stringify({ url: '/system/risk-rules/form' }), sort: 1 },
  { id: 14, menu_id: 1001, flag: 'edit', name: '编辑', name_en: 'Edit', btn_func: 'currentpage', btn_type: 'link', icon: 'edit', btn_position: 'solo', func_config: JSON.stringify({ url: '/system/risk-rules/form?id={id}' }), sort: 2 },
  {
    id: 15, menu_id: 1001, flag: 'disable', name: '停用', name_en: 'Disable', btn_func: 'interface', btn_type: 'default', icon: 'stop', btn_position: 'mult',
    func_config: JSON.stringify({ url: '/api/rule/risk_rule/disable', params: { ids: '{id}' }, confirm: true }), sort: 3,
  },
  {
    id: 16, menu_id: 1001, flag: 'enable', name: '启用', name_en: 'Enable', btn_func: 'interface', btn_type: 'default', icon: 'check', btn_position: 'mult',
    func_config: JSON.stringify({ url: '/api/rule/risk_rule/enable', params: { ids: '{id}' } }), sort: 4,
  },
  // The invoices are entered in their form (issue 21), as the contracts are: 新增, 编辑 on a row, 查看 read only.
  { id: 23, menu_id: 601, flag: 'add', name: '新增', name_en: 'New', btn_func: 'currentpage', btn_type: 'primary', icon: 'plus', btn_position: 'left', func_config: JSON.stringify({ url: INVOICE_FORM_PATH }), sort: 1 },
  { id: 24, menu_id: 601, flag: 'edit', name: '编辑', name_en: 'Edit', btn_func: 'currentpage', btn_type: 'link', icon: 'edit', btn_position: 'solo', func_config: JSON.stringify({ url: `${INVOICE_FORM_PATH}?data_id={id}` }), sort: 4 },
  { id: 2, menu_id: 301, flag: 'export', name: '导出', name_en: 'Export', btn_func: 'export', btn_type: 'default', icon: 'download', btn_position: 'right', func_config: null, sort: 2 },
  // Export-selection (spec 001 §6): the ticked contracts only, as the list shows them; without a tick it says so.
  { id: 28, menu_id: 301, flag: 'exportSelection', name: '导出选中', name_en: 'Export selected', btn_func: 'export', btn_type: 'default', icon: 'download', btn_position: 'mult', func_config: null, sort: 2 },
  // Import (spec 001 §7, issue 22): an upload button with no address of its own opens the list's import dialog.
  // An export template (spec 001 §3 export_template): the ticked contracts' 合同确认单, one .xlsx each (server/db/seed/export-templates.ts).
  {
    id: 26, menu_id: 301, flag: 'exportConfirmation', name: '合同确认单', name_en: 'Confirmation', btn_func: 'export', btn_type: 'default', icon: 'printer', btn_position: 'mult',
    func_config: null, export_template: 'sales_contract_confirmation', sort: 3,
  },
  { id: 25, menu_id: 301, flag: 'import', name: '导入', name_en: 'Import', btn_func: 'upload', btn_type: 'default', icon: 'import', btn_position: 'right', func_config: null, sort: 2 },
  { id: 3, menu_id: 101, flag: 'add', name: '新增客户', name_en: 'New customer', btn_func: 'currentpage', btn_type: 'primary', icon: 'plus', btn_position: 'left', func_config: JSON.stringify({ url: CUSTOMER_FORM_URL }), sort: 1 },
  // An interface button (spec 001 §7): GET the leads' close action with the selected ids, then reload.
  { id: 4, menu_id: 102, flag: 'close', name: '关闭线索', name_en: 'Close leads', btn_func: 'interface', btn_type: 'default', icon: 'stop', btn_position: 'mult', func_config: JSON.stringify({ url: '/api/crm/sales_lead/close', params: { ids: '{id}' }, confirm: true }), sort: 3 },
  // Deleting customers (spec 001 §7, §8): POST the resource's del with the selected ids, after a confirmation;
  // without a selection the button says 请选择需要删除的对象.
  { id: 11, menu_id: 101, flag: 'del', name: '删除', name_en: 'Delete', btn_func: 'interface', btn_type: 'danger', icon: 'delete', btn_position: 'mult', func_config: JSON.stringify({ url: '/api/crm/customer/del', method: 'POST', params: { ids: ['{id}'] }, confirm: true }), sort: 2 },
  // Row (solo) buttons of the customers: two inline in the 操作 column, the third behind "...".
  // 查看 opens the customer's form read only; 快速查看 the same page in a dialog, without the shell (nolayout=1).
  { id: 5, menu_id: 101, flag: 'view', name: '查看', name_en: 'View', btn_func: 'currentpage', btn_type: 'link', icon: 'eye', btn_position: 'solo', func_config: JSON.stringify({ url: CUSTOMER_SHOW_URL }), sort: 5 },
  { id: 6, menu_id: 101, flag: 'quick_view', name: '快速查看', name_en: 'Quick view', btn_func: 'external', btn_type: 'link', icon: 'link', btn_position: 'solo', func_config: JSON.stringify({ url: `${CUSTOMER_SHOW_URL}&nolayout=1` }), sort: 6 },
  { id: 7, menu_id: 101, flag: 'copy_ids', name: '复制', name_en: 'Copy', btn_func: 'function', btn_type: 'link', icon: 'copy', btn_position: 'solo', func_config: JSON.stringify({ function: 'copyShown' }), sort: 7 },
  // A function button written as configuration (issue 23, action-steps.schema.json), not a handler in code: the
  // ticked customers' name, contact and phone on the clipboard, one customer a line, those without a phone left out.
  {
    id: 27, menu_id: 101, flag: 'copy_contacts', name: '复制联系人', name_en: 'Copy contacts', btn_func: 'function', btn_type: 'default', icon: 'copy', btn_position: 'mult',
    func_config: JSON.stringify({ steps: [{ copy: '{customer_name} {contact_name} {contact_mobile}', when: 'not isEmpty(contact_mobile)' }] }), sort: 3,
  },
  // An external toolbar button to a same-origin page: the customers list without the layout (nolayout=1), in the full-screen dialog.
  { id: 8, menu_id: 301, flag: 'customers', name: '客户一览', name_en: 'Customer overview', btn_func: 'external', btn_type: 'default', icon: 'link', btn_position: 'right', func_config: JSON.stringify({ url: '/crm/customer?nolayout=1' }), sort: 3 },
  // The unpaged movements' export: a toolbar, so the virtual table has its selection column too.
  { id: 9, menu_id: 402, flag: 'export', name: '导出', name_en: 'Export', btn_func: 'export', btn_type: 'default', icon: 'download', btn_position: 'right', func_config: null, sort: 1 },
  // 查看 on the lists without a form: their record page.
  ...RECORD_BUTTONS,
];
