import { composeStories } from '@storybook/react-vite';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ORG_SEARCH_DEBOUNCE_MS } from '../../renderers/core/list-shared/controls/OrgFilter';
import { REMOTE_SELECT_DEBOUNCE_MS } from '../../renderers/core/list-shared/controls/ResourceSelectFilter';
import * as stories from '../../stories/search-controls.stories';
import { createFakeEnv } from '../../stories/fake-env';

const { Organisation, OrganisationMany, OrganisationNotIn, OrganisationInOnly, DictMultiSelect, DictNested, NumberRange, NumberRangeInvalid, NumberRangePrecise, Keywords, KeywordsExactDigits } =
  composeStories(stories);

const condition = () => JSON.parse(screen.getByTestId('condition').textContent ?? 'null') as unknown;
const where = () => JSON.parse(screen.getByTestId('where').textContent ?? 'null') as unknown;

function openSelect(name: string) {
  const box = screen.getByRole('combobox', { name });
  fireEvent.mouseDown(box);
  return box;
}

beforeEach(() => window.sessionStorage.clear());
afterEach(() => vi.useRealTimers());

describe('organisation filter', () => {
  it('entity: the tree asks getTree for legal entities only, level by level', async () => {
    const { Entity } = composeStories(stories);
    const env = createFakeEnv(stories.lookupHandler);
    render(<Entity env={env} />);
    openSelect('法人主体');
    expect(await screen.findByText('华科控股集团有限公司', {}, { timeout: 10_000 })).toBeTruthy();
    expect(env.calls.map((c) => c.options.query)).toEqual([{ where: '{"lazy":1,"label":"entity"}' }]);
    fireEvent.click(document.querySelector('.ant-select-tree-switcher')!);
    await waitFor(() => expect(env.calls[1]?.options.query).toEqual({ where: '{"lazy":1,"org_id":1,"label":"entity"}' }));
  });

  it('loads the tree level by level and chooses organisations as an in condition', async () => {
    const env = createFakeEnv(stories.lookupHandler);
    render(<Organisation env={env} />);
    openSelect('所属部门');
    expect(await screen.findByText('华科控股集团有限公司', {}, { timeout: 10_000 })).toBeTruthy();
    expect(env.calls.map((c) => [c.url, c.options.query])).toEqual([['/api/base/org/getTree', { where: '{"lazy":1}' }]]);
    fireEvent.click(document.querySelector('.ant-select-tree-switcher')!);
    expect(await screen.findByText('华东大区')).toBeTruthy();
    expect(env.calls[1].options.query).toEqual({ where: '{"lazy":1,"org_id":1}' });
    fireEvent.click(screen.getByText('华东大区'));
    await waitFor(() => expect(condition()).toEqual(['in', [2]]));
    fireEvent.click(screen.getByText('华南大区'));
    await waitFor(() => expect(condition()).toEqual(['in', [2, 19]]));
    expect(where()).toEqual(['in', [2, 19]]);
  });

  it('typing searches every level on the server and lists the matches with their paths', async () => {
    const env = createFakeEnv(stories.lookupHandler);
    render(<Organisation env={env} />);
    const box = openSelect('所属部门');
    // The names searched for, in order (the tree's own level calls carry none).
    const searched = () => env.calls.map((c) => JSON.parse(String(c.options.query?.where)).name as string | undefined).filter((name) => name !== undefined);
    // The search waits for typing to stop (a debounce): on a fake clock, it goes out ORG_SEARCH_DEBOUNCE_MS
    // after the last keystroke, not a moment before, and only for what was typed last.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.change(box, { target: { value: '销' } });
    act(() => vi.advanceTimersByTime(ORG_SEARCH_DEBOUNCE_MS - 1));
    fireEvent.change(box, { target: { value: '销售' } });
    act(() => vi.advanceTimersByTime(ORG_SEARCH_DEBOUNCE_MS - 1));
    expect(searched()).toEqual([]);
    act(() => vi.advanceTimersByTime(1));
    expect(searched()).toEqual(['销售']);
    vi.useRealTimers();
    const path = '华科控股集团有限公司/华东大区/上海华科供应链有限公司/销售中心/华东销售部/销售二组';
    fireEvent.click(await screen.findByText(path, {}, { timeout: 10_000 }));
    await waitFor(() => expect(condition()).toEqual(['in', [8]]));
    expect(searched()).toEqual(['销售']);
    // The tag shows the name, not the path.
    expect([...document.querySelectorAll('.ant-tree-select .ant-select-selection-item')].map((t) => t.textContent)).toEqual(['销售二组']);
  });

  it('shows five names then +N; unknown names come from org/index in one call', async () => {
    const env = createFakeEnv(stories.lookupHandler);
    render(<OrganisationMany env={env} />);
    expect(await screen.findByText('销售一组', {}, { timeout: 10_000 })).toBeTruthy();
    const tags = [...document.querySelectorAll('.ant-tree-select .ant-select-selection-item')].map((t) => t.textContent);
    expect(tags).toEqual(['销售中心', '华东销售部', '销售一组', '销售二组', '大客户部', '+2']);
    expect(env.calls).toHaveLength(1);
    expect(env.calls[0]).toMatchObject({ url: '/api/base/org/index', options: { query: { all_list: 1, limit: 9999 } } });
    expect(JSON.parse(String(env.calls[0].options.query?.where))).toEqual({ id: ['in', [5, 6, 7, 8, 9, 10, 12]] });
  });

  it('switches between in and not in, keeping the organisations', async () => {
    render(<OrganisationNotIn />);
    expect(await screen.findByText('财务部', {}, { timeout: 10_000 })).toBeTruthy();
    expect(condition()).toEqual(['not_in', [10]]);
    openSelect('所属部门 组织条件');
    fireEvent.click(await screen.findByText('属于', { selector: '.ant-select-item-option-content' }));
    await waitFor(() => expect(condition()).toEqual(['in', [10]]));
  });

  it('keeps the chosen names in session storage per field, so they show without a lookup next time', async () => {
    render(<OrganisationMany />);
    await screen.findByText('销售一组', {}, { timeout: 10_000 });
    // Removing a tag writes the choice (with names) to the cache.
    const tag = screen.getByText('销售中心').closest('.ant-select-selection-item')!;
    fireEvent.click(within(tag as HTMLElement).getByLabelText('close'));
    await waitFor(() => expect(condition()).toEqual(['in', [6, 7, 8, 9, 10, 12]]));
    expect(JSON.parse(window.sessionStorage.getItem('hkwl.lookups.anonymous:org.add_org_id')!)).toEqual([
      { id: 6, name: '华东销售部' },
      { id: 7, name: '销售一组' },
      { id: 8, name: '销售二组' },
      { id: 9, name: '大客户部' },
      { id: 10, name: '财务部' },
      { id: 12, name: '仓储运营部' },
    ]);
  });

  it('uses the cache for names it already knows', async () => {
    window.sessionStorage.setItem('hkwl.lookups.anonymous:org.add_org_id', JSON.stringify([{ id: 10, name: '缓存的财务部' }]));
    const env = createFakeEnv(stories.lookupHandler);
    render(<OrganisationNotIn env={env} />);
    expect(await screen.findByText('缓存的财务部', {}, { timeout: 10_000 })).toBeTruthy();
    expect(env.calls).toEqual([]);
  });

  it('hideNotIn: no in / not in choice', async () => {
    render(<OrganisationInOnly />);
    await screen.findByRole('combobox', { name: '所属部门' }, { timeout: 10_000 });
    expect(screen.queryByRole('combobox', { name: '所属部门 组织条件' })).toBeNull();
  });
});

