/* Generated from schemas/*.schema.json by `npm run schemas`. Do not edit by hand. */

/**
 * remoteField/list: a menu's column definitions, each row's stored columns with its config object spread in.
 */
export interface RemoteFieldAnswer {
  data: RemoteField[];
  total: number;
}
/**
 * This interface was referenced by `RemoteFieldAnswer`'s JSON-Schema
 * via the `definition` "RemoteField".
 */
export interface RemoteField {
  id: number;
  perms_id: number;
  prop: string;
  label: string;
  label_en: string;
  sort: number;
  [k: string]: unknown;
}
