import { proxy, snapshot } from 'valtio';
import type { GridColumn } from './columns';
import { createEditCells, isBlank } from './edit-cells';
import { createEditHistory, putStep, stepOf } from './edit-history';
import { pasteRows } from './edit-paste';
import { copiesOf, insertRows, loadRows, removeRows } from './edit-rows';
import type { PastePlan } from './paste-plan';

export type EditRow = Record<string, unknown>;

/** A cell position: row index and column index among the visible columns. */
export interface CellAt {
  row: number;
  col: number;
}

/**
 * One table's edit state, in its own valtio store (issue 21): a row re-renders when its own values or errors
 * change, a cell editor keeps its draft to itself, so typing in one cell re-renders that cell only.
 */
export interface EditState {
  rows: EditRow[];
  /** Each row's identity (its rowKey value, or a temporary one for a new row), parallel to rows. */
  keys: string[];
  /** Error messages by row key and prop. */
  errors: Record<string, Record<string, string>>;
  /** The focused cell. */
  active: CellAt | null;
  /** The cell being edited and the text it started with (a typed first character, or the value's text). */
  editing: (CellAt & { initial: string }) | null;
  /** Ticked rows, by key. */
  selected: string[];
}

/**
 * What a paste did: cells filled, rows added, cells refused by their codec or rules (flagged), cells with no column
 * to go to, cells of read-only columns (kept as they were), rows past the table's limit, empty lines left out.
 */
export interface PasteReport {
  filled: number;
  added: number;
  invalid: number;
  skipped: number;
  readOnly: number;
  cut: number;
  emptyLines: number;
}

export interface EditStoreOptions {
  rowKey: string;
  /** The message of a failed cell (a parse problem, a required cell left empty, a unit none of the options), in the user's language. */
  describe(column: GridColumn, problem: { kind: 'required' } | { kind: 'parse'; text: string } | { kind: 'unit'; text: string }): string;
  /** What is wrong with a cell beyond being empty (its rules, a spec's parts, a unit not chosen); null when nothing. */
  check?(column: GridColumn, row: EditRow): string | null;
  /** Values a row derives from its others (formula columns), applied after every change of the row. */
  derive?(row: EditRow): EditRow;
  /** Told the rows (plain objects) after every change. */
  onChange?(rows: EditRow[]): void;
  maxRows?: number;
}

export interface EditStore {
  state: EditState;
  columns(): readonly GridColumn[];
  setColumns(columns: readonly GridColumn[]): void;
  /** Replaces the derive step (a split changed) and derives every row again. */
  setDerive(derive: ((row: EditRow) => EditRow) | undefined): void;
  /** Reads a typed text into a cell through its codec; false (and the cell flagged) when it cannot be read. */
  commitText(at: CellAt, text: string): boolean;
  /** Sets a cell's value as it is (a select's option, a switch). */
  setValue(at: CellAt, value: unknown): void;
  /** Sets several values of the cell's row at once (a chosen record's fields, a unit, an uploaded file), one undo step; clears the cell's flag. */
  setValues(at: CellAt, values: Readonly<EditRow>): void;
  addRow(after?: number): number;
  copyRows(keys: readonly string[]): void;
  deleteRows(keys: readonly string[]): void;
  /**
   * Fills cells with a pasted block as its plan maps it (paste-plan.ts), rows from `at`'s: each cell read by its
   * column's codec and checked by its rules, a read-only column's cell kept; adds rows as needed. One undo step.
   */
  paste(plan: PastePlan, at: CellAt): PasteReport;
  /** Empties the editable cells of a range (Delete). */
  clear(cells: readonly CellAt[]): void;
  /** Restores the rows before the last change; false when there is nothing to undo. */
  undo(): boolean;
  /** Makes again the change the last undo took back; false when there is nothing to redo (a new change ends redo). */
  redo(): boolean;
  /**
   * Checks a cell from its value as it is now (however it was filled: typed, chosen, computed, pasted, undone):
   * required, rules, a spec's parts; a text its codec could not read stays failed until the cell changes. True when it passes.
   */
  validateCell(at: CellAt): boolean;
  /** Checks every cell; the failing ones, flagged. */
  validateAll(): CellAt[];
  /** The message a failed cell shows ('' when it has none). */
  problemAt(at: CellAt): string;
  /** Focuses a cell and asks the grid to bring it into view (the first cell that blocks a submit). */
  showCell(at: CellAt): void;
  /** The grid's way of bringing a cell into view, for showCell. */
  setRevealer(reveal: ((at: CellAt) => void) | null): void;
  /** The rows as plain objects. */
  rows(): EditRow[];
  /** Replaces the rows (a form's value changed from outside). */
  reset(rows: readonly EditRow[]): void;
}

