import { useEffect, useRef, useState, type RefObject } from 'react';
import type { PageMemory, RendererEnv } from '../../registry';
import type { ListQueryState } from '../core/list-context';

/**
 * Where the user was on a list (issue 41 item 10): its query (conditions, and with them the status tab; page,
 * page size, sort), the view it showed, and how far the page and the table's body were scrolled. Kept in the
 * tab's page memory (env.pageMemory) while the list is open, and taken back when the list opens again at the
 * same address: the way back from a record (Back, the form's 返回, after saving). The sidebar opens a list
 * afresh (the shell forgets its place); so do a reload and another address (a dashboard's drill-down).
 */
export interface ListPlace {
  /** The address's query the list opened with: the place is taken back only under the same one. */
  opening: string;
  query: ListQueryState;
  viewId: number | null;
  scroll: { page: number; table: number };
}

/** How long a restored scroll is tried for, frame by frame, while the page grows to its height. */
const RESTORE_MS = 3000;

/** The memory's name for a list page. */
export const placeName = (pageId: number) => `list-place-${pageId}`;

/** The opening key of an address's query: its parameters in order, so `a=1&b=2` and `b=2&a=1` are one. */
export function openingKey(params: URLSearchParams): string {
  return [...params.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
}

function isPlace(value: unknown): value is ListPlace {
  if (value === null || typeof value !== 'object') return false;
  const place = value as Partial<ListPlace>;
  return typeof place.opening === 'string' && typeof place.query === 'object' && place.query !== null && typeof place.scroll === 'object';
}

/** The list's memory and the place to take back (null when there is none for this address). */
export function usePlaceMemory(env: RendererEnv, pageId: number, params: () => URLSearchParams): { memory: PageMemory | null; place: ListPlace | null; opening: string } {
  const [found] = useState(() => {
    const memory = env.pageMemory?.(placeName(pageId)) ?? null;
    const opening = openingKey(params());
    const kept = memory?.read();
    return { memory, opening, place: isPlace(kept) && kept.opening === opening ? kept : null };
  });
  return found;
}

/** The scrolled element of a table body inside the list (antd's body, or the virtual body's holder). */
function tableBody(root: HTMLElement | null): HTMLElement | null {
  return root?.querySelector<HTMLElement>('.ant-table-body, .ant-table-tbody-virtual-holder') ?? null;
}

interface KeepPlace {
  memory: PageMemory | null;
  opening: string;
  /** The place taken back, whose scroll is restored once its rows have shown. */
  restored: ListPlace | null;
  query: ListQueryState;
  viewId: number | null;
  /** Whether the rows of the query are shown (loaded, not loading). */
  shown: boolean;
  root: RefObject<HTMLElement | null>;
}

/** Writes the list's place as it changes, and scrolls the page and the table back to a restored place once its rows show. */
export function useKeepPlace({ memory, opening, restored, query, viewId, shown, root }: KeepPlace): void {
  const scroll = useRef(restored?.scroll ?? { page: 0, table: 0 });
  // Until the restored scroll is applied, the scroll positions of the still-empty page are not the user's.
  const restoring = useRef(restored !== null && (restored.scroll.page > 0 || restored.scroll.table > 0));
  const latest = useRef({ query, viewId });
  latest.current = { query, viewId };
  const write = useRef(() => memory?.write({ opening, query: latest.current.query, viewId: latest.current.viewId, scroll: { ...scroll.current } } satisfies ListPlace));

  useEffect(() => write.current(), [query, viewId]);

  useEffect(() => {
    if (!memory) return undefined;
    const element = root.current;
    // Once the address is another page's, the list may still be shown while that page loads, and the page's
    // scroll is no longer the list's.
    const home = window.location.pathname;
    const onScroll = (event: Event) => {
      if (restoring.current || window.location.pathname !== home) return;
      const target = event.target;
      if (target === document || target === window) scroll.current.page = window.scrollY;
      else if (target instanceof HTMLElement && target === tableBody(element)) scroll.current.table = target.scrollTop;
      else return;
      write.current();
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    // Scroll events of elements do not bubble: the list catches its table's on the way down.
    element?.addEventListener('scroll', onScroll, { passive: true, capture: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      element?.removeEventListener('scroll', onScroll, { capture: true });
    };
  }, [memory, root]);

  useEffect(() => {
    if (!restoring.current || !shown || !restored) return undefined;
    // The page may still be growing (its parts render in slices): a scroll beyond its height stops short, so
    // it is tried again each frame until it holds, for RESTORE_MS at most.
    let frame = 0;
    const until = performance.now() + RESTORE_MS;
    const apply = () => {
      const body = tableBody(root.current);
      if (body && body.scrollTop !== restored.scroll.table) body.scrollTop = restored.scroll.table;
      if (window.scrollY !== restored.scroll.page) window.scrollTo(0, restored.scroll.page);
      const held = (!body || Math.abs(body.scrollTop - restored.scroll.table) <= 1) && Math.abs(window.scrollY - restored.scroll.page) <= 1;
      if (held || performance.now() > until) {
        restoring.current = false;
        scroll.current = { page: window.scrollY, table: body?.scrollTop ?? 0 };
        write.current();
      } else frame = requestAnimationFrame(apply);
    };
    frame = requestAnimationFrame(apply);
    return () => cancelAnimationFrame(frame);
  }, [shown, restored, root]);
}
