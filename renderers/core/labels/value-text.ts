import { fieldType } from '../../../fields';
import type { Language } from '../../../registry';
import type { LabelColumn } from './label-column';

/** The text a value shows as under its column's field type (what copy copies). */
export function valueText(column: LabelColumn, value: unknown, language: Language): string {
  return fieldType(column.valueType).format(value, column, language);
}

/** A list value as items: an array, a JSON array text, or a text split by the configured separator. */
export function arrayItems(value: unknown, separator: string | undefined): unknown[] {
  if (Array.isArray(value)) return value;
  if (value === null || value === undefined || value === '') return [];
  if (typeof value === 'string') {
    const text = value.trim();
    if (text.startsWith('[')) {
      try {
        const parsed: unknown = JSON.parse(text);
        if (Array.isArray(parsed)) return parsed;
      } catch {
        // not JSON: read it as text below
      }
    }
    const parts = separator ? text.split(separator) : text.split(/[,，;；]/);
    return parts.map((part) => part.trim()).filter((part) => part !== '');
  }
  return [value];
}
