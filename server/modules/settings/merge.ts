import type { Fixed, MergedField, StoredField } from '../../../schemas/generated/custom-setting.js';

/** A column as the administrator configured it (a remote field row of the menu): the default. */
export interface DefaultColumn {
  key: string;
  /** Whether the user may pin it (the remote field's config.canFixed, default true). */
  canFixed: boolean;
  label: string;
  label_en: string;
  checked: boolean;
  fixed: Fixed;
  width?: number;
}

export interface MergedColumns {
  table_fields: MergedField[];
  table_cell_width: Record<string, number>;
}

const MIN_WIDTH = 30;
const MAX_WIDTH = 2000;

/** A remote field's config `fixed` as the drawer's three groups; `true` (seen in configurations) is left. */
export function defaultFixed(value: unknown): Fixed {
  if (value === 'left' || value === true) return 'left';
  return value === 'right' ? 'right' : false;
}

/** A configured width, kept within what a user may set; anything else is no width. */
export function defaultWidth(value: unknown): number | undefined {
  const n = typeof value === 'number' ? value : typeof value === 'string' && /^\d+(\.\d+)?$/.test(value) ? Number(value) : NaN;
  return Number.isFinite(n) ? Math.min(MAX_WIDTH, Math.max(MIN_WIDTH, Math.round(n))) : undefined;
}

/** The user's stored columns in their order: by `sort` when every column has one, else as listed. */
function storedOrder(stored: readonly StoredField[]): StoredField[] {
  if (!stored.every((f) => f.sort !== undefined)) return [...stored];
  return stored.map((f, i) => ({ f, i })).sort((a, b) => a.f.sort! - b.f.sort! || a.i - b.i).map(({ f }) => f);
}

/**
 * The columns of a list: the admin default < the user's value, per column key (docs/architecture.md §9). The user's
 * order and choices win for the keys they stored, hidden ones included (checked false); a column the
 * administrator added since appears with its default, next to the column it follows in the default order;
 * a stored key the administrator removed is ignored. Widths: default < the column's stored width < the
 * user's `table_cell_width`.
 */
export function mergeColumns(
  defaults: readonly DefaultColumn[],
  stored: readonly StoredField[] | null,
  widths: Readonly<Record<string, number>> | null,
): MergedColumns {
  const byKey = new Map(defaults.map((c) => [c.key, c]));
  const storedByKey = new Map<string, StoredField>();
  for (const field of stored ?? []) if (byKey.has(field.key) && !storedByKey.has(field.key)) storedByKey.set(field.key, field);

  const order = storedOrder([...storedByKey.values()]).map((f) => f.key);
  // New columns: after the nearest column before them in the default order that is already placed.
  defaults.forEach((column, i) => {
    if (storedByKey.has(column.key)) return;
    let at = 0;
    for (let j = i - 1; j >= 0; j -= 1) {
      const placed = order.indexOf(defaults[j].key);
      if (placed >= 0) {
        at = placed + 1;
        break;
      }
    }
    order.splice(at, 0, column.key);
  });

  const table_cell_width: Record<string, number> = {};
  const table_fields = order.map((key, i): MergedField => {
    const column = byKey.get(key)!;
    const own = storedByKey.get(key);
    const width = (widths && Object.hasOwn(widths, key) ? widths[key] : undefined) ?? own?.width ?? column.width;
    if (width !== undefined) table_cell_width[key] = width;
    return {
      key,
      prop: key,
      label: own?.label ?? column.label,
      label_en: column.label_en,
      checked: own ? own.checked : column.checked,
      fixed: own ? own.fixed : column.fixed,
      canFixed: column.canFixed,
      ...(width === undefined ? {} : { width }),
      sort: i + 1,
    };
  });
  return { table_fields, table_cell_width };
}

/**
 * The columns of a table that declares its own (a form's editable table, `own_columns`): no admin default,
 * so the user's stored columns are the answer, in their order, a column's label its stored one or its key.
 * Widths: the column's stored width < the user's `table_cell_width`; a width is kept for a key the stored
 * columns do not list too (a width dragged before any other setting was saved).
 */
export function ownColumns(stored: readonly StoredField[] | null, widths: Readonly<Record<string, number>> | null): MergedColumns {
  const byKey = new Map<string, StoredField>();
  for (const field of stored ?? []) if (!byKey.has(field.key)) byKey.set(field.key, field);
  const fields = storedOrder([...byKey.values()]);
  const table_cell_width: Record<string, number> = {};
  for (const field of fields) if (field.width !== undefined) table_cell_width[field.key] = field.width;
  Object.assign(table_cell_width, widths ?? {});
  const table_fields = fields.map((field, i): MergedField => {
    const width = table_cell_width[field.key];
    return {
      key: field.key,
      prop: field.key,
      label: field.label ?? field.key,
      label_en: '',
      checked: field.checked,
      fixed: field.fixed,
      canFixed: true,
      ...(width === undefined ? {} : { width }),
      sort: i + 1,
    };
  });
  return { table_fields, table_cell_width };
}
