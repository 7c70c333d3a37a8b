import { useRef } from 'react';
import { useNavigate, type Location } from 'react-router-dom';
import { useEnv } from '../../registry';
import { menuById, startsPageOpening } from '../router/menu-routes';
import type { PermNode } from '../session/types';
import { useShell } from '../shell/shell-context';
import { loadedMenuPage, loadMenuPage, type MenuPageModule } from './route-chunks';

/**
 * Starts a list page's calls (its opening) for a sidebar entry, before any navigation; nothing for other pages. A
 * pointer resting on an entry, or pressed on it, starts them (Sidebar's onIntent), so the click finds them answered
 * or under way (an opening's answers are taken for LIST_PREFETCH_TTL_MS, 3 s); the click starts them otherwise. Only
 * GETs: a form with unsaved input is asked about on the click, as before.
 */
export function useSidebarIntent(perms: readonly PermNode[]) {
  const { store, prefetch } = useShell();
  const env = useEnv();
  return (to: string, menuId: number) => {
    const menu = menuById(perms, menuId);
    if (!menu || !startsPageOpening(menu)) return;
    const params = new URL(to, window.location.origin).searchParams;
    const start = (page: MenuPageModule) => page.startPageOpening({ prefetch, session: store, language: env.language }, menu, params);
    // Its code comes with the menu page's chunk, loaded since the browser was first idle (else as soon as it is in).
    const loaded = loadedMenuPage();
    if (loaded) void start(loaded);
    else void loadMenuPage().then(start, () => undefined);
  };
}

/**
 * What a click in the sidebar does: a form with unsaved input asks first; the page's calls leave at once (before the
 * route renders, unless the entry's intent started them already); a list opened from the sidebar forgets where the
 * user was in it (issue 41 item 10).
 */
export function useSidebarOpen(perms: readonly PermNode[], onOpened: () => void) {
  const { leaveGuard, pageMemories } = useShell();
  const startOpening = useSidebarIntent(perms);
  const navigate = useNavigate();
  const openings = useRef(0);
  return (to: string, menuId: number) =>
    void leaveGuard.allow().then((free) => {
      if (!free) return;
      // The page's calls leave now, not after the route has rendered the layout and the page's first part.
      startOpening(to, menuId);
      onOpened();
      // From the sidebar a page opens afresh: a list forgets where the user was (issue 41 item 10).
      pageMemories.forget(new URL(to, window.location.origin).pathname);
      openings.current += 1;
      navigate(to, { state: { sidebarOpening: openings.current } satisfies SidebarOpeningState });
    });
}

interface SidebarOpeningState {
  sidebarOpening: number;
}

/**
 * The sidebar's opening of the page shown, for the content's key: a sidebar click rebuilds the page even when the
 * address is the one shown (the list the user is on), or when the navigation away from it never finished (a
 * navigation is a transition, and the page left stays shown until the next one is ready). Kept while the address
 * stays, so the page's own later navigations on its address (a tab in its query) do not rebuild it again.
 */
export function useSidebarOpening(location: Location): number {
  const kept = useRef({ path: location.pathname, opening: 0 });
  const opening = (location.state as Partial<SidebarOpeningState> | null)?.sidebarOpening;
  if (typeof opening === 'number') kept.current = { path: location.pathname, opening };
  return kept.current.path === location.pathname ? kept.current.opening : 0;
}
