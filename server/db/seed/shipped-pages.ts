import { CONTRACT_FORM, INVOICE_FORM, REQUIRED, section } from './document-forms.js';
import {
  CHANCE_SHOW_URL, CUSTOMER_FORM_URL, CUSTOMER_SHOW_URL, INVOICE_FORM_PATH, INVOICE_SHOW_URL, LEAD_SHOW_URL, MOVEMENT_SHOW_URL, RECORD_PAGES, SETTLEMENT_SHOW_URL,
  SUPPLIER_SHOW_URL,
} from './record-pages.js';
import { shippedColumns } from './shipped-columns.js';
import { shippedPage, type PageSeed, type ShippedButton, type ShippedPage } from './shipped-page.js';
import { CHANCE_STAGES, INVOICE_STATUS, LEAD_STATUS, STATUS_OPTIONS } from './status-options.js';

/**
 * The business pages shipped with the platform (issue 42: every page is a stored definition): lists, forms and
 * record pages over the resources built in code, published through the studio's publish path on the first start
 * (seed/index.ts), so a configurator opens, changes and republishes them as any page. Each keeps the menu, button
 * and column ids it has always had (grants, saved settings and older clients name them).
 */

/** A list page of a resource: its columns, saved views, the resource's rows by id. */
function listPage(seed: Omit<PageSeed, 'func_config' | 'fields' | 'search_view'> & { config?: Record<string, unknown> }): ShippedPage {
  const { config, ...rest } = seed;
  return shippedPage({ ...rest, search_view: true, fields: shippedColumns(seed.id), func_config: { page_type: 1, row_key: 'id', ...config } });
}

/** Status tabs over a list (spec 001 screen 7, menu `tabs_options`): 全部 plus one tab per status, each counted by the list call's statisticsMap. */
function statusTabs(field: string, list: ReadonlyArray<{ value: unknown; label: string; labelEn: string }>, feature?: string): Record<string, unknown> {
  return { field, ...(feature ? { feature } : {}), search_type: 'select', show_all: 1, options: list.map(({ value, label, labelEn }) => ({ value, label, label_en: labelEn })) };
}

const name = (zh: string, en: string) => ({ zh, en });
/** 查看 on a row: the record page (or the read-only form) in this tab. */
const viewButton = (id: number, url: string): ShippedButton => ({ id, flag: 'view', name: name('查看', 'View'), btn_func: 'currentpage', btn_type: 'link', icon: 'eye', btn_position: 'solo', func_config: { url } });
/** 新增 on the toolbar: the form, empty. */
const addButton = (id: number, url: string, label = name('新增', 'New')): ShippedButton => ({ id, flag: 'add', name: label, btn_func: 'currentpage', btn_type: 'primary', icon: 'plus', btn_position: 'left', func_config: { url } });
const editButton = (id: number, url: string): ShippedButton => ({ id, flag: 'edit', name: name('编辑', 'Edit'), btn_func: 'currentpage', btn_type: 'link', icon: 'edit', btn_position: 'solo', func_config: { url } });

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

/** The customer types (the customer_type dictionary) and states, as the customer's form offers them. */
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

/** A hidden form page of a document, opened from its list. */
const formPage = (key: string, id: number, parent: number, label: { zh: string; en: string }, flag: string, form: object): ShippedPage =>
  shippedPage({ key, id, parent, name: label, flag, sidebar: false, func_config: { page_type: 2, form } });

const FORMS: readonly ShippedPage[] = [
  // The customer's form (新增客户, 查看, 快速查看): hidden, opened from the customers list.
  formPage('customer_form', 1011, 100, name('客户档案', 'Customer record'), CUSTOMER_FORM_URL, CUSTOMER_FORM),
  // The contract form (spec 001 screen 14): hidden, opened by the list's 新增 and 编辑 and by approvers' links.
  formPage('sales_contract_form', 3011, 300, name('销售合同表单', 'Sales contract form'), '/contract/sales/form', CONTRACT_FORM),
  // The invoice form (issue 21): hidden, opened by the list's 新增, 编辑 and 查看 (read only).
  formPage('sales_invoice_form', 6012, 600, name('销项发票表单', 'Sales invoice form'), INVOICE_FORM_PATH, INVOICE_FORM),
];

