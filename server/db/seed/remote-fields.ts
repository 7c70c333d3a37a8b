import type { RemoteFieldTable } from '../tables.js';
import { CONTRACT_FORM_URL, CUSTOMER_SHOW_URL } from './menus.js';
import {
  CHANCE_SHOW_URL, INVOICE_SHOW_URL, LEAD_SHOW_URL, MOVEMENT_SHOW_URL, RULE_SHOW_URL, SETTLEMENT_SHOW_URL, SUPPLIER_SHOW_URL, TENDER_SHOW_URL,
} from './record-pages.js';
import { CHANCE_STAGES, INVOICE_STATUS, LEAD_STATUS, options, RULE_RESOURCES, RULE_SEVERITY, RULE_STATUS, STATUS_OPTIONS } from './status-options.js';

// The remote fields (columns) of each working list page, by permission id (spec 001 §3).

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
/** A column whose cell opens the row's record (issue 20): a link to `url`, `{id}` the row's id. */
const opens = (url: string) => ({ labelType: 'currentpage', labelConfig: { url } }) as const;

const LEAD_SOURCES = options(
  [1, '展会', 'Trade fair', 'blue'], [2, '官网咨询', 'Website', 'cyan'], [3, '客户转介绍', 'Referral', 'green'],
  [4, '电话开发', 'Cold call', 'purple'], [5, '招标公告', 'Tender notice', 'orange'], [6, '行业协会', 'Trade association', 'geekblue'],
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
    ['contract_no', '合同编号', 'Contract no.', { width: 170, fixed: 'left', searchType: 'input', copy: true, labelType: 'currentpage', labelConfig: { url: CONTRACT_FORM_URL } }],
    ['contract_name', '合同名称', 'Contract name', { width: 260, searchType: 'input', labelType: 'currentpage', labelConfig: { url: CONTRACT_FORM_URL } }],
    ['customer_name', '客户名称', 'Customer', { width: 240, searchType: 'input' }],
    ['goods_name', '品名', 'Goods', { width: 110, searchType: 'input' }],
    // Money and a date as the resource declares them (no valueType: the field's type decides).
    ['amount', '合同金额', 'Amount', { width: 170, moneyFormat: 2, align: 'right', sortable: true, searchType: 'number', showSummary: true, headerTips: '含税金额（元）' }],
    ['sign_date', '签订日期', 'Signed on', { width: 120, sortable: true, searchType: 'date' }],
    ['status', '状态', 'Status', { width: 110, valueType: 'enum', options: STATUS_OPTIONS, searchType: 'select' }],
    // The handler picked in the form (the creator by default).
    ['user_name', '经办人', 'Handler', { width: 100, searchType: 'input' }],
    ['add_user_name', '业务员', 'Sales rep', { width: 100 }],
    // Filtered by the organisation picker (the department and below), shown by name.
    ['add_org_name', '所属部门', 'Department', { width: 140, searchType: 'organize', searchName: 'add_org_id' }],
    ['add_company_name', '所属公司', 'Company', { width: 220 }],
  ]],
  [101, 101, [
    // Searched by code, name and contact (the query panel and the simple search); the name opens the customer.
    ['customer_code', '客户编号', 'Customer no.', { width: 130, fixed: 'left', ...TEXT }],
    ['customer_name', '客户名称', 'Customer', { width: 260, ...TEXT, labelType: 'currentpage', labelConfig: { url: CUSTOMER_SHOW_URL } }],
    ['credit_code', '统一社会信用代码', 'Credit code (USCC)', { width: 200 }],
    ['customer_type', '客户类型', 'Type', { width: 110, valueType: 'enum', searchType: 'dict', dictLabel: 'customer_type', options: [
      { value: 1, label: '终端客户', labelEn: 'End user' }, { value: 2, label: '贸易商', labelEn: 'Trader' }, { value: 3, label: '集团内部', labelEn: 'Intra-group' },
    ] }],
    ['industry', '所属行业', 'Industry', { width: 120 }],
    // The city control at province level (spec 001 §3 valueType region): provinces chosen from the region list.
    ['province', '省份', 'Province', { width: 90, searchType: 'city', valueType: 'region' }],
    ['contact_name', '联系人', 'Contact', { width: 100, ...TEXT }],
    ['contact_mobile', '联系电话', 'Phone', { width: 130 }],
    ['credit_limit', '授信额度', 'Credit limit', { width: 160, valueType: 'money', moneyFormat: 2, align: 'right', sortable: true }],
    ['status', '状态', 'Status', { width: 90, valueType: 'enum', options: [
      { value: 1, label: '正常', labelEn: 'Active', color: 'success' }, { value: 0, label: '停用', labelEn: 'Inactive', color: 'default' },
    ] }],
    ['add_user_name', '客户经理', 'Account manager', { width: 100 }],
    ['created_at', '创建时间', 'Created', { width: 170, valueType: 'datetime', sortable: true }],
  ]],
  [102, 10201, [
    ['lead_no', '线索编号', 'Lead no.', { width: 160, fixed: 'left', ...TEXT, copy: true, ...opens(LEAD_SHOW_URL) }],
    ['lead_name', '线索名称', 'Lead', { width: 240, ...TEXT, ...opens(LEAD_SHOW_URL) }],
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
  ]],
  [103, 10301, [
    ['chance_no', '机会编号', 'Chance no.', { width: 160, fixed: 'left', ...TEXT, ...opens(CHANCE_SHOW_URL) }],
    ['chance_name', '机会名称', 'Chance', { width: 240, ...TEXT, ...opens(CHANCE_SHOW_URL) }],
    // Chosen from the customers the user may see (the customer chooser config), several, in or not in.
    ['customer_name', '客户名称', 'Customer', { width: 240, searchType: 'resourceSelect', resource: { chooser: 'customer', valueKey: 'customer_name', labelKey: 'customer_name' } }],
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
  ]],
  [201, 20101, [
    ['tender_no', '招标编号', 'Tender no.', { width: 150, fixed: 'left', ...TEXT, ...opens(TENDER_SHOW_URL) }],
    ['tender_name', '项目名称', 'Project', { width: 280, ...TEXT, ...opens(TENDER_SHOW_URL) }],
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
  ]],
  [202, 20201, [
    ['supplier_code', '供应商编号', 'Supplier no.', { width: 130, fixed: 'left', ...TEXT, ...opens(SUPPLIER_SHOW_URL) }],
    ['supplier_name', '供应商名称', 'Supplier', { width: 260, ...TEXT, ...opens(SUPPLIER_SHOW_URL) }],
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
  ]],
  [402, 40201, [
    ['movement_no', '单据编号', 'Document no.', { width: 170, fixed: 'left', ...TEXT, copy: true, ...opens(MOVEMENT_SHOW_URL) }],
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
  ]],
  [501, 50101, [
    ['bill_no', '结算单号', 'Bill no.', { width: 160, fixed: 'left', ...TEXT, copy: true, ...opens(SETTLEMENT_SHOW_URL) }],
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
  ]],
  [601, 60101, [
    ['invoice_no', '发票号码', 'Invoice no.', { width: 200, fixed: 'left', ...TEXT, copy: true, ...opens(INVOICE_SHOW_URL) }],
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
  ]],
];

export function remoteFieldRows(): RemoteFieldTable[] {
  return MENU_FIELDS.flatMap(([permsId, firstId, list]) => fields(permsId, firstId, list));
}
