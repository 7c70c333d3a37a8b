import { useCallback, useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import constants from '../../../schemas/constants.json';
import { insideClassNames } from './class-names';

/** Spec 001 §9: the expand animation takes 300 ms; §4: a box opened by hovering closes 300 ms after the pointer leaves. */
export const EXPAND_MS = constants.expandBoxMs;
export const COLLAPSE_DELAY_MS = constants.expandBoxMs;

/** Collapsed; open while the pointer (or the focus) is in it; or opened by a click, until a click outside. */
type Mode = 'collapsed' | 'hover' | 'pinned';

/** Whether the content is taller than the collapsed box, followed as it changes size. */
export function useOverflow(content: RefObject<HTMLElement | null>, collapsedHeight: number, deps: readonly unknown[]): boolean {
  const [overflows, setOverflows] = useState(false);
  useLayoutEffect(() => {
    const element = content.current;
    if (!element) return undefined;
    const measure = () => setOverflows(element.scrollHeight > collapsedHeight + 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- measured again when the caller's content changes
  }, [content, collapsedHeight, ...deps]);
  return overflows;
}

export interface ExpandBoxState {
  expanded: boolean;
  /** The pointer or the focus came in: opens while it stays. */
  enter(): void;
  /** It left: closes COLLAPSE_DELAY_MS later unless it comes back, or the box was opened by a click. */
  leave(): void;
  /** A click in the box: it stays open until a click outside. */
  pin(): void;
  /** The toggle button: opens (until a click outside) or closes. */
  toggle(): void;
  collapse(): void;
}

/**
 * The expand box's behaviour (spec 001 §4 "expands on hover or click when content overflows, collapses on outside
 * click or leave (300 ms)"). A press in `root` or inside an element of `exclude` (a popup opened from the box) is
 * not outside.
 */
export function useExpandBox(root: RefObject<HTMLElement | null>, overflows: boolean, exclude: readonly string[]): ExpandBoxState {
  const [mode, setMode] = useState<Mode>('collapsed');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const cancel = useCallback(() => clearTimeout(timer.current), []);
  useEffect(() => cancel, [cancel]);
  const collapse = useCallback(() => {
    cancel();
    setMode('collapsed');
  }, [cancel]);
  useEffect(() => {
    if (mode === 'collapsed') return undefined;
    const onPress = (event: MouseEvent | TouchEvent) => {
      if (root.current?.contains(event.target as Node) || insideClassNames(event.target, exclude)) return;
      collapse();
    };
    document.addEventListener('mousedown', onPress, true);
    document.addEventListener('touchstart', onPress, true);
    return () => {
      document.removeEventListener('mousedown', onPress, true);
      document.removeEventListener('touchstart', onPress, true);
    };
  }, [mode, root, exclude, collapse]);
  return {
    expanded: overflows && mode !== 'collapsed',
    enter: () => {
      cancel();
      if (overflows) setMode((m) => (m === 'collapsed' ? 'hover' : m));
    },
    leave: () => {
      cancel();
      timer.current = setTimeout(() => setMode((m) => (m === 'hover' ? 'collapsed' : m)), COLLAPSE_DELAY_MS);
    },
    pin: () => {
      cancel();
      if (overflows) setMode('pinned');
    },
    toggle: () => {
      cancel();
      setMode((m) => (m === 'collapsed' ? 'pinned' : 'collapsed'));
    },
    collapse,
  };
}
