import type { FieldType } from '../schemas/generated/field-type';
import { booleanField } from './boolean';
import { dateField } from './date';
import { datetimeField } from './datetime';
import { enumField } from './enum';
import { intField } from './int';
import { moneyField } from './money';
import { numberField } from './number';
import { percentField } from './percent';
import { textField } from './text';
import type { FieldTypeDefinition } from './types';

/**
 * Every field type, by name. The key set is the FieldType enum of schemas/field-type.schema.json, so a
 * type without a module (or a module without a mode) fails typecheck; an unknown name fails ajv.
 */
export const FIELD_TYPES: { readonly [T in FieldType]: FieldTypeDefinition<T> } = {
  text: textField,
  int: intField,
  number: numberField,
  money: moneyField,
  percent: percentField,
  date: dateField,
  datetime: datetimeField,
  enum: enumField,
  boolean: booleanField,
};

/** The field type of a column; text when the column declares none. */
export function fieldType(type: FieldType | undefined): FieldTypeDefinition {
  return FIELD_TYPES[type ?? 'text'];
}
