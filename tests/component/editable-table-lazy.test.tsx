import { composeStories } from '@storybook/react-vite';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LAZY_LOAD_WAIT_MS } from '../../renderers/core/list-timing';
import * as stories from '../../stories/editable-table.stories';

const { LazyRows, ManyRows } = composeStories(stories);

afterEach(() => vi.useRealTimers());

async function grid() {
  return screen.findByRole('grid', {}, { timeout: 10_000 });
}
const rowsShown = () => screen.getAllByRole('row').filter((r) => r.getAttribute('data-row-key') !== null);
const box = (table: HTMLElement) => table.querySelector<HTMLElement>('.hkwl-grid-scroll')!;
const spacerHeight = (table: HTMLElement) => table.querySelector<HTMLElement>('tbody tr[aria-hidden]')?.style.height;

describe('an editable table under the virtual threshold draws its rows a batch at a time (spec 001 §9)', () => {
  it('the first 9 rows, 20 more when scrolled near the last, keeping the height of the rest; the box is 600 px', async () => {
    const table = await (render(<LazyRows />), grid());
    expect(rowsShown()).toHaveLength(9);
    expect(table.getAttribute('aria-rowcount')).toBe('151');
    expect(box(table).style.maxHeight).toBe('600px');
    // The rows not drawn keep their 48 px each, so the scroll bar does not jump.
    expect(spacerHeight(table)).toBe(`${(150 - 9) * 48}px`);
    box(table).scrollTop = 6 * 48;
    fireEvent.scroll(box(table));
    expect(rowsShown()).toHaveLength(29);
    expect(screen.getByRole('gridcell', { name: '第 29 行 商品名称' })).toBeTruthy();
    expect(screen.queryByRole('gridcell', { name: '第 30 行 商品名称' })).toBeNull();
    // A scroll bar dragged far down draws every batch down to where it is.
    box(table).scrollTop = 100 * 48;
    fireEvent.scroll(box(table));
    expect(rowsShown()).toHaveLength(129);
  });

  it('without scrolling, the next 20 come by themselves after 2000 ms, until all are drawn', async () => {
    const table = await (render(<LazyRows />), grid());
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    // One batch scrolled to: the wait starts again from there, on the faked clock.
    box(table).scrollTop = 6 * 48;
    fireEvent.scroll(box(table));
    expect(rowsShown()).toHaveLength(29);
    act(() => vi.advanceTimersByTime(LAZY_LOAD_WAIT_MS - 1));
    expect(rowsShown()).toHaveLength(29);
    act(() => vi.advanceTimersByTime(1));
    expect(rowsShown()).toHaveLength(49);
    for (let i = 0; i < 6; i += 1) act(() => vi.advanceTimersByTime(LAZY_LOAD_WAIT_MS));
    expect(rowsShown()).toHaveLength(150);
  });

  it('moving down from the last drawn row draws the next ones: the focused row is always there', async () => {
    const table = await (render(<LazyRows />), grid());
    fireEvent.mouseDown(screen.getByRole('gridcell', { name: '第 9 行 商品名称' }));
    fireEvent.keyDown(table, { key: 'ArrowDown' });
    // The store tells its readers after the event (valtio), so the rows follow a moment later.
    await waitFor(() => expect(rowsShown()).toHaveLength(29));
    expect(screen.getByRole('gridcell', { name: '第 10 行 商品名称' }).className).toContain('hkwl-grid-active');
  });

  it('a virtual table (from 200 rows) scrolls from 550 px', async () => {
    const table = await (render(<ManyRows />), grid());
    expect(box(table).style.maxHeight).toBe('550px');
  });
});
