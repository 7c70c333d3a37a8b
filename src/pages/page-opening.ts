import type { Language } from '../../registry';
import apiCodes from '../../schemas/api-codes.json';
import type { ListAnswer } from '../../schemas/generated/saved-view';
import { firstListCall } from '../../renderers/list-page/opening-calls';
import { writeLocal } from '../../renderers/core/local-store';
import { LIST_PREFETCH_TTL_MS, pageOpeningCall } from './opening-query';
import { VIEW_LIST_URL } from '../../renderers/core/saved-view-types';
import { envUser } from '../session/env-user';
import type { SessionState } from '../session/store';
import type { PermNode } from '../session/types';
import { isListMenu } from '../../rules/menu-kind';
import { COMPILED_PAGE_URL, compiledPageQuery, PAGE_OPEN_URL } from './page-cache-key';
import type { Shell } from '../shell/shell-context';
import type { OpenedPage } from '../../schemas/generated/opened-page';
import { SETTING_DETAIL_URL } from '../../renderers/core/list-opening-calls';
import type { CompiledPage } from '../../schemas/generated/compiled-page';
import type { CustomSetting } from '../../schemas/generated/custom-setting';
import type { DataTableSchema } from '../../schemas/generated/data-table';
import type { ListPageSchema } from '../../schemas/generated/list-page';

export { LIST_PREFETCH_TTL_MS };

/** The openings started per session (its request client's prefetch): menu and query → when. */
const startedBy = new WeakMap<PageOpener['prefetch'], Map<string, number>>();

/** At most this many rows are drawn as first rows. */
export const FIRST_ROWS_MAX = 100;

/** What a list page's first rows are drawn from before the page itself has rendered (FirstRows). */
export interface FirstRowsData {
  title: string;
  table: DataTableSchema;
  settings: CustomSetting | null;
  rows: Record<string, unknown>[];
}

/** The first rows of the openings started per session: menu and query → the rows once the list call is in. */
const firstRowsBy = new WeakMap<PageOpener['prefetch'], Map<string, Promise<FirstRowsData | null>>>();

/** The first rows of the opening of `menu` at `params`, when one was started in this session (null when none). */
export function openingFirstRows(prefetch: PageOpener['prefetch'], menu: PermNode, params: URLSearchParams): Promise<FirstRowsData | null> | null {
  return firstRowsBy.get(prefetch)?.get(`${menu.id}?${params}`) ?? null;
}

/** The first rows already drawn from, by their opening's promise: a page mounting after they came shows them at once. */
const arrivedRows = new WeakMap<Promise<FirstRowsData | null>, FirstRowsData>();

/** The first rows of that opening if they have come (undefined otherwise). */
export function arrivedFirstRows(prefetch: PageOpener['prefetch'], menu: PermNode, params: URLSearchParams): FirstRowsData | undefined {
  const promise = openingFirstRows(prefetch, menu, params);
  return promise ? arrivedRows.get(promise) : undefined;
}

function firstRowsOf(schema: ListPageSchema, answer: unknown, settings: CustomSetting | null): FirstRowsData | null {
  const table = schema.children.find((child) => child.type === 'data-table') as DataTableSchema | undefined;
  const rows = (answer as { data?: unknown } | null)?.data;
  // A long or unpaged list (the table's virtual body) is not drawn as first rows: plain markup of hundreds of rows is no quicker.
  return table && Array.isArray(rows) && rows.length <= FIRST_ROWS_MAX ? { title: schema.title, table, settings, rows: rows as Record<string, unknown>[] } : null;
}

export interface PageOpener {
  prefetch: Shell['prefetch'];
  session: SessionState;
  language: Language;
  /**
   * Whether the opening draws first rows from its answers before the page renders (FirstRows): a cold start's only,
   * whose page waits for the app's whole start. After a sidebar click the page itself renders as soon (ListWarmup ran
   * its code once already), and a stand-in drawn first only made its table come later.
   */
  firstRows?: boolean;
}

