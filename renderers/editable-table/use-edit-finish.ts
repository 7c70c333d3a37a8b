import { useRef, type KeyboardEvent } from 'react';

export type Then = 'stay' | 'down' | 'next' | 'previous';

/**
 * How a cell editor ends, once: Enter commits and moves down, Tab right (Shift+Tab left; unless the editor
 * keeps Tab for itself), Esc cancels; the blur that follows a key does not commit again. The grid's own keys
 * (moves, paste, undo) never act while a cell is edited.
 */
export function useEditFinish(commit: (then: Then) => void, cancel: () => void, options: { tabMoves: boolean }) {
  const done = useRef(false);
  const finish = (how: 'commit' | 'cancel', then: Then = 'stay') => {
    if (done.current) return;
    done.current = true;
    if (how === 'cancel') cancel();
    else commit(then);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    event.stopPropagation();
    if (event.key === 'Enter') {
      event.preventDefault();
      finish('commit', 'down');
    } else if (event.key === 'Tab' && options.tabMoves) {
      event.preventDefault();
      finish('commit', event.shiftKey ? 'previous' : 'next');
    } else if (event.key === 'Escape') {
      event.preventDefault();
      finish('cancel');
    }
  };
  return { finish, onKeyDown };
}
