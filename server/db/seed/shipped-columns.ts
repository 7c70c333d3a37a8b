import type { PageDefinition } from '../../../schemas/generated/page-definition.js';
import {
  CHANCE_SHOW_URL, CONTRACT_FORM_URL, CUSTOMER_SHOW_URL, INVOICE_SHOW_URL, LEAD_SHOW_URL, MOVEMENT_SHOW_URL, SETTLEMENT_SHOW_URL, SUPPLIER_SHOW_URL, TENDER_SHOW_URL,
} from './record-pages.js';
import { STATUS_OPTIONS } from './status-options.js';

// The columns of each shipped list page, by its menu id (spec 001 §3 remote fields). A column names its label only
// where it differs from its resource field's (declared once, in the resource definition): its field's options and
// decimals come with it when the page is published (page-apply.ts).

export type PageField = NonNullable<PageDefinition['fields']>[number];

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

const COLUMNS: Readonly<Record<number, FieldSeed[]>> = {
  301: [
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
  ],
  101: [
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
  ],
  102: [
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
  ],
  103: [
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
  ],
  201: [
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
  ],
  202: [
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
  ],
  402: [
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
  ],
  501: [
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
  ],
  601: [
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
  ],
};

/** A shipped list's columns, as its page definition states them. */
export function shippedColumns(menuId: number): PageField[] {
  return (COLUMNS[menuId] ?? []).map((seed) =>
    seed.length === 4 ? { prop: seed[0], label: { zh: seed[1], en: seed[2] }, config: seed[3] } : { prop: seed[0], config: seed[1] },
  );
}
