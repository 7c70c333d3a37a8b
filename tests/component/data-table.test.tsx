import { composeStories } from '@storybook/react-vite';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as stories from '../../stories/data-table.stories';

const { WithRows, English, Empty, Loading } = composeStories(stories);

describe('data-table stories', () => {
  it('WithRows: one row per record with the declared headers and cells formatted by field type', async () => {
    render(<WithRows />);
    expect(await screen.findByText('XS2026110000015', {}, { timeout: 10_000 })).toBeTruthy();
    for (const header of ['合同编号', '合同名称', '客户名称', '合同金额', '签订日期', '状态', '业务员']) {
      expect(screen.getAllByText(header).length).toBeGreaterThan(0);
    }
    expect(document.querySelectorAll('.ant-table-tbody tr.ant-table-row')).toHaveLength(15);
    expect(screen.getByText('125,000.00')).toBeTruthy();
    expect(screen.getAllByText('已完成')[0].closest('.ant-tag')).not.toBeNull();
  });

  it('English: English headers and option labels', async () => {
    render(<English />);
    expect((await screen.findAllByText('Signed on', {}, { timeout: 10_000 })).length).toBeGreaterThan(0);
    expect(screen.getAllByText('Draft').length).toBeGreaterThan(0);
  });

  it('Empty: 暂无数据', async () => {
    render(<Empty />);
    expect((await screen.findAllByText('暂无数据', {}, { timeout: 10_000 })).length).toBeGreaterThan(0);
  });

  it('Loading: before the first answer, a busy placeholder saying 数据加载中... stands where the table will be', async () => {
    const { container } = render(<Loading />);
    const placeholder = await screen.findByRole('status', {}, { timeout: 10_000 });
    expect(placeholder.getAttribute('aria-label')).toBe('数据加载中...');
    expect(placeholder.getAttribute('aria-busy')).toBe('true');
    expect(container.querySelector('.ant-table-wrapper')).toBeNull();
  });

  it('clicking a sortable header sorts descending first, then ascending', async () => {
    render(<WithRows />);
    const header = (await screen.findAllByText('合同金额', {}, { timeout: 10_000 }))[0].closest('th')!;
    fireEvent.click(header);
    await waitFor(() => expect(header.getAttribute('aria-sort')).toBe('descending'));
    fireEvent.click(header);
    await waitFor(() => expect(header.getAttribute('aria-sort')).toBe('ascending'));
  });
});

describe('data-table: selection, row numbers and totals', () => {
  it('ticks rows into the list, numbers them by page, and totals the summed columns for the page and the filtered set', async () => {
    const { RenderSchema } = await import('../../registry');
    const { StaticList } = await import('../../stories/static-list');
    const { contractRows, createFakeEnv, FakeEnvFrame } = await import('../../stories/fake-env');
    const { useListContext } = await import('../../renderers/list-page');
    const { contractColumns } = await import('../../stories/contract-columns');
    function Picked() {
      return <output data-testid="picked">{useListContext().selectedRows.map((r) => r.id).join(',')}</output>;
    }
    const columns = contractColumns.map((c) => (c.prop === 'amount' ? { ...c, showSummary: true } : c));
    const rows = contractRows(3);
    render(
      <FakeEnvFrame env={createFakeEnv(() => null)}>
        <StaticList rows={rows} total={40} summary={{ amount: { sum: 99_000_000, avg: 2_475_000 } }}>
          <RenderSchema schema={{ type: 'data-table', rowKey: 'id', selection: 'multiple', index: true, columns }} />
          <Picked />
        </StaticList>
      </FakeEnvFrame>,
    );
    await screen.findByText('XS2026110000003', {}, { timeout: 10_000 });
    expect(screen.getAllByText('序号').length).toBeGreaterThan(0);
    const boxes = document.querySelectorAll<HTMLInputElement>('.ant-table-tbody tr.ant-table-row input[type="checkbox"]');
    expect(boxes).toHaveLength(3);
    fireEvent.click(boxes[0]);
    fireEvent.click(boxes[2]);
    await waitFor(() => expect(screen.getByTestId('picked').textContent).toBe('1,3'));
    // 125,000.00 + 135,001.50 + 145,003.00
    expect(document.querySelector('[data-testid="summary-page"]')?.textContent).toContain('当页合计');
    expect(document.querySelector('[data-testid="summary-page"]')?.textContent).toContain('405,004.50');
    expect(document.querySelector('[data-testid="summary-filtered"]')?.textContent).toContain('筛选后合计');
    expect(document.querySelector('[data-testid="summary-filtered"]')?.textContent).toContain('99,000,000.00');
  });
});
