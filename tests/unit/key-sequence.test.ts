import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createKeySequences, type KeySequenceReport } from '../../src/shell/key-sequence';
import { KEY_SEQUENCE_TIMEOUT_MS } from '../../src/shell/delays';

function setUp() {
  const ran: string[] = [];
  const reports: KeySequenceReport[] = [];
  const pending: Array<{ typed: readonly string[]; next: readonly string[] }> = [];
  const sequences = createKeySequences(
    [
      { keys: ['g', 'm'], run: () => ran.push('messages') },
      { keys: ['g', 'h'], run: () => ran.push('home') },
      { keys: ['?'], run: () => ran.push('help') },
      { keys: ['d', 'e', 'v'], run: () => ran.push('developer') },
    ],
    { onReport: (r) => reports.push(r), onPending: (typed, next) => pending.push({ typed, next }) },
  );
  return { sequences, ran, reports, pending };
}

describe('the keyboard-sequence helper (spec 000 §8: reports timeout or key error)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs a sequence typed within the time limit, each key in its time', () => {
    const { sequences, ran, reports, pending } = setUp();
    expect(sequences.press('g')).toBe('pending');
    expect(pending.at(-1)).toEqual({ typed: ['g'], next: ['m', 'h'] });
    vi.advanceTimersByTime(KEY_SEQUENCE_TIMEOUT_MS - 1);
    expect(sequences.press('m')).toBe('matched');
    expect(ran).toEqual(['messages']);
    expect(pending.at(-1)).toEqual({ typed: [], next: [] });
    // The time limit is per key: three keys may take longer than one limit in all.
    sequences.press('d');
    vi.advanceTimersByTime(KEY_SEQUENCE_TIMEOUT_MS - 1);
    sequences.press('e');
    vi.advanceTimersByTime(KEY_SEQUENCE_TIMEOUT_MS - 1);
    expect(sequences.press('v')).toBe('matched');
    expect(sequences.press('?')).toBe('matched');
    expect(ran).toEqual(['messages', 'developer', 'help']);
    vi.advanceTimersByTime(KEY_SEQUENCE_TIMEOUT_MS * 2);
    expect(reports).toEqual([]);
  });

  it('reports a timeout when the next key does not come in time, and runs nothing', () => {
    const { sequences, ran, reports, pending } = setUp();
    sequences.press('g');
    vi.advanceTimersByTime(KEY_SEQUENCE_TIMEOUT_MS - 1);
    expect(reports).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(reports).toEqual([{ kind: 'timeout', typed: ['g'] }]);
    expect(pending.at(-1)).toEqual({ typed: [], next: [] });
    // Too late: `m` alone begins nothing.
    expect(sequences.press('m')).toBe('ignored');
    expect(ran).toEqual([]);
  });

  it('reports a wrong key, with the keys typed before it, and starts afresh', () => {
    const { sequences, ran, reports } = setUp();
    sequences.press('d');
    sequences.press('e');
    expect(sequences.press('x')).toBe('wrongKey');
    expect(reports).toEqual([{ kind: 'wrongKey', typed: ['d', 'e'], key: 'x' }]);
    vi.advanceTimersByTime(KEY_SEQUENCE_TIMEOUT_MS * 2);
    // No timeout follows the wrong key.
    expect(reports).toHaveLength(1);
    sequences.press('g');
    sequences.press('h');
    expect(ran).toEqual(['home']);
  });

  it('ignores keys no sequence begins with, and forgets a sequence begun on reset without a report', () => {
    const { sequences, ran, reports } = setUp();
    expect(sequences.press('x')).toBe('ignored');
    sequences.press('g');
    sequences.reset();
    vi.advanceTimersByTime(KEY_SEQUENCE_TIMEOUT_MS * 2);
    expect(sequences.press('m')).toBe('ignored');
    expect(ran).toEqual([]);
    expect(reports).toEqual([]);
  });
});
