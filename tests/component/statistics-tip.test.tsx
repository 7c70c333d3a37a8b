import { composeStories } from '@storybook/react-vite';
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as stories from '../../stories/statistics-tip.stories';

const { Totals, NoSummaryYet, English } = composeStories(stories);

async function items() {
  await screen.findByTestId('statistics-tip', {}, { timeout: 10_000 });
  return screen.getAllByTestId('statistics-item').map((item) => item.textContent);
}

afterEach(() => vi.restoreAllMocks());

const area = () => screen.getAllByTestId('statistics-item')[0].parentElement as HTMLElement;

describe('statistics-tip stories', () => {
  it('Totals: each item with its label and its sum or average, grouped with its decimals', async () => {
    render(<Totals />);
    expect(await items()).toEqual(['合同金额（合计）1,234,567.89', '平均金额（平均）24,691.358', '毛利（合计）-5,230.50', '数量（合计）-']);
  });

  it('colours: the item colour; a negative value of a sign item in red', async () => {
    render(<Totals />);
    await items();
    const [amount, , profit, quantity] = screen.getAllByTestId('statistics-item').map((item) => item.lastElementChild as HTMLElement);
    expect(amount.style.color).toBe('rgb(22, 119, 255)');
    expect(profit.style.color).toBe('rgb(245, 34, 45)');
    expect(quantity.style.color).toBe('');
  });

  it('the area is 73 px high by default (spec 001 §9)', async () => {
    render(<Totals />);
    await items();
    expect(area().style.maxHeight).toBe('73px');
    expect(screen.queryByRole('button', { name: /展开统计/ })).toBeNull();
  });

  it('items taller than the area: an expand button grows it to at most 300 px, and back', async () => {
    vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockReturnValue(180);
    render(<Totals />);
    await items();
    fireEvent.click(await screen.findByRole('button', { name: /展开统计/ }));
    expect(area().style.maxHeight).toBe('300px');
    fireEvent.click(screen.getByRole('button', { name: /收起统计/ }));
    expect(area().style.maxHeight).toBe('73px');
  });

  it('NoSummaryYet: dashes until the list answers', async () => {
    render(<NoSummaryYet />);
    expect((await items()).every((text) => text?.endsWith('-'))).toBe(true);
  });

  it('English: English labels', async () => {
    render(<English />);
    expect((await items())[0]).toBe('Contract amount (Total)1,234,567.89');
    expect(screen.getByRole('region', { name: 'Statistics' })).toBeTruthy();
  });
});
