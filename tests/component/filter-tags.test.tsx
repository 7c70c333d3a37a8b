import { composeStories } from '@storybook/react-vite';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as stories from '../../stories/filter-tags.stories';
import { probedWhere } from '../../stories/list-probe';

const { Several, English, One, Unreadable, None, ExcludingTabs } = composeStories(stories);

async function bar() {
  return within(await screen.findByTestId('filter-tags', {}, { timeout: 10_000 }));
}

const tagTexts = () => screen.getAllByRole('listitem').map((tag) => tag.textContent);

describe('filter-tags stories', () => {
  it('Several: 筛选条件: and one tag per condition, each value formatted by its field type', async () => {
    render(<Several />);
    const view = await bar();
    expect(view.getByText('筛选条件:')).toBeTruthy();
    expect(tagTexts()).toEqual([
      '合同编号: XS2026',
      '客户名称: 宏达 ; 鑫源',
      '合同金额: 100,000.00 至 500,000.00',
      '签订日期: 2026-10-01 至 2026-10-31',
      '状态: 审批中 ; 已完成',
    ]);
    expect(view.getByRole('button', { name: /清\s*空/ })).toBeTruthy();
  });

  it('closing a tag removes that condition only; 清空 removes them all', async () => {
    render(<Several />);
    const view = await bar();
    fireEvent.click(view.getByRole('button', { name: '删除条件 合同金额' }));
    await waitFor(() => expect(probedWhere()).not.toHaveProperty('amount'));
    expect(Object.keys(probedWhere())).toEqual(['contract_no', 'customer_name', 'sign_date', 'status']);
    expect(tagTexts()).toHaveLength(4);
    fireEvent.click(view.getByRole('button', { name: /清\s*空/ }));
    await waitFor(() => expect(probedWhere()).toEqual({}));
    expect(screen.queryByTestId('filter-tags')).toBeNull();
  });

  it('One: no 清空 for a single tag', async () => {
    render(<One />);
    const view = await bar();
    expect(tagTexts()).toEqual(['合同金额: ≥ 100,000.00']);
    expect(view.queryByRole('button', { name: /清\s*空/ })).toBeNull();
  });

  it('Unreadable: （解析异常） after a value that cannot be read; an unknown field says so', async () => {
    render(<Unreadable />);
    await bar();
    expect(tagTexts()).toEqual(['合同金额: ["between","lots"]（解析异常）', 'owner_id（无法识别）: 7']);
  });

  it('None: nothing shown', async () => {
    render(<None />);
    await screen.findByTestId('probe-where');
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByTestId('filter-tags')).toBeNull();
  });

  it('ExcludingTabs: the tabs field is not a tag', async () => {
    render(<ExcludingTabs />);
    await bar();
    expect(tagTexts()).toEqual(['合同编号: XS']);
  });

  it('English: Filters:, English labels and option names', async () => {
    render(<English />);
    const view = await bar();
    expect(view.getByText('Filters:')).toBeTruthy();
    expect(tagTexts()).toContain('Status: Pending approval ; Complete');
    expect(view.getByRole('button', { name: 'Remove filter Amount' })).toBeTruthy();
  });
});