export function createEditStore(initial: readonly EditRow[], initialColumns: readonly GridColumn[], options: EditStoreOptions): EditStore {
  let columns = initialColumns;
  let fresh = 0;
  const newKey = () => `new-${++fresh}`;
  const keyOf = (row: EditRow) => {
    const own = row[options.rowKey];
    return own === null || own === undefined || own === '' ? newKey() : String(own);
  };
  const state = proxy<EditState>({ rows: [], keys: [], errors: {}, active: null, editing: null, selected: [] });
  const cells = createEditCells(state, options, () => columns);
  const { unreadable, derived, assign, parseInto } = cells;
  let revealer: ((at: CellAt) => void) | null = null;

  const plainRows = () => (snapshot(state).rows as EditRow[]).map((row) => ({ ...row }));
  const changed = () => options.onChange?.(plainRows());
  const canAdd = (count: number) => options.maxRows === undefined || state.rows.length + count <= options.maxRows;

  const load = (rows: readonly EditRow[]) => {
    loadRows(state, rows.map((row) => derived({ ...row })), rows.map(keyOf));
    unreadable.clear();
  };
  load(initial);

  const { remember, undo, redo, forget } = createEditHistory(
    () => stepOf(state, unreadable, plainRows()),
    (step) => {
      putStep(state, unreadable, step);
      changed();
    },
  );

  const store: EditStore = {
    state,
    columns: () => columns,
    setColumns(next) {
      columns = next;
    },
    setDerive(derive) {
      if (derive === options.derive) return;
      options.derive = derive;
      if (state.rows.length === 0) return;
      state.rows = state.rows.map((row) => derived({ ...row }));
      changed();
    },
    commitText(at, text) {
      remember();
      const outcome = parseInto(at, text);
      if (outcome !== 'invalid') changed();
      return outcome !== 'invalid';
    },
    setValue(at, value) {
      const column = columns[at.col];
      if (!column?.editable) return;
      remember();
      assign(at.row, column.prop, value);
      changed();
    },
    setValues(at, values) {
      const column = columns[at.col];
      // An upload cell is set by its own upload and ×, never typed: it takes values too.
      if (!(column?.editable || column?.uploadable) || state.rows[at.row] === undefined) return;
      remember();
      const own = column.prop in values ? values[column.prop] : state.rows[at.row][column.prop];
      assign(at.row, column.prop, own, values);
      changed();
    },
    addRow(after) {
      if (!canAdd(1)) return -1;
      remember();
      const index = after === undefined ? state.rows.length : after + 1;
      insertRows(state, index, [cells.emptyRow()], newKey);
      changed();
      return index;
    },
    copyRows(keys) {
      const copies = copiesOf(state, keys, options.rowKey);
      if (!copies || !canAdd(copies.rows.length)) return;
      remember();
      insertRows(state, copies.at, copies.rows, newKey);
      changed();
    },
    deleteRows(keys) {
      if (!state.keys.some((key) => keys.includes(key))) return;
      remember();
      removeRows(state, keys);
      changed();
    },
    paste(plan, at) {
      if (plan.rows.length === 0) return { filled: 0, added: 0, invalid: 0, skipped: 0, readOnly: 0, cut: 0, emptyLines: plan.emptyLines };
      remember();
      const report = pasteRows({ state, cells, columns, maxRows: options.maxRows, newKey, validateCell: cells.validateCell }, plan, at);
      changed();
      return report;
    },
    clear(range) {
      const editable = range.filter((at) => columns[at.col]?.editable && !isBlank(state.rows[at.row]?.[columns[at.col].prop]));
      if (editable.length === 0) return;
      remember();
      for (const at of editable) assign(at.row, columns[at.col].prop, null);
      changed();
    },
    undo,
    redo,
    validateCell: cells.validateCell,
    problemAt: cells.problemAt,
    validateAll: cells.validateAll,
    showCell(at) {
      state.active = at;
      state.editing = null;
      revealer?.(at);
    },
    setRevealer(reveal) {
      revealer = reveal;
    },
    rows: plainRows,
    reset(rows) {
      forget();
      load(rows);
    },
  };
  return store;
}
