import type { Language } from '../../registry';
import { listPageOpeningCalls, type OpeningCall } from '../../renderers/core/list-opening-calls';
import { readLocalObject } from '../../renderers/core/local-store';
import type { SessionState } from '../session/store';
import type { PermNode } from '../session/types';
import { API_BASES, originOf } from '../services/request/api-bases';
import { compiledPageQuery, PAGE_OPEN_URL } from './page-cache-key';

/**
 * A prefetched list answer is taken only this soon: the list is the one call whose answer goes stale while a user
 * looks (a record saved meanwhile), unlike the page's configuration. The opening, which carries it, is kept as long.
 */
export const LIST_PREFETCH_TTL_MS = 3000;

/** A list page's opening call (page/open) and what it is made of; light, so the cold start sends it before any renderer. */
export interface PageOpeningCall {
  /** Where the list call this opening makes is remembered for the next one (user, position, menu, address). */
  callKey: string;
  /** The list call the last opening of this page made, if one was kept. */
  remembered: OpeningCall | null;
  /** The GETs page/open is asked to answer: the menu's views, default columns and setting, and the remembered list call. */
  calls: OpeningCall[];
  query: Record<string, unknown>;
}

/** The list call an earlier opening made, as it stored it (anything else reads as none). */
function rememberedCall(key: string): OpeningCall | null {
  const { url, query } = (readLocalObject(key) ?? {}) as Partial<OpeningCall>;
  return typeof url === 'string' && url.startsWith('/api/') && query !== null && typeof query === 'object' && !Array.isArray(query) ? { url, query } : null;
}

/** The opening call of `menu` at the address query `params`: the sidebar, the page and the cold start make the same. */
export function pageOpeningCall(session: Pick<SessionState, 'user'>, menu: PermNode, params: URLSearchParams, language: Language, bases = API_BASES): PageOpeningCall {
  const callKey = `hkwl:opening-call:${session.user?.id ?? ''}:${session.user?.position_org_id ?? ''}:${menu.id}?${params}`;
  // Only a call served where page/open is (VITE_API_BASES may send a module's calls to another backend).
  const kept = rememberedCall(callKey);
  const remembered = kept && originOf(bases, kept.url) === originOf(bases, PAGE_OPEN_URL) ? kept : null;
  const calls = [...listPageOpeningCalls(menu.id), ...(remembered ? [remembered] : [])];
  return { callKey, remembered, calls, query: { ...compiledPageQuery(menu.id, language), calls } };
}
