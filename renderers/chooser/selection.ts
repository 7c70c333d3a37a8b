import type { ChooserRow } from '../core/picker-shared/chooser-api';

/** Spec 001 §9: the candidates table is 450 px high, 360 in multiple mode (the chosen list needs the room). */
export const CANDIDATES_HEIGHT = { single: 450, multiple: 360 } as const;
/** Spec 001 §9: the result (chosen) list is 235 px high. */
export const CHOSEN_HEIGHT = 235;
export const DEFAULT_PAGE_SIZE = 10;

export type RowKey = string | number;

/** What makes two rows the same (the config's select_field; id by default). */
export function keyOf(row: ChooserRow, field: string): RowKey {
  const value = row[field];
  return typeof value === 'number' || typeof value === 'string' ? value : JSON.stringify(value ?? null);
}

/** A tree row (spec 001 §3 chooser row) may say it cannot be chosen. */
export function choosable(row: ChooserRow): boolean {
  return !row.choose_disabled;
}

/** Rows as the table shows them: a `children` list makes a tree row; an empty one is no tree. */
export function treeRows(rows: readonly ChooserRow[]): ChooserRow[] {
  return rows.map((row) => {
    if (!Array.isArray(row.children)) return row;
    if (row.children.length === 0) {
      const rest = { ...row };
      delete rest.children;
      return rest;
    }
    return { ...row, children: treeRows(row.children) };
  });
}

/** Every row of a page, tree rows' children after their parent. */
export function flatRows(rows: readonly ChooserRow[]): ChooserRow[] {
  return rows.flatMap((row) => [row, ...(Array.isArray(row.children) ? flatRows(row.children) : [])]);
}

/**
 * Adds rows to the chosen list, in order, refusing those whose key is already there (spec 001 §5:
 * 该数据已选择，请勿重复选择) and those that cannot be chosen. Says how many were refused as duplicates.
 */
export function addChosen(chosen: readonly ChooserRow[], rows: readonly ChooserRow[], field: string): { chosen: ChooserRow[]; added: number; duplicates: number } {
  const keys = new Set(chosen.map((row) => keyOf(row, field)));
  const next = [...chosen];
  let duplicates = 0;
  for (const row of rows) {
    if (!choosable(row)) continue;
    const key = keyOf(row, field);
    if (keys.has(key)) {
      duplicates += 1;
      continue;
    }
    keys.add(key);
    next.push(row);
  }
  return { chosen: next, added: next.length - chosen.length, duplicates };
}
