/* Generated from schemas/*.schema.json by `npm run schemas`. Do not edit by hand. */

/**
 * The answer of every call: code 2000-2999 is success; other codes are listed in api-codes.json.
 */
export interface Envelope {
  code: number;
  msg: string;
  data: unknown;
}
