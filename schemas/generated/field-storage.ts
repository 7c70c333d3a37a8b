/* Generated from schemas/*.schema.json by `npm run schemas`. Do not edit by hand. */

/**
 * How values of a field type are stored and compared on the server (and declared by each fields/<type>/ module)
 */
export type FieldStorage = 'text' | 'integer' | 'decimal' | 'date' | 'datetime' | 'boolean';
