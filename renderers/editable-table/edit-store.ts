import { proxy, snapshot } from 'valtio';
import type { GridColumn } from './columns';
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

/** Undo steps kept. */
const UNDO_DEPTH = 50;

interface Step {
  rows: EditRow[];
  keys: string[];
  errors: Record<string, Record<string, string>>;
  unreadable: string[];
}

const isBlank = (value: unknown) => value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);

export function createEditStore(initial: readonly EditRow[], initialColumns: readonly GridColumn[], options: EditStoreOptions): EditStore {
  let columns = initialColumns;
  let fresh = 0;
  const keyOf = (row: EditRow) => {
    const own = row[options.rowKey];
    return own === null || own === undefined || own === '' ? `new-${++fresh}` : String(own);
  };
  const state = proxy<EditState>({ rows: [], keys: [], errors: {}, active: null, editing: null, selected: [] });
  const history: Step[] = [];
  // Steps undone, for redo; any new change empties it.
  const future: Step[] = [];
  // Cells whose typed or pasted text their codec could not read ("key\nprop"): failed until changed, whatever the value.
  const unreadable = new Set<string>();
  const cellId = (key: string, prop: string) => `${key}\n${prop}`;
  let revealer: ((at: CellAt) => void) | null = null;

  const plainRows = () => (snapshot(state).rows as EditRow[]).map((row) => ({ ...row }));
  const current = (): Step => ({ rows: plainRows(), keys: [...state.keys], errors: JSON.parse(JSON.stringify(state.errors)) as Step['errors'], unreadable: [...unreadable] });
  const restore = (step: Step) => {
    state.rows = step.rows;
    state.keys = step.keys;
    state.errors = step.errors;
    unreadable.clear();
    for (const id of step.unreadable) unreadable.add(id);
    state.editing = null;
    changed();
  };
  const remember = () => {
    history.push(current());
    if (history.length > UNDO_DEPTH) history.shift();
    future.length = 0;
  };
  const changed = () => options.onChange?.(plainRows());
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
  const emptyRow = (): EditRow => derived(Object.fromEntries(columns.map((c) => [c.prop, null])));
  const canAdd = (count: number) => options.maxRows === undefined || state.rows.length + count <= options.maxRows;

  const load = (rows: readonly EditRow[]) => {
    state.rows = rows.map((row) => derived({ ...row }));
    state.keys = rows.map(keyOf);
    state.errors = {};
    unreadable.clear();
    state.selected = [];
    state.active = null;
    state.editing = null;
  };
  load(initial);

  const parseInto = (at: CellAt, text: string): 'filled' | 'invalid' | 'skipped' => {
    const column = columns[at.col];
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
  const unitInto = (row: number, column: GridColumn, text: string): 'filled' | 'invalid' | 'skipped' => {
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
      state.rows.splice(index, 0, emptyRow());
      state.keys.splice(index, 0, `new-${++fresh}`);
      changed();
      return index;
    },
    copyRows(keys) {
      const wanted = new Set(keys);
      const copies = state.keys.flatMap((key, i) => (wanted.has(key) ? [i] : []));
      if (copies.length === 0 || !canAdd(copies.length)) return;
      remember();
      // Each copy goes below the last copied row; a copy is a new row (no key of its own).
      const at = copies[copies.length - 1] + 1;
      const rows = copies.map((i) => ({ ...(snapshot(state).rows[i] as EditRow), [options.rowKey]: undefined }));
      state.rows.splice(at, 0, ...rows);
      state.keys.splice(at, 0, ...rows.map(() => `new-${++fresh}`));
      changed();
    },
    deleteRows(keys) {
      const gone = new Set(keys);
      if (!state.keys.some((key) => gone.has(key))) return;
      remember();
      const keep = state.keys.map((key) => !gone.has(key));
      state.rows = state.rows.filter((_, i) => keep[i]);
      state.keys = state.keys.filter((_, i) => keep[i]);
      for (const key of keys) delete state.errors[key];
      state.selected = state.selected.filter((key) => !gone.has(key));
      state.active = null;
      state.editing = null;
      changed();
    },
    paste(plan, at) {
      const report: PasteReport = { filled: 0, added: 0, invalid: 0, skipped: 0, readOnly: 0, cut: 0, emptyLines: plan.emptyLines };
      if (plan.rows.length === 0) return report;
      const needed = at.row + plan.rows.length - state.rows.length;
      const room = options.maxRows === undefined ? needed : Math.min(needed, options.maxRows - state.rows.length);
      remember();
      for (let i = 0; i < room; i++) {
        state.rows.push(emptyRow());
        state.keys.push(`new-${++fresh}`);
        report.added += 1;
      }
      plan.rows.forEach((cells, r) => {
        const row = at.row + r;
        if (row >= state.rows.length) {
          report.cut += 1;
          return;
        }
        cells.forEach((text, c) => {
          const target = plan.targets[c];
          const column = target ? columns[target.col] : undefined;
          if (!target || !column) {
            if (text.trim() !== '') report.skipped += 1;
          } else if (target.unit) {
            report[unitInto(row, column, text)] += 1;
          } else if (!column.editable) {
            // A computed or read-only column keeps its value, as the user is told.
            if (text.trim() !== '') report.readOnly += 1;
          } else {
            let outcome = parseInto({ row, col: target.col }, text);
            // The rules a typed value meets (a negative quantity): flagged as it lands.
            if (outcome === 'filled' && !isBlank(state.rows[row][column.prop]) && !store.validateCell({ row, col: target.col })) outcome = 'invalid';
            report[outcome] += 1;
          }
        });
      });
      changed();
      return report;
    },
    clear(cells) {
      const editable = cells.filter((at) => columns[at.col]?.editable && !isBlank(state.rows[at.row]?.[columns[at.col].prop]));
      if (editable.length === 0) return;
      remember();
      for (const at of editable) assign(at.row, columns[at.col].prop, null);
      changed();
    },
    undo() {
      const step = history.pop();
      if (!step) return false;
      future.push(current());
      restore(step);
      return true;
    },
    redo() {
      const step = future.pop();
      if (!step) return false;
      history.push(current());
      restore(step);
      return true;
    },
    validateCell(at) {
      const column = columns[at.col];
      const key = state.keys[at.row];
      if (!column || key === undefined) return true;
      if (unreadable.has(cellId(key, column.prop))) return false;
      const row = state.rows[at.row];
      const problem = isBlank(row[column.prop])
        ? column.required ? options.describe(column, { kind: 'required' }) : null
        : (options.check?.(column, row) ?? null);
      setError(key, column.prop, problem);
      return problem === null;
    },
    problemAt(at) {
      const column = columns[at.col];
      const key = state.keys[at.row];
      return (column && key !== undefined ? state.errors[key]?.[column.prop] : undefined) ?? '';
    },
    showCell(at) {
      state.active = at;
      state.editing = null;
      revealer?.(at);
    },
    setRevealer(reveal) {
      revealer = reveal;
    },
    validateAll() {
      const failed: CellAt[] = [];
      state.rows.forEach((_, row) =>
        columns.forEach((_column, col) => {
          if (!store.validateCell({ row, col })) failed.push({ row, col });
        }),
      );
      return failed;
    },
    rows: plainRows,
    reset(rows) {
      history.length = 0;
      load(rows);
    },
  };
  return store;
}
