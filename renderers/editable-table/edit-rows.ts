import { snapshot } from 'valtio';
import type { EditRow, EditState } from './edit-store';

/** Puts rows in at `index`, each with a new key. */
export function insertRows(state: EditState, index: number, rows: readonly EditRow[], newKey: () => string): void {
  state.rows.splice(index, 0, ...rows);
  state.keys.splice(index, 0, ...rows.map(() => newKey()));
}

/** Copies of the rows of `keys`, and where they go: below the last copied row; a copy is a new row (no key of its own). */
export function copiesOf(state: EditState, keys: readonly string[], rowKey: string): { at: number; rows: EditRow[] } | null {
  const wanted = new Set(keys);
  const copied = state.keys.flatMap((key, i) => (wanted.has(key) ? [i] : []));
  if (copied.length === 0) return null;
  return { at: copied[copied.length - 1] + 1, rows: copied.map((i) => ({ ...(snapshot(state).rows[i] as EditRow), [rowKey]: undefined })) };
}

/** Takes the rows of `keys` out, with their errors and ticks; nothing stays focused or edited. */
export function removeRows(state: EditState, keys: readonly string[]): void {
  const gone = new Set(keys);
  const keep = state.keys.map((key) => !gone.has(key));
  state.rows = state.rows.filter((_, i) => keep[i]);
  state.keys = state.keys.filter((_, i) => keep[i]);
  for (const key of keys) delete state.errors[key];
  state.selected = state.selected.filter((key) => !gone.has(key));
  state.active = null;
  state.editing = null;
}

/** Replaces every row (and its key); no errors, ticks, focus or edit stay. */
export function loadRows(state: EditState, rows: EditRow[], keys: string[]): void {
  state.rows = rows;
  state.keys = keys;
  state.errors = {};
  state.selected = [];
  state.active = null;
  state.editing = null;
}
