/* Generated from schemas/*.schema.json by `npm run schemas`. Do not edit by hand. */

/**
 * A list page, compiled from a menu node and its remote fields. Its controller owns the query; its children (any registered renderers: a table, pagination, and next the toolbar, search, tabs...) read the list context.
 */
export interface ListPageSchema {
  type: 'list-page';
  /**
   * The menu (permission) id
   */
  id: number;
  title: string;
  /**
   * The table's config key, under which the user's table setting is stored (customsetting table_name); menu-{id} when omitted
   */
  tableName?: string;
  source: DataSource;
  /**
   * @minItems 1
   */
  pageSizes?: number[];
  defaultPageSize?: number;
  defaultOrder?: string;
  /**
   * @minItems 1
   */
  children: SchemaNode[];
  /**
   * Ask the server for tab counts by this field (statistics_field → statisticsMap)
   */
  statisticsField?: string;
  /**
   * Ask the server for totals of these fields over the filtered set (summary_field → summary, the 筛选后合计 row)
   *
   * @maxItems 20
   */
  summaryFields?: string[];
  /**
   * Ask the server which neighbouring rows of the page hold equal values in these columns (merge_field → merge_info), so the table merges their cells
   *
   * @maxItems 20
   */
  mergeFields?: string[];
}
/**
 * This interface was referenced by `ListPageSchema`'s JSON-Schema
 * via the `definition` "DataSource".
 */
export interface DataSource {
  /**
   * The list resource's index address
   */
  url: string;
  method?: 'GET' | 'POST';
  /**
   * Fixed query parameters sent with every request
   */
  params?: {};
}
/**
 * A child renderer by type; validated against that renderer's own schema
 *
 * This interface was referenced by `ListPageSchema`'s JSON-Schema
 * via the `definition` "SchemaNode".
 */
export interface SchemaNode {
  type: string;
  [k: string]: unknown;
}