describe('dictionary filter', () => {
  it('is a multi-select of the dictionary items, loaded once per session', async () => {
    const env = createFakeEnv(stories.lookupHandler);
    const { unmount } = render(<DictMultiSelect env={env} />);
    openSelect('发票类型');
    fireEvent.click(await screen.findByText('数电专票', {}, { timeout: 10_000 }));
    fireEvent.click(screen.getByText('增值税专用发票'));
    await waitFor(() => expect(condition()).toEqual(['in', [1, 3]]));
    expect(env.calls.map((c) => [c.url, c.options.query])).toEqual([['/api/base/dict/list', { label: 'invoice_type' }]]);
    unmount();
    const again = createFakeEnv(stories.lookupHandler);
    render(<DictMultiSelect env={again} />);
    openSelect('发票类型');
    expect(await screen.findByText('数电普票')).toBeTruthy();
    expect(again.calls).toEqual([]);
  });

  it('offers children after their parent, in the page language', async () => {
    render(<DictNested />);
    openSelect('Contract type');
    expect(await screen.findByText('Sales contract / Spot sale', {}, { timeout: 10_000 })).toBeTruthy();
    fireEvent.click(screen.getByText('Sales contract / Spot sale'));
    await waitFor(() => expect(condition()).toEqual(['in', ['sale_spot']]));
  });

  it('says so when the dictionary cannot be loaded', async () => {
    const env = createFakeEnv(() => {
      throw new Error('down');
    });
    render(<DictMultiSelect env={env} />);
    openSelect('发票类型');
    expect(await screen.findByText('字典加载失败', {}, { timeout: 10_000 })).toBeTruthy();
  });
});

