import { codecOf } from '../../../codecs/index.js';
import { fillPlaceholders } from '../../../rules/index.js';
import type { ResourceField } from '../../../schemas/generated/resource-definition.js';
import type { RiskItem } from '../../../schemas/generated/risk-rule.js';
import type { Language } from '../../http/messages.js';
import { FIELD_STORAGE } from '../resources/field-storage.js';
import type { LoadedRule } from './rules.js';

/** A rule that could not run: reported to the log by the caller, never blocking the save. */
export interface BrokenRule {
  id: number;
  code: string;
  reason: string;
}

export interface RiskOutcome {
  breakdown: RiskItem[];
  warning: RiskItem[];
  broken: BrokenRule[];
}

/**
 * The record's values as a condition sees them: numbers for numeric, enum and boolean columns (PostgreSQL
 * answers numeric as text), text otherwise; an empty value becomes 0 or '' so `amount > 5` never fails on
 * a null (isEmpty(text) still tells an empty text).
 */
export function conditionValues(columns: readonly ResourceField[], record: Readonly<Record<string, unknown>>): Record<string, string | number> {
  const values: Record<string, string | number> = {};
  for (const column of columns) {
    const raw = record[column.name];
    const storage = FIELD_STORAGE[column.type];
    if (storage === 'text' || storage === 'date' || storage === 'datetime') values[column.name] = raw === null || raw === undefined ? '' : String(raw);
    else {
      const n = raw === null || raw === undefined || raw === '' ? 0 : Number(raw);
      values[column.name] = Number.isFinite(n) ? n : 0;
    }
  }
  return values;
}

/**
 * What a prompt's placeholders show: numbers as the lists show them (money 14,551,145.34, by the field codecs),
 * the rest as the condition sees them.
 */
export function promptValues(columns: readonly ResourceField[], values: Readonly<Record<string, string | number>>, language: Language): Record<string, string | number> {
  const shown: Record<string, string | number> = { ...values };
  for (const column of columns) {
    const codec = codecOf(column.type);
    if (codec.numeric && column.name in values) shown[column.name] = codec.format(values[column.name], {}, language);
  }
  return shown;
}

/** The rule's prompt in the caller's language: English when asked for and the rule has one, else Chinese. */
export function promptOf(rule: Pick<LoadedRule, 'prompt' | 'promptEn'>, language: Language): string {
  return language === 'en' && rule.promptEn !== null ? rule.promptEn : rule.prompt;
}

/**
 * Runs every rule on the record's values: which block, which warn (told in `language`), which could not run.
 * A triggered rule's placeholders are filled from `shown`, asked once and only when a rule triggers (most
 * writes trigger none).
 */
export function evaluateRules(rules: readonly LoadedRule[], values: Readonly<Record<string, string | number>>, language: Language, shown: () => Readonly<Record<string, string | number>>): RiskOutcome {
  let placeholders: Readonly<Record<string, string | number>> | undefined;
  const outcome: RiskOutcome = { breakdown: [], warning: [], broken: [] };
  for (const rule of rules) {
    if (typeof rule.condition !== 'function') {
      outcome.broken.push({ id: rule.id, code: rule.code, reason: rule.condition.invalid });
      continue;
    }
    let triggered: boolean;
    try {
      triggered = rule.condition(values);
    } catch (error) {
      outcome.broken.push({ id: rule.id, code: rule.code, reason: error instanceof Error ? error.message : String(error) });
      continue;
    }
    if (!triggered) continue;
    const item: RiskItem = { id: rule.id, code: rule.code, prompt_content_result: fillPlaceholders(promptOf(rule, language), (placeholders ??= shown())), trigger_control_type: rule.severity };
    (rule.severity === 'block' ? outcome.breakdown : outcome.warning).push(item);
  }
  return outcome;
}
