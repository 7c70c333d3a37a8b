/** Enum option lists the menus' status tabs and the remote fields' columns share. */

/** Enum options: [value, 中文, English, colour]. */
export function options(...list: Array<[value: number, label: string, labelEn: string, color: string]>): Array<Record<string, unknown>> {
  return list.map(([value, label, labelEn, color]) => ({ value, label, labelEn, color }));
}

/** Status options shared by the status columns and the status tabs: value, 中文, English, colour. */
export const STATUS_OPTIONS = [
  { value: 0, label: '草稿', labelEn: 'Draft', color: 'default' },
  { value: 1, label: '审批中', labelEn: 'Pending approval', color: 'processing' },
  { value: 2, label: '已完成', labelEn: 'Complete', color: 'success' },
  { value: 3, label: '已驳回', labelEn: 'Rejected', color: 'error' },
  // Sent back to its creator to change and submit again (退回): editable, and not a rejection.
  { value: 5, label: '已退回', labelEn: 'Returned', color: 'orange' },
  { value: 4, label: '已作废', labelEn: 'Invalid', color: 'warning' },
];

/** A sales chance's stages: the chances list's flow tabs (behind front/sales_chance_flow) and its stage column. */
export const CHANCE_STAGES = options(
  [1, '初步接洽', 'Prospecting', 'default'], [2, '需求确认', 'Needs confirmed', 'cyan'], [3, '方案报价', 'Quoted', 'blue'],
  [4, '商务谈判', 'Negotiation', 'processing'], [5, '赢单', 'Won', 'success'], [6, '输单', 'Lost', 'error'],
);
export const LEAD_STATUS = options([0, '待跟进', 'New', 'default'], [1, '跟进中', 'Following up', 'processing'], [2, '已转机会', 'Qualified', 'success'], [3, '已关闭', 'Closed', 'warning']);
export const INVOICE_STATUS = options([0, '待开票', 'To be issued', 'default'], [1, '已开票', 'Issued', 'success'], [2, '已红冲', 'Reversed', 'warning'], [3, '已作废', 'Void', 'error']);

/** A rule's state (risk_rules.status). */
export const RULE_STATUS = [
  { value: 1, label: '启用', labelEn: 'Active', color: 'success' },
  { value: 0, label: '停用', labelEn: 'Disabled', color: 'default' },
];
/** What a rule does when its condition holds. */
export const RULE_SEVERITY = [
  { value: 'block', label: '阻断', labelEn: 'Block', color: 'error' },
  { value: 'warning', label: '警告', labelEn: 'Warning', color: 'warning' },
];
/** The resources a rule may guard (their definitions' names). */
export const RULE_RESOURCES = [
  { value: 'sales_contract', label: '销售合同', labelEn: 'Sales contracts' },
  { value: 'customer', label: '客户', labelEn: 'Customers' },
];
