import { useCallback, useEffect, useMemo, useRef, type RefObject } from 'react';
import { numericOf } from '../../codecs';
import { useDialogs, useEnv, type Language, type RendererEnv } from '../../registry';
import { CHOOSER_DIALOG } from '../core/picker-shared/dialogs';
import { ROW_HEIGHT, type GridColumn } from './columns';
import type { CellAt, EditStore } from './edit-store';
import { moveFrom } from './grid-keys';
import type { RowContext } from './GridRow';
import { cellChooser, chosenValues } from './record-chooser';

/** Spec 001 §5: a required cell is checked this long after it is left. */
export const REQUIRED_CHECK_DELAY_MS = 300;

/** The text a cell's editor opens with: a number as plain digits (no grouping, every decimal), a percent as shown, the rest as shown. */
function editText(column: GridColumn, value: unknown, language: Language): string {
  if (column.codec.numeric && column.type !== 'percent') return String(numericOf(value) ?? '');
  return column.codec.format(value, column.options, language);
}

/** Scrolls the grid's box just enough to show a row whole below the header. */
function revealRow(scroller: HTMLDivElement | null, row: number): void {
  if (!scroller) return;
  const top = row * ROW_HEIGHT;
  const headerHeight = ROW_HEIGHT;
  if (top < scroller.scrollTop) scroller.scrollTop = top;
  else if (top + ROW_HEIGHT > scroller.scrollTop + scroller.clientHeight - headerHeight) scroller.scrollTop = top + ROW_HEIGHT - scroller.clientHeight + headerHeight;
}

/** The words of a grid's cells and buttons, for screen readers and titles. */
function gridLabels(env: RendererEnv): RowContext['labels'] {
  return {
    cell: (row, column) => env.t('grid.cell', { row, column }),
    select: (n) => env.t('grid.selectRow', { n }),
    copy: (row, column) => env.t('grid.copyCell', { row, column }),
    unit: (row, column) =>
      env.t('grid.cell', {
        row,
        column: env.t('grid.unitLabel', { label: column }),
      }),
    choose: (row, column) =>
      env.t('grid.cell', {
        row,
        column: env.t('grid.choose', { label: column }),
      }),
    confirm: env.t('grid.confirm'),
    cancel: env.t('grid.cancel'),
    failed: env.t('grid.splitFailed'),
  };
}

/** A cell's check, REQUIRED_CHECK_DELAY_MS after it was left (spec 001 §5); the pending ones dropped when the grid goes. */
function useCheckLater(store: EditStore) {
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach(clearTimeout);
  }, []);
  const checkLater = useCallback(
    (at: CellAt) => {
      const timer = setTimeout(() => {
        timers.current.delete(timer);
        store.validateCell(at);
      }, REQUIRED_CHECK_DELAY_MS);
      timers.current.add(timer);
    },
    [store],
  );
  return checkLater;
}

export interface RowContextInput {
  store: EditStore;
  columns: readonly GridColumn[];
  sync: boolean;
  readOnly: boolean;
  showIndex: boolean;
  selectable: boolean;
  /** What takes the focus when the grid has it (its text sink). */
  focusRef: RefObject<HTMLElement | null>;
  scrollRef: RefObject<HTMLDivElement | null>;
}

/**
 * What every row of a grid acts through (one stable object, so a row re-renders only for its own state):
 * focus moves, starting and ending edits, required checks after a cell is left, a dialog cell's chooser,
 * a row's unit, copying a cell.
 */
export function useRowContext({ store, columns, sync, readOnly, showIndex, selectable, focusRef, scrollRef }: RowContextInput) {
  const env = useEnv();
  const dialogs = useDialogs();
  /** A dialog cell's chooser is open (or opening): a second is not stacked over it. */
  const choosing = useRef(false);

  const focusGrid = useCallback(() => focusRef.current?.focus({ preventScroll: true }), [focusRef]);
  const reveal = useCallback((at: CellAt) => revealRow(scrollRef.current, at.row), [scrollRef]);
  const checkLater = useCheckLater(store);

  const context = useMemo<RowContext>(() => {
    // A dialog cell: the chooser picks one record, which fills the cell and the cells its config names.
    const chooseRecord = (at: CellAt, search?: string) => {
      const column = columns[at.col];
      if (!column?.editable || column.kind !== 'dialog') return;
      // One chooser at a time: keys typed faster than it takes the focus (a scanner, a paste-speed typist) would
      // each open another, stacked over it.
      if (choosing.current) return;
      choosing.current = true;
      store.state.active = at;
      void dialogs
        .open<Record<string, unknown> | Record<string, unknown>[]>({
          schema: cellChooser(column, search),
          title: env.t('grid.chooseTitle', { label: column.label }),
          ...CHOOSER_DIALOG,
        })
        .then((chosen) => {
          const record = Array.isArray(chosen) ? chosen[0] : chosen;
          if (record) {
            store.setValues(at, chosenValues(column, columns, record));
            checkLater(at);
          }
          focusGrid();
        })
        .finally(() => {
          choosing.current = false;
        });
    };
    const activate = (at: CellAt) => {
      const current = store.state.active;
      if (!current || current.row !== at.row || current.col !== at.col) store.state.active = at;
      // A click on a flagged cell clears its flag (spec 001 §4).
      const key = store.state.keys[at.row];
      const prop = columns[at.col]?.prop;
      if (key !== undefined && prop && store.state.errors[key]?.[prop] && store.state.editing === null) delete store.state.errors[key][prop];
    };
    const leave = (at: CellAt, then: 'stay' | 'down' | 'next' | 'previous') => {
      store.state.editing = null;
      checkLater(at);
      if (then !== 'stay') {
        const next = moveFrom(at, then === 'down' ? 'down' : then, store.state.rows.length, columns.length);
        store.state.active = next;
        reveal(next);
      }
      focusGrid();
    };
    return {
      store,
      columns,
      language: env.language,
      sync,
      readOnly,
      showIndex,
      selectable,
      labels: gridLabels(env),
      activate,
      startEdit: (at, initial) => {
        const column = columns[at.col];
        if (!column?.editable || column.type === 'boolean') return;
        if (column.kind === 'dialog') {
          // A key typed on it opens its chooser searching for that text.
          chooseRecord(at, initial);
          return;
        }
        activate(at);
        const current = store.state.rows[at.row]?.[column.prop];
        store.state.editing = {
          ...at,
          initial: initial ?? editText(column, current, env.language),
        };
      },
      commit: (at, text, then) => {
        store.commitText(at, text);
        leave(at, then);
      },
      choose: (at, next) => {
        store.setValue(at, next);
        leave(at, 'stay');
      },
      cancel: () => {
        store.state.editing = null;
        focusGrid();
      },
      copy: (text) => {
        void navigator.clipboard
          ?.writeText(text)
          .then(() => env.notify.success(env.t('grid.copied')))
          .catch(() => undefined);
      },
      setUnit: (at, unit) => {
        const column = columns[at.col];
        if (!column?.unit) return;
        activate(at);
        store.setValues(at, { [column.unit.prop]: unit });
        checkLater(at);
      },
      chooseRecord,
      fill: (at, values) => {
        activate(at);
        store.setValues(at, values);
        checkLater(at);
      },
      navigate: (path) => env.navigate(path),
      toggle: (key) => {
        const selected = store.state.selected;
        const index = selected.indexOf(key);
        if (index >= 0) selected.splice(index, 1);
        else selected.push(key);
      },
    };
  }, [store, columns, env, dialogs, sync, readOnly, showIndex, selectable, checkLater, reveal, focusGrid]);

  return { context, focusGrid, reveal };
}