/**
 * Starts every call a list menu's page makes as it opens, the moment the user asks for it (the sidebar click,
 * or the page itself on a reload): its compiled page, views, default column view and table setting at once,
 * then, as soon as the page and views are in, its first list call, computed as the page will compute it.
 * The page, when it renders, finds each answer in flight or arrived. Nothing is started for a form or record
 * menu, or a menu with configuration errors (the page shows those). `params` is the query of the address
 * the page opens at. Resolves once the list call is started (or could not be).
 */
export function startPageOpening({ prefetch, session, language, firstRows: drawn = false }: PageOpener, menu: PermNode, params: URLSearchParams): Promise<void> {
  if (!isListMenu(menu) || menu.config_errors.length > 0) return Promise.resolve();
  // The sidebar and the page both start it: the second start within moments does nothing (not even compile).
  const started = startedBy.get(prefetch) ?? new Map<string, number>();
  startedBy.set(prefetch, started);
  const key = `${menu.id}?${params}`;
  if (Date.now() - (started.get(key) ?? -Infinity) < LIST_PREFETCH_TTL_MS) return Promise.resolve();
  started.set(key, Date.now());
  // The list call this opening made last time goes with the others: when the page computes the same call (nothing
  // it depends on changed), its answer is in with theirs; otherwise the page asks its own.
  const { callKey, remembered, calls, query } = pageOpeningCall(session, menu, params, language);
  // One call answers them all (page/open), kept no longer than the list answer it carries; each call is under way
  // meanwhile, for the page's own GET to join. What the opening fails to answer is asked alone, and the page sees
  // that failure as its own.
  const opened = prefetch<OpenedPage>(PAGE_OPEN_URL, query, LIST_PREFETCH_TTL_MS).catch(() => null);
  const answerAt = (i: number) =>
    opened.then((page) => {
      const answer = page?.answers[i];
      return answer?.code === apiCodes.OK ? { value: answer.data, message: answer.msg } : undefined;
    });
  const compiled = prefetch<CompiledPage>(COMPILED_PAGE_URL, compiledPageQuery(menu.id, language), undefined, opened.then((page) => (page ? { value: { menu_id: page.menu_id, page: page.page, problems: page.problems } } : undefined)));
  // Each of the opening's calls under way, fed by its answer; the remembered list call kept as long as a list answer.
  const opening = calls.map((call, i) => ({
    url: call.url,
    answer: prefetch(call.url, call.query, call === remembered ? LIST_PREFETCH_TTL_MS : undefined, answerAt(i)).catch(() => null),
  }));
  const answerOf = (url: string) => opening.find((call) => call.url === url)?.answer ?? Promise.resolve(null);
  const views = answerOf(VIEW_LIST_URL) as Promise<ListAnswer | null>;
  const settings = answerOf(SETTING_DETAIL_URL) as Promise<CustomSetting | null>;
  const listed = Promise.all([compiled, views]).then(([{ page }, answer]) => {
    if (page?.type !== 'list-page') return null;
    const schema = page as unknown as ListPageSchema;
    const call = firstListCall(schema, { params, views: answer, user: envUser(session) });
    writeLocal(callKey, call ? JSON.stringify(call) : null);
    return call ? { schema, answer: prefetch(call.url, call.query, LIST_PREFETCH_TTL_MS) } : null;
  });
  if (!drawn) {
    firstRowsBy.delete(prefetch);
    return listed.then(
      () => undefined,
      () => undefined,
    );
  }
  // The page asks again itself and shows a failure: here a failed call only means no first rows.
  const firstRows = listed
    .then(async (list) => (list ? firstRowsOf(list.schema, await list.answer, await settings) : null))
    .catch(() => null);
  void firstRows.then((rows) => rows && arrivedRows.set(firstRows, rows));
  // Only the latest opening's: a page opened later starts its own.
  firstRowsBy.set(prefetch, new Map([[key, firstRows]]));
  return listed.then(
    () => undefined,
    () => undefined,
  );
}
