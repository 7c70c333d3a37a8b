import type { Json } from '../config-values';

/**
 * A compiled node's key and the configuration's spellings of it, the configuration's own first. The compiler reads
 * them in this order; publishing reports a problem with the value at the spelling the configuration used (the
 * first when it used none). One table each, for both: the studio kept its own reverse copies.
 */
export type Spellings = Readonly<Record<string, readonly [string, ...string[]]>>;

/** A menu's `tabs_options` and each of its tabs. */
export const TAB_SPELLINGS = {
  searchType: ['search_type', 'searchType'],
  showAll: ['show_all', 'showAll'],
  hideZero: ['hide_zero', 'hideZero'],
  labelEn: ['label_en', 'labelEn'],
} as const satisfies Spellings;

/** A form menu's `func_config.form`. */
export const FORM_SPELLINGS = {
  workflowLabel: ['workflow_label'],
  draftRequired: ['draft_required'],
  submitConfirm: ['submit_confirm'],
  statusField: ['status_field'],
  titleField: ['title_field'],
  backTo: ['back_to'],
  approvalButton: ['approval_button'],
  sectionTabs: ['section_tabs'],
  permsId: ['perms_id'],
} as const satisfies Spellings;

/** An item of a menu's `statistics_option` (spec 001 §3: money_format, color_type). */
export const STATISTICS_SPELLINGS = {
  moneyFormat: ['money_format', 'moneyFormat'],
  colorType: ['color_type', 'colorType'],
  labelEn: ['label_en', 'labelEn'],
} as const satisfies Spellings;

/** The value under the first of `spellings` the configuration gives (null is none). */
export function spelled(raw: Json, spellings: readonly string[]): unknown {
  for (const name of spellings) if (raw[name] !== undefined && raw[name] !== null) return raw[name];
  return undefined;
}

/** The configuration's key for a compiled node's `key`: the spelling it used, else its own; a key not renamed as is. */
export function writtenSpelling(key: string, written: Readonly<Record<string, unknown>> | undefined, table: Spellings): string {
  const names = table[key];
  if (!names) return key;
  return names.find((name) => written !== undefined && written[name] !== undefined && written[name] !== null) ?? names[0];
}
