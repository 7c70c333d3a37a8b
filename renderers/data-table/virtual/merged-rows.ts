import type { RowSpans } from '../merged-cells';

/** Row index → the first row of the merged cell covering it, for the rows a merged cell covers (not its first). */
export function coveredBy(columns: readonly { spans?: RowSpans }[]): Map<number, number> {
  const out = new Map<number, number>();
  for (const column of columns) {
    if (!column.spans) continue;
    for (const [start, span] of column.spans) {
      for (let i = start + 1; i < start + span; i++) out.set(i, Math.min(out.get(i) ?? start, start));
    }
  }
  return out;
}

/**
 * The rows to draw for a run of rows in view: the run, and before it the first row of any merged cell
 * that covers a row of the run but starts above it (that row draws the cell). Ascending.
 */
export function withMergedFirsts(indexes: readonly number[], covered: ReadonlyMap<number, number>): number[] {
  if (covered.size === 0 || indexes.length === 0) return [...indexes];
  const firsts = new Set<number>();
  for (const i of indexes) {
    const start = covered.get(i);
    if (start !== undefined && start < indexes[0]) firsts.add(start);
  }
  return firsts.size === 0 ? [...indexes] : [...[...firsts].sort((a, b) => a - b), ...indexes];
}
