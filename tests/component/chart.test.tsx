import { composeStories } from '@storybook/react-vite';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import * as stories from '../../stories/chart.stories';
import { chartEnv } from '../../stories/chart-fixtures';
import * as dashboards from '../../stories/dashboard-page.stories';

const { StackedByMonth, Pie, Ranking, TwoSeries, Denied, Empty, English } = composeStories(stories);
const { Dashboard } = composeStories(dashboards);

/** The chart's card once its data has arrived (or been refused). */
async function settled(): Promise<HTMLElement> {
  const card = await screen.findByTestId('chart', {}, { timeout: 10_000 });
  await waitFor(() => expect(card.dataset.state).not.toBe('loading'));
  return card;
}

/** Switches the card to its table and answers its rows' cells' texts. */
async function tableOf(card: HTMLElement): Promise<string[][]> {
  fireEvent.click(within(card).getByText(/^(表格|Table)$/));
  const table = await within(card).findByTestId('chart-table');
  return within(table).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell').map((c) => c.textContent ?? ''));
}

describe('chart stories', () => {
  it('StackedByMonth: asks each series’ chart call with its group, bucket, split, order and limit; months oldest first, one column per status', async () => {
    const env = chartEnv({ language: 'zh' });
    render(<StackedByMonth env={env} />);
    const card = await settled();
    expect(env.calls.map((c) => [c.url, c.options.query])).toEqual([
      ['/api/contract/sales_contract/chart', { group_field: 'sign_date', bucket: 'month', split_field: 'status', order: 'group_desc', limit: 6 }],
    ]);
    expect(card.querySelector('[data-testid="chart-drawing"]')).not.toBeNull();
    const headers = within(card).queryAllByRole('columnheader');
    expect(headers).toEqual([]);
    const rows = await tableOf(card);
    expect(within(card).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['分组', '审批中', '已生效']);
    expect(rows[0]).toEqual(['2026-06', '3', '15']);
    expect(rows.at(-1)).toEqual(['2026-11', '3', '10']);
  });

  it('a value opens the series’ list filtered to its month and status (the list’s query preset), by click or Enter', async () => {
    const env = chartEnv({ language: 'zh' });
    const navigate = vi.fn();
    env.navigate = navigate;
    render(<StackedByMonth env={env} />);
    await tableOf(await settled());
    fireEvent.click(screen.getAllByRole('button', { name: '15' })[0]);
    const query = { sign_date: ['between', ['2026-06-01', '2026-06-30']], status: 2 };
    expect(navigate).toHaveBeenLastCalledWith(`/contract/sales?query=${encodeURIComponent(JSON.stringify(query))}`);
    fireEvent.keyDown(screen.getAllByRole('button', { name: '3' })[0], { key: 'Enter' });
    expect(navigate).toHaveBeenLastCalledWith(`/contract/sales?query=${encodeURIComponent(JSON.stringify({ ...query, status: 1 }))}`);
  });

  it('Pie: the statuses by their labels with the amounts in their decimals; a slice’s value drills to its status', async () => {
    const env = chartEnv({ language: 'zh' });
    env.navigate = vi.fn();
    render(<Pie env={env} />);
    const rows = await tableOf(await settled());
    expect(rows).toEqual([['草稿', '250,000.50'], ['审批中', '500,001.00'], ['已生效', '750,001.50'], ['已驳回', '1,000,002.00']]);
    fireEvent.click(screen.getByRole('button', { name: '750,001.50' }));
    expect(env.navigate).toHaveBeenCalledWith(`/contract/sales?query=${encodeURIComponent(JSON.stringify({ status: 2 }))}`);
  });

  it('Ranking keeps the server’s order; TwoSeries puts both resources on one month axis, a missing month empty', async () => {
    const { unmount } = render(<Ranking />);
    expect((await tableOf(await settled())).map((r) => r[0])).toEqual(['上海宏达化工有限公司', '江苏鑫源钢铁股份有限公司', '深圳华泰能源贸易有限公司']);
    unmount();
    render(<TwoSeries />);
    const rows = await tableOf(await settled());
    expect(rows[0]).toEqual(['2026-06', '950,000.00', '-']);
    expect(rows.at(-1)).toEqual(['2026-11', '1,200,000.00', '900,000.00']);
  });

  it('Denied says the caller may not see it; Empty says there is no data; English labels', async () => {
    const { unmount } = render(<Denied />);
    expect((await settled()).textContent).toContain('您无权查看该图表的数据');
    unmount();
    const second = render(<Empty />);
    expect((await settled()).textContent).toContain('暂无数据');
    second.unmount();
    render(<English />);
    const card = await settled();
    expect(card.textContent).toContain('Top customers');
    await tableOf(card);
    expect(within(card).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Group', 'Amount']);
  });

  it('Dashboard: its four charts, each with its own data', async () => {
    render(<Dashboard />);
    await screen.findByTestId('dashboard-page', {}, { timeout: 10_000 });
    await waitFor(() => expect(screen.getAllByTestId('chart').map((c) => c.dataset.state)).toEqual(['ready', 'ready', 'ready', 'ready']));
  });
});
