import type { RemoteFieldTable } from '../tables.js';
import { RULE_SHOW_URL } from './record-pages.js';
import { RULE_RESOURCES, RULE_SEVERITY, RULE_STATUS } from './status-options.js';

// The administrator's risk rules (menu 1001, /api/rule/risk_rule/index): a list the rule module serves, not a
// resource, so its columns are rows of their own. The business lists' columns are in their page definitions
// (shipped-columns.ts).

const RULE_MENU = 1001;
const FIRST_ID = 100101;

/** A column: its field, its label in both languages and its configuration. */
type FieldSeed = [prop: string, label: string, labelEn: string, config: Record<string, unknown>];

const RULE_FIELDS: FieldSeed[] = [
  ['code', '规则编码', 'Code', { width: 180, fixed: 'left', searchType: 'input', copy: true }],
  ['name', '规则名称', 'Name', { width: 180, searchType: 'input', labelType: 'currentpage', labelConfig: { url: RULE_SHOW_URL } }],
  ['resource', '业务对象', 'Resource', { width: 120, valueType: 'enum', options: RULE_RESOURCES, searchType: 'select' }],
  ['severity', '控制方式', 'Control', { width: 100, valueType: 'enum', options: RULE_SEVERITY, searchType: 'select' }],
  ['condition', '触发条件', 'Condition', { width: 260, searchType: 'input' }],
  ['prompt', '提示内容', 'Prompt', { width: 320 }],
  ['prompt_en', '英文提示', 'Prompt (English)', { width: 320 }],
  ['status', '状态', 'Status', { width: 90, valueType: 'enum', options: RULE_STATUS, searchType: 'select' }],
  ['sort', '排序', 'Order', { width: 80, valueType: 'int', sortable: true }],
  ['updated_at', '更新时间', 'Updated', { width: 170, valueType: 'datetime', sortable: true }],
];

export function remoteFieldRows(): RemoteFieldTable[] {
  // `sort desc` is the order the list asks for, so the first column carries the highest weight.
  return RULE_FIELDS.map(([prop, label, label_en, config], i) => ({
    id: FIRST_ID + i, perms_id: RULE_MENU, prop, label, label_en, config: JSON.stringify(config), sort: (RULE_FIELDS.length - i) * 10, status: 1,
  }));
}
