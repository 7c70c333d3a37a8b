import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HEIGHT_DEBOUNCE_MS, HEIGHT_MAX_WAIT_MS, useWindowHeight } from '../../renderers/core/use-window-height';
import { bodyScroll } from '../../renderers/data-table/table-height';

// Spec 001 §9: the virtual table's height follows the window (debounced 10 ms, at least every 100 ms).
describe('the table height as the window is resized', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());
  const resizeTo = (height: number) => {
    Object.defineProperty(window, 'innerHeight', { configurable: true, value: height });
    window.dispatchEvent(new Event('resize'));
  };

  it('is read once resizing pauses for 10 ms, not on every event', () => {
    resizeTo(900);
    const { result } = renderHook(() => useWindowHeight(true));
    expect(result.current).toBe(900);
    act(() => resizeTo(700));
    act(() => void vi.advanceTimersByTime(HEIGHT_DEBOUNCE_MS - 1));
    expect(result.current).toBe(900);
    act(() => void vi.advanceTimersByTime(1));
    expect(result.current).toBe(700);
    expect(bodyScroll(500, false, result.current).y).toBe(bodyScroll(500, false, 700).y);
  });

  it('during a long drag, at least every 100 ms', () => {
    resizeTo(900);
    const { result } = renderHook(() => useWindowHeight(true));
    let height = 900;
    act(() => {
      for (let t = 0; t <= HEIGHT_MAX_WAIT_MS; t += 5) {
        height -= 1;
        resizeTo(height);
        vi.advanceTimersByTime(5);
      }
    });
    expect(result.current).toBeLessThan(900);
  });

  it('not kept while inactive (a table that is not virtual)', () => {
    resizeTo(900);
    const { result } = renderHook(() => useWindowHeight(false));
    act(() => resizeTo(600));
    act(() => void vi.advanceTimersByTime(HEIGHT_MAX_WAIT_MS));
    expect(result.current).toBe(900);
  });
});
