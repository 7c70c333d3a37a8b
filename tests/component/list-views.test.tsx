import { composeStories } from '@storybook/react-vite';
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import * as stories from '../../stories/list-views.stories';

const { SalesContracts, Invoices, CardsFirst, English } = composeStories(stories);

const cardsShown = () => screen.queryByTestId('card-view') !== null;
const tableShown = () => screen.queryByTestId('data-table') !== null;

async function ready() {
  await screen.findByTestId('list-views', {}, { timeout: 10_000 });
  await screen.findByText('上海宏达化工有限公司', {}, { timeout: 10_000 });
}

afterEach(() => window.localStorage.clear());

describe('list-views stories', () => {
  it('shows the switch 切换视图： and the table first', async () => {
    render(<SalesContracts />);
    await ready();
    expect(screen.getByText('切换视图：')).toBeTruthy();
    expect(tableShown()).toBe(true);
    expect(cardsShown()).toBe(false);
  });

  it('switching to cards shows the cards; the page remembers it, another page does not', async () => {
    const first = render(<SalesContracts />);
    await ready();
    fireEvent.click(screen.getByText('卡片'));
    expect(await screen.findByTestId('card-view', {}, { timeout: 10_000 })).toBeTruthy();
    expect(tableShown()).toBe(false);
    first.unmount();

    const again = render(<SalesContracts />);
    expect(await screen.findByTestId('card-view', {}, { timeout: 10_000 })).toBeTruthy();
    again.unmount();

    render(<Invoices />);
    await ready();
    expect(tableShown()).toBe(true);
    expect(cardsShown()).toBe(false);
  });

  it('switching back to the list is remembered too', async () => {
    window.localStorage.setItem('hkwl:list-view:sales-contract', 'card');
    const first = render(<SalesContracts />);
    await screen.findByTestId('card-view', {}, { timeout: 10_000 });
    fireEvent.click(screen.getByText('列表'));
    await screen.findByTestId('data-table', {}, { timeout: 10_000 });
    first.unmount();
    render(<SalesContracts />);
    await ready();
    expect(tableShown()).toBe(true);
  });

  it('CardsFirst: a page configured for cards opens on cards', async () => {
    render(<CardsFirst />);
    expect(await screen.findByTestId('card-view', {}, { timeout: 10_000 })).toBeTruthy();
  });

  it('English: Switch view:', async () => {
    render(<English />);
    expect(await screen.findByText('Switch view:', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByText('Cards')).toBeTruthy();
  });
});