describe('number range', () => {
  const input = (name: string) => screen.getByRole('spinbutton', { name }) as HTMLInputElement;

  it('both sides give between; one side uses the chosen operator', async () => {
    render(<NumberRange />);
    await screen.findByRole('spinbutton', { name: '合同金额 最小值' }, { timeout: 10_000 });
    fireEvent.change(input('合同金额 最小值'), { target: { value: '100' } });
    await waitFor(() => expect(condition()).toEqual(['>=', 100]));
    openSelect('合同金额 单边条件');
    fireEvent.click(await screen.findByTitle('大于'));
    await waitFor(() => expect(condition()).toEqual(['>', 100]));
    fireEvent.change(input('合同金额 最大值'), { target: { value: '200' } });
    await waitFor(() => expect(condition()).toEqual(['between', [100, 200]]));
    // The chosen > cannot bound a max alone: the max side's default applies.
    fireEvent.change(input('合同金额 最小值'), { target: { value: '' } });
    await waitFor(() => expect(condition()).toEqual(['<=', 200]));
    openSelect('合同金额 单边条件');
    fireEvent.click(await screen.findByTitle('小于'));
    await waitFor(() => expect(condition()).toEqual(['<', 200]));
    // Choosing a min-side operator makes the value a lower bound.
    openSelect('合同金额 单边条件');
    fireEvent.click(await screen.findByTitle('等于'));
    await waitFor(() => expect(condition()).toEqual(['=', 200]));
    expect(input('合同金额 最小值').value).toBe('200.00');
  });

  it('strips pasted commas and keeps two decimals by default', async () => {
    render(<NumberRange />);
    await screen.findByRole('spinbutton', { name: '合同金额 最小值' }, { timeout: 10_000 });
    fireEvent.change(input('合同金额 最小值'), { target: { value: '1,234,567.891' } });
    await waitFor(() => expect(condition()).toEqual(['>=', 1234567.89]));
  });

  it('moneyFormat sets the decimals', async () => {
    render(<NumberRangePrecise />);
    await screen.findByRole('spinbutton', { name: '数量 最大值' }, { timeout: 10_000 });
    fireEvent.change(input('数量 最大值'), { target: { value: '2.34567' } });
    await waitFor(() => expect(condition()).toEqual(['<=', 2.346]));
  });

  it('clamps to -99999999 and 1e15', async () => {
    render(<NumberRange />);
    await screen.findByRole('spinbutton', { name: '合同金额 最小值' }, { timeout: 10_000 });
    fireEvent.change(input('合同金额 最小值'), { target: { value: '-500000000' } });
    fireEvent.blur(input('合同金额 最小值'));
    await waitFor(() => expect(condition()).toEqual(['>=', -99999999]));
    fireEvent.change(input('合同金额 最大值'), { target: { value: '9000000000000000' } });
    fireEvent.blur(input('合同金额 最大值'));
    await waitFor(() => expect(condition()).toEqual(['between', [-99999999, 1e15]]));
  });

  it('min above max: 最小值大于最大值', async () => {
    render(<NumberRangeInvalid />);
    expect((await screen.findByRole('alert', {}, { timeout: 10_000 })).textContent).toBe('最小值大于最大值');
    fireEvent.change(input('合同金额 最大值'), { target: { value: '600' } });
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(condition()).toEqual(['between', [500, 600]]);
  });
});

