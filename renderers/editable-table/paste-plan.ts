import type { GridColumn } from './columns';
import type { CellAt } from './edit-store';

/** Where one column of a pasted block goes: a grid column, or the unit chosen in a column's cell. */
export interface PasteTarget {
  col: number;
  unit?: boolean;
}

/** A pasted block made ready: its rows (empty lines gone, a header line taken out) and each block column's target. */
export interface PastePlan {
  rows: string[][];
  /** Per block column; null: nowhere to go (beyond the table, or a header no column has). */
  targets: (PasteTarget | null)[];
  /** The first line named the columns (it is not pasted). */
  byHeader: boolean;
  /** Empty lines left out. */
  emptyLines: number;
}

/** The words a unit column goes by in a spreadsheet's header. */
const UNIT_WORDS = new Set(['单位', '计量单位', 'unit', 'uom']);

const key = (text: string) => text.replace(/^[*＊\s]+/, '').replace(/\s+/g, '').toLowerCase();

/** What a header cell names among the grid's columns: a column by its label (either language) or prop, or a unit. */
function headerTarget(text: string, columns: readonly GridColumn[]): PasteTarget | null {
  const wanted = key(text);
  if (wanted === '') return null;
  const col = columns.findIndex((c) => [c.label, c.schema.label, c.schema.labelEn ?? '', c.prop].some((name) => name !== '' && key(name) === wanted));
  if (col >= 0) return { col };
  if (UNIT_WORDS.has(wanted)) {
    const unit = columns.findIndex((c) => c.unit?.editable);
    if (unit >= 0) return { col: unit, unit: true };
  }
  return null;
}

/**
 * How a block pasted at `at` lands (spec 001 §5, as a spreadsheet pastes): empty lines are left out; a first line
 * whose cells name columns (at least two, or the only one) maps each block column to the column it names and is
 * not pasted; otherwise the block's columns fill the displayed columns in order from the focused one.
 */
export function pastePlan(block: readonly (readonly string[])[], columns: readonly GridColumn[], at: CellAt): PastePlan {
  const filled = block.filter((cells) => cells.some((text) => text.trim() !== ''));
  const emptyLines = block.length - filled.length;
  const width = Math.max(0, ...filled.map((cells) => cells.length));
  const first = filled[0] ?? [];
  const named = first.map((text) => headerTarget(text, columns));
  const naming = named.filter((t) => t !== null).length;
  const nonEmpty = first.filter((text) => text.trim() !== '').length;
  if (filled.length > 0 && naming > 0 && (naming >= 2 || nonEmpty === 1) && naming * 2 >= nonEmpty) {
    return { rows: filled.slice(1).map((cells) => [...cells]), targets: Array.from({ length: width }, (_, c) => named[c] ?? null), byHeader: true, emptyLines };
  }
  const targets = Array.from({ length: width }, (_, c) => (at.col + c < columns.length ? { col: at.col + c } : null));
  return { rows: filled.map((cells) => [...cells]), targets, byHeader: false, emptyLines };
}
