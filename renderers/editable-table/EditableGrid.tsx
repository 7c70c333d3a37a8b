import { Button, Space, Typography } from 'antd';
import { useEffect, useMemo, useRef, useState, type ClipboardEvent, type CSSProperties, type KeyboardEvent } from 'react';
import { MAX_PASTE_CELLS, formatClipboardBlock, parseClipboardBlock, problemText } from '../../codecs';
import type { SplitItem } from '../../codecs/formula';
import { useEnv } from '../../registry';
import { useMobile } from '../core/use-mobile';
import type { EditableTableSchema } from '../../schemas/generated/editable-table';
import { cellProblem } from './cell-check';
import { pinOffsets } from './column-layout';
import { DEFAULT_TABLE_HEIGHT, DEFAULT_VIRTUAL_THRESHOLD, INDEX_WIDTH, ROW_HEIGHT, gridColumns } from './columns';
import { createEditStore, type CellAt, type EditRow, type EditStore } from './edit-store';
import { formulaDerive } from './formula-columns';
import { GridColumnsButton } from './GridColumnsDrawer';
import { moveFrom, moveOfKey, startsEdit } from './grid-keys';
import { GridHeader } from './GridHeader';
import { GridRow } from './GridRow';
import { GridTextSink } from './GridTextSink';
import { pastePlan } from './paste-plan';
import { chainDerive, droppedDerive, splitDerive } from './split-columns';
import { summaryText } from './summary';
import { useEditSelector } from './use-edit-selector';
import { useGridSettings } from './use-grid-settings';
import { useRowContext } from './use-row-context';
import { useSplitColumns } from './use-split-columns';
export { REQUIRED_CHECK_DELAY_MS } from './use-row-context';
import './editable-grid.css';

/** Selection column width in an editable table (spec 001 §9). */
const SELECTION_WIDTH = 55;
/** Rows drawn above and below the visible ones when only those are drawn. */
const OVERSCAN = 6;


export interface EditableGridProps {
  schema: EditableTableSchema;
  /** The rows (a form's field value); undefined: the schema's `value`. */
  value?: readonly EditRow[];
  onChange?(rows: EditRow[]): void;
  /** Told the store once made (a form asks it to validate on submit). */
  onStore?(store: EditStore): void;
  /**
   * The menu the table's page belongs to (a form's perms id): with it and a table name (`settingsName`,
   * else `name`) the user's column setting is stored (spec 001 §6); without, the columns as declared.
   */
  permsId?: number;
  /** The document's own price splits, by column (a form's `line_splits` for these lines); the declared ones without. */
  splits?: Readonly<Record<string, SplitItem[]>>;
  /** Hears each split changed in the '{label}价格拆分' dialog, with all of the table's own splits. */
  onSplitsChange?(splits: Record<string, SplitItem[]>): void;
}

/**
 * An editable table (spec 001 screen 15): one body for every row count (all rows drawn below the threshold,
 * the visible ones from it), cells read and shown by their field codecs, keyboard and paste as in a
 * spreadsheet. The edit state lives in its own store (edit-store.ts).
 */
