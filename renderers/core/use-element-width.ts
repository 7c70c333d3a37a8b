import { useEffect, useState, type RefObject } from 'react';

/**
 * The element's width in px as it is laid out, kept up to date as it resizes; null until the first measure (and
 * where nothing is laid out, as in jsdom). Measured only in the observer's callbacks, never in a layout effect (a
 * forced layout in the middle of a page's first commit costs tens of milliseconds).
 */
export function useElementWidth(ref: RefObject<HTMLElement | null>): number | null {
  const [width, setWidth] = useState<number | null>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      const measured = entry?.contentRect.width ?? 0;
      setWidth(measured > 0 ? Math.round(measured) : null);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}
