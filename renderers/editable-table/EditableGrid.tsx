import { Typography } from 'antd';
import { useEffect, useMemo, useRef, type CSSProperties } from 'react';
import type { SplitItem } from '../../codecs/formula';
import { useEnv } from '../../registry';
import { useMobile } from '../core/use-mobile';
import type { EditableTableSchema } from '../../schemas/generated/editable-table';
import { pinOffsets } from './column-layout';
import { DEFAULT_TABLE_HEIGHT, DEFAULT_VIRTUAL_THRESHOLD, INDEX_WIDTH, VIRTUAL_TABLE_HEIGHT, gridColumns } from './columns';
import type { EditRow, EditStore } from './edit-store';
import { formulaDerive } from './formula-columns';
import { gridInput } from './grid-input';
import { GridHeader } from './GridHeader';
import { GridRow } from './GridRow';
import { GridTextSink } from './GridTextSink';
import { GridToolbar } from './GridToolbar';
import { chainDerive, droppedDerive, splitDerive } from './split-columns';
import { summaryText } from './summary';
import { useEditSelector } from './use-edit-selector';
import { useGridSettings } from './use-grid-settings';
import { useGridStore } from './use-grid-store';
import { useGridWindow } from './use-grid-window';
import { useRowContext } from './use-row-context';
import { useSplitColumns } from './use-split-columns';
export { REQUIRED_CHECK_DELAY_MS } from './use-row-context';
import './editable-grid.css';

/** Selection column width in an editable table (spec 001 §9). */
const SELECTION_WIDTH = 55;


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
  const store = useGridStore(env, { schema, value, onChange, onStore, columns, derive });

  const readOnly = schema.readOnly === true;
  const sync = schema.sync !== false;
  const selectable = !readOnly && (schema.copyable !== false || schema.deletable !== false);
  const showIndex = schema.showIndex !== false;
  const threshold = schema.virtualThreshold ?? DEFAULT_VIRTUAL_THRESHOLD;

  const gridRef = useRef<HTMLDivElement>(null);
  // The grid's focus rests on its text sink (GridTextSink), so an input method's text reaches the focused cell.
  const sinkRef = useRef<HTMLTextAreaElement>(null);
  const scrollRef = useRef<HTMLDivElement>(null);
  const rowCount = useEditSelector(store, (s) => s.keys.length);
  const virtual = rowCount >= threshold;
  // Spec 001 §9 "editable tables 550 or 600": a table of drawn rows scrolls from 600 px, a virtual one from 550.
  const height = schema.height ?? (virtual ? VIRTUAL_TABLE_HEIGHT : DEFAULT_TABLE_HEIGHT);
  const activeRow = useEditSelector(store, (s) => s.active?.row ?? -1);
  // The rows are read here only for the 合计 row: without one, a commit re-renders its row alone, not the grid.
  const hasSummary = schema.showSummary === true && columns.some((c) => c.schema.showSummary);
  const rows = useEditSelector(store, (s) => (hasSummary ? s.rows : null));

  const { context, focusGrid, reveal } = useRowContext({ store, columns, sync, readOnly, showIndex, selectable, focusRef: sinkRef, scrollRef });
  useEffect(() => {
    store.setRevealer((at) => {
      reveal(at);
      // The cell itself, once drawn, into the page's view (the grid may sit below the fold).
      requestAnimationFrame(() => gridRef.current?.querySelector('.hkwl-grid-active')?.scrollIntoView?.({ block: 'center', inline: 'nearest' }));
    });
    return () => store.setRevealer(null);
  }, [store, reveal]);

  const { onKeyDown, onSinkText, onPaste } = gridInput({ env, store, columns, context, readOnly, rowCount, maxRows: schema.maxRows, sinkRef, reveal, focusGrid });

  // One body for every row count: from the threshold on, only the rows in view (and a few around) are drawn; below
  // it the first rows, more as the user scrolls.
  const { first, last, above, below } = useGridWindow(scrollRef, rowCount, height, virtual, activeRow);
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
      <GridToolbar schema={schema} store={store} columns={columns} settings={settings} rowCount={rowCount} reveal={reveal} focusGrid={focusGrid} />
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
        <div ref={scrollRef} className="hkwl-grid-scroll" style={{ maxHeight: height }}>
          <table style={tableStyle} className={pinnedLeft ? 'hkwl-grid-pinned-left' : undefined}>
            <GridHeader columns={columns} settings={settings} selectable={selectable} showIndex={showIndex} selectionWidth={SELECTION_WIDTH} onSplit={readOnly ? undefined : (prop) => void editSplit(prop)} />
            <tbody>
              {above > 0 && <tr aria-hidden style={{ height: above }} />}
              {indexes.map((index) => (
                <GridRow key={store.state.keys[index] ?? index} index={index} context={context} />
              ))}
              {below > 0 && <tr aria-hidden style={{ height: below }} />}
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