const LISTS: readonly ShippedPage[] = [
  // Kept alive: leaving and coming back keeps its page, sort and filter (keep_alive, spec 000 §3); a card view beside the table.
  listPage({
    key: 'customer_list', id: 101, parent: 100, name: name('客户管理', 'Customers'), flag: '/crm/customer', resource: 'customer', keep_alive: true, config: CUSTOMER_CARDS, firstField: 101,
    buttons: [
      addButton(3, CUSTOMER_FORM_URL, name('新增客户', 'New customer')),
      // Deleting customers (spec 001 §7, §8): POST the resource's del with the selected ids, after a confirmation;
      // without a selection the button says 请选择需要删除的对象.
      { id: 11, flag: 'del', name: name('删除', 'Delete'), btn_func: 'interface', btn_type: 'danger', icon: 'delete', btn_position: 'mult', func_config: { url: '/api/crm/customer/del', method: 'POST', params: { ids: ['{id}'] }, confirm: true } },
      // A function button written as configuration (issue 23, action-steps.schema.json), not a handler in code: the
      // ticked customers' name, contact and phone on the clipboard, one customer a line, those without a phone left out.
      {
        id: 27, flag: 'copy_contacts', name: name('复制联系人', 'Copy contacts'), btn_func: 'function', btn_type: 'default', icon: 'copy', btn_position: 'mult',
        func_config: { steps: [{ copy: '{customer_name} {contact_name} {contact_mobile}', when: 'not isEmpty(contact_mobile)' }] },
      },
      // Row buttons: two inline in the 操作 column, the third behind "...". 查看 opens the customer's form read only;
      // 快速查看 the same page in a dialog, without the shell (nolayout=1).
      viewButton(5, CUSTOMER_SHOW_URL),
      { id: 6, flag: 'quick_view', name: name('快速查看', 'Quick view'), btn_func: 'external', btn_type: 'link', icon: 'link', btn_position: 'solo', func_config: { url: `${CUSTOMER_SHOW_URL}&nolayout=1` } },
      { id: 7, flag: 'copy_ids', name: name('复制', 'Copy'), btn_func: 'function', btn_type: 'link', icon: 'copy', btn_position: 'solo', func_config: { function: 'copyShown' } },
    ],
  }),
  listPage({
    key: 'sales_lead_list', id: 102, parent: 100, name: name('销售线索', 'Sales leads'), flag: '/crm/lead', resource: 'sales_lead', tabs_options: statusTabs('status', LEAD_STATUS), firstField: 10201,
    buttons: [
      viewButton(17, LEAD_SHOW_URL),
      // An interface button (spec 001 §7): GET the leads' close action with the selected ids, then reload.
      { id: 4, flag: 'close', name: name('关闭线索', 'Close leads'), btn_func: 'interface', btn_type: 'default', icon: 'stop', btn_position: 'mult', func_config: { url: '/api/crm/sales_lead/close', params: { ids: '{id}' }, confirm: true } },
    ],
  }),
  // The chances' stage flow as tabs; a deployment without the sales-chance flow (front/sales_chance_flow 0) has none.
  listPage({
    key: 'sales_chance_list', id: 103, parent: 100, name: name('销售机会', 'Sales chances'), flag: '/crm/chance', resource: 'sales_chance', firstField: 10301,
    tabs_options: statusTabs('stage', CHANCE_STAGES, 'sales_chance_flow'), buttons: [viewButton(18, CHANCE_SHOW_URL)],
  }),
  // The tender projects stay the demo of a list without row buttons (their number and name still open the tender).
  listPage({ key: 'tender_project_list', id: 201, parent: 200, name: name('招标项目', 'Tender projects'), flag: '/srm/tender', resource: 'tender_project', firstField: 20101 }),
  listPage({
    key: 'supplier_list', id: 202, parent: 200, name: name('供应商管理', 'Suppliers'), flag: '/srm/supplier', resource: 'supplier_archive', firstField: 20201, buttons: [viewButton(19, SUPPLIER_SHOW_URL)],
  }),
  listPage({
    key: 'sales_contract_list', id: 301, parent: 300, name: name('销售合同', 'Sales contracts'), flag: '/contract/sales?tab=all', resource: 'sales_contract', firstField: 1,
    statistics_option: CONTRACT_STATISTICS, tabs_options: statusTabs('status', STATUS_OPTIONS),
    buttons: [
      // Held by the roles that also hold the customers a contract is made for (its customer is chosen among them):
      // finance reads and edits contracts, it does not start them.
      { ...addButton(1, '/contract/sales/form'), roles: [1, 2, 3, 4, 6, 7] },
      { id: 2, flag: 'export', name: name('导出', 'Export'), btn_func: 'export', btn_type: 'default', icon: 'download', btn_position: 'right' },
      // Import (spec 001 §7, issue 22): an upload button with no address of its own opens the list's import dialog.
      { id: 25, flag: 'import', name: name('导入', 'Import'), btn_func: 'upload', btn_type: 'default', icon: 'import', btn_position: 'right' },
      // Export-selection (spec 001 §6): the ticked contracts only, as the list shows them; without a tick it says so.
      { id: 28, flag: 'exportSelection', name: name('导出选中', 'Export selected'), btn_func: 'export', btn_type: 'default', icon: 'download', btn_position: 'mult' },
      // An external toolbar button to a same-origin page: the customers list without the layout (nolayout=1), in the full-screen dialog.
      { id: 8, flag: 'customers', name: name('客户一览', 'Customer overview'), btn_func: 'external', btn_type: 'default', icon: 'link', btn_position: 'right', func_config: { url: '/crm/customer?nolayout=1' } },
      // An export template (spec 001 §3 export_template): the ticked contracts' 合同确认单, one .xlsx each (server/db/seed/export-templates.ts).
      { id: 26, flag: 'exportConfirmation', name: name('合同确认单', 'Confirmation'), btn_func: 'export', btn_type: 'default', icon: 'printer', btn_position: 'mult', export_template: 'sales_contract_confirmation' },
      // The contract's form on one row: edited while a draft, rejected or returned, read (with its approval) otherwise.
      editButton(10, '/contract/sales/form?data_id={id}'),
      // Deleting drafts (issue 19): a document in approval or completed is refused by the server (4423); the button
      // says why before that. Its creator (oneself) and the managers above them (their scopes) hold it, not finance.
      {
        id: 12, flag: 'del', name: name('删除', 'Delete'), btn_func: 'interface', btn_type: 'danger', icon: 'delete', btn_position: 'mult', roles: [1, 2, 3, 4, 7],
        func_config: {
          url: '/api/contract/sales_contract/del', method: 'POST', params: { ids: ['{id}'] }, confirm: true,
          // Drafts, rejected and returned documents (EDITABLE_STATUSES) may go.
          disableWhen: { field: 'status', op: 'not_in', value: [0, 3, 5], reason: '提交后数据不可修改，只能删除草稿', reasonEn: 'Submitted documents cannot be changed; only drafts can be deleted' },
        },
      },
    ],
  }),
  // Unpaged (spec 001 §9): every movement at once, the table scrolling virtually; its export a toolbar, so the
  // virtual table has its selection column too.
  listPage({
    key: 'stock_movement_list', id: 402, parent: 400, name: name('出入库单', 'Stock movements'), flag: '/stock/movement', resource: 'stock_movement', config: { pagination: false }, firstField: 40201,
    buttons: [viewButton(20, MOVEMENT_SHOW_URL), { id: 9, flag: 'export', name: name('导出', 'Export'), btn_func: 'export', btn_type: 'default', icon: 'download', btn_position: 'right' }],
  }),
  listPage({
    key: 'settlement_bill_list', id: 501, parent: 500, name: name('结算单', 'Settlement bills'), flag: '/settlement/bill', resource: 'settlement_bill', firstField: 50101, buttons: [viewButton(21, SETTLEMENT_SHOW_URL)],
  }),
  // The invoices are entered in their form (issue 21), as the contracts are: 新增, 编辑 on a row, 查看 read only.
  listPage({
    key: 'sales_invoice_list', id: 601, parent: 600, name: name('销项发票', 'Sales invoices'), flag: '/invoice/sales', resource: 'sales_invoice', tabs_options: statusTabs('status', INVOICE_STATUS), firstField: 60101,
    buttons: [viewButton(22, INVOICE_SHOW_URL), addButton(23, INVOICE_FORM_PATH), editButton(24, `${INVOICE_FORM_PATH}?data_id={id}`)],
  }),
];

/** Every shipped page, in the order they are published: a page's buttons and links open pages published before it. */
export function shippedPages(): readonly ShippedPage[] {
  return [...RECORD_PAGES, ...FORMS, ...LISTS];
}
