/* Generated from schemas/*.schema.json by `npm run schemas`. Do not edit by hand. */

/**
 * One page of a list call: the rows and the total matching the filter.
 */
export interface ListAnswer {
  data: {
    [k: string]: unknown;
  }[];
  total: number;
}
