import type { FilterCondition } from '../../fields';
import type { ViewCondition } from '../../schemas/generated/saved-view';
import type { SearchFieldSchema } from '../../schemas/generated/search-field';
import { keyOf, readCondition, whereOfConditions } from '../core/saved-view-conditions';

/** One key/value row of the view editor: the field's where key (none chosen yet) and its condition. */
export interface ConditionRow {
  id: number;
  key: string | undefined;
  value: FilterCondition | undefined;
}

let nextRowId = 1;

export function newRow(key?: string, value?: FilterCondition): ConditionRow {
  return { id: nextRowId++, key, value };
}

/** Whether the row holds a value: 0 and false do (spec 001 §5: value 0 allowed). */
export function hasValue(value: FilterCondition | undefined): boolean {
  return value !== undefined && readCondition(value) !== undefined;
}

/** The rows of a view's conditions (unreadable ones left out: the tip lists them); one empty row when none. */
export function rowsOf(conditions: readonly ViewCondition[], fields: readonly SearchFieldSchema[]): ConditionRow[] {
  const { where } = whereOfConditions(conditions, fields);
  const rows = Object.entries(where).map(([key, value]) => newRow(key, value));
  return rows.length > 0 ? rows : [newRow()];
}

/** The fields a row may choose: its own and those no other row uses. */
export function fieldsFor(rows: readonly ConditionRow[], row: ConditionRow, fields: readonly SearchFieldSchema[]): SearchFieldSchema[] {
  const used = new Set(rows.filter((other) => other.id !== row.id && other.key !== undefined).map((other) => other.key));
  return fields.filter((field) => !used.has(keyOf(field)));
}

/** The message key of each row's problem (请选择字段！ / 请设置值！), by row id; empty when every row is complete. */
export function rowErrors(rows: readonly ConditionRow[]): Map<number, string> {
  const errors = new Map<number, string>();
  for (const row of rows) {
    if (row.key === undefined) errors.set(row.id, 'views.fieldRequired');
    else if (!hasValue(row.value)) errors.set(row.id, 'views.valueRequired');
  }
  return errors;
}

/** The rows as view conditions (complete rows only). */
export function conditionsOfRows(rows: readonly ConditionRow[], fields: readonly SearchFieldSchema[]): ViewCondition[] {
  return rows.flatMap((row) => {
    const field = fields.find((f) => keyOf(f) === row.key);
    if (!field || !hasValue(row.value)) return [];
    const value = row.value!;
    const isNull = Array.isArray(value) && value[0] === 'isNull';
    return [{ prop: field.prop, ...(field.searchName ? { searchName: field.searchName } : {}), value, ...(isNull ? { isNull: true } : {}) }];
  });
}
