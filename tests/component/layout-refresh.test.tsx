import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useLayoutRefresh } from '../../src/layout/use-layout-refresh';
import { LAYOUT_REFRESH_MS } from '../../src/shell/delays';

function Layout({ layout }: { layout: string }) {
  useLayoutRefresh(layout);
  return null;
}

const listeners: Array<() => void> = [];

/** What a table or a chart hears: every resize of the window, the layout's own and the user's. */
function listen(): () => number {
  let heard = 0;
  const count = () => void heard++;
  window.addEventListener('resize', count);
  listeners.push(() => window.removeEventListener('resize', count));
  return () => heard;
}

describe('the layout refresh (spec 000 §9: 1000 ms)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    listeners.splice(0).forEach((stop) => stop());
    vi.useRealTimers();
  });

  it('tells the page to re-measure LAYOUT_REFRESH_MS after the layout changes, once for changes close together', () => {
    const { rerender } = render(<Layout layout="unfolded|zh" />);
    const heard = listen();
    act(() => vi.advanceTimersByTime(LAYOUT_REFRESH_MS * 3));
    // Nothing on the first render.
    expect(heard()).toBe(0);

    rerender(<Layout layout="folded|zh" />);
    act(() => vi.advanceTimersByTime(LAYOUT_REFRESH_MS - 1));
    expect(heard()).toBe(0);
    act(() => vi.advanceTimersByTime(1));
    expect(heard()).toBe(1);

    // Folded, then the language switched half-way: one refresh, LAYOUT_REFRESH_MS after the last change.
    rerender(<Layout layout="unfolded|zh" />);
    act(() => vi.advanceTimersByTime(LAYOUT_REFRESH_MS / 2));
    rerender(<Layout layout="unfolded|en" />);
    act(() => vi.advanceTimersByTime(LAYOUT_REFRESH_MS - 1));
    expect(heard()).toBe(1);
    act(() => vi.advanceTimersByTime(1));
    expect(heard()).toBe(2);
    act(() => vi.advanceTimersByTime(LAYOUT_REFRESH_MS * 3));
    expect(heard()).toBe(2);
  });

  it('refreshes after the window is resized, and its own resize refreshes nothing more', () => {
    render(<Layout layout="unfolded|zh" />);
    const heard = listen();
    act(() => void window.dispatchEvent(new Event('resize')));
    expect(heard()).toBe(1);
    act(() => vi.advanceTimersByTime(LAYOUT_REFRESH_MS));
    expect(heard()).toBe(2);
    act(() => vi.advanceTimersByTime(LAYOUT_REFRESH_MS * 5));
    expect(heard()).toBe(2);
  });

  it('forgets a refresh still to come when the layout goes', () => {
    const { rerender, unmount } = render(<Layout layout="a" />);
    const heard = listen();
    rerender(<Layout layout="b" />);
    unmount();
    act(() => vi.advanceTimersByTime(LAYOUT_REFRESH_MS * 2));
    expect(heard()).toBe(0);
  });
});
