/** A small seeded PRNG (mulberry32): the demo data is the same on every machine and database. */
export function createRandom(seed: number) {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)],
    /** Picks by weight: `[[value, weight], ...]`. */
    weighted: <T>(items: ReadonlyArray<readonly [T, number]>): T => {
      const total = items.reduce((sum, [, w]) => sum + w, 0);
      let at = next() * total;
      for (const [value, weight] of items) {
        at -= weight;
        if (at < 0) return value;
      }
      return items[items.length - 1][0];
    },
  };
}

export type Random = ReturnType<typeof createRandom>;
