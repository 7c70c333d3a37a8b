import { useNavigate } from 'react-router-dom';
import { useEnv } from '../../registry';
import { menuById, startsPageOpening } from '../router/menu-routes';
import type { PermNode } from '../session/types';
import { useShell } from '../shell/shell-context';
import { loadedMenuPage, loadMenuPage, type MenuPageModule } from './route-chunks';

/**
 * What a click in the sidebar does: a form with unsaved input asks first; the page's calls leave at once (before the
 * route renders); a list opened from the sidebar forgets where the user was in it (issue 41 item 10).
 */
export function useSidebarOpen(perms: readonly PermNode[], onOpened: () => void) {
  const { store, leaveGuard, prefetch, pageMemories } = useShell();
  const env = useEnv();
  const navigate = useNavigate();
  return (to: string, menuId: number) =>
    void leaveGuard.allow().then((free) => {
      if (!free) return;
      // The page's calls leave now, not after the route has rendered the layout and the page's first part.
      const menu = menuById(perms, menuId);
      // Its code comes with the menu page's chunk, loaded since the browser was first idle: started before
      // the navigation, so the calls leave before the route renders (else as soon as the chunk is in).
      if (menu && startsPageOpening(menu)) {
        const params = new URL(to, window.location.origin).searchParams;
        const start = (page: MenuPageModule) => page.startPageOpening({ prefetch, session: store, language: env.language }, menu, params);
        const loaded = loadedMenuPage();
        if (loaded) void start(loaded);
        else void loadMenuPage().then(start, () => undefined);
      }
      onOpened();
      // From the sidebar a page opens afresh: a list forgets where the user was (issue 41 item 10).
      pageMemories.forget(new URL(to, window.location.origin).pathname);
      navigate(to);
    });
}
