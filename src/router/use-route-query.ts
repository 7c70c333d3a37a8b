import { useEffect, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { useEnv } from '../../registry';
import { BACK_FALLBACK_MS } from '../shell/delays';
import { useShell } from '../shell/shell-context';
import { BACK_PARAM, readBackUrl, readRouteQuery, routeParams } from './route-query';

/** The query of the current address, sealed or plain (pages read their parameters here, not from the URL). */
export function useRouteQuery(): URLSearchParams {
  const location = useLocation();
  const { store } = useShell();
  const session = useSnapshot(store);
  return useMemo(() => routeParams(location.search, location.pathname, session.user?.id), [location.search, location.pathname, session.user?.id]);
}

/** A sealed query that does not open for this user and path is a tampered address: 非法请求！ and /404. */
export function useRouteQueryGuard(): void {
  const location = useLocation();
  const navigate = useNavigate();
  const env = useEnv();
  const { store } = useShell();
  const session = useSnapshot(store);
  const userId = session.user?.id;
  useEffect(() => {
    if (userId === undefined) return;
    if (readRouteQuery(location.search, location.pathname, userId).kind !== 'illegal') return;
    env.notify.error(env.t('errors.illegalRequest'));
    const address = `${location.pathname}${location.search}`;
    navigate(`/404?_error_type=2&_error_url=${encodeURIComponent(address)}`, { replace: true });
  }, [location.search, location.pathname, userId, env, navigate]);
}

/**
 * Back: to the address sealed in `_backurl_` when there is one, else one step of history, else (nothing
 * happened within 500 ms) the message centre. An unreadable `_backurl_` says 错误的跳转信息.
 */
export function useGoBack(fallback = '/message'): () => void {
  const navigate = useNavigate();
  const env = useEnv();
  const query = useRouteQuery();
  const { store } = useShell();
  return () => {
    const sealed = query.get(BACK_PARAM);
    const userId = store.user?.id;
    if (sealed !== null) {
      const origin = userId === undefined ? null : readBackUrl(sealed, userId);
      if (origin) return navigate(origin);
      env.notify.error(env.t('errors.badNavigation'));
    }
    const from = window.location.href;
    navigate(-1);
    window.setTimeout(() => {
      if (window.location.href === from) navigate(fallback);
    }, BACK_FALLBACK_MS);
  };
}
