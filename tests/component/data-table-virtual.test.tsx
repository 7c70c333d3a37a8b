import { composeStories } from '@storybook/react-vite';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as stories from '../../stories/data-table-features.stories';
import { createFakeEnv } from '../../stories/fake-env';

const { ManyRows, ManyRowsMergedWithActions, ManyRowsExpandableSingle } = composeStories(stories);

afterEach(() => vi.restoreAllMocks());

/** The lazily loaded table has its first row (the first load of the renderer takes a while). */
const ready = () => screen.findAllByText('XS2026110000001', {}, { timeout: 10_000 });
const probe = (name: string) => screen.getByTestId(`probe-${name}`).textContent ?? '';
/** The rows the virtual body has drawn, top to bottom. */
const virtualRows = () => Array.from(document.querySelectorAll<HTMLElement>('.ant-table-tbody-virtual .ant-table-row'));

describe('data-table: many rows', () => {
  it('250 rows render virtually: far fewer rows in the DOM, selection and totals still work', async () => {
    render(<ManyRows />);
    await ready();
    const rendered = document.querySelectorAll('.ant-table-tbody-virtual .ant-table-row, .ant-table-tbody tr.ant-table-row');
    expect(rendered.length).toBeGreaterThan(0);
    expect(rendered.length).toBeLessThan(50);
    expect(document.querySelector('.ant-table-tbody-virtual')).not.toBeNull();
    // Selection, index and 合同编号 stay pinned left.
    const firstCells = Array.from(rendered[0].querySelectorAll('.ant-table-cell')).slice(0, 3);
    expect(firstCells.map((cell) => cell.className.includes('ant-table-cell-fix-left'))).toEqual([true, true, true]);
    const box = document.querySelector<HTMLInputElement>('.ant-table-row input[type="checkbox"]')!;
    await act(async () => fireEvent.click(box));
    await waitFor(() => expect(probe('selected')).toBe('1'));
    // 当页合计 over all 250 rows, not only the rendered ones.
    const total = Array.from({ length: 250 }, (_, i) => 125_000 + i * 10_001.5).reduce((a, b) => a + b, 0);
    expect(document.querySelector('[data-testid="summary-page"]')?.textContent).toContain(total.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }));
  });

  it('250 rows: merged cells and the fixed-right 操作 column still work', async () => {
    const env = { ...createFakeEnv(() => ({})), navigate: vi.fn() };
    render(<ManyRowsMergedWithActions env={env} />);
    await ready();
    expect(document.querySelector('.ant-table-tbody-virtual')).not.toBeNull();
    const rows = Array.from(document.querySelectorAll<HTMLElement>('.ant-table-tbody-virtual .ant-table-row'));
    const first = rows[0];
    // The first row draws the merged cell over the four rows it covers: as tall as they are.
    const merged = first.querySelector<HTMLElement>('[data-rowspan]')!;
    expect(merged.getAttribute('data-rowspan')).toBe('4');
    expect(merged.textContent).toBe('上海宏达化工有限公司');
    const rowTop = (row: HTMLElement) => parseFloat(row.parentElement!.style.top);
    const rowHeight = rowTop(rows[1]) - rowTop(rows[0]);
    expect(rowHeight).toBeGreaterThan(0);
    expect(parseFloat(merged.style.height)).toBe(4 * rowHeight);
    // The rows it covers keep an empty cell in its place; the fifth row has its own.
    const cellsOf = (row: HTMLElement) => Array.from(row.querySelectorAll(':scope > .ant-table-cell'));
    const place = cellsOf(first).indexOf(merged.parentElement!);
    for (const row of rows.slice(1, 4)) expect(cellsOf(row)[place].hasAttribute('data-covered')).toBe(true);
    expect(cellsOf(rows[4])[place].hasAttribute('data-covered')).toBe(false);
    // Spans are drawn, not declared: no table attribute lands on the body's divs.
    expect(document.querySelector('.ant-table-tbody-virtual [rowspan]')).toBeNull();
    const actions = first.querySelector<HTMLElement>('[data-testid="row-button-view"]')!;
    expect(actions.closest('.ant-table-cell')!.className).toContain('ant-table-cell-fix-right');
    fireEvent.click(actions);
    expect(env.navigate).toHaveBeenCalledWith('/contract/detail/1');
  });
});

describe('data-table: the virtual body', () => {
  it('pins the header cells where it pins the body cells (selection, index, then the pinned columns)', async () => {
    render(<ManyRows />);
    await ready();
    const bodyLefts = Array.from(virtualRows()[0].querySelectorAll<HTMLElement>(':scope > .ant-table-cell-fix-left')).map((cell) => cell.style.left);
    const headLefts = () => Array.from(document.querySelectorAll<HTMLElement>('.ant-table-thead th.ant-table-cell-fix-left')).map((th) => th.style.left);
    expect(bodyLefts).toEqual(['0px', '45px', '120px']);
    await waitFor(() => expect(headLefts()).toEqual(bodyLefts));
  });

  it('a row with nested rows opens and closes by its expander; the others have none', async () => {
    render(<ManyRowsExpandableSingle />);
    await ready();
    const expanders = Array.from(document.querySelectorAll<HTMLButtonElement>('.ant-table-tbody-virtual button.ant-table-row-expand-icon'));
    expect(expanders).toHaveLength(1);
    expect(expanders[0].closest('.ant-table-row')!.getAttribute('data-row-key')).toBe('2');
    expect(expanders[0].getAttribute('aria-label')).toBe('展开行');
    fireEvent.click(expanders[0]);
    const nested = await screen.findByTestId('nested-rows');
    expect(within(nested).getByText('XS2026110001001')).toBeTruthy();
    const open = document.querySelector<HTMLButtonElement>('.ant-table-tbody-virtual button.ant-table-row-expand-icon-expanded')!;
    expect(open.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(open);
    await waitFor(() => expect(screen.queryByTestId('nested-rows')).toBeNull());
  });

  it("single selection: a row's radio selects that row only", async () => {
    render(<ManyRowsExpandableSingle />);
    await ready();
    const radios = () => virtualRows().map((row) => row.querySelector<HTMLInputElement>('input[type="radio"]')!);
    fireEvent.click(radios()[0]);
    await waitFor(() => expect(probe('selected')).toBe('1'));
    fireEvent.click(radios()[2]);
    await waitFor(() => expect(probe('selected')).toBe('3'));
    expect(radios().map((radio) => radio.checked).slice(0, 4)).toEqual([false, false, true, false]);
    expect(virtualRows()[2].className).toContain('ant-table-row-selected');
    expect(virtualRows()[0].className).not.toContain('ant-table-row-selected');
  });

  it('a right-click on a row selects it and opens the row menu', async () => {
    render(<ManyRows />);
    await ready();
    fireEvent.contextMenu(virtualRows()[3], { clientX: 300, clientY: 200 });
    await waitFor(() => expect(probe('selected')).toBe('4'));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getAllByRole('menuitem').length).toBeGreaterThan(0);
  });

  it('the rows scroll in an opaque box (the browser moves them as one layer instead of repainting them)', async () => {
    render(<ManyRows />);
    await ready();
    const holder = document.querySelector<HTMLElement>('.ant-table-tbody-virtual-holder')!;
    expect(getComputedStyle(holder).backgroundColor).toMatch(/^(rgb\(255, 255, 255\)|#ffffff)$/);
  });
});
