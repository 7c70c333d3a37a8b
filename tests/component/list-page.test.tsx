import { composeStories } from '@storybook/react-vite';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiCodeError, RenderSchema } from '../../registry';
import { createBuiltinRegistry } from '../../renderers';
import { DUPLICATE_WINDOW_MS, SETTING_DETAIL_URL, useListContext } from '../../renderers/list-page';
import * as stories from '../../stories/list-page.stories';
import { contractListPage } from '../../stories/contract-columns';
import { contractRows, createFakeEnv, FakeEnvFrame, type FakeEnv } from '../../stories/fake-env';

const { Contracts, English, LoadFailed } = composeStories(stories);

function renderPage<S extends { type: string }>(env: FakeEnv, schema: S | typeof contractListPage = contractListPage) {
  return render(
    <FakeEnvFrame env={env}>
      <RenderSchema schema={schema} />
    </FakeEnvFrame>,
  );
}

afterEach(() => vi.restoreAllMocks());

/** The page sizes the list calls asked for, in order. */
const limits = (env: FakeEnv) => env.calls.map((call) => call.options.query?.limit);

/**
 * Asks the page to refresh (刷新). Its call is made in the click, after React has run every effect still
 * pending: a call the page would make on its own is in env.calls before this one.
 */
function refresh(): void {
  fireEvent.click(within(screen.getByTestId('list-page')).getAllByRole('button', { name: '刷新' })[0]);
}

describe('list-page stories', () => {
  it('Contracts: shows the first 15 rows, the total and formatted cells', async () => {
    render(<Contracts />);
    expect(await screen.findByText('XS2026110000001', {}, { timeout: 10_000 })).toBeTruthy();
    expect(await screen.findByText('共 128 条')).toBeTruthy();
    expect(screen.getByText('XS2026110000015')).toBeTruthy();
    expect(screen.queryByText('XS2026110000016')).toBeNull();
    expect(screen.getByText('125,000.00')).toBeTruthy();
    expect(screen.getAllByText('已完成').length).toBeGreaterThan(0);
    // The pager speaks the page's language (antd's locale follows it).
    expect(document.querySelector('.ant-pagination-options-quick-jumper')?.textContent).toMatch(/^跳至\s*页$/);
  });

  it('English: headers, status labels, totals and the pager in English', async () => {
    render(<English />);
    expect(await screen.findByText('Total 128 items')).toBeTruthy();
    expect((await screen.findAllByText('Contract no.')).length).toBeGreaterThan(0);
    expect(screen.getAllByText('Complete').length).toBeGreaterThan(0);
    expect(document.querySelector('.ant-pagination-options-quick-jumper')?.textContent).toMatch(/^Go to\s*Page$/);
  });

  it('LoadFailed: says the data failed to load', async () => {
    render(<LoadFailed />);
    expect(await screen.findByText('数据加载失败')).toBeTruthy();
  });
});

