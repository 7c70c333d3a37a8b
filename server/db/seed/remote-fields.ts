import type { RemoteFieldTable } from '../tables.js';
import { resourceDefinitions } from '../../modules/resources/definitions/index.js';
import { CONTRACT_FORM_URL, CUSTOMER_SHOW_URL, MENUS } from './menus.js';
import { ResourceRegistry } from '../../modules/resources/registry.js';
import { listResource } from '../../modules/remote-fields/field-types.js';
import {
  CHANCE_SHOW_URL, INVOICE_SHOW_URL, LEAD_SHOW_URL, MOVEMENT_SHOW_URL, RULE_SHOW_URL, SETTLEMENT_SHOW_URL, SUPPLIER_SHOW_URL, TENDER_SHOW_URL,
} from './record-pages.js';
import { RULE_RESOURCES, RULE_SEVERITY, RULE_STATUS, STATUS_OPTIONS } from './status-options.js';
import { codecOptionsOf } from '../../../rules/page-compile/definition-menu.js';

// The remote fields (columns) of each working list page, by permission id (spec 001 §3). A column names its label
// only where it differs from its resource field's (declared once, in the resource definition).

const MONEY = { moneyFormat: 2, align: 'right', sortable: true, searchType: 'number' } as const;
const TONNES = { align: 'right', sortable: true, searchType: 'number' } as const;
const DATE = { sortable: true, searchType: 'date' } as const;
const TEXT = { searchType: 'input' } as const;
const CREATOR: FieldSeed[] = [
  ['add_user_name', '业务员', 'Sales rep', { width: 100 }],
  ['add_org_name', '所属部门', 'Department', { width: 140 }],
  ['add_company_name', '所属公司', 'Company', { width: 220 }],
];
const REMARK: FieldSeed = ['remark', '备注', 'Remark', { width: 220 }];
/** A column whose cell opens the row's record (issue 20): a link to `url`, `{id}` the row's id. */
const opens = (url: string) => ({ labelType: 'currentpage', labelConfig: { url } }) as const;


/** A column: its field, its label in both languages unless its resource field's is the one, and its configuration. */
type FieldSeed = [prop: string, label: string, labelEn: string, config: Record<string, unknown>] | [prop: string, config: Record<string, unknown>];

const RESOURCES = new ResourceRegistry(resourceDefinitions);
/** A column's field in the resource its list menu reads (the menu's remote_request_url), as remoteField/list finds it. */
const fieldOf = (permsId: number, prop: string) =>
  listResource(RESOURCES, MENUS.find((m) => m.id === permsId)?.remote_request_url ?? '')?.fields.find((f) => f.name === prop);

/** A column's label: its own, else its resource field's (a column naming no labelled field is a defect of the seed). */
function labelOf(permsId: number, seed: FieldSeed): { label: string; label_en: string } {
  if (seed.length === 4) return { label: seed[1], label_en: seed[2] };
  const field = fieldOf(permsId, seed[0]);
  if (!field?.label) throw new Error(`remote field ${seed[0]} of menu ${permsId}: no label, and its resource field has none`);
  return { label: field.label.zh, label_en: field.label.en };
}

/** A column's configuration: its own, with its enum field's options where it names none (as a published page's columns). */
function configOf(permsId: number, seed: FieldSeed): Record<string, unknown> {
  const config = seed[seed.length - 1] as Record<string, unknown>;
  const options = config.options === undefined ? fieldOf(permsId, seed[0])?.options : undefined;
  return options ? { ...config, options: codecOptionsOf(options) } : config;
}

function fields(permsId: number, firstId: number, list: FieldSeed[]): RemoteFieldTable[] {
  // `sort desc` is the order the list asks for, so the first column carries the highest weight.
  return list.map((seed, i) => ({
    id: firstId + i, perms_id: permsId, prop: seed[0], ...labelOf(permsId, seed), config: JSON.stringify(configOf(permsId, seed)), sort: (list.length - i) * 10, status: 1,
  }));
}

