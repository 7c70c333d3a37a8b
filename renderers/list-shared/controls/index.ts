export { controlKindOf, type ControlKind } from './control-kind';
export type { ControlProps } from './control-props';
export { DictFilter } from './DictFilter';
export { NumberRangeControl } from './NumberRangeControl';
export { OrgFilter, ORG_MAX_TAGS } from './OrgFilter';
