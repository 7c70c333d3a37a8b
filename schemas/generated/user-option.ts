/* Generated from schemas/*.schema.json by `npm run schemas`. Do not edit by hand. */

/**
 * This interface was referenced by `UserOption`'s JSON-Schema
 * via the `definition` "SearchText".
 */
export type SearchText = string;
/**
 * Contains the text: plain, or as [like, text]
 *
 * This interface was referenced by `UserOption`'s JSON-Schema
 * via the `definition` "ContainsText".
 */
export type ContainsText = SearchText | ['like', SearchText];
/**
 * @maxItems 1000
 *
 * This interface was referenced by `UserOption`'s JSON-Schema
 * via the `definition` "UserIds".
 *
 * Items: A row id: PostgreSQL integer range
 */
export type UserIds = number[];
/**
 * @maxItems 9999
 */
export type OrgIds = number[];

/**
 * A user as the user picker offers one (spec 001 §3 user option, §7 user search, frequent user): GET access/user/search, POST access/user/updateFrequent. Only active users with a position in the caller's company (the organisation tree getTree answers with need_all 0) are offered.
 */
export interface UserOption {
  id: number;
  user_name: string;
  user_mobile: string;
  /**
   * The department of the user's first position inside the searched organisations
   */
  org_id: number;
  org_name: string;
  /**
   * 1 when the caller has chosen this user before (updateFrequent)
   */
  is_frequent: 0 | 1;
}
/**
 * user search conditions, all ANDed: keyword (name or mobile contains), user_name, user_mobile (contains), org_id (a position in that organisation or below it: one id, a list, or [in, list]), id ([in|not_in, list]: resolve chosen users, leave chosen ones out)
 *
 * This interface was referenced by `UserOption`'s JSON-Schema
 * via the `definition` "UserSearchWhere".
 */
export interface UserSearchWhere {
  keyword?: SearchText;
  user_name?: ContainsText;
  user_mobile?: ContainsText;
  org_id?: number | OrgIds | ['in', OrgIds];
  /**
   * @minItems 2
   * @maxItems 2
   */
  id?: ['in' | 'not_in', UserIds];
}
/**
 * GET user/search. `where` is JSON text in the address. select_parent 1: only users of the caller's parent organisation (the unit above their department, and below it). user_id: only that user (a chosen one, resolved). Without keyword, user_name and user_mobile the caller's frequent users come first (most chosen, then latest), then by id
 *
 * This interface was referenced by `UserOption`'s JSON-Schema
 * via the `definition` "UserSearchQuery".
 */
export interface UserSearchQuery {
  where?: UserSearchWhere;
  select_parent?: 0 | 1;
  /**
   * A row id: PostgreSQL integer range
   */
  user_id?: number;
  page?: number;
  limit?: number;
}
/**
 * This interface was referenced by `UserOption`'s JSON-Schema
 * via the `definition` "UserSearchAnswer".
 */
export interface UserSearchAnswer {
  data: UserOption[];
  total: number;
}
/**
 * POST user/updateFrequent: the caller chose this user (counted, with the time); a user outside the caller's company is 4403, an unknown or disabled one 4404
 *
 * This interface was referenced by `UserOption`'s JSON-Schema
 * via the `definition` "UpdateFrequentBody".
 */
export interface UpdateFrequentBody {
  /**
   * A row id: PostgreSQL integer range
   */
  user_id: number;
}
/**
 * This interface was referenced by `UserOption`'s JSON-Schema
 * via the `definition` "UpdateFrequentAnswer".
 */
export interface UpdateFrequentAnswer {
  user_id: number;
  /**
   * How often the caller has chosen this user
   */
  count: number;
  /**
   * When the caller chose them last (yyyy-MM-dd HH:mm:ss)
   */
  last_at: string;
}
