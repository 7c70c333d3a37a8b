import { filterTypeOf, isNumericField, type SearchField } from '../search-fields';

/**
 * Which control edits a field's condition: the organisation picker, the dictionary multi-select, the
 * month picker, the number range, the resource select, the keyword input, or the field type's own Filter.
 */
export type ControlKind = 'organize' | 'dict' | 'month' | 'number' | 'resource' | 'city' | 'text' | 'type';

export function controlKindOf(field: SearchField): ControlKind {
  // An entity filter is the organisation tree where only legal entities may be chosen.
  if (field.searchType === 'organize' || field.searchType === 'entity') return 'organize';
  // A dictionary filter is a multi-select (spec 001 §5), fed by its dictionary unless the column lists options.
  if (field.searchType === 'dict') return 'dict';
  if (field.searchType === 'month') return 'month';
  // Provinces or cities from the region list (spec 001 §5 city control).
  if (field.searchType === 'city') return 'city';
  // Options from a resource, searched by keyword (spec 001 §7 resource select, remote select).
  if (field.resource && (field.searchType === 'resourceSelect' || field.searchType === 'remoteSelect')) return 'resource';
  if (isNumericField(field)) return 'number';
  return filterTypeOf(field) === 'text' ? 'text' : 'type';
}
