import { useEffect, useState, type RefObject } from 'react';
import { readLocalObject, writeLocal } from './local-store';

/** Where an element's last width is kept, by the name the caller gives it. */
const keyOf = (name: string) => `hkwl:width:${name}`;

/** The width last measured under `name` in a window as wide as this one (a reload, another list), else null. */
function rememberedWidth(name: string | undefined): number | null {
  if (name === undefined || typeof window === 'undefined') return null;
  const kept = readLocalObject(keyOf(name));
  return kept && kept.window === window.innerWidth && typeof kept.width === 'number' && kept.width > 0 ? kept.width : null;
}

/**
 * The element's width in px as it is laid out, kept up to date as it resizes; null until the first measure (and
 * where nothing is laid out, as in jsdom). Measured only in the observer's callbacks, never in a layout effect (a
 * forced layout in the middle of a page's first commit costs tens of milliseconds). With `remember`, the first
 * render starts from the width last measured under that name in a window as wide: what it lays out by (a query
 * panel's columns) does not change once measured, as it did on every cold reload.
 */
export function useElementWidth(ref: RefObject<HTMLElement | null>, remember?: string): number | null {
  const [width, setWidth] = useState<number | null>(() => rememberedWidth(remember));
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      const measured = entry?.contentRect.width ?? 0;
      const laidOut = measured > 0 ? Math.round(measured) : null;
      setWidth(laidOut);
      if (remember !== undefined && laidOut !== null) writeLocal(keyOf(remember), JSON.stringify({ width: laidOut, window: window.innerWidth }));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, remember]);
  return width;
}
