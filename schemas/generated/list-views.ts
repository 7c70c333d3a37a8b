/* Generated from schemas/*.schema.json by `npm run schemas`. Do not edit by hand. */

/**
 * Table or card view of a list (spec 001 screens 1 and 2): the switch 切换视图： and the chosen view. children[0] is the table view, children[1] the card view. The choice is remembered per page in the browser's local storage.
 */
export interface ListViewsSchema {
  type: 'list-views';
  /**
   * [table view, card view]
   *
   * @minItems 2
   * @maxItems 2
   */
  children: {
    type: string;
  }[];
  /**
   * The view shown until the user chooses one on this page
   */
  defaultView?: 'table' | 'card';
  /**
   * The key the choice is remembered under (the list's table name when omitted)
   */
  pageKey?: string;
}
