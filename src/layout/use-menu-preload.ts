import { useEffect, useState } from 'react';
import { useEnv } from '../../registry';
import { opensListPages, preloadMenus } from '../pages/page-preload';
import type { PermNode } from '../session/types';
import { loadMenuPage } from './route-chunks';
import { useShell } from '../shell/shell-context';

/** When the browser is first idle after sign-in (or at the latest this long after). */
const IDLE_TIMEOUT_MS = 2000;

/**
 * Loads the code of every page the user can open from the sidebar (the menu page and its renderers) once the
 * browser is idle: a sidebar click then waits only for the page's calls. True once the list renderers' code is here
 * for a user who can open a list page (ListWarmup may then run it).
 */
export function useMenuPreload(perms: readonly PermNode[]): boolean {
  const env = useEnv();
  const { loadListTexts } = useShell();
  const [listsLoaded, setListsLoaded] = useState(false);
  useEffect(() => {
    const run = () => {
      void loadMenuPage().catch(() => undefined);
      void preloadMenus({ registry: env.registry, loadListTexts }, perms).then(() => opensListPages(perms) && setListsLoaded(true), () => undefined);
    };
    if (typeof requestIdleCallback === 'function') {
      const handle = requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
      return () => cancelIdleCallback(handle);
    }
    const timer = setTimeout(run, 0);
    return () => clearTimeout(timer);
  }, [perms, env.registry, loadListTexts]);
  return listsLoaded;
}
