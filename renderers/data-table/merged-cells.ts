import type { ListContextValue, Row } from '../core/list-context';

/** Row index → rowSpan for one column; rows not listed keep their own cell (span 1). */
export type RowSpans = ReadonlyMap<number, number>;

/**
 * Merged cells of a column (spec 001 §3 table row extras). `merge_info` ranges [start, end] (0-based,
 * inclusive, on this page): the first row spans end-start+1, the others 0 (hidden). Without merge_info a
 * `merge: true` column takes each row's `_row` as its span. Null when nothing merges.
 */
export function rowSpansOf(prop: string, merge: boolean | undefined, rows: readonly Row[], mergeInfo: ListContextValue['mergeInfo']): RowSpans | null {
  const ranges = mergeInfo?.[prop];
  if (ranges && ranges.length > 0) {
    const spans = new Map<number, number>();
    for (const [start, end] of ranges) {
      if (!(Number.isInteger(start) && Number.isInteger(end)) || end < start || start < 0 || end >= rows.length) continue;
      spans.set(start, end - start + 1);
      for (let i = start + 1; i <= end; i += 1) spans.set(i, 0);
    }
    return spans;
  }
  if (!merge || mergeInfo) return null;
  const spans = new Map<number, number>();
  rows.forEach((row, i) => {
    const span = Number(row._row);
    if (row._row !== undefined && row._row !== null && Number.isInteger(span) && span >= 0) spans.set(i, span);
  });
  return spans.size > 0 ? spans : null;
}
