import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { readCookie, writeCookie } from '../session/cookies';
import { ROUTE_LOADING_MS } from '../shell/delays';

/** The sidebar's folded state, kept in the `sidebarStatus` cookie of spec 000 §9 ('1' folded). */
export function useSidebarStatus(): [boolean, (collapsed: boolean) => void] {
  const [collapsed, setCollapsed] = useState(() => readCookie('sidebarStatus') === '1');
  return [
    collapsed,
    (next) => {
      writeCookie('sidebarStatus', next ? '1' : '0', 365);
      setCollapsed(next);
    },
  ];
}

/** The content area alone on the screen (no sidebar, no header); Escape leaves it (spec 000 §4). */
export function useContentFullscreen(): [boolean, (on: boolean) => void] {
  const [fullscreen, setFullscreen] = useState(false);
  useEffect(() => {
    if (!fullscreen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setFullscreen(false);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [fullscreen]);
  return [fullscreen, setFullscreen];
}

/** True for ROUTE_LOADING_MS after each change of page (not of query). */
export function useRouteLoading(): boolean {
  const { pathname } = useLocation();
  const [loadingFor, setLoadingFor] = useState<string | null>(null);
  useEffect(() => {
    setLoadingFor(pathname);
    const timer = window.setTimeout(() => setLoadingFor(null), ROUTE_LOADING_MS);
    return () => window.clearTimeout(timer);
  }, [pathname]);
  return loadingFor === pathname;
}
