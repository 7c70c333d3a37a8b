import type { FilterCondition } from '../../fields';
import type { StatusTabsSchema, TabSchema } from '../../schemas/generated/status-tabs';

export type TabValue = TabSchema['value'];

/** The all tab: no condition on the field. */
export function isAllTab(tab: TabSchema): boolean {
  return tab.value === null || tab.value === undefined || tab.value === '';
}

/** The condition a tab sets (spec 001 §4): select in, input like or equals, date and time the value. */
export function tabCondition(schema: StatusTabsSchema, value: NonNullable<TabValue>): FilterCondition {
  switch (schema.searchType ?? 'select') {
    case 'select':
      return ['in', [value]];
    case 'input':
      return schema.exact ? value : ['like', String(value)];
    default:
      return value;
  }
}

/** The tab value a condition stands for; null for none (the all tab), undefined when no tab matches it. */
export function tabValueOf(condition: unknown): TabValue | undefined {
  if (condition === undefined) return null;
  if (typeof condition === 'string' || typeof condition === 'number' || typeof condition === 'boolean') return condition;
  if (!Array.isArray(condition)) return undefined;
  const [op, operand] = condition as [unknown, unknown];
  if (op === 'in' && Array.isArray(operand) && operand.length === 1) return operand[0] as TabValue;
  if ((op === 'like' || op === '=') && (typeof operand === 'string' || typeof operand === 'number')) return operand;
  return undefined;
}

export function sameValue(a: TabValue | undefined, b: TabValue | undefined): boolean {
  if (a === null || a === undefined || a === '') return b === null || b === undefined || b === '';
  return b !== null && b !== undefined && String(a) === String(b);
}