describe('keywords', () => {
  it('are trimmed and split by spaces into a like_array; the input takes at most 50 characters', async () => {
    render(<Keywords />);
    const box = (await screen.findByRole('textbox', { name: '合同编号' }, { timeout: 10_000 })) as HTMLInputElement;
    expect(box.maxLength).toBe(50);
    fireEvent.change(box, { target: { value: '  XS01   XS02 ' } });
    expect(where()).toEqual(['like_array', ['XS01', 'XS02']]);
    fireEvent.change(box, { target: { value: ' XS01 ' } });
    expect(where()).toEqual(['like', 'XS01']);
    fireEvent.change(box, { target: { value: '   ' } });
    expect(where()).toBeNull();
  });

  it('digits only per keyword, split by the separator, exact', async () => {
    render(<KeywordsExactDigits />);
    const box = await screen.findByRole('textbox', { name: '手机号' }, { timeout: 10_000 });
    fireEvent.change(box, { target: { value: '138-0000,139 1111' } });
    expect(where()).toEqual(['in', ['1380000', '1391111']]);
    await act(async () => {
      fireEvent.change(box, { target: { value: 'abc,' } });
    });
    expect(where()).toBeNull();
  });
});

describe('resource select', () => {
  it('searches the resource 500 ms after the last keystroke, chooses several as in, and not in on request', async () => {
    const env = createFakeEnv(stories.lookupHandler);
    const { ResourceSelect } = composeStories(stories);
    render(<ResourceSelect env={env} />);
    // The customer config's resource's own list (its list_url), in the config's order.
    const searches = () => env.calls.filter((c) => c.url === '/api/crm/customer/index').map((c) => c.options.query);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const box = openSelect('客户名称');
    // After the debounce, the config (cached) and then the list call: a few promise turns, no timer.
    const settle = () =>
      act(async () => {
        for (let turn = 0; turn < 10; turn++) await Promise.resolve();
      });
    await act(async () => vi.advanceTimersByTime(REMOTE_SELECT_DEBOUNCE_MS));
    await settle();
    expect(searches()).toEqual([{ where: '{}', page: 1, limit: 50, order: 'id desc' }]);
    fireEvent.change(box, { target: { value: '华' } });
    await act(async () => vi.advanceTimersByTime(REMOTE_SELECT_DEBOUNCE_MS - 1));
    fireEvent.change(box, { target: { value: '华东' } });
    await act(async () => vi.advanceTimersByTime(REMOTE_SELECT_DEBOUNCE_MS - 1));
    expect(searches()).toHaveLength(1);
    await act(async () => vi.advanceTimersByTime(1));
    await settle();
    expect(searches()[1]).toEqual({ where: '{"customer_name":["like","华东"]}', page: 1, limit: 50, order: 'id desc' });
    vi.useRealTimers();
    fireEvent.click(await screen.findByTitle('华东化工有限公司', {}, { timeout: 10_000 }));
    await waitFor(() => expect(condition()).toEqual(['in', ['华东化工有限公司']]));
    expect(where()).toEqual(['in', ['华东化工有限公司']]);
    openSelect('客户名称 条件方式');
    fireEvent.click(await screen.findByTitle('不属于'));
    await waitFor(() => expect(condition()).toEqual(['not_in', ['华东化工有限公司']]));
  });
});
