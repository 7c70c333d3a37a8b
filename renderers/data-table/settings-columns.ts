import type { CustomSetting } from '../../schemas/generated/custom-setting';
import type { ColumnSchema } from '../../schemas/generated/data-table';
import { withAutoDefaults } from './auto-width';
import { clampWidth } from '../core/table-constants';

export { clampWidth };

/** Widths the user set in this session and not yet stored (prop → width). */
export type WidthOverrides = Readonly<Record<string, number>>;

/**
 * The columns the user sees (spec 001 §3 custom setting): with a setting, in its order (`sort`),
 * unchecked ones hidden, pinned as it says, sized by `table_cell_width`; declared columns the setting
 * does not know are appended as declared. Without one (null), the declared columns. Widths dragged in
 * this session win over both. Every column gets its keyword defaults (auto-width.ts).
 */
export function visibleColumns(declared: readonly ColumnSchema[], settings: CustomSetting | null, overrides: WidthOverrides): ColumnSchema[] {
  // Without a setting, columns declared hidden stay hidden (with one, the server's `checked` says it).
  let columns: ColumnSchema[] = declared.filter((column) => !column.hide);
  if (settings) {
    const byKey = new Map(settings.table_fields.map((field) => [field.key, field]));
    const known = declared
      .filter((column) => byKey.has(column.prop))
      .sort((a, b) => byKey.get(a.prop)!.sort - byKey.get(b.prop)!.sort)
      .filter((column) => byKey.get(column.prop)!.checked)
      .map((column): ColumnSchema => {
        const field = byKey.get(column.prop)!;
        const width = settings.table_cell_width[column.prop] ?? field.width;
        // A width the user chose wins over sizing from the label.
        return { ...column, fixed: field.fixed, ...(width !== undefined ? { width: clampWidth(width, column.minWidth), autoWidth: false } : {}) };
      });
    columns = [...known, ...declared.filter((column) => !byKey.has(column.prop) && !column.hide)];
  }
  const sized = (column: ColumnSchema): ColumnSchema => {
    if (column.children?.length) return { ...column, children: column.children.map(sized) };
    const override = overrides[column.prop];
    return withAutoDefaults(override === undefined ? column : { ...column, width: override, autoWidth: false });
  };
  return columns.map(sized);
}

/** The columns that hold cells (grouped headers flattened), in order. */
export function leafColumns(columns: readonly ColumnSchema[]): ColumnSchema[] {
  return columns.flatMap((column) => (column.children?.length ? leafColumns(column.children) : [column]));
}

/** Whether the user has resized the column away from what it declares (the header then offers 重置列宽). */
export function isResized(column: ColumnSchema, settings: CustomSetting | null, overrides: WidthOverrides): boolean {
  if (overrides[column.prop] !== undefined) return true;
  const stored = settings?.table_cell_width[column.prop];
  return stored !== undefined && stored !== column.width;
}
