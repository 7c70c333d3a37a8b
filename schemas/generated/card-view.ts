/* Generated from schemas/*.schema.json by `npm run schemas`. Do not edit by hand. */

/**
 * The one vocabulary of field types: a column's valueType and a resource field's type. Each has a module under fields/<type>/ (browser) and a storage type on the server.
 */
export type FieldType = 'text' | 'int' | 'number' | 'money' | 'percent' | 'date' | 'datetime' | 'enum' | 'boolean';

/**
 * The list's rows as cards (spec 001 screen 1, table or card view): a title field, up to maxFields labelled fields rendered by their field types and label types, an optional checkbox per card that selects the row in the list context; 暂无数据 when empty.
 */
export interface CardViewSchema {
  type: 'card-view';
  /**
   * The row's key (id when omitted)
   */
  rowKey?: string;
  /**
   * The field shown as the card's title (formatted by its entry in fields when there is one)
   */
  titleProp: string;
  /**
   * @minItems 1
   */
  fields: CardFieldSchema[];
  /**
   * At most this many fields per card besides the title
   */
  maxFields?: number;
  /**
   * A checkbox on each card selects its row (list selectedRows)
   */
  selection?: boolean;
  /**
   * The narrowest a card gets, in px; cards fill the row
   */
  columnWidth?: number;
}
/**
 * This interface was referenced by `CardViewSchema`'s JSON-Schema
 * via the `definition` "CardFieldSchema".
 */
export interface CardFieldSchema {
  prop: string;
  label: string;
  labelEn?: string;
  valueType?: FieldType;
  options?: CardOptionSchema[];
  moneyFormat?: number;
  timeFormat?: string;
  /**
   * html: sanitised markup; array: a list as tags (or text joined by ' ; '); component: a registered renderer in a dialog with the row; newpage: a link to a new tab; function: a named click handler; image: thumbnails with preview; currentpage: navigates in this tab; search: filters the list by the value
   */
  labelType?: 'html' | 'array' | 'component' | 'newpage' | 'function' | 'image' | 'currentpage' | 'search';
  copy?: boolean;
  labelConfig?: LabelConfig;
}
/**
 * This interface was referenced by `CardViewSchema`'s JSON-Schema
 * via the `definition` "CardOptionSchema".
 */
export interface CardOptionSchema {
  value: string | number | boolean;
  label: string;
  labelEn?: string;
  color?: string;
}
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
