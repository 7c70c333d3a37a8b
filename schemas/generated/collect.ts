/* Generated from schemas/*.schema.json by `npm run schemas`. Do not edit by hand. */

/**
 * What kind of picker collected it: department (the department picker), entity (the company-only picker)
 *
 * This interface was referenced by `Collect`'s JSON-Schema
 * via the `definition` "CollectLabel".
 */
export type CollectLabel = 'department' | 'entity';
/**
 * Organisation nodes (is_collected 1), the latest collected first
 *
 * This interface was referenced by `Collect`'s JSON-Schema
 * via the `definition` "CollectOrgAnswer".
 */
export type CollectOrgAnswer = OrgNode[];

/**
 * Collected (favourite) organisations of the organisation tree picker (spec 001 §7 collected orgs, collect; §9 group hkwl, label department or entity): GET base/org/getCollectOrg, POST base/collect/saveData and base/collect/cancelData. The collector is always the caller: add_user_id, add_org_id and add_company_id come from the session.
 */
export interface Collect {}
/**
 * POST collect/saveData, collect/cancelData. add_user_id, add_org_id and add_company_id may be sent as spec 001 §7 sends them, but only with the caller's own values (the login user's id, org_id and company_id): anything else is 4403 and changes nothing. Saving twice or cancelling what is not collected changes nothing.
 *
 * This interface was referenced by `Collect`'s JSON-Schema
 * via the `definition` "CollectBody".
 */
export interface CollectBody {
  group: 'hkwl';
  label: CollectLabel;
  /**
   * A row id: PostgreSQL integer range
   */
  data_id: number;
  /**
   * A row id: PostgreSQL integer range
   */
  add_user_id?: number;
  /**
   * A row id: PostgreSQL integer range
   */
  add_org_id?: number;
  add_company_id?: number | null;
}
/**
 * The organisation and whether the caller has it collected now
 *
 * This interface was referenced by `Collect`'s JSON-Schema
 * via the `definition` "CollectAnswer".
 */
export interface CollectAnswer {
  group: string;
  label: CollectLabel;
  data_id: number;
  is_collected: 0 | 1;
}
/**
 * GET org/getCollectOrg: the caller's collected organisations under company_org_id (default: the caller's company, as getTree's need_all 0), of one label or of both
 *
 * This interface was referenced by `Collect`'s JSON-Schema
 * via the `definition` "CollectOrgQuery".
 */
export interface CollectOrgQuery {
  /**
   * A row id: PostgreSQL integer range
   */
  company_org_id?: number;
  label?: CollectLabel;
}
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
