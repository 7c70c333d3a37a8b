/* Generated from schemas/*.schema.json by `npm run schemas`. Do not edit by hand. */

/**
 * The query string of a resource's index call. `where` is JSON: field → value or [operator, operand] (DESIGN §4).
 */
export interface ListQuery {
  /**
   * A JSON value carried in one query parameter
   */
  where?: string;
  page?: number;
  limit?: number;
  order?: string;
  /**
   * A row id: PostgreSQL integer range
   */
  perms_id?: number;
}
