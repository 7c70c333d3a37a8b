import { composeStories } from '@storybook/react-vite';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as stories from '../../stories/card-view.stories';

const { WithRows, English, WithoutSelection, Empty, Loading } = composeStories(stories);

const selectedIds = () => JSON.parse(screen.getByTestId('probe-selected').textContent ?? '[]') as number[];

describe('card-view stories', () => {
  it('WithRows: one card per row, titled by the title field, with at most maxFields labelled, formatted fields', async () => {
    render(<WithRows />);
    const cards = await screen.findAllByTestId('row-card', {}, { timeout: 10_000 });
    expect(cards).toHaveLength(6);
    const first = cards[0];
    expect(first.getAttribute('aria-label')).toBe('上海宏达电解铜销售合同');
    const labels = [...first.querySelectorAll('dt')].map((dt) => dt.textContent);
    expect(labels).toEqual(['合同编号', '客户名称', '合同金额', '签订日期']);
    expect(within(first).getByText('XS2026110000001')).toBeTruthy();
    expect(within(first).getByText('125,000.00')).toBeTruthy();
  });

  it('ticking a card selects its row in the list; unticking removes it', async () => {
    render(<WithRows />);
    await screen.findAllByTestId('row-card', {}, { timeout: 10_000 });
    // Rows 2 and 6 share a name; the first of them is row 2.
    const second = screen.getAllByRole('checkbox', { name: '选择 江苏鑫源螺纹钢销售合同' })[0];
    fireEvent.click(second);
    fireEvent.click(screen.getAllByRole('checkbox', { name: '选择 上海宏达电解铜销售合同' })[0]);
    expect(selectedIds()).toEqual([2, 1]);
    expect((second as HTMLInputElement).checked).toBe(true);
    fireEvent.click(second);
    expect(selectedIds()).toEqual([1]);
  });

  it('WithoutSelection: no checkboxes', async () => {
    render(<WithoutSelection />);
    await screen.findAllByTestId('row-card', {}, { timeout: 10_000 });
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
  });

  it('Empty: 暂无数据', async () => {
    render(<Empty />);
    expect((await screen.findByTestId('card-view-empty', {}, { timeout: 10_000 })).textContent).toContain('暂无数据');
    expect(screen.queryAllByTestId('row-card')).toHaveLength(0);
  });

  it('Loading: a spinner over the cards', async () => {
    render(<Loading />);
    await screen.findAllByTestId('row-card', {}, { timeout: 10_000 });
    expect(document.querySelector('.ant-spin-spinning')).not.toBeNull();
  });

  it('English: English labels and checkbox names', async () => {
    render(<English />);
    await screen.findAllByTestId('row-card', {}, { timeout: 10_000 });
    expect([...screen.getAllByTestId('row-card')[0].querySelectorAll('dt')].map((dt) => dt.textContent)).toEqual(['Contract no.', 'Customer', 'Amount', 'Signed on']);
    expect(screen.getByRole('checkbox', { name: 'Select 上海宏达电解铜销售合同' })).toBeTruthy();
  });
});
