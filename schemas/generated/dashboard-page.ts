/* Generated from schemas/*.schema.json by `npm run schemas`. Do not edit by hand. */

/**
 * A dashboard (issue 23; a menu's func_config page_type 4): its charts in a responsive grid, each loading its own data in the caller's scope; a chart the caller may not read says so in place of its data.
 */
export interface DashboardPageSchema {
  type: 'dashboard-page';
  title?: string;
  /**
   * @minItems 1
   * @maxItems 24
   */
  charts: ChartSchema[];
}
/**
 * A chart (issue 23): one or more series, each a resource's chart call (chart-query.schema.json) in the caller's data scope, drawn by ECharts (loaded when the first chart shows). A bar or line chart puts the groups on its axis (a split draws one stacked series per split value); a pie shows one series' groups; `hbar` is a bar chart on its side (a ranking). A click on a bar, point or slice opens the series' list (drill.url) filtered to that group (and split value) through the list's `query` URL preset.
 */
export interface ChartSchema {
  type: 'chart';
  title: string;
  title_en?: string;
  kind: 'bar' | 'hbar' | 'line' | 'pie';
  /**
   * @minItems 1
   * @maxItems 4
   */
  series: ChartSeries[];
  /**
   * A status-like field splitting a single series into stacked ones
   */
  split_field?: string;
  /**
   * The split values' labels (a status's names)
   *
   * @maxItems 50
   */
  split_options?: ChartOption[];
  /**
   * The group values' labels, for a status-like group field
   *
   * @maxItems 50
   */
  group_options?: ChartOption[];
  order?: 'group_asc' | 'group_desc' | 'value_desc' | 'value_asc';
  limit?: number;
  /**
   * Decimals of the values in tooltips; absent: counts
   */
  money_format?: number;
  /**
   * Grid columns of 24 it takes on a wide screen (always 24 on a phone)
   */
  span?: number;
  height?: number;
}
/**
 * This interface was referenced by `ChartSchema`'s JSON-Schema
 * via the `definition` "ChartSeries".
 */
export interface ChartSeries {
  /**
   * The resource's address (/api/<module>/<name>)
   */
  resource: string;
  group_field: string;
  bucket?: 'day' | 'month' | 'year';
  /**
   * The amount summed per group; absent: the rows are counted
   */
  value_field?: string;
  label: string;
  label_en?: string;
  /**
   * Conditions in the list query language (where.schema.json)
   */
  where?: {};
  drill?: {
    /**
     * The list page opened on a click, filtered to the clicked group
     */
    url: string;
  };
}
/**
 * This interface was referenced by `ChartSchema`'s JSON-Schema
 * via the `definition` "ChartOption".
 */
export interface ChartOption {
  value: string | number;
  label: string;
  label_en?: string;
  color?: string;
}
