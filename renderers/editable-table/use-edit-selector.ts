import { useCallback, useRef, useSyncExternalStore } from 'react';
import { snapshot, subscribe, type Snapshot } from 'valtio';
import type { EditState, EditStore } from './edit-store';

/**
 * A piece of the edit state, re-rendering its component only when that piece changes: a row takes its own
 * row object (valtio snapshots keep unchanged rows identical) and whether it holds the focused cell, so a
 * move or an edit re-renders one or two rows, not the table. `select` must return a snapshot piece or a
 * primitive (a fresh object each call would never settle).
 */
export function useEditSelector<T>(store: EditStore, select: (state: Snapshot<EditState>) => T): T {
  const subscribeTo = useCallback((notify: () => void) => subscribe(store.state, notify), [store]);
  return useSyncExternalStore(subscribeTo, () => select(snapshot(store.state)));
}

/** What one row shows: its values and key, the focused and edited column in it (-1: none), its errors, whether ticked. */
export interface RowView {
  row: Snapshot<EditState>['rows'][number] | undefined;
  key: string | undefined;
  activeCol: number;
  editing: Snapshot<EditState>['editing'];
  errors: Snapshot<EditState>['errors'][string] | undefined;
  selected: boolean;
}

function sameView(a: RowView, b: RowView): boolean {
  return a.row === b.row && a.key === b.key && a.activeCol === b.activeCol && a.editing === b.editing && a.errors === b.errors && a.selected === b.selected;
}

/** One subscription per row: the row re-renders only when what it shows changed. */
export function useRowView(store: EditStore, index: number): RowView {
  const subscribeTo = useCallback((notify: () => void) => subscribe(store.state, notify), [store]);
  const last = useRef<RowView | null>(null);
  const read = () => {
    const s = snapshot(store.state);
    const key = s.keys[index];
    const next: RowView = {
      row: s.rows[index],
      key,
      activeCol: s.active?.row === index ? s.active.col : -1,
      editing: s.editing?.row === index ? s.editing : null,
      errors: key === undefined ? undefined : s.errors[key],
      selected: key !== undefined && s.selected.includes(key),
    };
    if (last.current && sameView(last.current, next)) return last.current;
    last.current = next;
    return next;
  };
  return useSyncExternalStore(subscribeTo, read);
}
