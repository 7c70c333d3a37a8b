import type { CellAt } from './edit-store';

export type Move = 'up' | 'down' | 'left' | 'right' | 'next' | 'previous' | 'home' | 'end';

/**
 * Where the focus goes from `at` in a grid of `rows` x `cols` (a spreadsheet's keys): arrows stop at the
 * edges; Tab (next) and Shift+Tab (previous) run along the row and on to the next or previous row; Home and
 * End go to the row's ends.
 */
export function moveFrom(at: CellAt, move: Move, rows: number, cols: number): CellAt {
  const clamp = (row: number, col: number): CellAt => ({ row: Math.min(Math.max(row, 0), rows - 1), col: Math.min(Math.max(col, 0), cols - 1) });
  switch (move) {
    case 'up':
      return clamp(at.row - 1, at.col);
    case 'down':
      return clamp(at.row + 1, at.col);
    case 'left':
      return clamp(at.row, at.col - 1);
    case 'right':
      return clamp(at.row, at.col + 1);
    case 'home':
      return clamp(at.row, 0);
    case 'end':
      return clamp(at.row, cols - 1);
    case 'next':
      return at.col + 1 < cols ? { row: at.row, col: at.col + 1 } : at.row + 1 < rows ? { row: at.row + 1, col: 0 } : at;
    case 'previous':
      return at.col > 0 ? { row: at.row, col: at.col - 1 } : at.row > 0 ? { row: at.row - 1, col: cols - 1 } : at;
  }
}

const ARROWS: Readonly<Record<string, Move>> = { ArrowUp: 'up', ArrowDown: 'down', ArrowLeft: 'left', ArrowRight: 'right', Home: 'home', End: 'end' };

/** The move a key asks for while no cell is being edited, if any. */
export function moveOfKey(key: string, shift: boolean): Move | null {
  if (key === 'Tab') return shift ? 'previous' : 'next';
  return ARROWS[key] ?? null;
}

/** Whether a key typed on a focused cell starts editing it with that character (a spreadsheet's "type to replace"). */
export function startsEdit(event: { key: string; ctrlKey: boolean; metaKey: boolean; altKey: boolean }): boolean {
  return event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey;
}
