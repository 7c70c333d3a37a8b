/* Generated from schemas/*.schema.json by `npm run schemas`. Do not edit by hand. */

/**
 * A button that opens a view by URL in a dialog on demand (spec 001 screen 1 external-view dialog, screen 21 generic modal): full screen by default, else 1200 px wide; the backdrop does not close it. The page is shown in a sandboxed frame; only http(s) and same-origin addresses open.
 */
export interface ExternalViewSchema {
  type: 'external-view';
  url: string;
  /**
   * The button's text
   */
  text: string;
  textEn?: string;
  /**
   * The dialog title (the button's text when omitted)
   */
  title?: string;
  titleEn?: string;
  fullScreen?: boolean;
  /**
   * The dialog width when not full screen
   */
  width?: number;
}
