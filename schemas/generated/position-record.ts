/* Generated from schemas/*.schema.json by `npm run schemas`. Do not edit by hand. */

/**
 * One of the user's positions (spec 000 §3), as account/positionOrg answers.
 */
export interface PositionRecord {
  id: number;
  position_org_id: number;
  org_id: number;
  org_name: string;
  org_path_name: string;
  company_org_id: number | null;
  /**
   * 1 for the position of the calling session
   */
  is_current?: 0 | 1;
  position: {
    id: number;
    name: string;
    type: 'approval' | 'permission';
    show_in_header: number;
    app_id: number;
  };
}
