import constants from '../../schemas/constants.json';
import type { ColumnSchema } from '../../schemas/generated/data-table';
import type { ListPageSchema, SchemaNode } from '../../schemas/generated/list-page';
import type { SearchFieldSchema } from '../../schemas/generated/search-field';
import type { RemoteField } from '../../schemas/generated/remote-field';
import { pickLabel, type Language } from '../language';
import type { PermNode } from '../../schemas/generated/perm-node';
import { withLinkUrl } from './compile-links';
import { cardView, listViews, statisticsCharts, statisticsTip } from './compile-list-extras';
import { statusTabs, toolbar } from './compile-list-parts';
import { isFlagOn, isObject, pinnedSide, type Json } from '../config-values';

export type { RemoteField };

const COLUMN_KEYS = [
  'valueType', 'options', 'width', 'fixed', 'align', 'sortable', 'moneyFormat', 'timeFormat', 'showSummary',
  'searchType', 'searchName', 'headerTips', 'labelType', 'labelConfig', 'statisticType', 'minWidth',
] as const;
/** The spec's region valueTypes (spec 001 §3 list column definition): the city control's level. */
const REGION_LEVELS: ReadonlySet<string> = new Set(['city', 'all_city', 'region', 'all_region']);
/** Remote configuration writes flags as 1/0 as often as true/false. */
const COLUMN_FLAGS = ['merge', 'copy', 'hide', 'autoWidth', 'multiple'] as const;

/** A table column of a remote field (spec 001 §3 list column definition); `children` make a grouped header. */
function column(field: RemoteField, problems: string[]): ColumnSchema {
  const out: Record<string, unknown> = { prop: field.prop, label: field.label };
  if (field.label_en) out.labelEn = field.label_en;
  for (const key of COLUMN_KEYS) if (field[key] !== undefined && field[key] !== null && field[key] !== '') out[key] = field[key];
  if (out.fixed !== undefined) {
    const side = pinnedSide(out.fixed);
    if (side === undefined) delete out.fixed;
    else out.fixed = side;
  }
  // timeFormat "timestamp" (spec 001 §3): seconds since 1970, a moment unless the column names its type.
  if (out.timeFormat === 'timestamp' && out.valueType === undefined) out.valueType = 'datetime';
  // A region valueType (city, all_city, region, all_region) is the city control's level, not how the column formats.
  if (typeof out.valueType === 'string' && REGION_LEVELS.has(out.valueType)) delete out.valueType;
  // A newpage / currentpage label may name its page (labelConfig.link_name) instead of writing its url.
  if (isObject(out.labelConfig)) out.labelConfig = withLinkUrl(out.labelConfig, `field ${field.prop} labelConfig`, problems);
  for (const key of COLUMN_FLAGS) if (field[key] !== undefined && field[key] !== null) out[key] = isFlagOn(field[key]);
  // Spec 001 §3 spells a hidden column both ways: hide, or show false.
  if (field.show === false || field.show === 0) out.hide = true;
  if (Array.isArray(field.children) && field.children.length > 0) out.children = (field.children as RemoteField[]).map((child) => column(child, problems));
  return out as unknown as ColumnSchema;
}

/**
 * The fields as the table's columns: a field whose `pid` is another field's `id` (spec 001 §3 column keys id, pid)
 * is one of that column's children (a grouped header), after any it declares itself.
 */
function nestedByPid(fields: readonly RemoteField[]): RemoteField[] {
  const ids = new Set(fields.map((f) => f.id));
  const parentOf = (f: RemoteField) => (typeof f.pid === 'number' && f.pid !== f.id && ids.has(f.pid) ? f.pid : undefined);
  if (!fields.some((f) => parentOf(f) !== undefined)) return [...fields];
  const placed = new Set<RemoteField>();
  const withKids = (f: RemoteField): RemoteField => {
    placed.add(f);
    const nested = fields.filter((k) => parentOf(k) === f.id && !placed.has(k)).map(withKids);
    return nested.length ? { ...f, children: [...(Array.isArray(f.children) ? f.children : []), ...nested] } : f;
  };
  const roots = fields.filter((f) => parentOf(f) === undefined).map(withKids);
  // Fields whose parents only lead round in a loop are columns of their own, never lost.
  return [...roots, ...fields.filter((f) => !placed.has(f))];
}

/**
 * The expand column (spec 001 §3 children_row): `func_config.expand` names the rows' nested-rows
 * property, or says yes (true / 1) for children_row.
 */
function expandOf(config: Record<string, unknown>): { expand?: { rowsProp: string } } {
  const { expand } = config;
  if (typeof expand === 'string' && expand !== '') return { expand: { rowsProp: expand } };
  return isFlagOn(expand) ? { expand: { rowsProp: 'children_row' } } : {};
}

