import type { GridColumn } from './columns';
import type { EditCells } from './edit-cells';
import { isBlank } from './edit-cells';
import type { CellAt, EditState, PasteReport } from './edit-store';
import type { PastePlan } from './paste-plan';

export interface PasteInto {
  state: EditState;
  cells: EditCells;
  columns: readonly GridColumn[];
  maxRows: number | undefined;
  newKey(): string;
  validateCell(at: CellAt): boolean;
}

/**
 * A pasted block written into the rows from `at`'s as its plan maps it (paste-plan.ts): rows added as needed (up to
 * the table's limit), each cell read by its column's codec and checked by its rules, a read-only column's cell kept.
 */
export function pasteRows({ state, cells, columns, maxRows, newKey, validateCell }: PasteInto, plan: PastePlan, at: CellAt): PasteReport {
  const report: PasteReport = { filled: 0, added: 0, invalid: 0, skipped: 0, readOnly: 0, cut: 0, emptyLines: plan.emptyLines };
  const needed = at.row + plan.rows.length - state.rows.length;
  const room = maxRows === undefined ? needed : Math.min(needed, maxRows - state.rows.length);
  for (let i = 0; i < room; i++) {
    state.rows.push(cells.emptyRow());
    state.keys.push(newKey());
    report.added += 1;
  }
  plan.rows.forEach((line, r) => {
    const row = at.row + r;
    if (row >= state.rows.length) {
      report.cut += 1;
      return;
    }
    line.forEach((text, c) => {
      const target = plan.targets[c];
      const column = target ? columns[target.col] : undefined;
      if (!target || !column) {
        if (text.trim() !== '') report.skipped += 1;
      } else if (target.unit) {
        report[cells.unitInto(row, column, text)] += 1;
      } else if (!column.editable) {
        // A computed or read-only column keeps its value, as the user is told.
        if (text.trim() !== '') report.readOnly += 1;
      } else {
        let outcome = cells.parseInto({ row, col: target.col }, text);
        // The rules a typed value meets (a negative quantity): flagged as it lands.
        if (outcome === 'filled' && !isBlank(state.rows[row][column.prop]) && !validateCell({ row, col: target.col })) outcome = 'invalid';
        report[outcome] += 1;
      }
    });
  });
  return report;
}
