import { isNumericType } from '../../../codecs';
import { fieldType, type FieldFormatOptions, type FieldTypeDefinition } from '../../../fields';
import { pickLabel, type Language } from '../../../registry';
import type { FieldType } from '../../../schemas/generated/field-type';
import type { SearchFieldSchema } from '../../../schemas/generated/search-field';

export type SearchField = SearchFieldSchema;

/** The field type a remote field's searchType stands for when the column declares no valueType (spec 001 §3). */
const BY_SEARCH_TYPE: Readonly<Record<string, FieldType>> = {
  input: 'text',
  number: 'number',
  date: 'date',
  month: 'date',
  time: 'datetime',
  select: 'enum',
  dict: 'enum',
};

/** The where key a field's condition is written under. */
export function whereKey(field: SearchField): string {
  return field.searchName ?? field.prop;
}

/** The field type whose filter and format serve this field: its valueType, else its searchType's, else text. */
export function filterTypeOf(field: SearchField): FieldType {
  return field.valueType ?? BY_SEARCH_TYPE[field.searchType ?? ''] ?? 'text';
}

export function filterDefinition(field: SearchField): FieldTypeDefinition {
  return fieldType(filterTypeOf(field));
}

export function formatOptionsOf(field: SearchField): FieldFormatOptions {
  return { moneyFormat: field.moneyFormat, timeFormat: field.timeFormat, options: field.options };
}

export function fieldLabel(field: SearchField, language: Language): string {
  return pickLabel(language, field.label, field.labelEn);
}


export function isNumericField(field: SearchField): boolean {
  return isNumericType(filterTypeOf(field));
}

/** The fields by where key. */
export function fieldsByKey(fields: readonly SearchField[]): Map<string, SearchField> {
  return new Map(fields.map((f) => [whereKey(f), f]));
}
