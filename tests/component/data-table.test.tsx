import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as stories from '../../stories/data-table.stories';

const { WithRows, English, Empty, Loading } = composeStories(stories);

describe('data-table stories', () => {
  it('WithRows: one row per record with the declared headers', () => {
    render(<WithRows />);
    for (const header of ['合同编号', '合同名称', '客户名称', '合同金额', '签订日期', '状态', '业务员']) {
      expect(screen.getAllByText(header).length).toBeGreaterThan(0);
    }
    expect(screen.getByText('XS2026110000015')).toBeTruthy();
  });

  it('English: English headers', () => {
    render(<English />);
    expect(screen.getAllByText('Signed on').length).toBeGreaterThan(0);
  });

  it('Empty: 暂无数据', () => {
    render(<Empty />);
    expect(screen.getAllByText('暂无数据').length).toBeGreaterThan(0);
  });

  it('Loading: shows the spinner', () => {
    const { container } = render(<Loading />);
    expect(container.querySelector('.ant-spin-spinning')).not.toBeNull();
  });
});
