/* Generated from schemas/*.schema.json by `npm run schemas`. Do not edit by hand. */

/**
 * One page of a list call: the rows and the total matching the filter, plus what the query asked for: totals (`summary_field`), groups (`group_field`), tab counts (`statistics_field`).
 */
export interface ListAnswer {
  data: {
    [k: string]: unknown;
  }[];
  total: number;
  /**
   * Per `summary_field`: sum and average over the whole filtered set in the caller's scope (the 筛选后合计 footer), rounded to 4 decimals; avg is null when no row has a value.
   */
  summary?: {
    [k: string]: Summary;
  };
  /**
   * Per value of `group_field` (at most 500, in value order, null last): `{ <group_field>: value, count, <field>_sum ... }`.
   */
  group_sum_data?: {
    [k: string]: unknown;
  }[];
  /**
   * Value of `statistics_field` → number of rows, over the filtered set without that field's own condition (what each tab would list); rows without a value count under "null".
   */
  statisticsMap?: {
    [k: string]: number;
  };
  /**
   * Per `merge_field`: row ranges [start, end] (0-based, inclusive, on the returned page) of at least two consecutive rows with equal values of that field, the cells the table merges (spec 001 §3 table row extras). Fields without such a run answer an empty list. Present only when `merge_field` was asked for.
   */
  merge_info?: {
    [k: string]: number[][];
  };
}
/**
 * This interface was referenced by `ListAnswer`'s JSON-Schema
 * via the `definition` "Summary".
 */
export interface Summary {
  sum: number;
  avg: number | null;
}
