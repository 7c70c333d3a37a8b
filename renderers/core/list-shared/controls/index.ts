export { controlKindOf, type ControlKind } from './control-kind';
export type { ControlProps } from './control-props';
export { DictFilter } from './DictFilter';
export { CityFilter } from './CityFilter';
export { monthCondition, monthOf } from './month';
export { MONTH_FORMAT, MonthControl } from './MonthControl';
export { NumberRangeControl } from './NumberRangeControl';
export { OrgFilter, ORG_MAX_TAGS } from './OrgFilter';
export { REMOTE_SELECT_DEBOUNCE_MS, RESOURCE_SELECT_LIMIT, ResourceSelectFilter } from './ResourceSelectFilter';
