/* Generated from schemas/*.schema.json by `npm run schemas`. Do not edit by hand. */

/**
 * The statistics tip area above a list (spec 001 screen 1, §3 statistics option): each item's sum or average over the filtered set, from the list answer's summary (the page must ask for the items' props in summaryFields). Items the user's organisation may not see are removed when the page is compiled. Default height 73 px, expandable to at most 300 (spec 001 §9).
 */
export interface StatisticsTipSchema {
  type: 'statistics-tip';
  /**
   * @minItems 1
   * @maxItems 20
   */
  items: StatisticsItemSchema[];
  /**
   * Collapsed height in px; expanding shows up to 300
   */
  height?: number;
}
/**
 * This interface was referenced by `StatisticsTipSchema`'s JSON-Schema
 * via the `definition` "StatisticsItemSchema".
 */
export interface StatisticsItemSchema {
  prop: string;
  label: string;
  labelEn?: string;
  calculate?: 'sum' | 'avg';
  /**
   * Decimals, with thousands grouping
   */
  moneyFormat?: number;
  /**
   * The value's colour (a CSS colour)
   */
  color?: string;
  /**
   * fixed: always color; sign: negative values red, others color
   */
  colorType?: 'fixed' | 'sign';
}
