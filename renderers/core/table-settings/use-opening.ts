import { useState } from 'react';

/**
 * A number that grows each time `open` turns true: the key of a drawer's body, so every opening starts
 * from the current setting instead of the last opening's edits. Counted while rendering (React's "state
 * from props" pattern), so an opening never shows the old copy for a frame.
 */
export function useOpening(open: boolean): number {
  const [opening, setOpening] = useState(0);
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setOpening((n) => n + 1);
  }
  return opening;
}
