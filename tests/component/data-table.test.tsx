import { composeStories } from '@storybook/react-vite';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as stories from '../../stories/data-table.stories';

const { WithRows, English, Empty, Loading } = composeStories(stories);

describe('data-table stories', () => {
  it('WithRows: one row per record with the declared headers and cells formatted by field type', async () => {
    render(<WithRows />);
    expect(await screen.findByText('XS2026110000015')).toBeTruthy();
    for (const header of ['合同编号', '合同名称', '客户名称', '合同金额', '签订日期', '状态', '业务员']) {
      expect(screen.getAllByText(header).length).toBeGreaterThan(0);
    }
    expect(document.querySelectorAll('.ant-table-tbody tr.ant-table-row')).toHaveLength(15);
    expect(screen.getByText('125,000.00')).toBeTruthy();
    expect(screen.getAllByText('已完成')[0].closest('.ant-tag')).not.toBeNull();
  });

  it('English: English headers and option labels', async () => {
    render(<English />);
    expect((await screen.findAllByText('Signed on')).length).toBeGreaterThan(0);
    expect(screen.getAllByText('Draft').length).toBeGreaterThan(0);
  });

  it('Empty: 暂无数据', async () => {
    render(<Empty />);
    expect((await screen.findAllByText('暂无数据')).length).toBeGreaterThan(0);
  });

  it('Loading: shows the spinner', async () => {
    const { container } = render(<Loading />);
    await waitFor(() => expect(container.querySelector('.ant-table-wrapper .ant-spin-spinning')).not.toBeNull());
  });

  it('clicking a sortable header sorts descending first, then ascending', async () => {
    render(<WithRows />);
    const header = (await screen.findAllByText('合同金额'))[0].closest('th')!;
    fireEvent.click(header);
    await waitFor(() => expect(header.getAttribute('aria-sort')).toBe('descending'));
    fireEvent.click(header);
    await waitFor(() => expect(header.getAttribute('aria-sort')).toBe('ascending'));
  });
});
