import { DEV_PARAM, encryptRoute, keepBusinessLabel, keepNoLayout, routeParams } from '../router/route-query';
import { featureOn } from '../session/front-flags';
import type { SessionStore } from '../session/store';

/**
 * The address the app goes to for `to`: the business label and the no-layout flag of the page it leaves kept, and
 * the query sealed for this user (spec 000 §2.3) unless the flag is off or devflag is in the address.
 */
export function routeAddress(store: SessionStore, to: string): string {
  const userId = store.user?.id;
  const sealed = userId !== undefined && featureOn(store.front, 'route_query_encryption') && !new URLSearchParams(window.location.search).has(DEV_PARAM);
  const here = window.location;
  const current = routeParams(here.search, here.pathname, userId);
  const target = keepNoLayout(keepBusinessLabel(to, here.pathname, current), current);
  return sealed ? encryptRoute(target, userId) : target;
}
