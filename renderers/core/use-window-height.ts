import { useEffect, useState } from 'react';

/** Spec 001 §9: the table's height follows the window, read 10 ms after resizing pauses, at least every 100 ms while it goes on. */
export const HEIGHT_DEBOUNCE_MS = 10;
export const HEIGHT_MAX_WAIT_MS = 100;

const innerHeight = () => (typeof window === 'undefined' ? 0 : window.innerHeight);

/**
 * The window's inner height, kept while `active` (a table that sizes itself in pixels: the virtual body): a resize
 * re-renders the caller once it pauses for HEIGHT_DEBOUNCE_MS, and at least every HEIGHT_MAX_WAIT_MS during a long
 * drag, never on every event.
 */
export function useWindowHeight(active: boolean): number {
  const [height, setHeight] = useState(innerHeight);
  useEffect(() => {
    if (!active) return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let since: number | null = null;
    const read = () => {
      timer = undefined;
      since = null;
      setHeight(innerHeight());
    };
    const resized = () => {
      const now = Date.now();
      since ??= now;
      if (timer !== undefined) clearTimeout(timer);
      timer = setTimeout(read, now - since >= HEIGHT_MAX_WAIT_MS ? 0 : HEIGHT_DEBOUNCE_MS);
    };
    // A window resized while the table was away is read at once.
    setHeight(innerHeight());
    window.addEventListener('resize', resized);
    return () => {
      window.removeEventListener('resize', resized);
      if (timer !== undefined) clearTimeout(timer);
    };
  }, [active]);
  return height;
}
