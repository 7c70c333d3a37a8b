import { DEV_PARAM, encryptRoute, keepBusinessLabel, keepNoLayout, routeParams } from '../router/route-query';
import { featureOn } from '../session/front-flags';
import type { SessionStore } from '../session/store';

/** How many made addresses an app keeps (a list page makes one per row link on every render). */
const MADE_KEPT = 500;

/**
 * The address the app goes to for `to`: the business label and the no-layout flag of the page it leaves kept, and
 * the query sealed for this user (spec 000 §2.3) unless the flag is off or devflag is in the address.
 * `made`: the app's addresses already made, by what they were made of; none kept without it.
 */
export function routeAddress(store: SessionStore, to: string, made?: Map<string, string>): string {
  const userId = store.user?.id;
  const sealed = userId !== undefined && featureOn(store.front, 'route_query_encryption') && !new URLSearchParams(window.location.search).has(DEV_PARAM);
  const here = window.location;
  // Sealing (and opening the current address's own sealed query) is AES in JavaScript: kept per input, not redone.
  const key = `${userId ?? ''}|${sealed ? 1 : 0}|${here.pathname}${here.search}|${to}`;
  const known = made?.get(key);
  if (known !== undefined) return known;
  const current = routeParams(here.search, here.pathname, userId);
  const target = keepNoLayout(keepBusinessLabel(to, here.pathname, current), current);
  const address = sealed ? encryptRoute(target, userId) : target;
  if (made) {
    if (made.size >= MADE_KEPT) made.delete(made.keys().next().value!);
    made.set(key, address);
  }
  return address;
}
