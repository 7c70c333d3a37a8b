import { composeStories } from '@storybook/react-vite';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import * as stories from '../../stories/pagination.stories';

const { Chinese, English, Nothing, OneSize, OneSizeFits, Unpaged, UnpagedEnglish } = composeStories(stories);

const pager = () => screen.findByTestId('pagination', {}, { timeout: 10_000 });

describe('pagination stories', () => {
  it('Chinese: 共 N 条, the page sizes and the pager; a page number moves the list', async () => {
    render(<Chinese />);
    const bar = await pager();
    expect(screen.getByTestId('pagination-total').textContent).toBe('共 128 条');
    expect(screen.getByTestId('pagination-sizes')).toBeTruthy();
    fireEvent.click(bar.querySelector('.ant-pagination-item-2')!);
    await waitFor(() => expect(bar.querySelector('.ant-pagination-item-active')?.textContent).toBe('2'));
  });

  it('English: the total in English', async () => {
    render(<English />);
    await pager();
    expect(screen.getByTestId('pagination-total').textContent).toBe('Total 128 items');
  });

  it('Nothing: no pager when there is nothing to count', async () => {
    render(<Nothing />);
    // The lazily loaded renderer has had its chance to draw: a visible story renders in the same frame.
    render(<Chinese />);
    await pager();
    expect(screen.getAllByTestId('pagination')).toHaveLength(1);
  });

  it('Unpaged: where the pager would be, only the total (both languages)', async () => {
    render(<Unpaged />);
    const bar = await pager();
    expect(screen.getByTestId('pagination-total').textContent).toBe('共 1260 条');
    expect(screen.queryByTestId('pagination-sizes')).toBeNull();
    expect(bar.querySelector('.ant-pagination')).toBeNull();
    render(<UnpagedEnglish />);
    await waitFor(() => expect(screen.getAllByTestId('pagination-total').map((t) => t.textContent)).toEqual(['共 1260 条', 'Total 1260 items']));
  });

  it('OneSize: a page of one declared size has the pager and no select of sizes', async () => {
    render(<OneSize />);
    const bar = await pager();
    expect(screen.getByTestId('pagination-total').textContent).toBe('共 128 条');
    expect(screen.queryByTestId('pagination-sizes')).toBeNull();
    // 128 rows of 50: three pages.
    expect(Array.from(bar.querySelectorAll('.ant-pagination-item')).map((item) => item.textContent)).toEqual(['1', '2', '3']);
  });

  it('OneSizeFits: a page of one size holding all its rows shows only the total', async () => {
    render(<OneSizeFits />);
    const bar = await pager();
    expect(screen.getByTestId('pagination-total').textContent).toBe('共 40 条');
    expect(bar.querySelector('.ant-pagination')).toBeNull();
  });
});

describe('pagination on a phone (under 768 px)', () => {
  const desktopMedia = window.matchMedia;
  afterEach(() => {
    window.matchMedia = desktopMedia;
  });

  it('the simple pager: the page number to type over the count, next moves the list', async () => {
    window.matchMedia = (query: string) => ({ ...desktopMedia(query), matches: query.includes('max-width: 767px') });
    render(<Chinese />);
    const bar = await pager();
    expect(bar.querySelector('.ant-pagination-simple')).not.toBeNull();
    expect(bar.querySelectorAll('.ant-pagination-item')).toHaveLength(0);
    expect(bar.querySelector('.ant-pagination-options-quick-jumper')).toBeNull();
    expect(bar.querySelector('.ant-pagination-simple-pager')?.textContent).toContain('9');
    fireEvent.click(bar.querySelector('.ant-pagination-next')!);
    await waitFor(() => expect(bar.querySelector<HTMLInputElement>('.ant-pagination-simple-pager input')?.value).toBe('2'));
  });
});
