/** A CSS class name a configuration may give (what `.name` selects): letters, digits, '-' and '_', not starting with a digit. */
export const CLASS_NAME_PATTERN = /^-?[_a-zA-Z][_a-zA-Z0-9-]*$/;

/**
 * The popups antd draws outside the box (in a portal at the page's end): a click in a select's list, a date
 * picker or a popover opened from inside the box is no click outside it.
 */
export const DEFAULT_OUT_EXCLUDE: readonly string[] = ['ant-select-dropdown', 'ant-picker-dropdown', 'ant-dropdown', 'ant-popover', 'ant-tooltip', 'ant-modal-wrap'];

/**
 * Spec 001 §8 outExcludeClassNames: the class names whose elements' clicks do not count as a click outside an expand
 * box, read from configuration. A list of class names is taken; anything else (a string, a name with a space or a
 * dot) is a configuration error: null, and the caller logs "outExcludeClassNames 配置有误".
 */
export function outExcludeClassNames(value: unknown): readonly string[] | null {
  if (value === undefined) return [];
  if (!Array.isArray(value)) return null;
  return value.every((name): name is string => typeof name === 'string' && CLASS_NAME_PATTERN.test(name)) ? value : null;
}

/** Whether `target` is inside an element of one of `classNames`. */
export function insideClassNames(target: EventTarget | null, classNames: readonly string[]): boolean {
  if (!(target instanceof Element) || classNames.length === 0) return false;
  return target.closest(classNames.map((name) => `.${name}`).join(',')) !== null;
}
