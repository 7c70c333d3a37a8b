/* Generated from schemas/*.schema.json by `npm run schemas`. Do not edit by hand. */

/**
 * This interface was referenced by `UserPickerSchema`'s JSON-Schema
 * via the `definition` "Id".
 */
export type Id = number;

/**
 * The user picker's body (spec 001 screen 18, §3 user option, §7 user search and frequent user): the active users of the caller's company from GET access/user/search (the caller's frequent users first until a text is searched; the search goes 500 ms after the last keystroke), single or multiple; 确定 with nothing chosen warns 请先选择一条数据, else tells the server each newly chosen user (POST access/user/updateFrequent) and closes with the user option ({ id, user_name, user_mobile, org_id, org_name }) or the options.
 */
export interface UserPickerSchema {
  type: 'user-picker';
  multiple?: boolean;
  /**
   * Offer only the users of the caller's parent organisation (the unit above their department, and below it): select_parent 1
   */
  selectParent?: boolean;
  /**
   * Users already chosen: resolved (where id in) into the chosen list; choosing them again does not count as a new choice
   *
   * @maxItems 1000
   */
  selected?: Id[];
  /**
   * Users per page (the server answers at most 50)
   */
  pageSize?: number;
}
