import type { ColumnSchema, DataTableSchema } from '../../schemas/generated/data-table';
import type { ListPageSchema } from '../../schemas/generated/list-page';
import type { SearchFieldSchema } from '../../schemas/generated/search-field';
import type { StatusTabsSchema } from '../../schemas/generated/status-tabs';
import type { ToolbarSchema } from '../../schemas/generated/toolbar';
import { whereKey } from '../core/list-shared';

type Child = ListPageSchema['children'][number];

/** The children whose `fields` are search fields: the search forms, the tags, the views. */
const SEARCH_FIELD_TYPES: ReadonlySet<string> = new Set(['query-panel', 'simple-search', 'filter-tags', 'saved-views']);

/** The search fields a child declares. */
function fieldsOf(child: Child): readonly SearchFieldSchema[] {
  return SEARCH_FIELD_TYPES.has(child.type) && 'fields' in child && Array.isArray(child.fields) ? (child.fields as SearchFieldSchema[]) : [];
}

function headerFilterKeys(columns: readonly ColumnSchema[]): string[] {
  return columns.flatMap((column) => [...(column.searchType ? [column.searchName ?? column.prop] : []), ...headerFilterKeys(column.children ?? [])]);
}

/**
 * The where keys a list page declares as search fields (spec 001 §5: setting or reading another is an error): its
 * query panel's, simple search's, filter tags' and saved views' fields, its tabs' field, its header filters' and its
 * search buttons' props. Null when it declares none (a page without any search: nothing to check against).
 */
export function declaredSearchKeys(children: readonly Child[]): ReadonlySet<string> | null {
  const keys = new Set<string>();
  for (const child of children) {
    for (const field of fieldsOf(child)) keys.add(whereKey(field));
    if (child.type === 'status-tabs') keys.add((child as unknown as StatusTabsSchema).field);
    if (child.type === 'data-table') headerFilterKeys((child as unknown as DataTableSchema).columns).forEach((key) => keys.add(key));
    if (child.type === 'toolbar') {
      for (const button of (child as unknown as ToolbarSchema).buttons ?? []) {
        const prop = button.func === 'search' ? button.config?.prop : undefined;
        if (typeof prop === 'string' && prop !== '') keys.add(prop);
      }
    }
  }
  return keys.size > 0 ? keys : null;
}
