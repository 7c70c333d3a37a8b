import { composeStories } from '@storybook/react-vite';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as tagStories from '../../stories/filter-tags.stories';
import { probedWhere } from '../../stories/list-probe';
import * as panelStories from '../../stories/query-panel.stories';
import * as stories from '../../stories/search-controls.stories';

const { Month, MonthChosen, MonthOfTimes, MonthAsText } = composeStories(stories);
const { MonthField } = composeStories(panelStories);
const { Months, MonthPartial } = composeStories(tagStories);

const where = () => JSON.parse(screen.getByTestId('where').textContent ?? 'null') as unknown;

/** Opens the month panel of the picker named `label`. */
async function openPanel(label: string): Promise<HTMLElement> {
  const input = screen.getByLabelText(label);
  fireEvent.mouseDown(input);
  fireEvent.click(input);
  return (await screen.findAllByRole('table', {}, { timeout: 10_000 })).at(-1)!;
}

/** Opens the picker, goes to `year` with the panel's year buttons and picks `month` (1-12). */
async function pick(label: string, year: number, month: number) {
  await openPanel(label);
  const yearButton = () => document.querySelector('.ant-picker-dropdown:not(.ant-picker-dropdown-hidden) .ant-picker-year-btn')!;
  const step = (direction: 'prev' | 'next') => fireEvent.click(document.querySelector(`.ant-picker-dropdown:not(.ant-picker-dropdown-hidden) .ant-picker-header-super-${direction}-btn`)!);
  while (parseInt(yearButton().textContent ?? '', 10) > year) step('prev');
  while (parseInt(yearButton().textContent ?? '', 10) < year) step('next');
  const title = `${year}-${String(month).padStart(2, '0')}`;
  fireEvent.click(document.querySelector(`.ant-picker-dropdown:not(.ant-picker-dropdown-hidden) td[title="${title}"] .ant-picker-cell-inner`)!);
}

describe('the month search control (spec 001 §5 searchType month)', () => {
  it('is a month panel, not a day range; a month of a date column is its first to last day (leap years too)', async () => {
    render(<Month />);
    const panel = await openPanel('签订月份');
    // Twelve months to choose from, each titled yyyy-MM; one input, not a range's two.
    const titles = [...panel.querySelectorAll('td')].map((cell) => cell.getAttribute('title') ?? '');
    expect(titles).toHaveLength(12);
    expect(titles.every((title) => /^\d{4}-\d{2}$/.test(title))).toBe(true);
    expect(document.querySelector('.ant-picker-range')).toBeNull();
    fireEvent.keyDown(screen.getByLabelText('签订月份'), { key: 'Escape' });
    await pick('签订月份', 2024, 2);
    await waitFor(() => expect(where()).toEqual(['between', ['2024-02-01', '2024-02-29']]));
    expect((screen.getByLabelText('签订月份') as HTMLInputElement).value).toBe('2024-02');
  });

  it('shows a chosen whole month as yyyy-MM; clearing removes the condition', async () => {
    render(<MonthChosen />);
    const input = screen.getByLabelText('签订月份') as HTMLInputElement;
    expect(input.value).toBe('2024-02');
    fireEvent.mouseDown(document.querySelector('.ant-picker-clear')!);
    fireEvent.mouseUp(document.querySelector('.ant-picker-clear')!);
    fireEvent.click(document.querySelector('.ant-picker-clear')!);
    await waitFor(() => expect(where()).toBeNull());
  });

  it('a time column covers the month from 00:00:00 to 23:59:59; a text column is queried by the month text', async () => {
    const { unmount } = render(<MonthOfTimes />);
    await pick('创建月份', 2025, 11);
    await waitFor(() => expect(where()).toEqual(['between', ['2025-11-01 00:00:00', '2025-11-30 23:59:59']]));
    unmount();
    render(<MonthAsText />);
    await pick('结算月份', 2025, 12);
    await waitFor(() => expect(where()).toBe('2025-12'));
  });
});

describe('a month field in the query panel and the filter tags', () => {
  it('the panel queries the chosen month as the list\'s where', async () => {
    render(<MonthField />);
    const panel = within(await screen.findByTestId('query-panel', {}, { timeout: 10_000 }));
    await pick('结算月份', 2026, 2);
    expect(probedWhere().settle_date).toBeUndefined();
    fireEvent.click(panel.getByRole('button', { name: /查\s*询/ }));
    await waitFor(() => expect(probedWhere().settle_date).toEqual(['between', ['2026-02-01', '2026-02-28']]));
  });

  it('a tag reads a whole month as yyyy-MM; a day-range field and a partial range stay ranges', async () => {
    const { unmount } = render(<Months />);
    await screen.findByTestId('filter-tags', {}, { timeout: 10_000 });
    const texts = () => screen.getAllByRole('listitem').map((tag) => tag.textContent);
    expect(texts()).toEqual(['结算月份: 2026-02', '付款月份: 2026-03', '签订日期: 2026-02-01 至 2026-02-28']);
    unmount();
    render(<MonthPartial />);
    await screen.findByTestId('filter-tags', {}, { timeout: 10_000 });
    expect(texts()).toEqual(['结算月份: 2026-02-03 至 2026-03-05']);
  });
});
