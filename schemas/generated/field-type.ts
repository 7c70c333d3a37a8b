/* Generated from schemas/*.schema.json by `npm run schemas`. Do not edit by hand. */

/**
 * The one vocabulary of field types: a column's valueType and a resource field's type. Each has a module under fields/<type>/ (browser) and a storage type on the server.
 */
export type FieldType = 'text' | 'int' | 'number' | 'money' | 'percent' | 'date' | 'datetime' | 'enum' | 'boolean';
