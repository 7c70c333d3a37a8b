/* Generated from schemas/*.schema.json by `npm run schemas`. Do not edit by hand. */

/**
 * Answers of the sign-in calls.
 */
export interface SessionAnswers {
  [k: string]: unknown;
}
/**
 * This interface was referenced by `SessionAnswers`'s JSON-Schema
 * via the `definition` "LoginAnswer".
 */
export interface LoginAnswer {
  token: string;
  position_org_id: number;
  need_choose_position: 0 | 1;
}
/**
 * This interface was referenced by `SessionAnswers`'s JSON-Schema
 * via the `definition` "ChangePositionAnswer".
 */
export interface ChangePositionAnswer {
  token: string;
  position_org_id: number;
}
/**
 * This interface was referenced by `SessionAnswers`'s JSON-Schema
 * via the `definition` "AccountStatus".
 */
export interface AccountStatus {
  status: number;
  user_id: number;
  position_org_id: number;
}
