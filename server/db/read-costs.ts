/**
 * What each read (by its SQL text) cost the last times it ran, so the pooled SQLite driver can run a cheap
 * read on the main connection when the read threads are idle, where it costs less than the trip to a
 * thread (posting the message, waking the thread, copying the rows back), and keep an expensive one off
 * the event loop.
 *
 * The same text can cost more with other parameters (a count over a common status, a deep page), so a
 * read seen expensive stays expensive for a while: the estimate jumps up at once and comes down by half
 * per run (a one-off pause, such as a garbage collection during the read, is soon forgotten). A text
 * that once took longer than PINNED_MS stays on the read threads for good: its parameters decide whether
 * it is cheap, so it may stall the event loop once, never again. A text never measured counts as
 * expensive: its first run is on a read thread.
 */
const MAX_TEXTS = 1000;
const DECAY = 0.5;
const PINNED_MS = 20;

/** The most a read may be expected to cost and still run on the main connection: a stall no caller notices. */
export const INLINE_READ_MS = 2;

export class ReadCosts {
  #estimates = new Map<string, number>();

  /** Milliseconds the read is expected to take; Infinity when it never ran. */
  estimate(sql: string): number {
    return this.#estimates.get(sql) ?? Number.POSITIVE_INFINITY;
  }

  observe(sql: string, ms: number): void {
    const before = this.#estimates.get(sql);
    if (before === undefined && this.#estimates.size >= MAX_TEXTS) this.#estimates.clear();
    if (ms > PINNED_MS || before === Number.POSITIVE_INFINITY) this.#estimates.set(sql, Number.POSITIVE_INFINITY);
    else this.#estimates.set(sql, before === undefined ? ms : Math.max(ms, before * DECAY));
  }
}
