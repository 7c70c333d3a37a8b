/* Generated from schemas/*.schema.json by `npm run schemas`. Do not edit by hand. */

/**
 * This interface was referenced by `Params`'s JSON-Schema
 * via the `definition` "PageNumber".
 */
export type PageNumber = number;
/**
 * This interface was referenced by `Params`'s JSON-Schema
 * via the `definition` "PageLimit".
 */
export type PageLimit = number;
/**
 * A row id: PostgreSQL integer range
 *
 * This interface was referenced by `Params`'s JSON-Schema
 * via the `definition` "RecordId".
 */
export type RecordId = number;
/**
 * This interface was referenced by `Params`'s JSON-Schema
 * via the `definition` "AppId".
 */
export type AppId = number;
/**
 * This interface was referenced by `Params`'s JSON-Schema
 * via the `definition` "ShortText".
 */
export type ShortText = string;
/**
 * A JSON value carried in one query parameter
 *
 * This interface was referenced by `Params`'s JSON-Schema
 * via the `definition` "JsonText".
 */
export type JsonText = string;
/**
 * This interface was referenced by `Params`'s JSON-Schema
 * via the `definition` "SortDirection".
 */
export type SortDirection = 'asc' | 'desc';

/**
 * Shared input parameter schemas. Every route builds its query and body from these, so the limits (finite numbers, 32-bit ids, no NUL) hold everywhere at once. Numbers carry `finite` (a keyword the server's ajv adds): coercion would otherwise let Infinity past minimum and maximum.
 */
export interface Params {
  [k: string]: unknown;
}
