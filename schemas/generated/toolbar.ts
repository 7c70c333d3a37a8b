/* Generated from schemas/*.schema.json by `npm run schemas`. Do not edit by hand. */

/**
 * The action type (spec 001 screen 3)
 *
 * This interface was referenced by `ToolbarSchema`'s JSON-Schema
 * via the `definition` "ButtonFunc".
 */
export type ButtonFunc =
  | 'refresh'
  | 'setting'
  | 'viewFields'
  | 'export'
  | 'function'
  | 'upload'
  | 'component'
  | 'external'
  | 'currentpage'
  | 'newpage'
  | 'search'
  | 'interface';

/**
 * The list toolbar (spec 001 screens 2 and 3): left and right button groups from the menu's button permissions, centre icon tools. Buttons the user may not press (env.can) are not shown; 'solo' buttons need exactly one selected row, 'mult' at least one.
 */
export interface ToolbarSchema {
  type: 'toolbar';
  buttons?: ToolbarButtonSchema[];
  /**
   * Centre icon buttons
   */
  tools?: ('refresh' | 'setting' | 'viewFields')[];
}
/**
 * This interface was referenced by `ToolbarSchema`'s JSON-Schema
 * via the `definition` "ToolbarButtonSchema".
 */
export interface ToolbarButtonSchema {
  id?: number;
  /**
   * The permission flag (env.can(flag, page id))
   */
  flag: string;
  name: string;
  nameEn?: string;
  func: ButtonFunc;
  btnType?: 'primary' | 'default' | 'dashed' | 'link' | 'text' | 'danger';
  icon?: string;
  /**
   * solo and mult sit in the left group and follow the row selection; none is not shown in the toolbar
   */
  position?: 'left' | 'right' | 'solo' | 'mult' | 'none';
  config?: ButtonConfig;
}
/**
 * The button's func_config
 *
 * This interface was referenced by `ToolbarSchema`'s JSON-Schema
 * via the `definition` "ButtonConfig".
 */
export interface ButtonConfig {
  /**
   * newpage, currentpage and interface: the address; {prop} is replaced from the selected row
   */
  url?: string;
  /**
   * interface: query parameters; a value '{prop}' is replaced from the selected row(s)
   */
  params?: {
    [k: string]: unknown;
  };
  /**
   * interface: ask before calling (a string is the question)
   */
  confirm?: boolean | string;
  [k: string]: unknown;
}
