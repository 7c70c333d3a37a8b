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

/** The calls of the menu's own (its perms_id) a list page makes as it opens, besides its list call. */
const MENU_CALLS = new Set(['/api/base/view/list', '/api/base/view/defaultFields', '/api/base/customsetting/detail']);

const isPlainObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function refused(detail: string): ApiError {
  return new ApiError(Code.BAD_REQUEST, 'badRequest', { detail });
}

/**
 * The calls of `calls` (JSON), each one the opening of this menu's page makes: its views, default column view and
 * table setting for this menu, and its list call at the page's own source. Anything else is refused whole (4400):
 * the opening answers a page's own calls, it is no way to reach others.
 */
export function openingCalls(raw: string | undefined, menuId: number, page: CompiledPage['page']): OpeningCall[] {
  const calls = parseJsonParam('calls', raw) ?? [];
  if (!Array.isArray(calls) || calls.length > OPENING_CALLS_MAX) throw refused(`calls must be a list of at most ${OPENING_CALLS_MAX} calls`);
  const source = page?.type === 'list-page' ? (page as { source?: { url?: unknown; method?: unknown } }).source : undefined;
  const listUrl = source && (source.method ?? 'GET') === 'GET' && typeof source.url === 'string' ? source.url : null;
  return calls.map((call: unknown, i): OpeningCall => {
    if (!isPlainObject(call) || typeof call.url !== 'string' || !isPlainObject(call.query)) throw refused(`calls[${i}] must be { url, query }`);
    const ofMenu = MENU_CALLS.has(call.url) && String(call.query.perms_id) === String(menuId);
    if (!ofMenu && call.url !== listUrl) throw refused(`calls[${i}] is not a call of menu ${menuId}'s page`);
    return { url: call.url, query: call.query };
  });
}
