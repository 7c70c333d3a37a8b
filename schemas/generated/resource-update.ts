/* Generated from schemas/*.schema.json by `npm run schemas`. Do not edit by hand. */

/**
 * This interface was referenced by `ResourceUpdateBody`'s JSON-Schema
 * via the `definition` "IntValue".
 */
export type IntValue = number;
/**
 * This interface was referenced by `ResourceUpdateBody`'s JSON-Schema
 * via the `definition` "DecimalValue".
 */
export type DecimalValue = number;
/**
 * This interface was referenced by `ResourceUpdateBody`'s JSON-Schema
 * via the `definition` "BooleanValue".
 */
export type BooleanValue = 0 | 1;
/**
 * This interface was referenced by `ResourceUpdateBody`'s JSON-Schema
 * via the `definition` "DateValue".
 */
export type DateValue = string;
/**
 * This interface was referenced by `ResourceUpdateBody`'s JSON-Schema
 * via the `definition` "DateTimeValue".
 */
export type DateTimeValue = string;
/**
 * This interface was referenced by `ResourceUpdateBody`'s JSON-Schema
 * via the `definition` "TextValue".
 */
export type TextValue = string;

/**
 * POST <resource>/update: a partial update of one record inside the caller's data scope, through the menu's `edit` button. `id` names the record; every other key (besides `perms_id`) is a declared field of the resource with its new value, checked against the field's value schema below (no type coercion: "5" is not a number), or a declared child's name (`lines`) with the complete new set of its rows (rows with an id of this record's lines are updated, rows without one added, the others deleted). Unknown keys, creator and executor stamps, audit times and an empty change answer 4400; a record that does not exist or lies outside the scope answers 4404 and nothing changes.
 */
export interface ResourceUpdateBody {
  /**
   * A row id: PostgreSQL integer range
   */
  id: number;
  /**
   * A row id: PostgreSQL integer range
   */
  perms_id?: number;
  /**
   * The write's intent for a document (spec 001 §4): -1 draft (stash over), 0 save, 1 submit (completes the document when its resource has no active approval template); default 0. A document in approval or completed answers 4423 and nothing changes; its state and form record fields are never taken from the body (4400 naming the field).
   */
  submit_status?: -1 | 0 | 1;
  /**
   * @maxItems 50
   */
  confirm_rule_code?: string[];
  confirm_token?: string;
  /**
   * The caller's pending uploads (file/upload without data_id) the write binds to the record in its transaction; 4400 pendingFileGone when one is not the caller's pending file (swept after a day or deleted)
   *
   * @maxItems 100
   *
   * Items: A row id: PostgreSQL integer range
   */
  pending_files?: number[];
  [k: string]: unknown;
}
/**
 * The record as it is after the update (its columns come from the resource definition).
 *
 * This interface was referenced by `ResourceUpdateBody`'s JSON-Schema
 * via the `definition` "UpdateAnswer".
 */
export interface UpdateAnswer {
  [k: string]: unknown;
}
