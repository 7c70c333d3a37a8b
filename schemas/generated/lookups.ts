/* Generated from schemas/*.schema.json by `npm run schemas`. Do not edit by hand. */

/**
 * A dictionary's code, e.g. contract_type
 *
 * This interface was referenced by `Lookups`'s JSON-Schema
 * via the `definition` "DictLabel".
 */
export type DictLabel = string;
/**
 * The asked dictionaries that exist, in the order asked; unknown labels are left out
 *
 * This interface was referenced by `Lookups`'s JSON-Schema
 * via the `definition` "DictList".
 */
export type DictList = Dictionary[];
/**
 * @maxItems 9999
 *
 * This interface was referenced by `Lookups`'s JSON-Schema
 * via the `definition` "OrgIds".
 */
export type OrgIds = number[];
/**
 * Organisation ids as comma separated text, at most 9999
 *
 * This interface was referenced by `Lookups`'s JSON-Schema
 * via the `definition` "OrgIdText".
 */
export type OrgIdText = string;
/**
 * This interface was referenced by `Lookups`'s JSON-Schema
 * via the `definition` "OrgTree".
 */
export type OrgTree = OrgNode[];
/**
 * This interface was referenced by `Lookups`'s JSON-Schema
 * via the `definition` "RuleOrgIds".
 */
export type RuleOrgIds = number[];

/**
 * Dictionary and organisation lookups (spec 001 §7): GET base/dict/list, base/org/index, base/org/getTree, base/org/getRuleOrgId. Not business resources: any signed-in user may read them.
 */
export interface Lookups {}
/**
 * GET dict/list: the dictionaries whose labels are listed (comma separated, at most 50), each with its items
 *
 * This interface was referenced by `Lookups`'s JSON-Schema
 * via the `definition` "DictListQuery".
 */
export interface DictListQuery {
  /**
   * Dictionary labels, comma separated
   */
  label: string;
}
/**
 * This interface was referenced by `Lookups`'s JSON-Schema
 * via the `definition` "DictItem".
 */
export interface DictItem {
  /**
   * Shown text (zh)
   */
  label: string;
  label_en?: string;
  value: string;
  children: DictItem[];
}
/**
 * This interface was referenced by `Lookups`'s JSON-Schema
 * via the `definition` "Dictionary".
 */
export interface Dictionary {
  label: DictLabel;
  name: string;
  name_en?: string;
  children: DictItem[];
}
/**
 * org/index conditions: id in a list (a plain list or [in, list]), name contains
 *
 * This interface was referenced by `Lookups`'s JSON-Schema
 * via the `definition` "OrgIndexWhere".
 */
export interface OrgIndexWhere {
  id?: OrgIds | ['in' | 'not_in', OrgIds];
  name?: string;
}
/**
 * GET org/index. `where` is JSON text in the address; all_list=1 answers every match (up to limit)
 *
 * This interface was referenced by `Lookups`'s JSON-Schema
 * via the `definition` "OrgIndexQuery".
 */
export interface OrgIndexQuery {
  where?: OrgIndexWhere;
  all_list?: 0 | 1;
  page?: number;
  /**
   * 15 on org/index, 9999 on organize/index when not given
   */
  limit?: number;
}
/**
 * This interface was referenced by `Lookups`'s JSON-Schema
 * via the `definition` "OrgBrief".
 */
export interface OrgBrief {
  id: number;
  name: string;
  short_name: string;
  path_name: string;
  /**
   * Spec 001 §3 organisation node: the path as shown (the path_name)
   */
  deal_path_name?: string;
}
/**
 * This interface was referenced by `Lookups`'s JSON-Schema
 * via the `definition` "OrgIndexAnswer".
 */
export interface OrgIndexAnswer {
  data: OrgBrief[];
  total: number;
}
/**
 * org/getTree conditions: lazy answers one level under org_id (the top level without it); otherwise the whole subtree; name searches every level and answers the matches flat
 *
 * This interface was referenced by `Lookups`'s JSON-Schema
 * via the `definition` "OrgTreeWhere".
 */
export interface OrgTreeWhere {
  org_id?: number;
  lazy?: 0 | 1;
  name?: string;
  /**
   * 0 (the default): the tree of the caller's company (of their own org when it lies above every company); 1: the whole tree
   */
  need_all?: 0 | 1;
  /**
   * Organisation kinds that may be chosen, comma separated (company, entity, ...): other nodes come only as the way to one (can_selected false), branches without one are left out, a name search answers only these kinds
   */
  label?: string;
  /**
   * Chosen organisations (a list, or comma separated text): a lazy tree also answers the levels down to each of them, so their names show
   */
  selected_org_ids?: OrgIds | OrgIdText;
}
/**
 * This interface was referenced by `Lookups`'s JSON-Schema
 * via the `definition` "OrgTreeQuery".
 */
export interface OrgTreeQuery {
  where?: OrgTreeWhere;
}
/**
 * This interface was referenced by `Lookups`'s JSON-Schema
 * via the `definition` "OrgNode".
 */
export interface OrgNode {
  id: number;
  pid: number | null;
  name: string;
  short_name: string;
  path_name: string;
  /**
   * Spec 001 §3 organisation node: the path as shown (the path_name)
   */
  deal_path_name?: string;
  is_leaf: boolean;
  can_selected: boolean;
  /**
   * 1 when the caller has collected it (collect.schema.json) under a collect label among the tree's label kinds (department, entity), under either when the label names neither or is absent
   */
  is_collected?: 0 | 1;
  children?: OrgNode[];
}
/**
 * GET org/getRuleOrgId: a rule id; 0 or less answers an empty list
 *
 * This interface was referenced by `Lookups`'s JSON-Schema
 * via the `definition` "RuleOrgQuery".
 */
export interface RuleOrgQuery {
  id: number;
}
