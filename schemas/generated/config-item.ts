/* Generated from schemas/*.schema.json by `npm run schemas`. Do not edit by hand. */

/**
 * A server setting, as config/get and config/getAll answer.
 */
export interface ConfigItem {
  label: string;
  group_label: string;
  value: string;
  status: number;
}
