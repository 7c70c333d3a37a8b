import { codecOptionsOf } from '../../../rules/page-compile/definition-menu.js';
import * as RESOURCE_OPTIONS from '../../modules/resources/definitions/options.js';

/** Enum option lists the menus' status tabs and the remote fields' columns share. */

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

/** The enum lists the resources declare (definitions/options.ts), as the menus' status tabs take them. */
export const CHANCE_STAGES = codecOptionsOf(RESOURCE_OPTIONS.CHANCE_STAGES);
export const LEAD_STATUS = codecOptionsOf(RESOURCE_OPTIONS.LEAD_STATUS);
export const INVOICE_STATUS = codecOptionsOf(RESOURCE_OPTIONS.INVOICE_STATUS);

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