/** The props of the columns that merge equal neighbouring cells, grouped headers included. */
function mergeProps(columns: readonly ColumnSchema[]): string[] {
  return columns.flatMap((c) => (c.children?.length ? mergeProps(c.children) : c.merge ? [c.prop] : []));
}

const SEARCH_KEYS = ['valueType', 'searchType', 'searchName', 'options', 'moneyFormat', 'timeFormat', 'separator', 'dictLabel', 'resource'] as const;
const SEARCH_FLAGS = ['multipleKeywords', 'exact', 'isnumber', 'hideNotIn'] as const;

/**
 * A remote field is searchable when it names a searchType (spec 001 §3) or says `searchable` (or the spec's
 * `showSearch`); `showSearch` 0 / false keeps a field with a searchType out of the search.
 */
export function isSearchable(field: RemoteField): boolean {
  const shown = field.showSearch as unknown;
  if (shown === false || shown === 0 || shown === '0') return false;
  return (typeof field.searchType === 'string' && field.searchType !== '') || field.searchable === true || field.searchable === 1 || shown === true || shown === 1 || shown === '1';
}

function searchField(field: RemoteField): SearchFieldSchema {
  const out: Record<string, unknown> = { prop: field.prop, label: field.label };
  if (field.label_en) out.labelEn = field.label_en;
  for (const key of SEARCH_KEYS) if (field[key] !== undefined && field[key] !== '') out[key] = field[key];
  // A city control's valueType names its level (spec 001 §3: region, all_region, city, all_city), not a field type.
  if (field.searchType === 'city') {
    out.regionLevel = field.valueType === 'region' || field.valueType === 'all_region' ? 'province' : 'city';
    delete out.valueType;
  } else if (typeof out.valueType === 'string' && REGION_LEVELS.has(out.valueType)) delete out.valueType;
  // Remote configuration writes flags as 1/0 as often as true/false.
  for (const key of SEARCH_FLAGS) if (field[key] !== undefined) out[key] = isFlagOn(field[key]);
  // A number filter's lowest value (spec 001 §5 "minimum default -99999999 unless set"), as minN.
  const minN = Number((field as { minN?: unknown }).minN);
  if ((field as { minN?: unknown }).minN !== undefined && Number.isFinite(minN)) out.minimum = minN;
  // A resource select's value and label keys under spec 001's names (selectValue, selectProp) where it names none.
  if (isObject(out.resource)) {
    const { selectValue, selectProp } = field as { selectValue?: unknown; selectProp?: unknown };
    out.resource = {
      ...(typeof selectValue === 'string' ? { valueKey: selectValue } : {}),
      ...(typeof selectProp === 'string' ? { labelKey: selectProp } : {}),
      ...out.resource,
    };
  }
  return out as unknown as SearchFieldSchema;
}

/**
 * The page-config version a saved view records (issue 8 schema evolution): a short fingerprint of the
 * declared column keys, so a view saved before columns were added or removed can say so.
 */
export function pageVersion(fields: readonly RemoteField[]): string {
  let hash = 5381;
  for (const char of fields.map((f) => f.prop).join('|')) hash = ((hash * 33) ^ char.charCodeAt(0)) >>> 0;
  return `${fields.length}-${hash.toString(36)}`;
}

/** A typed renderer node as a list-page child. */
function node(schema: { type: string }): SchemaNode {
  return schema as SchemaNode;
}

function funcConfig(menu: PermNode): Json {
  return isObject(menu.func_config) ? menu.func_config : {};
}

/**
 * Pure: the list page a menu leaf declares, not yet validated (the registry's page validator does that,
 * node by node). Columns come from the menu's remote fields, data from `remote_request_url`; the table is
 * whichever table renderer `func_config.table_type` names (data-table by default). Above the table, in
 * the order of spec 001 screen 1: status tabs (`tabs_options`), the single-field search
 * (`func_config.simple_search`), the query panel and the filter tags (any searchable field), the saved
 * views (`use_search_view`), the toolbar (the menu's buttons).
 */