/** Each list menu's columns: its menu, the id of its first column, and the columns in order. */
const MENU_FIELDS: ReadonlyArray<[permsId: number, firstId: number, list: FieldSeed[]]> = [
  // The administrator's risk rules (menu 1001, /api/rule/risk_rule/index).
  [1001, 100101, [
    ['code', '规则编码', 'Code', { width: 180, fixed: 'left', searchType: 'input', copy: true }],
    ['name', '规则名称', 'Name', { width: 180, searchType: 'input', ...opens(RULE_SHOW_URL) }],
    ['resource', '业务对象', 'Resource', { width: 120, valueType: 'enum', options: RULE_RESOURCES, searchType: 'select' }],
    ['severity', '控制方式', 'Control', { width: 100, valueType: 'enum', options: RULE_SEVERITY, searchType: 'select' }],
    ['condition', '触发条件', 'Condition', { width: 260, searchType: 'input' }],
    ['prompt', '提示内容', 'Prompt', { width: 320 }],
    ['prompt_en', '英文提示', 'Prompt (English)', { width: 320 }],
    ['status', '状态', 'Status', { width: 90, valueType: 'enum', options: RULE_STATUS, searchType: 'select' }],
    ['sort', '排序', 'Order', { width: 80, valueType: 'int', sortable: true }],
    ['updated_at', '更新时间', 'Updated', { width: 170, valueType: 'datetime', sortable: true }],
  ]],
  [301, 1, [
    // The number opens the contract (its form: edited while a draft, read with its approval otherwise).
    ['contract_no', { width: 170, fixed: 'left', searchType: 'input', copy: true, labelType: 'currentpage', labelConfig: { url: CONTRACT_FORM_URL } }],
    ['contract_name', { width: 260, searchType: 'input', labelType: 'currentpage', labelConfig: { url: CONTRACT_FORM_URL } }],
    ['customer_name', { width: 240, searchType: 'input' }],
    ['goods_name', { width: 110, searchType: 'input' }],
    // Money and a date as the resource declares them (no valueType: the field's type decides).
    ['amount', { width: 170, moneyFormat: 2, align: 'right', sortable: true, searchType: 'number', showSummary: true, headerTips: '含税金额（元）' }],
    ['sign_date', { width: 120, sortable: true, searchType: 'date' }],
    ['status', { width: 110, valueType: 'enum', options: STATUS_OPTIONS, searchType: 'select' }],
    // The handler picked in the form (the creator by default).
    ['user_name', { width: 100, searchType: 'input' }],
    ['add_user_name', '业务员', 'Sales rep', { width: 100 }],
    // Filtered by the organisation picker (the department and below), shown by name.
    ['add_org_name', '所属部门', 'Department', { width: 140, searchType: 'organize', searchName: 'add_org_id' }],
    ['add_company_name', '所属公司', 'Company', { width: 220 }],
  ]],
  [101, 101, [
    // Searched by code, name and contact (the query panel and the simple search); the name opens the customer.
    ['customer_code', { width: 130, fixed: 'left', ...TEXT }],
    ['customer_name', { width: 260, ...TEXT, labelType: 'currentpage', labelConfig: { url: CUSTOMER_SHOW_URL } }],
    ['credit_code', { width: 200 }],
    ['customer_type', { width: 110, valueType: 'enum', searchType: 'dict', dictLabel: 'customer_type', options: [
      { value: 1, label: '终端客户', labelEn: 'End user' }, { value: 2, label: '贸易商', labelEn: 'Trader' }, { value: 3, label: '集团内部', labelEn: 'Intra-group' },
    ] }],
    ['industry', { width: 120 }],
    // The city control at province level (spec 001 §3 valueType region): provinces chosen from the region list.
    ['province', { width: 90, searchType: 'city', valueType: 'region' }],
    ['contact_name', { width: 100, ...TEXT }],
    ['contact_mobile', { width: 130 }],
    ['credit_limit', { width: 160, moneyFormat: 2, align: 'right', sortable: true }],
    ['status', { width: 90, valueType: 'enum', options: [
      { value: 1, label: '正常', labelEn: 'Active', color: 'success' }, { value: 0, label: '停用', labelEn: 'Inactive', color: 'default' },
    ] }],
    ['add_user_name', '客户经理', 'Account manager', { width: 100 }],
    ['created_at', '创建时间', 'Created', { width: 170, sortable: true }],
  ]],
  [102, 10201, [
    ['lead_no', { width: 160, fixed: 'left', ...TEXT, copy: true, ...opens(LEAD_SHOW_URL) }],
    ['lead_name', { width: 240, ...TEXT, ...opens(LEAD_SHOW_URL) }],
    ['company_name', { width: 240, ...TEXT }],
    ['contact_name', { width: 100 }],
    ['contact_mobile', { width: 130 }],
    ['province', { width: 90 }],
    ['goods_name', { width: 110, ...TEXT }],
    ['source', { width: 120, searchType: 'select' }],
    ['estimated_quantity', { width: 140, ...TONNES }],
    ['estimated_amount', { width: 160, ...MONEY }],
    ['lead_date', { width: 120, ...DATE }],
    ['next_follow_date', { width: 120, ...DATE }],
    ['status', { width: 110, searchType: 'select' }],
    REMARK,
    ...CREATOR,
  ]],
  [103, 10301, [
    ['chance_no', { width: 160, fixed: 'left', ...TEXT, ...opens(CHANCE_SHOW_URL) }],
    ['chance_name', { width: 240, ...TEXT, ...opens(CHANCE_SHOW_URL) }],
    // Chosen from the customers the user may see (the customer chooser config), several, in or not in.
    ['customer_name', { width: 240, searchType: 'resourceSelect', resource: { chooser: 'customer', valueKey: 'customer_name', labelKey: 'customer_name' } }],
    ['goods_name', { width: 110, ...TEXT }],
    ['quantity', { width: 120, ...TONNES }],
    ['unit_price', { width: 140, ...MONEY }],
    ['expected_amount', { width: 160, ...MONEY }],
    ['win_rate', { width: 100, align: 'right', sortable: true }],
    ['stage', { width: 120, searchType: 'select' }],
    ['expected_sign_date', { width: 130, ...DATE }],
    ['competitor', { width: 220 }],
    REMARK,
    ...CREATOR,
  ]],
  [201, 20101, [
    ['tender_no', { width: 150, fixed: 'left', ...TEXT, ...opens(TENDER_SHOW_URL) }],
    ['tender_name', { width: 280, ...TEXT, ...opens(TENDER_SHOW_URL) }],
    ['goods_name', { width: 110, ...TEXT }],
    ['tender_method', { width: 130, searchType: 'select' }],
    ['purchase_quantity', { width: 140, ...TONNES }],
    ['budget_amount', { width: 160, ...MONEY }],
    ['publish_date', { width: 120, ...DATE }],
    ['bid_deadline', { width: 120, ...DATE }],
    ['bid_count', { width: 100, align: 'right', sortable: true }],
    ['winning_supplier', { width: 240, ...TEXT }],
    ['winning_amount', { width: 160, ...MONEY }],
    ['status', { width: 110, searchType: 'select' }],
    REMARK,
    ['add_user_name', '经办人', 'Handled by', { width: 100 }],
    ['add_org_name', '所属部门', 'Department', { width: 140 }],
    ['add_company_name', '所属公司', 'Company', { width: 220 }],
  ]],
  [202, 20201, [
    ['supplier_code', { width: 130, fixed: 'left', ...TEXT, ...opens(SUPPLIER_SHOW_URL) }],
    ['supplier_name', { width: 260, ...TEXT, ...opens(SUPPLIER_SHOW_URL) }],
    ['credit_code', { width: 200, ...TEXT }],
    ['supplier_type', { width: 120, searchType: 'select' }],
    ['main_goods', { width: 150 }],
    ['province', { width: 90 }],
    ['contact_name', { width: 100 }],
    ['contact_mobile', { width: 130 }],
    ['bank_name', { width: 200 }],
    ['bank_account', { width: 180 }],
    ['registered_capital', { width: 160, ...MONEY }],
    ['grade', { width: 110, searchType: 'dict', dictLabel: 'supplier_grade' }],
    ['cooperation_date', { width: 120, ...DATE }],
    ['status', { width: 110, searchType: 'select' }],
    REMARK,
    ['add_user_name', '采购负责人', 'Buyer', { width: 100 }],
    ['add_company_name', '所属公司', 'Company', { width: 220 }],
  ]],
  [402, 40201, [
    ['movement_no', { width: 170, fixed: 'left', ...TEXT, copy: true, ...opens(MOVEMENT_SHOW_URL) }],
    ['movement_type', { width: 130, searchType: 'select' }],
    ['warehouse_name', { width: 170, ...TEXT }],
    ['goods_name', { width: 110, ...TEXT }],
    ['spec', { width: 170 }],
    ['batch_no', { width: 120, ...TEXT }],
    ['quantity', { width: 130, ...TONNES }],
    ['unit_price', { width: 140, ...MONEY }],
    ['amount', { width: 160, ...MONEY }],
    ['counterparty', { width: 240, ...TEXT }],
    ['contract_no', { width: 170, ...TEXT }],
    ['movement_date', { width: 120, ...DATE }],
    ['status', { width: 100, searchType: 'select' }],
    REMARK,
    ['add_user_name', '制单人', 'Created by', { width: 100 }],
    ['add_org_name', '所属部门', 'Department', { width: 140 }],
    ['add_company_name', '所属公司', 'Company', { width: 220 }],
  ]],
  [501, 50101, [
    ['bill_no', { width: 160, fixed: 'left', ...TEXT, copy: true, ...opens(SETTLEMENT_SHOW_URL) }],
    ['settle_type', { width: 110, searchType: 'select' }],
    ['contract_no', { width: 170, ...TEXT }],
    ['counterparty', { width: 240, ...TEXT }],
    ['goods_name', { width: 110, ...TEXT }],
    ['settle_quantity', { width: 140, ...TONNES }],
    ['unit_price', { width: 140, ...MONEY }],
    ['settle_amount', { width: 160, ...MONEY }],
    ['invoiced_amount', { width: 160, ...MONEY }],
    ['paid_amount', { width: 160, ...MONEY }],
    // Newest first, bills of one day sit together: one merged cell per day.
    ['settle_date', { width: 120, ...DATE, merge: true }],
    ['status', { width: 110, searchType: 'select' }],
    REMARK,
    ...CREATOR,
  ]],
  [601, 60101, [
    ['invoice_no', { width: 200, fixed: 'left', ...TEXT, copy: true, ...opens(INVOICE_SHOW_URL) }],
    ['invoice_type', { width: 150, searchType: 'dict', dictLabel: 'invoice_type' }],
    ['buyer_name', { width: 240, ...TEXT }],
    ['buyer_credit_code', { width: 200 }],
    ['contract_no', { width: 170, ...TEXT }],
    ['goods_name', { width: 110, ...TEXT }],
    ['quantity', '数量(吨)', 'Quantity (t)', { width: 130, ...TONNES }],
    ['amount_excl_tax', { width: 160, ...MONEY }],
    ['tax_rate', { width: 90, align: 'right', moneyFormat: 0 }],
    ['tax_amount', { width: 140, ...MONEY }],
    ['total_amount', { width: 160, ...MONEY }],
    ['invoice_date', { width: 120, ...DATE }],
    ['status', { width: 100, searchType: 'select' }],
    REMARK,
    ...CREATOR,
  ]],
];

export function remoteFieldRows(): RemoteFieldTable[] {
  return MENU_FIELDS.flatMap(([permsId, firstId, list]) => fields(permsId, firstId, list));
}
