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
   * Column → row ranges [start, end] to merge (spec 001 §3 table row extras). Declared for the client; this server does not merge rows yet.
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
