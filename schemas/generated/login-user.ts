/* Generated from schemas/*.schema.json by `npm run schemas`. Do not edit by hand. */

/**
 * The signed-in user in their current position (spec 000 §3), as account/info answers.
 */
export interface LoginUser {
  id: number;
  user_name: string;
  user_mobile: string;
  org_id: number;
  org_name: string;
  parent_org_id: number | null;
  entity_org_id: number | null;
  entity_org_name: string;
  company_org_id: number | null;
  company_id: number | null;
  company_name: string;
  position_org_id: number;
  position_name: string;
  parent_company_org_id: number | null;
  sub_company_org_id: number | null;
  bureau_org_id: number | null;
  org_path_name: string;
  /**
   * Ancestor ids, comma separated
   */
  org_path_id: string;
  token: string;
}
