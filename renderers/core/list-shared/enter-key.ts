import type { KeyboardEvent } from 'react';

/**
 * Whether Enter in a search form should run the query: Enter in a plain text or number input, not in an
 * open dropdown (a select's search box picks an option with Enter) nor in a date picker (Enter confirms
 * the date), and not while an input method is composing.
 */
export function isQueryKey(event: KeyboardEvent): boolean {
  if (event.key !== 'Enter' || event.nativeEvent.isComposing) return false;
  const target = event.target as HTMLElement;
  if (target.tagName !== 'INPUT') return false;
  if (target.getAttribute('role') === 'combobox') return false;
  return target.closest('.ant-picker') === null;
}
