/* Generated from schemas/*.schema.json by `npm run schemas`. Do not edit by hand. */

/**
 * POST <resource>/del: how many of the asked records were deleted. Records that do not exist or lie outside the caller's data scope are left alone and counted as `ignored`.
 */
export interface ResourceDeleteAnswer {
  deleted: number;
  ignored: number;
}
/**
 * The records to delete: `ids` (at most 1000), or one `id` as spec 001 §7 sends it. None at all answers 4400 请选择需要删除的对象.
 *
 * This interface was referenced by `ResourceDeleteAnswer`'s JSON-Schema
 * via the `definition` "DeleteBody".
 */
export interface DeleteBody {
  /**
   * @maxItems 1000
   *
   * Items: A row id: PostgreSQL integer range
   */
  ids?: number[];
  /**
   * A row id: PostgreSQL integer range
   */
  id?: number;
  /**
   * A row id: PostgreSQL integer range
   */
  perms_id?: number;
}
