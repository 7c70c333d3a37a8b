/* Generated from schemas/*.schema.json by `npm run schemas`. Do not edit by hand. */

/**
 * html: sanitised markup; array: a list as tags (or text joined by ' ; '); component: a registered renderer in a dialog with the row; newpage: a link to a new tab; function: a named click handler; image: thumbnails with preview; currentpage: navigates in this tab; search: filters the list by the value
 *
 * This interface was referenced by `CellLabelSchema`'s JSON-Schema
 * via the `definition` "LabelType".
 */
export type LabelType = 'html' | 'array' | 'component' | 'newpage' | 'function' | 'image' | 'currentpage' | 'search';

/**
 * How a column's value is shown beyond its field type (spec 001 §3 labelType, copy). Tables and cards take these three properties on a column.
 */
export interface CellLabelSchema {
  labelType?: LabelType;
  /**
   * A copy icon after the value; copying says 复制成功
   */
  copy?: boolean;
  labelConfig?: LabelConfig;
}
/**
 * This interface was referenced by `CellLabelSchema`'s JSON-Schema
 * via the `definition` "LabelConfig".
 */
export interface LabelConfig {
  /**
   * newpage and currentpage (and function openDetail): the address; {prop} is replaced by the row's value, URL-encoded. newpage without url opens the value itself
   */
  url?: string;
  /**
   * component: the registered renderer type shown in the dialog; its schema is props plus `row`
   */
  component?: string;
  /**
   * component: the rest of the dialog renderer's schema
   */
  props?: {};
  /**
   * component: the dialog title (the column label when omitted)
   */
  title?: string;
  /**
   * component: the dialog width in px (1200 when omitted)
   */
  width?: number;
  /**
   * function: the handler a click runs
   */
  function?: 'copy' | 'openDetail' | 'filter';
  /**
   * search and function filter: the where key (the column's prop when omitted)
   */
  prop?: string;
  /**
   * array: tags (default) or text joined by ' ; '
   */
  display?: 'tags' | 'text';
  /**
   * array: splits a text value into items (a JSON array text is read as such)
   */
  separator?: string;
  /**
   * image: thumbnail size in px (40 when omitted)
   */
  size?: number;
}
