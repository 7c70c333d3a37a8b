import { useCallback, useEffect, useRef } from 'react';
import { LAYOUT_REFRESH_MS } from '../shell/delays';

/** The layout's own resize: told apart from the window's, so refreshing never schedules another refresh. */
class LayoutRefreshEvent extends Event {
  constructor() {
    super('resize');
  }
}

/**
 * The layout refresh (spec 000 §9, 1000 ms): LAYOUT_REFRESH_MS after the layout changes (`layout` is a key of what
 * shapes it: the sidebar folded or unfolded, the language, the position, full screen) or the window is resized, the
 * layout tells the page to measure itself again, by a `resize` on the window: tables, charts and sticky parts read
 * their sizes once the sidebar's animation and the new texts have settled. Changes close together refresh once,
 * LAYOUT_REFRESH_MS after the last; nothing is refreshed on the first render.
 */
export function useLayoutRefresh(layout: string): void {
  const timer = useRef<number | undefined>(undefined);
  // The layout last refreshed for: the first render's needs no refresh.
  const measured = useRef(layout);
  const schedule = useCallback(() => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => window.dispatchEvent(new LayoutRefreshEvent()), LAYOUT_REFRESH_MS);
  }, []);
  useEffect(() => {
    const resized = (event: Event) => {
      if (!(event instanceof LayoutRefreshEvent)) schedule();
    };
    window.addEventListener('resize', resized);
    return () => {
      window.removeEventListener('resize', resized);
      window.clearTimeout(timer.current);
    };
  }, [schedule]);
  useEffect(() => {
    if (measured.current === layout) return;
    measured.current = layout;
    schedule();
  }, [layout, schedule]);
}
