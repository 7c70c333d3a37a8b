/* Generated from schemas/*.schema.json by `npm run schemas`. Do not edit by hand. */

/**
 * The field type whose filter control and format are used; when omitted it follows searchType (input text, number number, date date, time datetime, month date, select and dict enum; any other type text)
 */
export type FieldType = 'text' | 'int' | 'number' | 'money' | 'percent' | 'date' | 'datetime' | 'enum' | 'boolean';

/**
 * The filter-tag bar (spec 001 screen 8): 筛选条件: and one closable tag per condition in the list's where (label and value formatted by the field type), 清空 when more than one.
 */
export interface FilterTagsSchema {
  type: 'filter-tags';
  /**
   * Labels and formats of the conditions' fields; a condition on another field shows its key
   */
  fields: SearchFieldSchema[];
  /**
   * where keys never shown as tags (for example the status tabs' field)
   */
  exclude?: string[];
  /**
   * Spec 001 §8: class names (without the dot) of elements whose clicks do not close the opened tag area as a click outside it (a popup of the page's own); antd's popups are never outside. A value the browser cannot use is logged: outExcludeClassNames 配置有误
   *
   * @maxItems 20
   */
  outExcludeClassNames?: string[];
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
