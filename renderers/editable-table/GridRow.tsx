import { memo } from 'react';
import type { Language } from '../../registry';
import type { GridColumn } from './columns';
import { ROW_HEIGHT } from './columns';
import type { CellAt, EditStore } from './edit-store';
import { GridCellEditor } from './GridCellEditor';
import { GridCellView } from './GridCellView';
import { splitItemFailed } from './split-columns';
import { useRowView } from './use-edit-selector';

/** What every row needs from its grid; one stable object, so rows re-render only for their own state. */
export interface RowContext {
  store: EditStore;
  columns: readonly GridColumn[];
  language: Language;
  sync: boolean;
  readOnly: boolean;
  showIndex: boolean;
  selectable: boolean;
  labels: {
    cell(row: number, column: string): string;
    select(row: number): string;
    copy(row: number, column: string): string;
    unit(row: number, column: string): string;
    choose(row: number, column: string): string;
    confirm: string;
    cancel: string;
    failed: string;
  };
  activate(at: CellAt): void;
  startEdit(at: CellAt, initial?: string): void;
  commit(at: CellAt, text: string, then: 'stay' | 'down' | 'next' | 'previous'): void;
  choose(at: CellAt, value: unknown): void;
  cancel(): void;
  toggle(key: string): void;
  /** Copies a cell's text (复制成功). */
  copy(text: string): void;
  /** Sets the row's own unit of a cell. */
  setUnit(at: CellAt, value: string | null): void;
  /** Sets cells of a row at once (an upload cell's file and name), then checks the cell. */
  fill(at: CellAt, values: Record<string, unknown>): void;
  /** Opens a dialog cell's chooser and fills the row from the chosen record. */
  chooseRecord(at: CellAt): void;
  navigate(path: string): void;
}

/** One row of an editable table: plain text cells, the editor in the cell being edited. */
export const GridRow = memo(function GridRow({ index, context }: { index: number; context: RowContext }) {
  const { store, columns, language, sync, readOnly, showIndex, selectable, labels } = context;
  const view = useRowView(store, index);
  if (!view.row || view.key === undefined) return null;
  const { row, key, activeCol, editing, errors, selected } = view;
  return (
    <tr role="row" aria-rowindex={index + 2} aria-selected={selected || undefined} style={{ height: ROW_HEIGHT }} data-row-key={key}>
      {selectable && (
        <td className="hkwl-grid-select" role="gridcell">
          <input type="checkbox" aria-label={labels.select(index + 1)} checked={selected} disabled={readOnly} onChange={() => context.toggle(key)} />
        </td>
      )}
      {showIndex && (
        <td className="hkwl-grid-index" role="rowheader">
          {index + 1}
        </td>
      )}
      {columns.map((column, col) => {
        const at = { row: index, col };
        const error = errors?.[column.prop];
        const value = row[column.prop];
        const text = column.codec.format(value, column.options, language);
        const isEditing = editing !== null && editing.col === col;
        const className = ['hkwl-grid-cell', column.pin?.className ?? '', activeCol === col ? 'hkwl-grid-active' : '', error ? 'hkwl-grid-error' : '', column.editable ? '' : 'hkwl-grid-readonly', column.codec.numeric ? 'hkwl-grid-number' : '']
          .filter(Boolean)
          .join(' ');
        return (
          <td
            key={column.prop}
            role="gridcell"
            className={className}
            style={column.pin?.style}
            aria-label={labels.cell(index + 1, column.label)}
            aria-invalid={error ? true : undefined}
            aria-required={column.required || undefined}
            aria-readonly={!column.editable || undefined}
            title={error ?? (text || undefined)}
            data-col={col}
            onMouseDown={() => context.activate(at)}
            onDoubleClick={() => column.editable && (column.kind === 'dialog' ? context.chooseRecord(at) : context.startEdit(at))}
          >
            {isEditing ? (
              <GridCellEditor
                column={column}
                initial={editing.initial}
                value={value}
                sync={sync}
                language={language}
                label={labels.cell(index + 1, column.label)}
                confirmLabel={labels.confirm}
                cancelLabel={labels.cancel}
                onCommit={(draft, then) => context.commit(at, draft, then)}
                onChoose={(next) => context.choose(at, next)}
                onCancel={context.cancel}
              />
            ) : (
              <GridCellView
                column={column}
                row={row}
                text={text}
                error={error}
                readOnly={readOnly}
                failed={column.splitOf !== undefined && !column.editable && splitItemFailed(column.splitOf.parent, column.prop, row)}
                labels={{
                  cell: labels.cell(index + 1, column.label),
                  copy: labels.copy(index + 1, column.label),
                  unit: labels.unit(index + 1, column.label),
                  choose: labels.choose(index + 1, column.label),
                  failed: labels.failed,
                }}
                navigate={context.navigate}
                onToggle={() => context.choose(at, value === 1 || value === true ? 0 : 1)}
                onUnit={(unit) => context.setUnit(at, unit)}
                onChoose={() => context.chooseRecord(at)}
                onCopy={context.copy}
                onFile={(values) => context.fill(at, values)}
              />
            )}
          </td>
        );
      })}
    </tr>
  );
});
