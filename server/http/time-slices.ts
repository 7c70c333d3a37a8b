import { performance } from 'node:perf_hooks';

/** How long a request computes before it gives the event loop back: other callers wait at most about this. */
export const SLICE_MS = 4;

/**
 * Long synchronous work (a write's line formulas: up to the request's formula budget, tens of milliseconds)
 * cut into slices: `pause()` between steps yields to the event loop once a slice is used up, so a light
 * call waits for a slice of each running request, not for all of them (issue 40: another user's message/count
 * waited the whole 33 s of one update).
 */
export class TimeSlices {
  #since = performance.now();

  async pause(): Promise<void> {
    if (performance.now() - this.#since < SLICE_MS) return;
    await new Promise<void>((resolve) => setImmediate(resolve));
    this.#since = performance.now();
  }
}
