import type { GridColumn } from './columns';
import type { CellAt, EditRow, EditState, EditStoreOptions } from './edit-store';

export const isBlank = (value: unknown) => value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);

/** What writing a text into a cell came to. */
export type CellOutcome = 'filled' | 'invalid' | 'skipped';

/**
 * Writing one table's cells: a value with what its row derives from it (each changed value judged again), a typed or
 * pasted text read by its column's codec (a text it cannot read flags the cell until it changes), a pasted unit.
 */
export function createEditCells(state: EditState, options: EditStoreOptions, columnsOf: () => readonly GridColumn[]) {
  // Cells whose typed or pasted text their codec could not read ("key\nprop"): failed until changed, whatever the value.
  const unreadable = new Set<string>();
  const cellId = (key: string, prop: string) => `${key}\n${prop}`;
  const derived = (row: EditRow) => (options.derive ? { ...row, ...options.derive(row) } : row);
  const setError = (key: string, prop: string, message: string | null) => {
    const own = state.errors[key];
    if (message === null) {
      if (own && prop in own) delete own[prop];
      return;
    }
    if (own) own[prop] = message;
    else state.errors[key] = { [prop]: message };
  };
  // Every value that changes (the cell, the values a chooser filled beside it, the formulas derived from them)
  // loses its flag: it is judged again from its new value.
  const assign = (rowIndex: number, prop: string, value: unknown, also: Readonly<EditRow> = {}) => {
    const row = state.rows[rowIndex];
    const key = state.keys[rowIndex];
    const next = derived({ ...row, ...also, [prop]: value });
    for (const [name, v] of Object.entries(next)) {
      if (row[name] === v) continue;
      row[name] = v;
      setError(key, name, null);
      unreadable.delete(cellId(key, name));
    }
    setError(key, prop, null);
    unreadable.delete(cellId(key, prop));
  };
  const emptyRow = (): EditRow => derived(Object.fromEntries(columnsOf().map((c) => [c.prop, null])));

  const parseInto = (at: CellAt, text: string): CellOutcome => {
    const column = columnsOf()[at.col];
    if (!column || !column.editable) return 'skipped';
    const parsed = column.codec.parse(text, column.options);
    if (!parsed.ok) {
      setError(state.keys[at.row], column.prop, options.describe(column, { kind: 'parse', text }));
      unreadable.add(cellId(state.keys[at.row], column.prop));
      return 'invalid';
    }
    assign(at.row, column.prop, parsed.value);
    return 'filled';
  };

  // A pasted unit: one of the column's options, by value or label; anything else flags the cell.
  const unitInto = (row: number, column: GridColumn, text: string): CellOutcome => {
    const unit = column.unit;
    const wanted = text.trim().toLowerCase();
    if (!unit || wanted === '') return 'skipped';
    const option = unit.options.find((o) => String(o.value).toLowerCase() === wanted || o.label.toLowerCase() === wanted);
    if (!option) {
      setError(state.keys[row], column.prop, options.describe(column, { kind: 'unit', text }));
      return 'invalid';
    }
    assign(row, unit.prop, option.value);
    return 'filled';
  };

  /**
   * Checks a cell from its value as it is now: required, rules, a spec's parts; a text its codec could not read stays
   * failed until the cell changes. True when it passes.
   */
  const validateCell = (at: CellAt): boolean => {
    const column = columnsOf()[at.col];
    const key = state.keys[at.row];
    if (!column || key === undefined) return true;
    if (unreadable.has(cellId(key, column.prop))) return false;
    const row = state.rows[at.row];
    const problem = isBlank(row[column.prop])
      ? column.required ? options.describe(column, { kind: 'required' }) : null
      : (options.check?.(column, row) ?? null);
    setError(key, column.prop, problem);
    return problem === null;
  };
  /** Checks every cell; the failing ones, flagged. */
  const validateAll = (): CellAt[] => {
    const failed: CellAt[] = [];
    const columns = columnsOf();
    state.rows.forEach((_, row) =>
      columns.forEach((_column, col) => {
        if (!validateCell({ row, col })) failed.push({ row, col });
      }),
    );
    return failed;
  };
  const problemAt = (at: CellAt): string => {
    const column = columnsOf()[at.col];
    const key = state.keys[at.row];
    return (column && key !== undefined ? state.errors[key]?.[column.prop] : undefined) ?? '';
  };
  return { unreadable, cellId, derived, setError, assign, emptyRow, parseInto, unitInto, validateCell, validateAll, problemAt };
}

export type EditCells = ReturnType<typeof createEditCells>;
