import { controlKindOf, filterTypeOf, type SearchField } from '../core/list-shared';

/** Conditions with two inputs (or a mode and a tree) take two of the row's five places, so each input shows its value. */
const WIDE_TYPES: ReadonlySet<string> = new Set(['date', 'datetime']);

/** How many grid columns a field's control takes: ranges and the organisation tree two, the rest one. */
export function fieldSpan(field: SearchField, perRow: number): number {
  if (perRow < 2) return 1;
  const kind = controlKindOf(field);
  const wide = kind === 'organize' || kind === 'number' || (kind === 'type' && WIDE_TYPES.has(filterTypeOf(field)));
  return wide ? 2 : 1;
}

/**
 * The row each field lands on, as the grid places them in order (no dense packing: the order the user
 * chose is the order read): a field that does not fit in what is left of a row starts the next one.
 */
export function fieldRows(spans: readonly number[], perRow: number): number[] {
  let row = 0;
  let used = 0;
  return spans.map((span) => {
    const width = Math.min(span, perRow);
    if (used + width > perRow) {
      row += 1;
      used = 0;
    }
    used += width;
    return row;
  });
}
