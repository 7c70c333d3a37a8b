export { FIELD_TYPES, fieldType } from './registry';
export { formatMoney } from './money';
export { isValidRange } from './shared/NumberRangeFilter';
export type { CellProps, FieldFormatOptions, FieldTypeDefinition, FilterCondition, FilterProps } from './types';
