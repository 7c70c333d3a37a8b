import { KEY_SEQUENCE_TIMEOUT_MS } from './delays';

/** A sequence of keys (`['g', 'm']`; one key is a sequence too) and what typing it does. */
export interface KeySequence {
  keys: readonly string[];
  run(): void;
}

/** Why a sequence begun was dropped: its next key did not come in time, or another key came (spec 000 §8). */
export type KeySequenceReport = { kind: 'timeout'; typed: readonly string[] } | { kind: 'wrongKey'; typed: readonly string[]; key: string };

export interface KeySequenceOptions {
  /** How long each next key may take; KEY_SEQUENCE_TIMEOUT_MS unless given. */
  timeoutMs?: number;
  /** The keys typed so far of a sequence begun ([] once it ends), and the keys that may come next. */
  onPending?(typed: readonly string[], next: readonly string[]): void;
  /** A sequence begun was dropped: timed out, or a key no sequence continues with. */
  onReport?(report: KeySequenceReport): void;
}

/** What a key did: ran a sequence, continued one, broke one begun, or (no sequence begun, none starting with it) nothing. */
export type KeyOutcome = 'matched' | 'pending' | 'wrongKey' | 'ignored';

export interface KeySequences {
  press(key: string): KeyOutcome;
  /** Drops a sequence begun without reporting it (the page went away). */
  reset(): void;
}

const startsWith = (keys: readonly string[], typed: readonly string[]) => typed.every((key, i) => keys[i] === key);

/**
 * The keyboard-sequence helper: recognises sequences typed key by key, each next key within `timeoutMs` of the
 * last, and reports a sequence begun and not finished as a timeout or a wrong key. Keys are compared as given
 * (the caller normalises them). No sequence may be the beginning of another: the shorter would always win.
 */
export function createKeySequences(sequences: readonly KeySequence[], options: KeySequenceOptions = {}): KeySequences {
  const timeoutMs = options.timeoutMs ?? KEY_SEQUENCE_TIMEOUT_MS;
  let typed: string[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  const stop = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    const had = typed.length > 0;
    typed = [];
    if (had) options.onPending?.([], []);
  };
  const press = (key: string): KeyOutcome => {
    const next = [...typed, key];
    const candidates = sequences.filter((s) => s.keys.length >= next.length && startsWith(s.keys, next));
    if (candidates.length === 0) {
      if (typed.length === 0) return 'ignored';
      const report: KeySequenceReport = { kind: 'wrongKey', typed: [...typed], key };
      stop();
      options.onReport?.(report);
      return 'wrongKey';
    }
    const whole = candidates.find((s) => s.keys.length === next.length);
    if (whole) {
      stop();
      whole.run();
      return 'matched';
    }
    if (timer !== undefined) clearTimeout(timer);
    typed = next;
    timer = setTimeout(() => {
      const report: KeySequenceReport = { kind: 'timeout', typed: [...typed] };
      stop();
      options.onReport?.(report);
    }, timeoutMs);
    options.onPending?.([...typed], [...new Set(candidates.map((s) => s.keys[next.length]))]);
    return 'pending';
  };
  return { press, reset: stop };
}
