import { useEffect, useRef, useState } from 'react';
import { problemText } from '../../codecs';
import type { RendererEnv } from '../../registry';
import type { EditableTableSchema } from '../../schemas/generated/editable-table';
import { cellProblem } from './cell-check';
import type { GridColumn } from './columns';
import { createEditStore, type EditRow, type EditStore } from './edit-store';

export interface GridStoreInput {
  schema: EditableTableSchema;
  value: readonly EditRow[] | undefined;
  onChange: ((rows: EditRow[]) => void) | undefined;
  onStore: ((store: EditStore) => void) | undefined;
  columns: GridColumn[];
  derive: ((row: EditRow) => EditRow) | undefined;
}

/**
 * The grid's edit store, made once and kept in step with its owner: the columns shown, the derived columns, a value
 * set from outside (a form loaded a document); each edit told to the owner. A cell's problem reads in the user's
 * language (the codec's words, required, an unknown unit).
 */
export function useGridStore(env: RendererEnv, { schema, value, onChange, onStore, columns, derive }: GridStoreInput): EditStore {
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

  return store;
}
