import type { ClipboardEvent, KeyboardEvent, RefObject } from 'react';
import { MAX_PASTE_CELLS, formatClipboardBlock, parseClipboardBlock } from '../../codecs';
import type { RendererEnv } from '../../registry';
import type { GridColumn } from './columns';
import type { CellAt, EditStore } from './edit-store';
import { moveFrom, moveOfKey, startsEdit } from './grid-keys';
import { pastePlan } from './paste-plan';
import type { useRowContext } from './use-row-context';

export interface GridInputDeps {
  env: RendererEnv;
  store: EditStore;
  columns: GridColumn[];
  context: ReturnType<typeof useRowContext>['context'];
  readOnly: boolean;
  rowCount: number;
  maxRows: number | undefined;
  sinkRef: RefObject<HTMLTextAreaElement | null>;
  reveal(at: CellAt): void;
  focusGrid(): void;
}

/**
 * What the grid does with the keyboard and the clipboard, as in a spreadsheet: moves, edits started by typing (text
 * arriving before the editor has the focus belongs to the edit), undo and redo, copy of a cell, and paste of a block
 * (by header when its first line names the columns) with what was filled, added, refused or cut said after.
 */
export function gridInput({ env, store, columns, context, readOnly, rowCount, maxRows, sinkRef, reveal, focusGrid }: GridInputDeps) {
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const editing = store.state.editing;
    if (editing) {
      // Keys typed fast after the first one arrive before the editor has mounted and taken the focus: they
      // belong to the edit, not lost. (Once it has the focus, the editor keeps its keys to itself.)
      if (event.target !== event.currentTarget && event.target !== sinkRef.current) return;
      if (startsEdit(event)) {
        event.preventDefault();
        store.state.editing = { ...editing, initial: editing.initial + event.key };
      } else if (event.key === 'Enter' || event.key === 'Tab') {
        event.preventDefault();
        context.commit(editing, editing.initial, event.key === 'Enter' ? 'down' : event.shiftKey ? 'previous' : 'next');
      }
      return;
    }
    const mod = event.ctrlKey || event.metaKey;
    // Ctrl+Z undoes; Ctrl+Y and Ctrl+Shift+Z redo, as in a spreadsheet.
    const redo = mod && (event.key.toLowerCase() === 'y' || (event.shiftKey && event.key.toLowerCase() === 'z'));
    if (redo) {
      event.preventDefault();
      if (!readOnly && store.redo()) env.notify.success(env.t('grid.redone'));
      return;
    }
    if (mod && event.key.toLowerCase() === 'z') {
      event.preventDefault();
      if (!readOnly && store.undo()) env.notify.success(env.t('grid.undone'));
      return;
    }
    if (rowCount === 0 || columns.length === 0) return;
    const active = store.state.active ?? { row: 0, col: 0 };
    if (mod && event.key.toLowerCase() === 'c') {
      const column = columns[active.col];
      const text = column ? column.codec.format(store.state.rows[active.row]?.[column.prop], column.options, env.language) : '';
      void navigator.clipboard?.writeText(formatClipboardBlock([[text]])).catch(() => undefined);
      return;
    }
    const move = moveOfKey(event.key, event.shiftKey);
    if (move) {
      const next = moveFrom(active, move, rowCount, columns.length);
      // Tab past the last cell leaves the table, as everywhere else on the page.
      if (move === 'next' || move === 'previous') {
        if (next === active) return;
      }
      event.preventDefault();
      store.state.active = next;
      reveal(next);
      return;
    }
    if (readOnly) return;
    if (!store.state.active) store.state.active = active;
    const column = columns[active.col];
    if (event.key === 'Enter' || event.key === 'F2') {
      event.preventDefault();
      if (column?.type === 'boolean') context.choose(active, store.state.rows[active.row]?.[column.prop] === 1 ? 0 : 1);
      else context.startEdit(active);
    } else if (event.key === ' ' && column?.type === 'boolean') {
      event.preventDefault();
      context.choose(active, store.state.rows[active.row]?.[column.prop] === 1 ? 0 : 1);
    } else if (event.key === 'Delete' || event.key === 'Backspace') {
      event.preventDefault();
      store.clear([active]);
    } else if (startsEdit(event)) {
      event.preventDefault();
      typeOn(active, event.key);
    }
  };

  /** Text typed on the focused cell: its edit starts with it (a dialog cell's chooser searches for it). */
  const typeOn = (at: CellAt, text: string) => {
    const column = columns[at.col];
    if (!column || readOnly) return;
    if (column.editable && column.type !== 'enum' && column.type !== 'boolean') context.startEdit(at, text);
    // Typing on a cell nobody edits says why nothing happens.
    else if (!column.editable && !column.uploadable) env.notify.warning(env.t(column.schema.formula || column.splitOf?.item.formula ? 'grid.computedCell' : 'grid.readOnlyCell', { label: column.label }));
  };
  const onSinkText = (text: string) => {
    const editing = store.state.editing;
    // Text that arrives before the editor has taken the focus belongs to the edit.
    if (editing) store.state.editing = { ...editing, initial: editing.initial + text };
    else if (rowCount > 0 && columns.length > 0) typeOn(store.state.active ?? { row: 0, col: 0 }, text);
  };

  const onPaste = (event: ClipboardEvent<HTMLDivElement>) => {
    if (readOnly) return;
    const text = event.clipboardData.getData('text/plain');
    // Inside a cell being edited, a single value pastes into its input as usual.
    if (store.state.editing && !/[\t\r\n]/.test(text.replace(/[\r\n]+$/, ''))) return;
    event.preventDefault();
    const block = parseClipboardBlock(text);
    if (!block.ok) {
      env.notify.error(env.t('grid.pasteTooLarge', { limit: MAX_PASTE_CELLS }));
      return;
    }
    store.state.editing = null;
    const at = store.state.active ?? { row: 0, col: 0 };
    const plan = pastePlan(block.rows, columns, at);
    const report = store.paste(plan, at);
    const done = env.t(plan.byHeader ? 'grid.pastedByHeader' : 'grid.pasted', { filled: report.filled, added: report.added });
    env.notify.success(report.emptyLines > 0 ? done + env.t('grid.pastedEmptyLines', { count: report.emptyLines }) : done);
    if (report.invalid > 0) env.notify.warning(env.t('grid.pasteInvalid', { invalid: report.invalid }));
    if (report.readOnly > 0) env.notify.warning(env.t('grid.pasteReadOnly', { count: report.readOnly }));
    if (report.skipped > 0) env.notify.warning(env.t('grid.pasteSkipped', { skipped: report.skipped }));
    if (report.cut > 0) env.notify.warning(env.t('grid.pasteCut', { max: maxRows, count: report.cut }));
    focusGrid();
  };

  return { onKeyDown, onSinkText, onPaste };
}
