import { composeStories } from '@storybook/react-vite';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as stories from '../../stories/first-rows.stories';
import { contractColumns } from '../../stories/contract-columns';
import { contractRows, createFakeEnv, FakeEnvFrame } from '../../stories/fake-env';
import { FirstRowsStage, pageSettled, REVEAL_AFTER_MS } from '../../src/pages/FirstRowsStage';
import type { FirstRowsData } from '../../src/pages/page-opening';

const { Declared, WithSetting, English } = composeStories(stories);

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  window.localStorage.clear();
});

const headers = () => [...screen.getByTestId('first-rows').querySelectorAll('thead th')].map((th) => th.textContent);
const cells = (row: number) => [...screen.getByTestId('first-rows').querySelectorAll('tbody tr')][row]!.querySelectorAll('td');

describe('first rows', () => {
  it('draws the declared columns and each value as its field codec formats it: money with separators, the enum’s label, the date', () => {
    render(<Declared />);
    expect(headers()).toEqual(['', '序号', '合同编号', '合同名称', '客户名称', '合同金额', '签订日期', '状态', '业务员']);
    const [row] = contractRows(1);
    const first = [...cells(0)].map((td) => td.textContent);
    expect(first.slice(1, 3)).toEqual(['1', row!.contract_no]);
    expect(first[5]).toBe('125,000.00');
    expect(first[6]).toBe(row!.sign_date);
    expect(first[7]).not.toMatch(/^\d+$/);
    expect(screen.getByTestId('first-rows').querySelectorAll('tbody tr')).toHaveLength(5);
    // Not marked as the page's own rows.
    expect(screen.getByTestId('first-rows').querySelectorAll('tr.ant-table-row')).toHaveLength(0);
    // Nothing in it acts: no buttons, links or inputs.
    expect(within(screen.getByTestId('first-rows')).queryAllByRole('button')).toEqual([]);
    expect(screen.getByTestId('first-rows').querySelectorAll('a, input')).toHaveLength(0);
  });

  it('follows the user’s setting: its order, its hidden columns, its widths', () => {
    render(<WithSetting />);
    expect(headers()).toEqual(['', '序号', '合同金额', '合同编号', '客户名称', '签订日期', '状态', '业务员']);
    const widths = [...screen.getByTestId('first-rows').querySelectorAll('col')].map((col) => (col as HTMLElement).style.width);
    expect(widths[2]).toBe('180px');
  });

  it('in English: English labels and option names', () => {
    render(<English />);
    expect(headers()).toContain('Contract no.');
    expect([...cells(0)].map((td) => td.textContent)).toContain('Draft');
  });
});

const DATA: FirstRowsData = {
  title: '销售合同',
  table: { type: 'data-table', rowKey: 'id', columns: contractColumns },
  settings: null,
  rows: contractRows(3),
};

/** A page whose table loads, then has rows (or an error). */
function Page({ state }: { state: 'loading' | 'rows' | 'error' | 'none' }) {
  if (state === 'none') return <div data-testid="list-page">…</div>;
  if (state === 'error') return <div data-testid="list-error">加载失败</div>;
  return (
    <div data-testid="list-page">
      <div className="ant-card-body">
        <input aria-label="合同编号" />
        <div style={{ height: 120 }} />
        <div data-testid="data-table">
          {state === 'loading' && <div className="ant-spin-spinning" />}
          <table>
            <tbody className="ant-table-tbody">
              {state === 'rows' ? <tr className="ant-table-row"><td>XS-1</td></tr> : <tr className="ant-table-placeholder"><td /></tr>}
            </tbody>
          </table>
        </div>
      </div>
    </div>
  );
}

function stage(state: 'loading' | 'rows' | 'error' | 'none', first: FirstRowsData | null = DATA) {
  return (
    <FakeEnvFrame env={createFakeEnv(() => null)}>
      <FirstRowsStage first={first} menuId={301}>
        <Page state={state} />
      </FirstRowsStage>
    </FakeEnvFrame>
  );
}

const pageBox = () => screen.getByTestId('list-page').parentElement!;

describe('first rows stage', () => {
  it('shows the first rows on a cover while the page’s table loads under it; then the page alone', async () => {
    const view = render(stage('loading'));
    expect(screen.getByTestId('first-rows-page')).toBeTruthy();
    // The cover with the first rows lies over the page, which screen readers skip meanwhile.
    expect(screen.getByTestId('first-rows-cover').contains(screen.getByTestId('first-rows-page'))).toBe(true);
    expect(pageBox().getAttribute('aria-hidden')).toBe('true');
    // Focus cannot stay in the covered page (a Tab into it is let go).
    const field = screen.getByLabelText('合同编号');
    field.focus();
    expect(document.activeElement).not.toBe(field);
    view.rerender(stage('rows'));
    // Hidden as the rows' mutations are delivered, before the browser's next frame: no frame paints the cover over them.
    await Promise.resolve();
    const cover = screen.queryByTestId('first-rows-cover');
    expect(cover === null || cover.style.display === 'none').toBe(true);
    await screen.findByTestId('data-table');
    await vi.waitFor(() => expect(screen.queryByTestId('first-rows-page')).toBeNull());
    expect(screen.queryByTestId('first-rows-cover')).toBeNull();
    expect(pageBox().getAttribute('aria-hidden')).toBeNull();
    screen.getByLabelText('合同编号').focus();
    expect(document.activeElement).toBe(screen.getByLabelText('合同编号'));
  });

  it('an empty list or an error settles the page too', async () => {
    const view = render(stage('loading'));
    view.rerender(stage('error'));
    await vi.waitFor(() => expect(screen.queryByTestId('first-rows-page')).toBeNull());
    cleanup();
    const empty = render(stage('loading'));
    expect(screen.getByTestId('first-rows-page')).toBeTruthy();
    empty.rerender(
      <FakeEnvFrame env={createFakeEnv(() => null)}>
        <FirstRowsStage first={DATA} menuId={301}>
          <div data-testid="data-table"><table><tbody className="ant-table-tbody"><tr className="ant-table-placeholder"><td>暂无数据</td></tr></tbody></table></div>
        </FirstRowsStage>
      </FakeEnvFrame>,
    );
    await vi.waitFor(() => expect(screen.queryByTestId('first-rows-page')).toBeNull());
  });

  it('a page that never settles is shown after REVEAL_AFTER_MS', () => {
    vi.useFakeTimers();
    render(stage('none'));
    expect(screen.getByTestId('first-rows-page')).toBeTruthy();
    act(() => vi.advanceTimersByTime(REVEAL_AFTER_MS));
    expect(screen.queryByTestId('first-rows-page')).toBeNull();
  });

  it('without first rows the page shows as it is', () => {
    render(stage('loading', null));
    expect(screen.queryByTestId('first-rows-cover')).toBeNull();
    expect(pageBox().getAttribute('aria-hidden')).toBeNull();
  });

  it('pageSettled: loading is not settled; rows, the empty state or an error are', () => {
    const root = document.createElement('div');
    root.innerHTML = '<div data-testid="data-table"><div class="ant-spin-spinning"></div><table><tbody class="ant-table-tbody"><tr class="ant-table-placeholder"></tr></tbody></table></div>';
    expect(pageSettled(root)).toBe(false);
    root.querySelector('.ant-spin-spinning')!.remove();
    expect(pageSettled(root)).toBe(true);
    root.innerHTML = '<div data-testid="list-page"></div>';
    expect(pageSettled(root)).toBe(false);
    root.innerHTML = '<div data-testid="node-error"></div>';
    expect(pageSettled(root)).toBe(true);
  });
});
