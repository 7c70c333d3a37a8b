/* Generated from schemas/*.schema.json by `npm run schemas`. Do not edit by hand. */

/**
 * The field type whose filter control and format are used; when omitted it follows searchType (input text, number number, date date, time datetime, month date, select and dict enum; any other type text)
 */
export type FieldType = 'text' | 'int' | 'number' | 'money' | 'percent' | 'date' | 'datetime' | 'enum' | 'boolean';

/**
 * The full query panel (spec 001 screen 5): one filter control per searchable field, 5 to a row, collapsed to one row with an expand toggle, 重置 and 查询; Enter queries. It writes its fields' conditions into the list's where and leaves the others.
 */
export interface QueryPanelSchema {
  type: 'query-panel';
  /**
   * @minItems 1
   */
  fields: SearchFieldSchema[];
  /**
   * Controls per row (spec 001 §9: 5)
   */
  perRow?: number;
}
/**
 * A searchable column: which where key it writes, which field type's filter edits it, how its values read
 */
export interface SearchFieldSchema {
  /**
   * A number filter's lowest value (spec 001 §5: -99999999 unless set; the remote field's minN)
   */
  minimum?: number;
  prop: string;
  label: string;
  labelEn?: string;
  valueType?: FieldType;
  /**
   * The remote field's search control type (spec 001 §3): input, select, dict, date, time, month, number, ...; unknown types search as text
   */
  searchType?: string;
  /**
   * searchType city (spec 001 §3 valueType region / all_region: province, city / all_city: city): the region picker chooses provinces, or cities under their provinces (a province chosen whole stands for its cities); the field's values are the short names (上海, 苏州)
   */
  regionLevel?: 'province' | 'city';
  /**
   * The where key the condition is written under; prop when omitted
   */
  searchName?: string;
  options?: OptionSchema[];
  moneyFormat?: number;
  timeFormat?: string;
  /**
   * Text: the keywords split by separator become a like_array (or in, when exact) condition
   */
  multipleKeywords?: boolean;
  /**
   * Keyword separator; a space when omitted
   */
  separator?: string;
  /**
   * Text: equals instead of contains
   */
  exact?: boolean;
  /**
   * Text: keep only digits of the keyword
   */
  isnumber?: boolean;
  /**
   * searchType dict: the dictionary (base/dict/list label) whose items the multi-select offers; prop when omitted
   */
  dictLabel?: string;
  /**
   * searchType resourceSelect / remoteSelect: the options come from a chooser config's resource (base/chooser/list, inside the caller's scope), searched by keyword (500 ms after the last keystroke), several chosen, in or not in
   */
  resource?: {
    /**
     * The chooser config (Businessdatachooseconfig) whose resource is read
     */
    chooser: string;
    /**
     * The row property the condition holds
     */
    valueKey: string;
    /**
     * The row property shown
     */
    labelKey: string;
    /**
     * The property the keyword is matched against (like); labelKey when omitted
     */
    searchKey?: string;
  };
  /**
   * searchType organize: offer only in (no not_in toggle)
   */
  hideNotIn?: boolean;
}
/**
 * This interface was referenced by `SearchFieldSchema`'s JSON-Schema
 * via the `definition` "OptionSchema".
 */
export interface OptionSchema {
  value: string | number | boolean;
  label: string;
  labelEn?: string;
  color?: string;
  /**
   * Spec 001 §3 option item: a style of its own (accepted; the cell shows the option's colour)
   */
  style?: string | {};
  /**
   * Spec 001 §3 option item: an icon name (accepted, not drawn)
   */
  icon?: string;
}
