/* Generated from schemas/*.schema.json by `npm run schemas`. Do not edit by hand. */

/**
 * Status tabs with counts (spec 001 screen 7): choosing a tab sets its field's condition in the list's where (select: in, input: like or equals, date and time: the value), the all tab clears it. Counts come from the list answer's statisticsMap by tab value (the all tab: its `all` entry, else the sum of the map), else the tab's own count, else none.
 */
export interface StatusTabsSchema {
  type: 'status-tabs';
  /**
   * The where key the tabs filter on
   */
  field: string;
  searchType?: 'select' | 'input' | 'date' | 'time';
  /**
   * input: equals instead of contains
   */
  exact?: boolean;
  /**
   * @minItems 1
   */
  tabs: TabSchema[];
  /**
   * Add an 全部 tab (value null) when none exists
   */
  showAll?: boolean;
  /**
   * Hide tabs whose count is 0 (never the active one or the all tab)
   */
  hideZero?: boolean;
}
/**
 * This interface was referenced by `StatusTabsSchema`'s JSON-Schema
 * via the `definition` "TabSchema".
 */
export interface TabSchema {
  /**
   * null (or omitted) is the all tab
   */
  value?: string | number | boolean | null;
  label: string;
  labelEn?: string;
  /**
   * A fixed count, when the list answer carries none
   */
  count?: number;
  /**
   * false hides the tab
   */
  show?: boolean;
}
