import type { EnvUser } from '../../registry';
import type { ListPageSchema } from '../../schemas/generated/list-page';
import type { ListAnswer, SavedView } from '../../schemas/generated/saved-view';
import type { SearchFieldSchema } from '../../schemas/generated/search-field';
import type { StatusTabsSchema } from '../../schemas/generated/status-tabs';
import constants from '../../schemas/constants.json';
import type { WhereState } from '../core/list-context';
import { openingPageSize, pageSizeKey } from './opening-page-size';
import { initialView, viewIdParam } from './saved-view-boot';
import { whereOfView } from '../core/saved-view-conditions';
import { pageViewsOf } from './saved-view-page';
import { initialWhere, parseListUrlQuery } from '../core/url-query';
import { listParams } from './list-params';
import { listPageOpeningCalls, viewsQuery, type OpeningCall } from '../core/list-opening-calls';

export { listPageOpeningCalls, viewsQuery, type OpeningCall };
import { presetWhere } from './use-url-presets';




/** The where a list opens with (spec 001 §4 search source precedence): the view's conditions over the URL's, field by field. */
export function openingWhere(urlWhere: WhereState, view: SavedView | null, fields: readonly SearchFieldSchema[]): WhereState {
  return initialWhere({ url: urlWhere, view: whereOfView(view, fields).where });
}

/** What a list page's first call depends on besides its schema: its address's query, its views and the user. */
export interface ListOpening {
  params: URLSearchParams;
  /** The views answer (null without views or when it failed). */
  views: ListAnswer | null;
  user: EnvUser | null;
}

/**
 * The first list call of a list page, computed from what its opening calls answered, with the very params its
 * controller sends first: the shell starts it as soon as those answers are in, long before the page has
 * rendered. Null when it depends on more (organisation rules in the address are looked up first). A call
 * the page turns out not to make is a wasted GET, never a wrong answer: the page takes only an identical one.
 */
export function firstListCall(schema: ListPageSchema, { params, views, user }: ListOpening): OpeningCall | null {
  if ((schema.source.method ?? 'GET') !== 'GET') return null;
  const url = parseListUrlQuery(params);
  if (Object.keys(url.rules).length > 0) return null;
  const tabs = schema.children.find((child) => child.type === 'status-tabs') as StatusTabsSchema | undefined;
  const pageViews = pageViewsOf(schema);
  const view = pageViews.enabled && views ? initialView(views, viewIdParam(params)).view : null;
  const tableName = schema.tableName ?? `menu-${schema.id}`;
  const pageSizes = schema.pageSizes ?? constants.pageSizes;
  const limit = openingPageSize(pageSizeKey(user?.id, tableName, schema.id), tableName, pageSizes, schema.defaultPageSize ?? constants.defaultPageSize);
  const where = openingWhere(presetWhere(url, {}, tabs), view, pageViews.fields);
  const asks = { statisticsField: schema.statisticsField, summaryFields: schema.summaryFields, mergeFields: schema.mergeFields };
  return { url: schema.source.url, query: listParams(schema.source, { page: 1, limit, sort: null, where }, asks, user?.orgId) };
}
