import { useEffect, useState } from 'react';
import { createKeySequences, type KeySequence, type KeySequenceReport } from './key-sequence';

/** A sequence begun: the keys typed and the keys that may come next (empty when none is begun). */
export interface PendingKeys {
  typed: readonly string[];
  next: readonly string[];
}

const NONE: PendingKeys = { typed: [], next: [] };

/** Whether a key press belongs to what has the focus (a field, a dialog, a grid or a menu with keys of its own), not to the shell. */
function typedElsewhere(event: KeyboardEvent): boolean {
  if (event.defaultPrevented || event.isComposing || event.repeat || event.ctrlKey || event.metaKey || event.altKey) return true;
  const target = event.target instanceof Element ? event.target : null;
  if (!target) return false;
  return target.closest('input, textarea, select, [contenteditable=""], [contenteditable="true"], [role="dialog"], [role="textbox"], [role="combobox"], [role="grid"], [role="listbox"], [role="menu"]') !== null;
}

/**
 * The shell's keyboard sequences (`sequences`, memoised by the caller), typed anywhere outside a field or a dialog
 * while `enabled`: a key that begins or continues a sequence is the shell's (its default is prevented). Reports a
 * sequence dropped (timeout, wrong key) to `onReport`; answers the sequence begun, for a hint.
 */
export function useKeySequences(sequences: readonly KeySequence[], enabled: boolean, onReport: (report: KeySequenceReport) => void): PendingKeys {
  const [pending, setPending] = useState<PendingKeys>(NONE);
  useEffect(() => {
    if (!enabled) return undefined;
    const helper = createKeySequences(sequences, { onReport, onPending: (typed, next) => setPending(typed.length > 0 ? { typed, next } : NONE) });
    const onKey = (event: KeyboardEvent) => {
      if (typedElsewhere(event)) return;
      if (helper.press(event.key) !== 'ignored') event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => {
      window.removeEventListener('keydown', onKey);
      helper.reset();
    };
  }, [sequences, enabled, onReport]);
  return pending;
}