describe('list-page controller', () => {
  it('empty: asks once, stops loading, shows 暂无数据 and no pager', async () => {
    const env = createFakeEnv(() => ({ data: [], total: 0 }));
    const { container } = renderPage(env);
    expect((await screen.findAllByText('暂无数据')).length).toBeGreaterThan(0);
    await waitFor(() => expect(container.querySelector('.ant-table-wrapper .ant-spin-spinning')).toBeNull());
    expect(env.calls).toHaveLength(1);
    expect(env.calls[0].url).toBe('/api/contract/sales_contract/index');
    expect(screen.queryByTestId('pagination')).toBeNull();
  });

  it('a server that never answers leaves the table loading, not empty', async () => {
    const env = createFakeEnv(() => new Promise(() => undefined));
    // The list call never answers; the setting's refusal (there is none) is the one answer, given by the test.
    let refuseSetting!: () => void;
    const request = env.request;
    env.request = (url, options) =>
      url === SETTING_DETAIL_URL ? (new Promise((_resolve, reject) => (refuseSetting = () => reject(new ApiCodeError(4404, 'no setting')))) as never) : request(url, options);
    const { container } = renderPage(env);
    await waitFor(() => expect(env.calls).toHaveLength(1));
    await screen.findByTestId('data-table-loading');
    // Nothing is left to come once the refusal has been taken (act drains the work it starts).
    await act(async () => refuseSetting());
    expect(screen.getByTestId('data-table-loading').getAttribute('aria-busy')).toBe('true');
    expect(container.querySelector('.ant-empty')).toBeNull();
    expect(env.calls).toHaveLength(1);
  });

  it('a later load keeps the table and its rows under a spinner; the placeholder is only for the first answer', async () => {
    let answer: (() => void) | null = null;
    const env = createFakeEnv((_url, options) =>
      Number(options.query?.page) === 1
        ? { data: contractRows(15), total: 128 }
        : new Promise((resolve) => (answer = () => resolve({ data: contractRows(15, 15), total: 128 }))),
    );
    const { container } = renderPage(env);
    await screen.findByText('XS2026110000001');
    fireEvent.click(within(screen.getByTestId('pagination')).getByTitle('2'));
    await waitFor(() => expect(container.querySelector('.ant-table-wrapper .ant-spin-spinning')).not.toBeNull());
    expect(screen.getByText('XS2026110000001')).toBeTruthy();
    expect(screen.queryByTestId('data-table-loading')).toBeNull();
    await act(async () => answer!());
    await screen.findByText('XS2026110000016');
  });

  it('with a stored page size, the rows shown are that many; the next visit asks for that size at once', async () => {
    const setting = { table_name: 'menu-301', perms_id: 301, table_fields: [], table_cell_width: {}, button_inline_position: 'top' as const, content_pagesize: 30 as const, customized: true, updated_at: null };
    const env = createFakeEnv((_url, options) => ({ data: contractRows(Number(options.query?.limit)), total: 200 }), 'zh', createBuiltinRegistry(), setting);
    const first = renderPage(env);
    await screen.findByText('共 200 条');
    // The first visit asks beside the setting with the declared size, then with the setting's; only the latter
    // shows. A refresh asked for now is the last call: every call the page makes on its own comes before it.
    refresh();
    expect(limits(env)).toEqual([15, 30, 30]);
    expect(screen.getByText('XS2026110000030')).toBeDefined();
    first.unmount();
    const again = createFakeEnv((_url, options) => ({ data: contractRows(Number(options.query?.limit)), total: 200 }), 'zh', createBuiltinRegistry(), setting);
    renderPage(again);
    await screen.findByText('共 200 条');
    refresh();
    expect(limits(again)).toEqual([30, 30]);
  });

  it('never shows the declared page size\'s rows while the setting is still being read', async () => {
    let answerSetting!: () => void;
    const setting = { table_name: 'menu-301', perms_id: 301, table_fields: [], table_cell_width: {}, button_inline_position: 'top' as const, content_pagesize: 30 as const, customized: true, updated_at: null };
    // Every answer is given by the test, in the order it chooses.
    const answers: (() => void)[] = [];
    const env = createFakeEnv(
      (_url, options) => new Promise((resolve) => answers.push(() => resolve({ data: contractRows(Number(options.query?.limit)), total: 200 }))),
      'zh',
      createBuiltinRegistry(),
      setting,
    );
    const request = env.request;
    env.request = (url, options) =>
      url === SETTING_DETAIL_URL ? new Promise((resolve) => (answerSetting = () => resolve(request(url, options)))) as never : request(url, options);
    const { container } = renderPage(env);
    await waitFor(() => expect(answers).toHaveLength(1));
    await screen.findByTestId('data-table-loading');
    // The rows of the declared size arrive while the setting is still being read: taken, not shown.
    await act(async () => answers[0]());
    expect(screen.queryByText('XS2026110000001')).toBeNull();
    expect(screen.getByTestId('data-table-loading')).toBeTruthy();
    expect(container.querySelector('.ant-table-wrapper')).toBeNull();
    await act(async () => answerSetting());
    await waitFor(() => expect(answers).toHaveLength(2));
    await act(async () => answers[1]());
    await screen.findByText('XS2026110000030');
    expect(limits(env)).toEqual([15, 30]);
  });

  it('asks for the next page and the chosen page size, with the menu id', async () => {
    const env = createFakeEnv((_url, options) => ({ data: contractRows(Number(options.query?.limit)), total: 200 }));
    renderPage(env);
    await screen.findByText('共 200 条');
    expect(env.calls[0].options.query).toMatchObject({ page: 1, limit: 15, perms_id: 301 });
    fireEvent.click(within(screen.getByTestId('pagination')).getByTitle('2'));
    await waitFor(() => expect(env.calls.at(-1)?.options.query).toMatchObject({ page: 2, limit: 15 }));
  });

  it('sorts by a sortable column, descending first, from page 1', async () => {
    const env = createFakeEnv(() => ({ data: contractRows(15), total: 200 }));
    renderPage(env);
    await screen.findByText('XS2026110000001');
    fireEvent.click(screen.getAllByText('合同金额')[0].closest('th')!);
    await waitFor(() => expect(env.calls.at(-1)?.options.query).toMatchObject({ order: 'amount desc', page: 1 }));
  });

  it('uses only the latest answer when an older request returns last', async () => {
    const pending: Array<(value: unknown) => void> = [];
    const env = createFakeEnv(() => new Promise((resolve) => pending.push(resolve)));
    renderPage(env);
    await waitFor(() => expect(pending).toHaveLength(1));
    await act(async () => pending[0]({ data: contractRows(15), total: 40 }));
    fireEvent.click(within(await screen.findByTestId('pagination')).getByTitle('2'));
    fireEvent.click(within(screen.getByTestId('pagination')).getByTitle('3'));
    await waitFor(() => expect(pending).toHaveLength(3));
    await act(async () => pending[2]({ data: contractRows(10, 30), total: 40 }));
    await act(async () => pending[1]({ data: contractRows(15, 15), total: 40 }));
    expect(await screen.findByText('XS2026110000031')).toBeTruthy();
    expect(screen.queryByText('XS2026110000016')).toBeNull();
  });

  it(`drops an identical request within ${DUPLICATE_WINDOW_MS} ms and sends it after`, async () => {
    // A child renderer, registered in a child registry for this page only, asks for the same page again.
    function AskAgain() {
      const list = useListContext();
      return <button onClick={() => list.setPage(list.query.page, list.query.limit)}>again</button>;
    }
    const registry = createBuiltinRegistry().child();
    registry.register({ type: 'ask-again', component: AskAgain });
    const env = createFakeEnv(() => ({ data: contractRows(15), total: 40 }), 'zh', registry);
    const schema = { ...contractListPage, children: [...contractListPage.children, { type: 'ask-again' }] };
    let now = 1_000_000;
    vi.spyOn(Date, 'now').mockImplementation(() => now);
    renderPage(env, schema);
    await screen.findByText('XS2026110000001');
    expect(env.calls).toHaveLength(1);
    now += DUPLICATE_WINDOW_MS - 1;
    fireEvent.click(screen.getByText('again'));
    await act(async () => undefined);
    expect(env.calls).toHaveLength(1);
    now += 2;
    fireEvent.click(screen.getByText('again'));
    await waitFor(() => expect(env.calls).toHaveLength(2));
    expect(env.calls[1].options.query).toEqual(env.calls[0].options.query);
  });

  it('shows a failure once: inline with the server message, and the request itself stays silent', async () => {
    const env = createFakeEnv(() => {
      throw new ApiCodeError(4420, '未知的查询字段：x');
    });
    renderPage(env);
    expect(await screen.findByText('未知的查询字段：x（code: 4420）')).toBeTruthy();
    expect(env.calls[0].options.messageHide).toBe(true);
    expect(env.notices).toEqual([]);
  });
});

describe('RenderSchema', () => {
  it('an unknown type shows its path and type, and the rest of the page still renders', async () => {
    const env = createFakeEnv(() => ({ data: contractRows(3), total: 3 }));
    renderPage(env, { ...contractListPage, children: [...contractListPage.children, { type: 'no-such-thing' }] });
    const error = await screen.findByTestId('node-error');
    expect(error.textContent).toContain('/children/2');
    expect(error.textContent).toContain('"no-such-thing"');
    expect(error.textContent).toContain('未知的渲染器类型');
    expect(await screen.findByText('XS2026110000003')).toBeTruthy();
  });

  it('a renderer that throws shows its path and type, never a blank page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    function Broken(): never {
      throw new Error('cannot read columns');
    }
    const registry = createBuiltinRegistry().child();
    registry.register({ type: 'data-table', component: Broken }, { override: true });
    const env = createFakeEnv(() => ({ data: contractRows(3), total: 3 }), 'zh', registry);
    renderPage(env);
    const error = await screen.findByTestId('node-error');
    expect(error.textContent).toContain('/children/0');
    expect(error.textContent).toContain('"data-table"');
    expect(error.textContent).toContain('cannot read columns');
    expect(await screen.findByText('共 3 条')).toBeTruthy();
  });
});
