import { useCallback, useEffect, useRef, useState } from 'react';
import constants from '../../schemas/constants.json';
import type { ListPageSchema } from '../../schemas/generated/list-page';
import { useEnv } from '../../registry';
import { menuById, startsPageOpening } from '../router/menu-routes';
import type { PermNode } from '../session/types';
import { useShell } from '../shell/shell-context';
import { loadedMenuPage } from './route-chunks';

/** When the browser is idle after the sidebar shows new leaves (or at the latest this long after). */
const IDLE_TIMEOUT_MS = 2000;

/** At most this many of the pages prepared at once are warmed up (each is a list page drawn offscreen at idle). */
export const WARMUPS_MAX = 3;

/**
 * Prepares the pages of the sidebar's leaves in view (prepareMenuPages: their compiled pages, kept for the click),
 * once the pages' code is here (`ready`, the menu preload) and the browser is idle, then warms each prepared list
 * page's code up (ListWarmup draws it offscreen with rows of its columns' kinds), one after another.
 */
export function usePagePreparation(perms: readonly PermNode[], ready: boolean): PagePreparation {
  const env = useEnv();
  const { pages, loadListTexts, store } = useShell();
  const [shown, setShown] = useState<readonly number[]>([]);
  // The prepared list pages still to be warmed up, one after another (the first is being drawn).
  const [warmups, setWarmups] = useState<readonly Warmup[]>([]);
  const drawn = useRef(0);
  useEffect(() => {
    const page = loadedMenuPage();
    if (!ready || !page || shown.length === 0) return undefined;
    const menus = shown.map((id) => menuById(perms, id)).filter((menu): menu is PermNode => menu !== undefined && startsPageOpening(menu));
    let live = true;
    const run = () =>
      void page.prepareMenuPages(env, { pages, loadListTexts, store }, menus).then((prepared) => {
        // Warmed up under the preview's id, which no menu has: what a list page keeps per menu stays the real page's.
        if (live && prepared.length > 0) setWarmups((queue) => [...queue, ...prepared.slice(0, WARMUPS_MAX).map((p) => ({ key: (drawn.current += 1), page: { ...p, id: constants.previewMenuId } }))]);
      });
    if (typeof requestIdleCallback !== 'function') {
      const timer = setTimeout(run, 0);
      return () => {
        live = false;
        clearTimeout(timer);
      };
    }
    const handle = requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
    return () => {
      live = false;
      cancelIdleCallback(handle);
    };
  }, [ready, shown, perms, env, pages, loadListTexts, store]);
  const warmedUp = useCallback(() => setWarmups((queue) => queue.slice(1)), []);
  return { leavesShown: setShown, warmup: warmups[0], warmedUp };
}

interface Warmup {
  key: number;
  page: ListPageSchema;
}

export interface PagePreparation {
  /** What the sidebar says the leaves in view are (a stable function). */
  leavesShown(menuIds: readonly number[]): void;
  /** The prepared list page to warm up now (ListWarmup, keyed by `key`), if any. */
  warmup: Warmup | undefined;
  /** Its warm-up is done: the next one's turn. */
  warmedUp(): void;
}
