import type { Language } from '../../registry';
import type { SearchFieldSchema } from '../../schemas/generated/search-field';
import { keyOf } from '../core/saved-view-conditions';
import { fieldLabel } from '../core/list-shared';

/** The labels of where keys (or props): the field's label, else the key itself. */
export function labelsOf(keys: readonly string[], fields: readonly SearchFieldSchema[], language: Language): string[] {
  return keys.map((key) => {
    const field = fields.find((f) => keyOf(f) === key || f.prop === key);
    return field ? fieldLabel(field, language) : key;
  });
}
