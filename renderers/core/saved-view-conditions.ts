import type { FilterCondition } from '../../fields';
import { isWhereOperator } from '../../rules';
import type { SavedView, ViewCondition } from '../../schemas/generated/saved-view';
import type { SearchFieldSchema } from '../../schemas/generated/search-field';
import type { WhereState } from './list-context';

/**
 * Saved-view conditions (`params.where`: `{ prop, searchName?, value, isNull? }`) and the list's where
 * (field → a plain value or `[operator, operand]`), both ways. Only the page's searchable fields are a
 * view's business: a condition on any other field, or whose value cannot be read, is listed, never saved
 * and never applied (spec 001 screen 13: "values cannot be parsed; contact the technical department").
 */

/** The where key a searchable field writes. */
export function keyOf(field: SearchFieldSchema): string {
  return field.searchName ?? field.prop;
}

function isScalar(value: unknown): value is string | number | boolean {
  return (typeof value === 'string' && value.trim() !== '') || (typeof value === 'number' && Number.isFinite(value)) || typeof value === 'boolean';
}

/** Whether an operand holds something (0 and false do; null, '', [] and lists of nothing do not). */
function hasOperand(operand: unknown): boolean {
  if (isScalar(operand)) return true;
  if (Array.isArray(operand)) return operand.length > 0 && operand.some((item) => item !== null && item !== undefined && item !== '');
  return false;
}

/** The value as a where condition, or undefined when it cannot be read (unknown operator, empty, an object). */
export function readCondition(value: unknown): FilterCondition | undefined {
  if (isScalar(value)) return value;
  // The operators are the where language's (schemas/where.schema.json).
  if (Array.isArray(value) && value.length === 2 && isWhereOperator(value[0])) {
    const [op, operand] = value as [string, unknown];
    if (op === 'isNull') return typeof operand === 'boolean' ? [op, operand] : undefined;
    return hasOperand(operand) ? [op, operand] : undefined;
  }
  return undefined;
}

/** What of a where a view can hold: the conditions saved, and the where keys that cannot be (unknown field or unreadable value). */
/** A condition as this page saves it: always by its field's prop (a stored one may name its searchName only). */
export type SavedCondition = ViewCondition & { prop: string };

export interface SplitConditions {
  saved: SavedCondition[];
  unsaved: string[];
}

/** The where as view conditions, in the order of `fields`; keys of no field or with unreadable values listed apart. */
export function conditionsOf(where: WhereState, fields: readonly SearchFieldSchema[]): SplitConditions {
  const saved: SavedCondition[] = [];
  const unsaved: string[] = [];
  const known = new Set<string>();
  for (const field of fields) {
    const key = keyOf(field);
    known.add(key);
    if (!(key in where)) continue;
    const condition = readCondition(where[key]);
    if (condition === undefined) {
      unsaved.push(key);
      continue;
    }
    const isNull = Array.isArray(condition) && condition[0] === 'isNull';
    saved.push({ prop: field.prop, ...(field.searchName ? { searchName: field.searchName } : {}), value: condition, ...(isNull ? { isNull: true } : {}) });
  }
  for (const key of Object.keys(where)) if (!known.has(key)) unsaved.push(key);
  return { saved, unsaved };
}

/** A view's conditions as a where, and the conditions that could not be read (by prop): never thrown, only listed. */
export interface ViewWhere {
  where: WhereState;
  unparsable: string[];
}

/**
 * The where of a view's conditions over today's fields: a condition names its field by searchName or prop;
 * one whose field the page no longer has, or whose value cannot be read, is listed in `unparsable`.
 * `isNull` without an `['isNull', …]` value stands for "is empty".
 */
export function whereOfConditions(conditions: readonly unknown[], fields: readonly SearchFieldSchema[]): ViewWhere {
  const where: WhereState = {};
  const unparsable: string[] = [];
  for (const raw of conditions) {
    if (raw === null || typeof raw !== 'object') {
      unparsable.push(String(raw));
      continue;
    }
    const item = raw as Partial<ViewCondition>;
    const name = typeof item.prop === 'string' ? item.prop : String(item.searchName ?? '?');
    const field = fields.find((f) => (item.searchName !== undefined && keyOf(f) === item.searchName) || f.prop === item.prop);
    const value = item.isNull === true && !(Array.isArray(item.value) && item.value[0] === 'isNull') ? ['isNull', item.value !== false] : item.value;
    const condition = field ? readCondition(value) : undefined;
    if (!field || condition === undefined) unparsable.push(name);
    else where[keyOf(field)] = condition;
  }
  return { where, unparsable };
}

/** A view's where (see whereOfConditions); no view: nothing. */
export function whereOfView(view: Pick<SavedView, 'params'> | null | undefined, fields: readonly SearchFieldSchema[]): ViewWhere {
  const conditions = view?.params && Array.isArray(view.params.where) ? view.params.where : [];
  return whereOfConditions(conditions, fields);
}

/** The where kept when a view is applied: conditions on keys that are none of the view's fields (a view replaces all of its fields'). */
export function outsideFields(where: WhereState, fields: readonly SearchFieldSchema[]): WhereState {
  const keys = new Set(fields.map(keyOf));
  return Object.fromEntries(Object.entries(where).filter(([key]) => !keys.has(key)));
}

function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) =>
    item && typeof item === 'object' && !Array.isArray(item) ? Object.fromEntries(Object.entries(item as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b))) : item,
  );
}

/** Whether two wheres hold the same conditions on the view's fields (order of keys aside). */
export function sameConditions(a: WhereState, b: WhereState, fields: readonly SearchFieldSchema[]): boolean {
  const pick = (where: WhereState) => Object.fromEntries(conditionsOf(where, fields).saved.map((c) => [c.searchName ?? c.prop, c.value]));
  return canonical(pick(a)) === canonical(pick(b));
}
