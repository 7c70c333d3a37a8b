import constants from '../../../schemas/constants.json';
import type { RendererEnv } from '../../../registry';
import type { UserOption, UserSearchAnswer } from '../../../schemas/generated/user-option';

export const USER_SEARCH_URL = '/api/access/user/search';
export const UPDATE_FREQUENT_URL = '/api/access/user/updateFrequent';
/** The user search goes this long after the last keystroke (as the remote select's, spec 001 §9). */
export const USER_SEARCH_DEBOUNCE_MS = constants.remoteSelectDebounceMs;
/** The server answers at most 50 users a page. */
export const USER_PAGE_LIMIT = 50;
export const DEFAULT_USER_PAGE_SIZE = 20;

/** What the picker hands back for a chosen user (spec 001 §3 user option, with the department). */
export type PickedUser = Omit<UserOption, 'is_frequent'>;

export function pickedUser({ id, user_name, user_mobile, org_id, org_name }: UserOption | PickedUser): PickedUser {
  return { id, user_name, user_mobile, org_id, org_name };
}

interface SearchQuery {
  keyword: string;
  selectParent: boolean;
  page: number;
  limit: number;
}

/** One page of the caller's company's users; without a keyword the caller's frequent users come first. */
export function searchUsers(env: RendererEnv, { keyword, selectParent, page, limit }: SearchQuery): Promise<UserSearchAnswer> {
  const query: Record<string, unknown> = { select_parent: selectParent ? 1 : 0, page, limit };
  if (keyword !== '') query.where = JSON.stringify({ keyword });
  return env.request<UserSearchAnswer>(USER_SEARCH_URL, { method: 'GET', query, messageHide: true });
}

/** The users of chosen ids, 50 a call (the server's page limit); those outside the company are not answered. */
export async function resolveUsers(env: RendererEnv, ids: readonly number[]): Promise<UserOption[]> {
  const chunks: number[][] = [];
  for (let i = 0; i < ids.length; i += USER_PAGE_LIMIT) chunks.push(ids.slice(i, i + USER_PAGE_LIMIT));
  const answers = await Promise.all(
    chunks.map((chunk) =>
      env.request<UserSearchAnswer>(USER_SEARCH_URL, { method: 'GET', query: { where: JSON.stringify({ id: ['in', chunk] }), page: 1, limit: USER_PAGE_LIMIT }, messageHide: true }),
    ),
  );
  const byId = new Map(answers.flatMap((a) => a.data).map((u) => [u.id, u] as const));
  return ids.map((id) => byId.get(id)).filter((u): u is UserOption => u !== undefined);
}

/** Tells the server the caller chose this user (spec 001 §7: frequent users come first next time). */
export function updateFrequent(env: RendererEnv, userId: number): Promise<unknown> {
  return env.request(UPDATE_FREQUENT_URL, { method: 'POST', body: { user_id: userId }, messageHide: true });
}
