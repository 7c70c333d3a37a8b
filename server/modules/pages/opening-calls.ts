import { ApiError, Code } from '../../http/envelope.js';
import { parseJsonParam } from '../../http/query-json.js';
import type { CompiledPage } from '../../../schemas/generated/compiled-page.js';

/** A GET a page makes as it opens, as the browser names it. */
export interface OpeningCall {
  url: string;
  query: Record<string, unknown>;
}

/** At most this many calls in one opening (views, default columns, setting, the first list call, and room for one). */
export const OPENING_CALLS_MAX = 6;

/** The opening's own address: never one of its calls. */
const OPENING_URL = '/api/base/page/open';

/** The calls of the menu's own (its perms_id) a list page makes as it opens, besides its list call. */
const MENU_CALLS = new Set(['/api/base/view/list', '/api/base/view/defaultFields', '/api/base/customsetting/detail']);

const isPlainObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function refused(detail: string): ApiError {
  return new ApiError(Code.BAD_REQUEST, 'badRequest', { detail });
}

/** A call the opening does not answer, answered as refused (its batch still answers the others). */
export interface RefusedCall {
  refused: string;
}

/**
 * The calls of `calls` (JSON), each one the opening of this menu's page makes, once: its views, default column view
 * and table setting for this menu, and its list call at the page's own source. A call that is none of these (a list
 * call kept from before the page's source changed, another menu's, a second list call) is answered refused (4400)
 * and the others still; `calls` that is not a list of { url, query } refuses the whole opening. The opening answers a
 * page's own calls, never a way to reach others.
 */
export function openingCalls(raw: string | undefined, menuId: number, page: CompiledPage['page']): (OpeningCall | RefusedCall)[] {
  const calls = parseJsonParam('calls', raw) ?? [];
  if (!Array.isArray(calls) || calls.length > OPENING_CALLS_MAX) throw refused(`calls must be a list of at most ${OPENING_CALLS_MAX} calls`);
  const source = page?.type === 'list-page' ? (page as { source?: { url?: unknown; method?: unknown } }).source : undefined;
  const listUrl = source && (source.method ?? 'GET') === 'GET' && typeof source.url === 'string' && source.url !== OPENING_URL ? source.url : null;
  const asked = new Set<string>();
  return calls.map((call: unknown, i): OpeningCall | RefusedCall => {
    if (!isPlainObject(call) || typeof call.url !== 'string' || !isPlainObject(call.query)) throw refused(`calls[${i}] must be { url, query }`);
    const ofMenu = MENU_CALLS.has(call.url) && String(call.query.perms_id) === String(menuId);
    if ((!ofMenu && call.url !== listUrl) || asked.has(call.url)) return { refused: `calls[${i}] is not a call of menu ${menuId}'s page` };
    asked.add(call.url);
    return { url: call.url, query: call.query };
  });
}
