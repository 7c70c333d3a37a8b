/* Generated from schemas/*.schema.json by `npm run schemas`. Do not edit by hand. */

/**
 * Shared input parameter schemas. Every route builds its query and body from these, so the limits (finite numbers, 32-bit ids, no NUL) hold everywhere at once.
 */
export interface Params {
  [k: string]: unknown;
}
