/* Generated from schemas/*.schema.json by `npm run schemas`. Do not edit by hand. */

/**
 * This interface was referenced by `ChooserSchema`'s JSON-Schema
 * via the `definition` "Id".
 */
export type Id = number;

/**
 * The chooser dialog's body (spec 001 screen 16, §4, §5): driven by a business data choose config (GET base/Businessdatachooseconfig/detail, cached 10 s per name), a search bar of the config's search fields, the candidates from GET base/chooser/list (paged, 10 a page by default; table 450 px high, 360 in multiple mode; identical pages cached 3 s) inside dataPerms. Single mode closes with the chosen row on a click or 选择; multiple mode adds rows to 已选择列表 (duplicates by the config's select_field refused: 该数据已选择，请勿重复选择; 全选 adds the page; delete and batch delete) and closes with the rows on 确定. 取消 closes with nothing. Opened by a caller (a form's Chooser control) through the dialog stack at 75 % wide, 10vh from the top, titled by the caller.
 */
export interface ChooserSchema {
  type: 'chooser';
  /**
   * The choose config's name (customer, sales_contract, supplier, ...)
   */
  config: string;
  /**
   * Multiple (true) or single (false) selection; the config's select_type (2 multiple) when absent
   */
  multiple?: boolean;
  /**
   * The data permission the candidates are listed under (spec 001 §6): a menu id, or { perms_id, org_id? }. A config with need_data_perms 1 needs a perms_id (DoubleSelect组件必须传dataPerms). 全集团搜索 (the config's check_group) sends it without org_id
   */
  dataPerms?:
    | Id
    | {
        perms_id?: Id;
        org_id?: Id;
      };
  /**
   * Ids already chosen: in multiple mode resolved into 已选择列表 (one call, where id in, limit 9999; ids outside the caller's scope are not answered and drop out); in single mode the chosen row is marked
   *
   * @maxItems 9999
   */
  selected?: Id[];
  /**
   * Fixed conditions (the list query language) every candidate call carries beside the search
   */
  where?: {};
  /**
   * Candidates per page
   */
  pageSize?: number;
  /**
   * Text the first search box starts with, searched at once and focused so typing goes on (a key typed on a grid's dialog cell)
   */
  search?: string;
}
