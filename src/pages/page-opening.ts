import type { Language } from '../../registry';
import constants from '../../schemas/constants.json';
import type { ListAnswer } from '../../schemas/generated/saved-view';
import { firstListCall, listPageOpeningCalls } from '../../renderers/list-page/opening-calls';
import { VIEW_LIST_URL } from '../../renderers/list-page/saved-view-types';
import { envUser } from '../session/env-user';
import type { SessionState } from '../session/store';
import type { PermNode } from '../session/types';
import { isRecordMenu } from './base/record-menus';
import { isDashboardMenu } from '../../rules/page-compile/compile-dashboard-page';
import { isFormMenu } from '../../rules/page-compile/compile-form-page';
import { orgIds } from '../../rules/page-compile/compile-list-extras';
import { compileListPage, type RemoteField } from '../../rules/page-compile/compile-list-page';

/**
 * A prefetched list answer is taken only this soon: the list is the one call whose answer goes stale while a
 * user looks (a record saved meanwhile), unlike the page's configuration.
 */
export const LIST_PREFETCH_TTL_MS = 3000;

/** The query of a menu's remote fields call: MenuPage and the opening prefetch send the same. */
export function remoteFieldsQuery(menu: PermNode, user: SessionState['user']): Record<string, unknown> {
  return { perms_id: menu.id, org_id: user?.org_id, page: 1, limit: constants.unpagedLimit, sort: 'desc' };
}

/** The openings started per session (its request client's prefetch): menu and query → when. */
const startedBy = new WeakMap<PageOpener['prefetch'], Map<string, number>>();

export interface PageOpener {
  prefetch<T = unknown>(url: string, query?: Record<string, unknown>, ttl?: number): Promise<T>;
  session: SessionState;
  language: Language;
}

/**
 * Starts every call a list menu's page makes as it opens, the moment the user asks for it (the sidebar click,
 * or the page itself on a reload): its remote fields, views, default column view and table setting at once,
 * then, as soon as the fields and views are in, its first list call, computed as the page will compute it.
 * The page, when it renders, finds each answer in flight or arrived. Nothing is started for a form or record
 * menu, or a menu with configuration errors (the page shows those). `params` is the query of the address
 * the page opens at. Resolves once the list call is started (or could not be).
 */
export function startPageOpening({ prefetch, session, language }: PageOpener, menu: PermNode, params: URLSearchParams): Promise<void> {
  if (isRecordMenu(menu) || isFormMenu(menu) || isDashboardMenu(menu) || menu.config_errors.length > 0) return Promise.resolve();
  // The sidebar and the page both start it: the second start within moments does nothing (not even compile).
  const started = startedBy.get(prefetch) ?? new Map<string, number>();
  startedBy.set(prefetch, started);
  const key = `${menu.id}?${params}`;
  if (Date.now() - (started.get(key) ?? -Infinity) < LIST_PREFETCH_TTL_MS) return Promise.resolve();
  started.set(key, Date.now());
  const opening = listPageOpeningCalls(menu.id).map((call) => ({ url: call.url, answer: prefetch(call.url, call.query) }));
  const fields = menu.use_remote_field ? prefetch<{ data: RemoteField[] }>(menu.remote_fields_url, remoteFieldsQuery(menu, session.user)) : Promise.resolve({ data: [] });
  const views = opening.find((call) => call.url === VIEW_LIST_URL)?.answer as Promise<ListAnswer> | undefined;
  const viewsAnswer = views ? views.catch(() => null) : Promise.resolve(null);
  return Promise.all([fields, viewsAnswer])
    .then(([{ data }, answer]) => {
      const schema = compileListPage(menu, data, language, { orgPath: orgIds(session.user?.org_path_id), front: session.front });
      const call = firstListCall(schema, { params, views: answer, user: envUser(session) });
      if (call) void prefetch(call.url, call.query, LIST_PREFETCH_TTL_MS).catch(() => undefined);
    })
    // The page asks again itself and shows the failure.
    .catch(() => undefined);
}
