import { performance } from 'node:perf_hooks';
import { describe, expect, it } from 'vitest';
import { SLICE_MS, TimeSlices } from '../../server/http/time-slices';

// Issue 40: a write's line formulas are computed in slices, so another caller's request runs between them.
function busy(ms: number): void {
  const until = performance.now() + ms;
  while (performance.now() < until) {
    // the synchronous work of computing rows
  }
}

describe('time slices', () => {
  it('give the event loop back once a slice of work is used up', async () => {
    const slices = new TimeSlices();
    let other = false;
    setImmediate(() => (other = true));
    busy(SLICE_MS + 1);
    await slices.pause();
    expect(other).toBe(true);
  });

  it('keep going without yielding while the slice lasts', async () => {
    const slices = new TimeSlices();
    let other = false;
    setImmediate(() => (other = true));
    await slices.pause();
    expect(other).toBe(false);
  });
});
