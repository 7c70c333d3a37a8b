export { MULTI_SEPARATOR, optionFor } from './enum';
export { FIELD_TYPES, fieldType } from './registry';
export { dayRangeCondition } from './shared/DateRangeFilter';
export { isTextCell } from './shared/text-cell';
export type { CellProps, FieldFormatOptions, FieldTypeDefinition, FilterCondition, FilterProps } from './types';
