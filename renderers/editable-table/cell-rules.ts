import { compareNumeric, numericOf } from '../../codecs';
import type { Language } from '../../registry';
import type { EditableColumnSchema } from '../../schemas/generated/editable-table';

/** One check a filled cell must pass (spec 001 §3 rules): its text against a pattern, or its number against a bound. */
export interface CellRule {
  test(value: unknown): boolean;
  message: string;
}

const DEFAULTS = {
  pattern: { zh: '格式不正确', en: 'The format is not valid' },
  min: { zh: '不能小于{n}', en: 'Must be at least {n}' },
  max: { zh: '不能大于{n}', en: 'Must be at most {n}' },
} as const;

function compiled(pattern: string): RegExp | null {
  try {
    // The whole text must match, as a form field's pattern does.
    return new RegExp(`^(?:${pattern})$`, 'u');
  } catch {
    // A pattern that does not compile is a configuration error: the schema check reports it; the cell is not blocked.
    return null;
  }
}

/** A column's rules as checks, with their messages in `language` (the rule's own, or the default). */
export function cellRules(column: EditableColumnSchema, language: Language): CellRule[] {
  const own = (rule: { message?: string; messageEn?: string }, fallback: string) => (language === 'en' ? rule.messageEn ?? rule.message : rule.message) ?? fallback;
  return (column.rules ?? []).flatMap((rule): CellRule[] => {
    const checks: CellRule[] = [];
    const regex = rule.pattern ? compiled(rule.pattern) : null;
    if (regex) checks.push({ test: (value) => regex.test(String(value)), message: own(rule, DEFAULTS.pattern[language]) });
    if (rule.min !== undefined) {
      const min = rule.min;
      checks.push({ test: (value) => { const n = numericOf(value); return n === null || compareNumeric(n, min) >= 0; }, message: own(rule, DEFAULTS.min[language].replace('{n}', String(min))) });
    }
    if (rule.max !== undefined) {
      const max = rule.max;
      checks.push({ test: (value) => { const n = numericOf(value); return n === null || compareNumeric(n, max) <= 0; }, message: own(rule, DEFAULTS.max[language].replace('{n}', String(max))) });
    }
    return checks;
  });
}

/** The message of the first rule a filled value fails; null when it passes them all. */
export function ruleProblem(rules: readonly CellRule[], value: unknown): string | null {
  for (const rule of rules) if (!rule.test(value)) return rule.message;
  return null;
}
