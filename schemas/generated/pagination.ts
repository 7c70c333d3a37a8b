/* Generated from schemas/*.schema.json by `npm run schemas`. Do not edit by hand. */

/**
 * The list's pager: total, sizes, prev, pager, next, jumper (spec 001 §2.4); hidden when the total is 0. Page sizes come from the list page.
 */
export interface PaginationSchema {
  type: 'pagination';
  align?: 'left' | 'right';
}
