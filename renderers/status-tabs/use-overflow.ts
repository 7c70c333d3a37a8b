import { useEffect, useState, type RefObject } from 'react';

/**
 * Whether the element's content is wider than the element, kept up to date as either resizes. Measured only
 * in the observer's callbacks (the first comes right after the browser's own layout): reading scrollWidth in
 * a layout effect forced a layout of the whole page in the middle of a list page's first commit (~35 ms).
 */
export function useHorizontalOverflow(ref: RefObject<HTMLElement | null>, deps: readonly unknown[]): boolean {
  const [overflows, setOverflows] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setOverflows(element.scrollWidth > element.clientWidth + 1);
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    for (const child of Array.from(element.children)) observer.observe(child);
    return () => observer.disconnect();
    // The caller names what changes the content.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ref, ...deps]);
  return overflows;
}
