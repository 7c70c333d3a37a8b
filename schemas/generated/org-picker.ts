/* Generated from schemas/*.schema.json by `npm run schemas`. Do not edit by hand. */

/**
 * This interface was referenced by `OrgPickerSchema`'s JSON-Schema
 * via the `definition` "Id".
 */
export type Id = number;

/**
 * The organisation tree picker's body (spec 001 screen 18, §5, §9): tabs 全部 (the caller's company tree from GET base/org/getTree, need_all 0, loaded level by level as nodes open) and 收藏 (GET base/org/getCollectOrg); a search box (800 ms after the last keystroke, matches flat with their paths); a star on each node collects it or cancels (POST base/collect/saveData, cancelData: group hkwl, label department, or entity when the picker offers companies only); single or multiple selection; 确定 with nothing chosen warns 请先选择一条数据, else closes with the node ({ id, name, path_name }) or the nodes. Opened 920 px wide.
 */
export interface OrgPickerSchema {
  type: 'org-picker';
  multiple?: boolean;
  /**
   * The organisation kinds that can be chosen (getTree's label); others show only as the way to one. Without it every kind. Kinds without department make a company-only picker: its favourites are collected under the label entity, otherwise department
   *
   * @minItems 1
   */
  kinds?: ('group' | 'bureau' | 'company' | 'entity' | 'department')[];
  /**
   * Organisations already chosen: the first tree call carries them (selected_org_ids) so they show in place, ticked
   *
   * @maxItems 1000
   */
  selected?: Id[];
}
