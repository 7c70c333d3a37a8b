/* Generated from schemas/*.schema.json by `npm run schemas`. Do not edit by hand. */

/**
 * This interface was referenced by `FuncConfig`'s JSON-Schema
 * via the `definition` "Flag".
 */
export type Flag = boolean | (0 | 1);

/**
 * A menu's function configuration (spec 001 §3 func_config) as the browser's page compiler reads it: page_type 1 a list page (its table, search, card view, paging), 2 a form page (`form`), 3 one record's page (`resource`), 4 a dashboard (`charts`). The studio checks a page definition's func_config with this schema and, for a form, its Formily schema with the form page renderer's own (form-page.schema.json FormObject), so a key the compiler would not read or a component no renderer draws is refused at its path.
 */
export interface FuncConfig {
  /**
   * 1 list, 2 form, 3 one record, 4 dashboard
   */
  page_type?: 1 | 2 | 3 | 4;
  /**
   * The rows' key column
   */
  row_key?: string;
  /**
   * The renderer drawing the list's table
   */
  table_type?: 'data-table';
  /**
   * The single-field search beside the query panel (spec 001 screen 6)
   */
  simple_search?: boolean | (0 | 1);
  /**
   * Spec 001 §8: class names (without the dot) whose clicks do not close the opened filter-tag area as a click outside it (the filter tags' outExcludeClassNames); anything else is refused here, and logged in the browser as outExcludeClassNames 配置有误
   *
   * @maxItems 20
   */
  outExcludeClassNames?: string[];
  /**
   * false: the whole list at once (up to 9999 rows), scrolling virtually
   */
  pagination?: boolean | (0 | 1);
  /**
   * Rows with nested rows: true for children_row, or the property holding them
   */
  expand?: Flag | string;
  /**
   * The card view beside the table (切换视图)
   */
  card_view?:
    | Flag
    | {
        status?: Flag;
        /**
         * The column a card is titled by (default the first)
         */
        title_prop?: string;
        /**
         * The columns a card shows, in order
         *
         * @maxItems 30
         */
        fields?: string[];
        max_fields?: number;
        default_view?: 'table' | 'card';
      };
  /**
   * page_type 3: the resource whose record the page shows
   */
  resource?: string;
  form?: FormConfig;
  /**
   * page_type 4: the dashboard's charts
   *
   * @minItems 1
   * @maxItems 24
   */
  charts?: ChartSchema[];
}
/**
 * page_type 2: the form page (spec 001 screen 14)
 *
 * This interface was referenced by `FuncConfig`'s JSON-Schema
 * via the `definition` "FormConfig".
 */
export interface FormConfig {
  title?: string;
  title_en?: string;
  /**
   * The resource the form reads and writes
   */
  resource: string;
  /**
   * The menu whose grant it writes under (default its own)
   */
  perms_id?: number;
  /**
   * Approval: the template label its 保存并提交 submits to
   */
  workflow_label?: string;
  approval_button?: Flag;
  /**
   * @maxItems 10
   */
  draft_required?: string[];
  /**
   * Asked before a submit ('' the default text); absent: no question
   */
  submit_confirm?: string;
  status_field?: string;
  title_field?: string;
  back_to?: string;
  section_tabs?: Flag;
  /**
   * The Formily schema: its nodes as form-page.schema.json FormObject, with title_en beside each title
   */
  schema: {};
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
