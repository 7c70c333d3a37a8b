import type { ListPageSchema } from '../../schemas/generated/list-page';
import type { ColumnSchema, DataTableSchema } from '../../schemas/generated/data-table';
import type { SavedViewsSchema } from '../../schemas/generated/saved-views';
import type { SearchFieldSchema } from '../../schemas/generated/search-field';
import { pageVersionOf } from './saved-view-columns';

/** What a list page needs of its saved-views node: whether there is one, its fields, the page version. */
export interface PageViews {
  enabled: boolean;
  fields: readonly SearchFieldSchema[];
  pageVersion: string;
}

const NO_FIELDS: readonly SearchFieldSchema[] = [];

function leafProps(columns: readonly ColumnSchema[]): string[] {
  return columns.flatMap((column) => (column.children?.length ? leafProps(column.children) : [column.prop]));
}

/** The saved-views node of a page (views are on only with one), and the version views are saved against. */
export function pageViewsOf(schema: ListPageSchema): PageViews {
  const node = schema.children.find((child) => child.type === 'saved-views') as SavedViewsSchema | undefined;
  const table = schema.children.find((child) => child.type === 'data-table') as DataTableSchema | undefined;
  return {
    enabled: node !== undefined,
    fields: node?.fields ?? NO_FIELDS,
    pageVersion: node?.pageVersion ?? pageVersionOf(leafProps(table?.columns ?? [])),
  };
}
