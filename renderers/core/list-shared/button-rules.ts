import { conditionHolds, stepFormulaValue } from '../../../codecs/action-steps';
import { pickLabel, type Language } from '../../../registry';
import type { ButtonRule, RuleOp, ToolbarButtonSchema } from '../../../schemas/generated/toolbar';
import type { Row } from '../list-context';

type RuleValue = ButtonRule['value'];

/** Values compare as text: a row's 2 and a rule's "2" are the same status. */
function same(a: unknown, b: unknown): boolean {
  if (a === null || a === undefined || b === null || b === undefined) return (a ?? null) === (b ?? null);
  return String(a) === String(b);
}

/** Whether row[field] op value holds (spec 001 §3 jump_config conditions, §4 judge functions). */
export function matches(row: Row, field: string, op: RuleOp, value: RuleValue): boolean {
  const actual = row[field];
  const list = Array.isArray(value) ? value : [value];
  switch (op) {
    case 'in':
    case '=':
      return list.some((v) => same(actual, v));
    case 'not_in':
    case '!=':
      return !list.some((v) => same(actual, v));
  }
}

/**
 * Whether an expression rule (the risk rules' language, in the one shared evaluator: codecs/formula) holds on a row:
 * its names are the row's fields, read as a program of steps reads them (an empty value is '', so isEmpty(remark)
 * holds on an empty remark). Text the evaluator refuses, or values it cannot compare (an empty number, text where a
 * number is compared), do not match: a rule never hides a button by failing.
 */
export function expressionHolds(expression: string, row: Row): boolean {
  return conditionHolds(expression, (name) => stepFormulaValue(Object.hasOwn(row, name) ? row[name] : undefined));
}

function ruleHolds(rule: ButtonRule | undefined, rows: readonly Row[]): boolean {
  if (rule === undefined) return false;
  if (typeof rule.expression === 'string') return rows.some((row) => expressionHolds(rule.expression!, row));
  return rows.some((row) => matches(row, rule.field!, rule.op!, rule.value ?? null));
}

/** What a button's rules say about the rows it would act on. */
export interface ButtonState {
  hidden: boolean;
  /** The text of the tooltip (不可操作原因：…) when a rule disables the button; null when it may be pressed. */
  disabledReason: string | null;
}

const FREE: ButtonState = { hidden: false, disabledReason: null };

/**
 * One evaluator for the toolbar, the 操作 column and the row menu: `hideWhen` / `disableWhen` on the rows
 * the button acts on (a solo or row button on its row; a mult button is hit when any selected row matches).
 * Without rows (nothing selected) the rules say nothing: the selection rules speak then.
 */
export function buttonState(button: ToolbarButtonSchema, rows: readonly Row[], language: Language, t: (key: string, params?: Record<string, unknown>) => string): ButtonState {
  if (rows.length === 0 || (!button.hideWhen && !button.disableWhen)) return FREE;
  if (ruleHolds(button.hideWhen, rows)) return { hidden: true, disabledReason: null };
  const rule = button.disableWhen;
  if (!rule || !ruleHolds(rule, rows)) return FREE;
  const reason = rule.reason ? pickLabel(language, rule.reason, rule.reasonEn) : t('listbar.rules.defaultReason');
  return { hidden: false, disabledReason: t('listbar.rules.reason', { reason }) };
}

/** A newpage / currentpage button's address for a row: the first jump_config entry that matches, else config.url. */
export function jumpUrl(button: ToolbarButtonSchema, row: Row | undefined): string | undefined {
  const own = button.config?.url;
  if (!row || !button.jump_config) return own;
  return button.jump_config.find((jump) => matches(row, jump.field, jump.condition, jump.value))?.url ?? own;
}

/** The rows a toolbar button's rules look at: the selection for selection-bound (solo, mult) buttons, none for the others. */
export function ruledRows(button: ToolbarButtonSchema, selected: readonly Row[]): readonly Row[] {
  return button.position === 'solo' || button.position === 'mult' ? selected : [];
}
