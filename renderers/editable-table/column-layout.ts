import type { CSSProperties } from 'react';
import type { CustomSetting, MergedField } from '../../schemas/generated/custom-setting';
import type { GridColumn } from './columns';

/** Spec 001 (issue 21): a column of an editable table is dragged no narrower than 40 px; the setting stores up to 2000. */
export const MIN_GRID_WIDTH = 40;
export const MAX_GRID_WIDTH = 2000;

export function clampGridWidth(width: number): number {
  return Math.round(Math.min(MAX_GRID_WIDTH, Math.max(MIN_GRID_WIDTH, width)));
}

/** The CSS variable holding the offset of the pinned column at `col` (set on the grid's table). */
export const pinVariable = (col: number) => `--hkwl-grid-pin-${col}`;

/** A grid's columns as the user's setting arranges them. */
export interface ColumnLayout {
  /** The shown columns: pinned left, not pinned, pinned right, each group in the user's order. */
  shown: GridColumn[];
  /** Every column as the settings drawer edits it (hidden ones too), in that same order. */
  fields: MergedField[];
}

const GROUP = { left: 0, none: 1, right: 2 } as const;

/**
 * The declared columns under the user's setting (spec 001 §3 table_fields): the stored order (`sort`), a
 * column declared since placed after its declared neighbour (as the server places a new list column), a
 * stored key the table no longer declares ignored; unchecked columns hidden; pinned as stored, else as
 * declared. Without a setting, the declared columns with their declared pins.
 */
export function arrangeColumns(declared: readonly GridColumn[], settings: CustomSetting | null): ColumnLayout {
  const known = new Set(declared.map((c) => c.prop));
  const stored = new Map((settings?.table_fields ?? []).filter((f) => known.has(f.key)).map((f) => [f.key, f]));
  const order = [...stored.values()].sort((a, b) => a.sort - b.sort).map((f) => f.key);
  declared.forEach((column, i) => {
    if (stored.has(column.prop)) return;
    let at = 0;
    for (let j = i - 1; j >= 0; j -= 1) {
      const placed = order.indexOf(declared[j].prop);
      if (placed >= 0) {
        at = placed + 1;
        break;
      }
    }
    order.splice(at, 0, column.prop);
  });
  const byProp = new Map(declared.map((c) => [c.prop, c]));
  const arranged = order
    .map((prop) => {
      const column = byProp.get(prop)!;
      const own = stored.get(prop);
      // A required column stays shown whatever the setting says: a cell the user cannot see could not be filled.
      return { column, checked: column.required || (own ? own.checked : true), fixed: own ? own.fixed : column.fixed };
    })
    // Stable: within a group the order above stays.
    .sort((a, b) => GROUP[a.fixed || 'none'] - GROUP[b.fixed || 'none']);
  const fields = arranged.map(({ column, checked, fixed }, i): MergedField => ({
    key: column.prop,
    prop: column.prop,
    label: column.schema.label,
    label_en: column.schema.labelEn ?? '',
    checked,
    fixed,
    sort: i + 1,
  }));
  const shown = arranged
    .filter((a) => a.checked)
    .map(({ column, fixed }, col): GridColumn => {
      const pin: GridColumn['pin'] = fixed
        ? { className: `hkwl-grid-pin hkwl-grid-pin-${fixed}`, style: { [fixed]: `var(${pinVariable(col)})` } as CSSProperties }
        : undefined;
      return { ...column, fixed, pin };
    });
  return { shown, fields };
}

/**
 * The offsets of the pinned columns as CSS variables (pinVariable): a left one after the selection and
 * index columns and the pinned ones before it, a right one after the pinned ones after it.
 */
export function pinOffsets(shown: readonly GridColumn[], widthOf: (column: GridColumn) => number, leading: number): Record<string, string> {
  const vars: Record<string, string> = {};
  let left = leading;
  shown.forEach((column, col) => {
    if (column.fixed !== 'left') return;
    vars[pinVariable(col)] = `${left}px`;
    left += widthOf(column);
  });
  let right = 0;
  for (let col = shown.length - 1; col >= 0; col -= 1) {
    if (shown[col].fixed !== 'right') continue;
    vars[pinVariable(col)] = `${right}px`;
    right += widthOf(shown[col]);
  }
  return vars;
}
