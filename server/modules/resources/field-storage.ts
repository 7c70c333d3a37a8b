import type { FieldStorage } from '../../../schemas/generated/field-storage.js';
import type { FieldType } from '../../../schemas/generated/field-type.js';

/** How a value of each field type is stored and compared. A new field type fails typecheck until it is mapped here. */
export type Storage = FieldStorage;

export const FIELD_STORAGE: Readonly<Record<FieldType, Storage>> = {
  text: 'text',
  int: 'integer',
  number: 'decimal',
  money: 'decimal',
  percent: 'decimal',
  date: 'date',
  datetime: 'datetime',
  enum: 'integer',
  boolean: 'boolean',
};
