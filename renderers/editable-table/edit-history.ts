import type { EditRow, EditState } from './edit-store';

/** Undo steps kept. */
const UNDO_DEPTH = 50;

/**
 * Undo and redo of a table's edits: `remember` keeps the state before a change (at most UNDO_DEPTH steps), `undo` puts
 * it back and keeps the undone one for `redo`; a new change ends redo.
 */
export function createEditHistory<Step>(take: () => Step, put: (step: Step) => void) {
  const history: Step[] = [];
  // Steps undone, for redo; any new change empties it.
  const future: Step[] = [];
  return {
    remember() {
      history.push(take());
      if (history.length > UNDO_DEPTH) history.shift();
      future.length = 0;
    },
    undo() {
      const step = history.pop();
      if (step === undefined) return false;
      future.push(take());
      put(step);
      return true;
    },
    redo() {
      const step = future.pop();
      if (step === undefined) return false;
      history.push(take());
      put(step);
      return true;
    },
    /** Forgets the steps to undo (the rows were replaced from outside). */
    forget() {
      history.length = 0;
    },
  };
}

/** What an undo step keeps: the rows, their keys, their errors and the cells flagged unreadable. */
export interface EditStep {
  rows: EditRow[];
  keys: string[];
  errors: Record<string, Record<string, string>>;
  unreadable: string[];
}

/** The state as a step (`rows` plain copies of the rows). */
export function stepOf(state: EditState, unreadable: ReadonlySet<string>, rows: EditRow[]): EditStep {
  return { rows, keys: [...state.keys], errors: JSON.parse(JSON.stringify(state.errors)) as EditStep['errors'], unreadable: [...unreadable] };
}

/** Puts a step back; nothing stays edited. */
export function putStep(state: EditState, unreadable: Set<string>, step: EditStep): void {
  state.rows = step.rows;
  state.keys = step.keys;
  state.errors = step.errors;
  unreadable.clear();
  for (const id of step.unreadable) unreadable.add(id);
  state.editing = null;
}
