import constants from '../../../schemas/constants.json';
import type { PermButtonTable, PermNodeTable } from '../tables.js';
import { formField, section } from './document-forms.js';
import { RULE_RESOURCES, RULE_SEVERITY, RULE_STATUS } from './status-options.js';

type MenuSeed = Partial<PermNodeTable> & { id: number; pid: number; name: string; name_en: string };

const APP = constants.appId;
const REMOTE_FIELDS = '/api/base/remoteField/list';

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
 * The app-44 menu's groups and the administration's pages, which modules of their own serve (the risk rules, the
 * studio, the print templates). Every business page is a page definition (shipped-pages.ts), published into these
 * groups on the first start, as are the pages shipped as configuration data (server/db/seed/configured/).
 */
export const MENUS: MenuSeed[] = [
  group(100, '客户关系', 'CRM', 'team'),
  { id: 104, pid: 100, name: '客户详情', name_en: 'Customer detail', flag: '/crm/customer/detail', type: 3, sort: 104 },
  group(200, '招投标', 'Tenders (SRM)', 'audit'),
  group(300, '合同管理', 'Contracts', 'file-text'),
  { id: 303, pid: 300, name: '合同打印模板', name_en: 'Print templates', flag: '/contract/template', type: 2, show_in_sidebar: 0, sort: 303 },
  group(400, '库存管理', 'Stock', 'inbox'),
  group(500, '结算管理', 'Settlement', 'swap'),
  group(600, '发票管理', 'Invoices', 'profile'),
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

/** The risk rules' buttons: the administrator's (the server refuses anyone else too). */
export const BUTTONS: PermButtonTable[] = [
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
];
