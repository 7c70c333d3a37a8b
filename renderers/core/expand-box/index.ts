export { ExpandBox, type ExpandBoxProps } from './ExpandBox';
export { CLASS_NAME_PATTERN, DEFAULT_OUT_EXCLUDE, insideClassNames, outExcludeClassNames } from './class-names';
export { COLLAPSE_DELAY_MS, EXPAND_MS } from './use-expand-box';
