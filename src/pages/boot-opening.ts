import type { Language } from '../../registry';
import { readLocalObject, writeLocal } from '../../renderers/core/local-store';
import { routeParams } from '../router/route-query';
import type { SessionState } from '../session/store';
import type { LoginUser, PermNode } from '../session/types';
import type { FirstRowsData, PageOpener } from './page-opening';
import { LIST_PREFETCH_TTL_MS, pageOpeningCall } from './opening-query';
import { PAGE_OPEN_URL } from './page-cache-key';

/**
 * A cold start (a reload, a link) of a list page starts its opening calls at once, beside the session's own,
 * from what the last opening of that address in this session kept: its menu node and the few user facts the
 * calls are computed from. The server scopes every call by the session alone, so an early call answers what the
 * page's own would; if the menu has changed since, the page computes its own calls and the early ones are
 * wasted GETs, never wrong answers (prefetched answers are taken only by identical calls).
 */
const PREFIX = 'hkwl:opening-menu:';
const keyOf = (pathname: string) => `${PREFIX}${pathname}`;

type KeptUser = Pick<LoginUser, 'id' | 'org_id' | 'org_path_id' | 'org_name' | 'user_name' | 'position_name' | 'position_org_id'>;

interface KeptOpening {
  /** Which session kept it (a tag of its token): another session's is not used. */
  session: string;
  menu: PermNode;
  user: KeptUser;
  positions: number;
  front: Record<string, unknown>;
}

/** A short tag of a token (FNV-1a): enough to tell sessions apart, and says nothing of the token. */
export function sessionTag(token: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < token.length; i++) hash = Math.imul(hash ^ token.charCodeAt(i), 0x01000193) >>> 0;
  return hash.toString(36);
}

/** Keeps what a cold start of `pathname` needs to open `menu` early (called where the page's opening starts). */
export function keepOpening(pathname: string, menu: PermNode, session: SessionState): void {
  const user = session.user;
  if (!session.token || !user) return;
  const kept: KeptOpening = {
    session: sessionTag(session.token),
    menu,
    user: { id: user.id, org_id: user.org_id, org_path_id: user.org_path_id, org_name: user.org_name, user_name: user.user_name, position_name: user.position_name, position_org_id: user.position_org_id },
    positions: session.positions.length,
    front: session.front,
  };
  writeLocal(keyOf(pathname), JSON.stringify(kept));
}

/**
 * Forgets every kept opening in this browser. Called when the session ends or changes position: what they hold
 * (a menu node, the user's and the organisation's names) goes with it rather than staying for whoever uses the
 * browser next, and no more than one session's list pages are ever kept.
 */
export function forgetOpenings(): void {
  try {
    const storage = window.localStorage;
    const keys: string[] = [];
    for (let i = 0; i < storage.length; i++) {
      const key = storage.key(i);
      if (key?.startsWith(PREFIX)) keys.push(key);
    }
    for (const key of keys) storage.removeItem(key);
  } catch {
    // A browser that refuses its storage kept nothing.
  }
}

function keptFor(pathname: string, token: string): KeptOpening | null {
  const kept = readLocalObject(keyOf(pathname)) as Partial<KeptOpening> | null;
  const usable = kept !== null && kept.session === sessionTag(token) && typeof kept.menu?.id === 'number' && typeof kept.user?.id === 'number';
  return usable ? (kept as KeptOpening) : null;
}

/**
 * On a cold start with a session, starts the opening of the address's list page if this session opened it
 * before. The opening's code is its own chunk, loaded here; resolves once its calls have been sent (at once
 * when there is nothing to open).
 */
export function startBootOpening(prefetch: PageOpener['prefetch'], token: string | undefined, language: Language, location: { pathname: string; search: string }): Promise<void> {
  const kept = token ? keptFor(location.pathname, token) : null;
  if (!kept) return Promise.resolve();
  const session = {
    token,
    status: 'loading',
    user: kept.user as LoginUser,
    perms: [],
    positions: Array.from({ length: kept.positions }),
    configVersion: '',
    front: kept.front ?? {},
    counts: null,
  } as unknown as SessionState;
  const params = routeParams(location.search, location.pathname, kept.user.id);
  // The opening's one call goes now, from this chunk: the opening's own code (below) joins it when it has loaded.
  if (!kept.menu.config_errors?.length) void prefetch(PAGE_OPEN_URL, pageOpeningCall(session, kept.menu, params, language).query, LIST_PREFETCH_TTL_MS).catch(() => undefined);
  // The first rows' own code comes beside the opening's: they are drawn as soon as its answers are in.
  void import('./FirstRowsStage').then((module) => (firstRowsStage = module), () => undefined);
  const sent = import('./page-opening').then((opening) => {
    void opening.startPageOpening({ prefetch, session, language, firstRows: true }, kept.menu, params);
    return opening;
  });
  const rows = sent.then(({ openingFirstRows }) => openingFirstRows(prefetch, kept.menu, params) ?? null).catch(() => null);
  const started: BootOpening = { pathname: location.pathname, menuId: kept.menu.id, front: session.front, rows };
  void rows.then((drawn) => (started.arrived = drawn ?? undefined));
  boot = started;
  return sent.then(
    () => undefined,
    () => undefined,
  );
}

/** The cold start's opening, for the screen shown while the session loads (BootFirstRows). */
export interface BootOpening {
  pathname: string;
  menuId: number;
  front: Record<string, unknown>;
  rows: Promise<FirstRowsData | null>;
  /** The rows once they have come: a screen mounting after that shows them at once. */
  arrived?: FirstRowsData;
}

let boot: BootOpening | null = null;
let firstRowsStage: typeof import('./FirstRowsStage') | undefined;

/** The first rows' module once the cold start has loaded it: drawn at once, not through a lazy component's extra pass. */
export const loadedFirstRowsStage = (): typeof import('./FirstRowsStage') | undefined => firstRowsStage;

/** Ends the cold start's opening: once the session has loaded, a later loading screen (a position switch) shows none of it. */
export function endBootOpening(): void {
  boot = null;
}

/** The cold start's opening of `pathname`, if one was started. */
export function bootOpening(pathname: string): BootOpening | null {
  return boot?.pathname === pathname ? boot : null;
}
