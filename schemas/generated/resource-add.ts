/* Generated from schemas/*.schema.json by `npm run schemas`. Do not edit by hand. */

/**
 * POST <resource>/add (and <resource>/stash, a draft): creates one record through the menu's `add` button. Every other key is a declared field of the resource with its value, checked like update (resource-update.schema.json value schemas, no type coercion), or a declared child's name (`lines`) with its rows, stored in the same transaction (docs/api.md, A document's lines). Creator stamps, executor stamps, audit times and id in the body are ignored: the server sets them. submit_status -1 (draft) requires only the resource's draft fields; 0 (save) and 1 (submit) require every non-nullable field. Risk rules run on save and submit: 3010 blocked, 2888 warnings to confirm (retry with the same payload, confirm_rule_code and confirm_token).
 */
export interface ResourceAddBody {
  /**
   * Add through this menu's button and scope only
   */
  perms_id?: number;
  /**
   * -1 draft (stash), 0 save, 1 submit; default 0
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
 * The created record with its id and stamps (columns from the resource definition), and `warning`: the warnings the caller confirmed (empty when none). A 3010 or 2888 answer carries RiskResult instead.
 *
 * This interface was referenced by `ResourceAddBody`'s JSON-Schema
 * via the `definition` "AddAnswer".
 */
export interface AddAnswer {
  [k: string]: unknown;
}