export function compileListPage(menu: PermNode, fields: readonly RemoteField[], language: Language, context: CompileContext = {}): ListPageSchema {
  const config = funcConfig(menu);
  const sizing = pageSizesOf(context.front);
  const searchable = fields.filter(isSearchable).map(searchField);
  const tabs = statusTabs(menu.tabs_options);
  const before: SchemaNode[] = [];
  if (tabs) before.push(node(tabs));
  if (searchable.length > 0) {
    if (config.simple_search === true || config.simple_search === 1) before.push({ type: 'simple-search', fields: searchable });
    before.push({ type: 'query-panel', fields: searchable });
    // The tabs' condition shows as the chosen tab, not as a tag (unless the panel can edit that field too).
    const exclude = tabs && !searchable.some((f) => (f.searchName ?? f.prop) === tabs.field) ? [tabs.field] : undefined;
    // Class names whose clicks are no click outside the opened tag area (spec 001 §8): the tags' renderer checks them.
    const outExclude = config.outExcludeClassNames === undefined ? {} : { outExcludeClassNames: config.outExcludeClassNames };
    before.push({ type: 'filter-tags', fields: searchable, ...(exclude ? { exclude } : {}), ...outExclude });
    // The saved-view selector and title bar (spec 001 screen 1, §6): list pages of type 1 with the menu's
    // search-view switch on.
    if (menu.use_search_view === 1 && Number(config.page_type ?? 1) === 1) {
      before.push({ type: 'saved-views', fields: searchable, pageVersion: pageVersion(fields) });
    }
  }
  const problems = context.problems ?? [];
  const bar = toolbar(menu.perms ?? [], problems);
  before.push(node(bar));
  const columns = nestedByPid(fields).map((field) => column(field, problems));
  // The statistics tip area comes first (spec 001 screen 1); its totals ride on the list call's summary.
  const tip = statisticsTip(menu, context.orgPath ?? [], columns);
  // Charts of the statistics area, then the tip above them.
  before.unshift(...statisticsCharts(menu).map((chart) => chart as SchemaNode));
  if (tip) before.unshift(node(tip.node));
  const summaryFields = [...new Set([...columns.filter((c) => c.showSummary).map((c) => c.prop), ...(tip?.summaryFields ?? [])])];
  const mergeFields = mergeProps(columns);
  // Row (solo) buttons also sit in the table: in its 操作 column when the user puts them on the right,
  // and in a row's context menu with the selection (mult) buttons.
  const rowButtons = bar.buttons?.filter((b) => b.position === 'solo') ?? [];
  const multButtons = bar.buttons?.filter((b) => b.position === 'mult') ?? [];
  const table: SchemaNode = {
    type: typeof config.table_type === 'string' ? config.table_type : 'data-table',
    rowKey: typeof config.row_key === 'string' ? config.row_key : 'id',
    columns,
    // Selection serves the row buttons (spec 001 §4: solo / mult regions) and right-click, which selects the row.
    selection: 'multiple' as const,
    ...(rowButtons.length > 0 ? { rowButtons } : {}),
    ...(multButtons.length > 0 ? { multButtons } : {}),
    ...expandOf(config),
  };
  const card = cardView(config, columns, { selection: true });
  // A page without pagination asks for everything at once (spec 001 §9: limit 9999) and scrolls virtually.
  const paged = !(config.pagination === false || config.pagination === 0);
  return {
    type: 'list-page',
    id: menu.id,
    title: pickLabel(language, menu.name, menu.name_en),
    source: {
      url: menu.remote_request_url,
      method: menu.remote_request_method === 'POST' ? 'POST' : 'GET',
      params: { perms_id: menu.id },
    },
    pageSizes: paged ? sizing.sizes : [constants.unpagedLimit],
    defaultPageSize: paged ? sizing.defaultSize : constants.unpagedLimit,
    // Tab counts and the 筛选后合计 row come from the server with the rows.
    ...(tabs ? { statisticsField: tabs.field } : {}),
    ...(summaryFields.length > 0 ? { summaryFields } : {}),
    ...(mergeFields.length > 0 ? { mergeFields } : {}),
    children: [...before, card ? node(listViews(table, card, config, `menu-${menu.id}`)) : table, { type: 'pagination' }],
  };
}

/** What the compiler knows of the signed-in user: their organisation path (root … own org) for statistics items. */
export interface CompileContext {
  orgPath?: readonly number[];
  /** The server's front configuration (config/getFrontConfig): page_sizes and default_page_size. */
  front?: Readonly<Record<string, unknown>>;
  /** Collects what the configuration gets wrong beyond the schema (an unknown internal link name), for the page's error list. */
  problems?: string[];
}

/** Page sizes from the front configuration when it gives a usable list (1-9999 each), else the platform's. */
export function pageSizesOf(front: Readonly<Record<string, unknown>> | undefined): { sizes: number[]; defaultSize: number } {
  const listed = front?.page_sizes;
  const sizes = Array.isArray(listed) && listed.length > 0 && listed.every((n) => Number.isInteger(n) && n >= 1 && n <= constants.unpagedLimit)
    ? [...new Set(listed as number[])].sort((a, b) => a - b)
    : [...constants.pageSizes];
  const wanted = Number(front?.default_page_size);
  return { sizes, defaultSize: sizes.includes(wanted) ? wanted : sizes.includes(constants.defaultPageSize) ? constants.defaultPageSize : sizes[0] };
}
