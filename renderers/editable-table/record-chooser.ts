import { compareNumeric, numericOf } from '../../codecs';
import type { ChooserSchema } from '../../schemas/generated/chooser';
import type { GridColumn } from './columns';
import type { EditRow } from './edit-store';

type Row = Record<string, unknown>;

/** The chooser a dialog cell opens (spec 001 §3 attr: the choose config, one record), searching for what was typed on the cell. */
export function cellChooser(column: GridColumn, search?: string) {
  return { type: 'chooser', config: column.schema.attr?.chooser ?? '', multiple: false, ...(search ? { search } : {}) } satisfies ChooserSchema;
}

/** A chosen record's field as a cell of this table holds it: an option's own value, a number exact. */
function cellValue(target: GridColumn | undefined, value: unknown): unknown {
  if (value === undefined) return null;
  const options = target?.options.options;
  // 0.1300 from a numeric column is the option 0.13.
  if (options) return options.find((o) => String(o.value) === String(value) || (numericOf(o.value) !== null && numericOf(value) !== null && compareNumeric(o.value, value) === 0))?.value ?? value;
  if (target?.codec.numeric) {
    const number = numericOf(value);
    return typeof number === 'string' ? Number(number) : number;
  }
  return value;
}

/**
 * What a chosen record writes into the row of a dialog cell: the cell's value (attr.value_key, else
 * attr.label_key, else the field named like the column) and the other cells of attr.fill (prop ← field).
 */
export function chosenValues(column: GridColumn, columns: readonly GridColumn[], chosen: Row): EditRow {
  const attr = column.schema.attr ?? {};
  const own = attr.value_key ?? attr.label_key ?? column.prop;
  const byProp = new Map(columns.map((c) => [c.prop, c]));
  const values: EditRow = { [column.prop]: cellValue(column, chosen[own]) };
  for (const [prop, field] of Object.entries(attr.fill ?? {})) values[prop] = cellValue(byProp.get(prop), chosen[field]);
  return values;
}
