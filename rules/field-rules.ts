import type { FieldRules } from '../schemas/generated/field-rules';
import { fillMessage, type Message } from './message';

/**
 * The rules of one field's value (schemas/field-rules.schema.json), run by the server on every write and by
 * the form before it, so both say the same in the same words. Unique is the server's alone (it needs the
 * other records). Empty values (null, undefined, '') are the required check's business: they pass here.
 */
const TEXTS = {
  min: { zh: '{label}不能小于{min}', en: '{label} must be at least {min}' },
  max: { zh: '{label}不能大于{max}', en: '{label} must be at most {max}' },
  precision: { zh: '{label}最多保留{precision}位小数', en: '{label} can have at most {precision} decimal places' },
  pattern: { zh: '{label}格式不正确', en: '{label} has the wrong format' },
  notNumber: { zh: '{label}必须是数字', en: '{label} must be a number' },
  unique: { zh: '{label}“{value}”已存在', en: '{label} "{value}" already exists' },
} as const satisfies Record<string, Message>;

/** Decimal places of a finite number as JavaScript writes it (1e-7 included). */
export function decimalPlaces(value: number): number {
  const text = String(Math.abs(value));
  const [mantissa, exponent] = text.split('e');
  const places = (mantissa.split('.')[1] ?? '').length;
  return Math.max(0, places - Number(exponent ?? 0));
}

function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || value === '';
}

/** What breaks `rules` in `value`, in both languages with the field's `label`; null when it passes. */
export function fieldRuleViolation(rules: FieldRules | undefined, value: unknown, label: Message): Message | null {
  if (!rules || isEmpty(value)) return null;
  const say = (text: Message, values: Record<string, string | number> = {}) => ({
    zh: fillMessage(text, { ...values, label: label.zh }).zh,
    en: fillMessage(text, { ...values, label: label.en }).en,
  });
  const numeric = rules.min !== undefined || rules.max !== undefined || rules.precision !== undefined;
  if (numeric) {
    const number = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
    if (!Number.isFinite(number)) return say(TEXTS.notNumber);
    if (rules.min !== undefined && number < rules.min) return say(TEXTS.min, { min: rules.min });
    if (rules.max !== undefined && number > rules.max) return say(TEXTS.max, { max: rules.max });
    if (rules.precision !== undefined && decimalPlaces(number) > rules.precision) return say(TEXTS.precision, { precision: rules.precision });
  }
  if (rules.pattern !== undefined && !new RegExp(`^(?:${rules.pattern})$`, 'u').test(String(value))) {
    return rules.patternMessage ? say(rules.patternMessage) : say(TEXTS.pattern);
  }
  return null;
}

/** The refusal of a value another record of the company already holds. */
export function notUniqueMessage(label: Message, value: unknown): Message {
  return {
    zh: fillMessage(TEXTS.unique, { label: label.zh, value: String(value) }).zh,
    en: fillMessage(TEXTS.unique, { label: label.en, value: String(value) }).en,
  };
}