export function EditableGrid({ schema, value, onChange, onStore, permsId, splits, onSplitsChange }: EditableGridProps) {
  const env = useEnv();
  const mobile = useMobile();
  // The declared columns, with the price splits changed in the split dialog.
  const { columns: schemaColumns, editSplit, dropped } = useSplitColumns(schema.columns, splits, onSplitsChange);
  const declared = useMemo(() => gridColumns({ ...schema, columns: schemaColumns }, env.language), [schema, schemaColumns, env.language]);
  // The columns as the user's setting shows them: every cell position (row, col) counts among these.
  const settings = useGridSettings(env, schema.settingsName ?? schema.name, permsId, declared);
  const columns = settings.shown;
  // Split, formula columns, split again: a sub-item may read a formula column (金额) that reads a summed column
  // (含税单价), as the server computes them in one dependency order. Sub-items the user removed leave the rows.
  const derive = useMemo(() => {
    const split = splitDerive(schemaColumns);
    return chainDerive(droppedDerive(dropped), split, formulaDerive(schemaColumns).derive, split);
  }, [schemaColumns, dropped]);
  // What the grid last told its owner, as text: a form hands the rows back as its own (observable) copy, so
  // the echo is recognised by content, not identity, and does not reset the edit (focus, undo history).
  const [initialRows] = useState<readonly EditRow[]>(() => value ?? (schema.value as EditRow[] | undefined) ?? []);
  const emitted = useRef<string>(JSON.stringify(initialRows));
  const changeRef = useRef(onChange);
  changeRef.current = onChange;
  const [store] = useState(() =>
    createEditStore(initialRows, columns, {
      rowKey: schema.rowKey ?? 'id',
      maxRows: schema.maxRows,
      derive,
      describe: (column, problem) => {
        if (problem.kind === 'required') return env.t('grid.required', { label: column.label });
        if (problem.kind === 'unit') return env.t('grid.unitUnknown', { label: column.label, unit: problem.text.trim().slice(0, 20) });
        const parsed = column.codec.parse(problem.text, column.options);
        return parsed.ok ? '' : problemText(parsed.problem, env.language, parsed.params);
      },
      check: (column, row) => cellProblem(column, row, env.language, env.t),
      onChange: (rows) => {
        emitted.current = JSON.stringify(rows);
        changeRef.current?.(rows);
      },
    }),
  );
  const shownProps = columns.map((c) => c.prop).join('\n');
  const firstShown = useRef(shownProps);
  useEffect(() => {
    store.setColumns(columns);
    // Columns shown, hidden or moved: a focused cell's position would name another column now.
    if (shownProps !== firstShown.current) {
      firstShown.current = shownProps;
      store.state.editing = null;
      store.state.active = null;
    }
  }, [store, columns, shownProps]);
  useEffect(() => store.setDerive(derive), [store, derive]);
  useEffect(() => {
    onStore?.(store);
  }, [onStore, store]);
  // A value set from outside (the form loaded a document) replaces the rows; our own echo does not.
  useEffect(() => {
    if (value !== undefined && JSON.stringify(value) !== emitted.current) store.reset(value);
  }, [store, value]);

  const readOnly = schema.readOnly === true;
  const sync = schema.sync !== false;
  const selectable = !readOnly && (schema.copyable !== false || schema.deletable !== false);
  const showIndex = schema.showIndex !== false;
  const height = schema.height ?? DEFAULT_TABLE_HEIGHT;
  const threshold = schema.virtualThreshold ?? DEFAULT_VIRTUAL_THRESHOLD;

  const gridRef = useRef<HTMLDivElement>(null);
  // The grid's focus rests on its text sink (GridTextSink), so an input method's text reaches the focused cell.
  const sinkRef = useRef<HTMLTextAreaElement>(null);
  const scrollRef = useRef<HTMLDivElement>(null);
  const rowCount = useEditSelector(store, (s) => s.keys.length);
  // The rows are read here only for the 合计 row: without one, a commit re-renders its row alone, not the grid.
  const hasSummary = schema.showSummary === true && columns.some((c) => c.schema.showSummary);
  const rows = useEditSelector(store, (s) => (hasSummary ? s.rows : null));
  const selectedCount = useEditSelector(store, (s) => s.selected.length);

  const { context, focusGrid, reveal } = useRowContext({ store, columns, sync, readOnly, showIndex, selectable, focusRef: sinkRef, scrollRef });
  useEffect(() => {
    store.setRevealer((at) => {
      reveal(at);
      // The cell itself, once drawn, into the page's view (the grid may sit below the fold).
      requestAnimationFrame(() => gridRef.current?.querySelector('.hkwl-grid-active')?.scrollIntoView?.({ block: 'center', inline: 'nearest' }));
    });
    return () => store.setRevealer(null);
  }, [store, reveal]);

  const targetKeys = () => (store.state.selected.length > 0 ? [...store.state.selected] : store.state.active ? [store.state.keys[store.state.active.row]] : []);
  const addRow = () => {
    const index = store.addRow();
    if (index < 0) {
      env.notify.warning(env.t('grid.rowsFull', { max: schema.maxRows }));
      return;
    }
    const first = Math.max(0, columns.findIndex((c) => c.editable));
    store.state.active = { row: index, col: first };
    reveal({ row: index, col: first });
    focusGrid();
  };
  const copyRows = () => {
    const keys = targetKeys();
    if (keys.length === 0) env.notify.warning(env.t('grid.chooseRows'));
    else store.copyRows(keys);
  };
  const deleteRows = async () => {
    const keys = targetKeys();
    if (keys.length === 0) {
      env.notify.warning(env.t('grid.chooseRows'));
      return;
    }
    if (await env.confirm({ content: env.t('grid.deleteConfirm', { count: keys.length }), quiet: true })) store.deleteRows(keys);
  };

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
    if (report.cut > 0) env.notify.warning(env.t('grid.pasteCut', { max: schema.maxRows, count: report.cut }));
    focusGrid();
  };

  // One body for every row count: from the threshold on, only the rows in view (and a few around) are drawn.
  const [scrollTop, setScrollTop] = useState(0);
  const virtual = rowCount >= threshold;
  const first = virtual ? Math.max(0, Math.floor(scrollTop / ROW_HEIGHT) - OVERSCAN) : 0;
  const last = virtual ? Math.min(rowCount, Math.ceil((scrollTop + height) / ROW_HEIGHT) + OVERSCAN) : rowCount;
  const indexes = Array.from({ length: Math.max(0, last - first) }, (_, i) => first + i);
  const leading = (showIndex ? INDEX_WIDTH : 0) + (selectable ? SELECTION_WIDTH : 0);
  const width = columns.reduce((total, c) => total + settings.widthOf(c), leading);
  // On a phone the row's checkbox and number stay while the cells scroll sideways (only two columns fit: without
  // them a user who swiped lost which row they were in); elsewhere they stay with a column pinned left.
  const pinnedLeft = mobile || columns.some((c) => c.fixed === 'left');
  // The pinned columns' offsets as CSS variables of the table: the rows read them, a width drag does not re-render them.
  const tableStyle = { width, ...pinOffsets(columns, settings.widthOf, leading), '--hkwl-grid-index-left': `${selectable ? SELECTION_WIDTH : 0}px` } as CSSProperties;
  const title = schema.title ?? '';

  return (
    <div className="hkwl-grid-wrap">
      {(!readOnly || settings.available) && (
        <Space size={8} wrap className="hkwl-grid-toolbar">
          {!readOnly && schema.addable !== false && (
            <Button size="small" onClick={addRow}>
              {env.t('grid.addRow')}
            </Button>
          )}
          {!readOnly && schema.copyable !== false && (
            <Button size="small" onClick={copyRows} disabled={rowCount === 0}>
              {env.t('grid.copyRows')}
            </Button>
          )}
          {!readOnly && schema.deletable !== false && (
            <Button size="small" danger onClick={() => void deleteRows()} disabled={rowCount === 0}>
              {env.t('grid.deleteRows')}
              {selectedCount > 0 ? ` (${selectedCount})` : ''}
            </Button>
          )}
          {settings.setting && <GridColumnsButton setting={settings.setting} save={settings.saveColumns} resetAll={settings.resetAll} />}
        </Space>
      )}
      <div
        ref={gridRef}
        role="grid"
        tabIndex={0}
        aria-label={env.t('grid.label', { title })}
        aria-rowcount={rowCount + 1}
        aria-colcount={columns.length}
        aria-readonly={readOnly || undefined}
        className="hkwl-grid"
        onKeyDown={onKeyDown}
        onPaste={onPaste}
        onFocus={(event) => {
          if (event.target === event.currentTarget) sinkRef.current?.focus({ preventScroll: true });
        }}
      >
        <GridTextSink ref={sinkRef} onText={onSinkText} />
        <div ref={scrollRef} className="hkwl-grid-scroll" style={{ maxHeight: height }} onScroll={virtual ? (event) => setScrollTop(event.currentTarget.scrollTop) : undefined}>
          <table style={tableStyle} className={pinnedLeft ? 'hkwl-grid-pinned-left' : undefined}>
            <GridHeader columns={columns} settings={settings} selectable={selectable} showIndex={showIndex} selectionWidth={SELECTION_WIDTH} onSplit={readOnly ? undefined : (prop) => void editSplit(prop)} />
            <tbody>
              {first > 0 && <tr aria-hidden style={{ height: first * ROW_HEIGHT }} />}
              {indexes.map((index) => (
                <GridRow key={store.state.keys[index] ?? index} index={index} context={context} />
              ))}
              {last < rowCount && <tr aria-hidden style={{ height: (rowCount - last) * ROW_HEIGHT }} />}
            </tbody>
            {hasSummary && (
              <tfoot>
                <tr role="row" className="hkwl-grid-summary">
                  {selectable && <td className="hkwl-grid-lead-select" />}
                  {showIndex && <td className="hkwl-grid-lead-index">{env.t('grid.summary')}</td>}
                  {columns.map((c) => (
                    <td key={c.prop} className={[c.codec.numeric ? 'hkwl-grid-number' : '', c.pin?.className ?? ''].filter(Boolean).join(' ') || undefined} style={c.pin?.style}>
                      {summaryText(c, (rows ?? []) as EditRow[], env.language)}
                    </td>
                  ))}
                </tr>
              </tfoot>
            )}
          </table>
          {rowCount === 0 && (
            <Typography.Text type="secondary" className="hkwl-grid-empty">
              {env.t('grid.empty')}
            </Typography.Text>
          )}
        </div>
      </div>
    </div>
  );
}
