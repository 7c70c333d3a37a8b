import { useLayoutEffect, useState, type RefObject } from 'react';

/** Whether the element's content is wider than the element, kept up to date as either resizes. */
export function useHorizontalOverflow(ref: RefObject<HTMLElement | null>, deps: readonly unknown[]): boolean {
  const [overflows, setOverflows] = useState(false);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setOverflows(element.scrollWidth > element.clientWidth + 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    for (const child of Array.from(element.children)) observer.observe(child);
    return () => observer.disconnect();
    // The caller names what changes the content.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ref, ...deps]);
  return overflows;
}
