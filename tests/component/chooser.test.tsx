import { composeStories } from '@storybook/react-vite';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CHOOSE_CONFIG_URL, CONFIG_CACHE_MS, LIST_CACHE_MS } from '../../renderers/core/picker-shared/chooser-api';
import * as stories from '../../stories/chooser.stories';
import { createFakeEnv, type FakeEnv } from '../../stories/fake-env';
import { createPickerServer } from '../../stories/picker-server';
import { button, openDialog, result, tableRows } from './picker-helpers';

const { Single, Multiple, MultiplePreselected, MissingDataPerms, NarrowedToDepartment, TreeRows, UnknownConfig, English, BeforeSelect } = composeStories(stories);

function fakeEnv(language: 'zh' | 'en' = 'zh'): FakeEnv {
  return createFakeEnv(createPickerServer().handler, language);
}

// Spec 001 §7 chooser list: the configured resource's own list call (the config's list_url).
const listCalls = (env: FakeEnv) => env.calls.filter((c) => c.url.endsWith('/index'));
const candidates = () => screen.getByRole('region', { name: '候选数据' });
const chosenList = () => screen.getByRole('region', { name: '已选择列表' });
const cellTexts = (container: HTMLElement, column: number) => tableRows(container).map((row) => row.querySelectorAll('td')[column]?.textContent);

async function loaded(container: () => HTMLElement, count: number) {
  await waitFor(() => expect(tableRows(container())).toHaveLength(count));
}

describe('chooser: single', () => {
  it('loads its config (cached 10 s) and the first page of candidates (10, cached 3 s); a click on a row closes with it', async () => {
    const env = fakeEnv();
    render(<Single env={env} />);
    const body = await openDialog('chooser');
    expect(body.getAttribute('data-mode')).toBe('single');
    await loaded(candidates, 10);
    expect(env.calls[0]).toMatchObject({ url: CHOOSE_CONFIG_URL, options: { method: 'GET', query: { name: 'customer' }, cacheTimer: CONFIG_CACHE_MS } });
    expect(CONFIG_CACHE_MS).toBe(10_000);
    expect(listCalls(env)).toHaveLength(1);
    expect(listCalls(env)[0]).toMatchObject({ url: '/api/crm/customer/index', options: { method: 'GET', query: { page: 1, limit: 10, order: 'id desc' }, cacheTimer: LIST_CACHE_MS } });
    expect(LIST_CACHE_MS).toBe(3_000);
    // Main fields first, then the assisting ones; the dialog is titled by its caller, 75 % wide, 10vh from the top.
    expect([...candidates().querySelectorAll('thead th')].map((th) => th.textContent)).toEqual(['客户名称', '客户编码', '联系人', '省份', '操作']);
    expect(screen.getByRole('dialog', { name: '选择客户' }).closest('.ant-modal')?.getAttribute('style')).toMatch(/width: 75%.*top: 10vh|top: 10vh.*width: 75%/);
    expect(within(candidates()).getByText('共 35 条')).toBeTruthy();
    // Only 取消: a single chooser closes on the choice itself.
    expect(screen.queryByRole('button', { name: /确\s?定/ })).toBeNull();
    fireEvent.click(within(tableRows(candidates())[1]).getByText('KH0034'));
    await waitFor(() => expect(result()).toMatchObject({ id: 34, customer_code: 'KH0034' }));
    await waitFor(() => expect(screen.queryByTestId('chooser')).toBeNull());
  });

  it('选择 on a row closes with that row; 取消 closes with nothing', async () => {
    render(<Single env={fakeEnv()} />);
    await openDialog('chooser');
    await loaded(candidates, 10);
    const row = tableRows(candidates())[2];
    fireEvent.click(within(row).getByRole('button', { name: /^选择 / }));
    await waitFor(() => expect(result()).toMatchObject({ id: 33 }));

    await openDialog('chooser');
    fireEvent.click(button('取消'));
    await waitFor(() => expect(result()).toBe('dismissed'));
  });

  it('is 450 px high, pages through the candidates and searches by the config\'s search fields (查询, Enter, 重置)', async () => {
    const env = fakeEnv();
    render(<Single env={env} />);
    await openDialog('chooser');
    await loaded(candidates, 10);
    expect(candidates().querySelector<HTMLElement>('.ant-table-body')?.style.maxHeight).toBe('450px');
    fireEvent.click(within(candidates()).getByTitle('2'));
    await waitFor(() => expect(cellTexts(candidates(), 1)[0]).toBe('KH0025'));
    expect(listCalls(env).at(-1)?.options.query).toMatchObject({ page: 2, limit: 10 });

    fireEvent.change(screen.getByRole('textbox', { name: '客户编码' }), { target: { value: ' KH001 ' } });
    fireEvent.click(button('查询'));
    await waitFor(() => expect(cellTexts(candidates(), 1)).toEqual(['KH0019', 'KH0018', 'KH0017', 'KH0016', 'KH0015', 'KH0014', 'KH0013', 'KH0012', 'KH0011', 'KH0010']));
    expect(listCalls(env).at(-1)?.options.query).toMatchObject({ page: 1, where: JSON.stringify({ customer_code: ['like', 'KH001'] }) });

    fireEvent.change(screen.getByRole('textbox', { name: '客户名称' }), { target: { value: '宏达' } });
    fireEvent.keyDown(screen.getByRole('textbox', { name: '客户名称' }), { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(JSON.parse(String(listCalls(env).at(-1)?.options.query?.where))).toEqual({ customer_code: ['like', 'KH001'], customer_name: ['like', '宏达'] }));

    fireEvent.click(button('重置'));
    await waitFor(() => expect(listCalls(env).at(-1)?.options.query?.where).toBeUndefined());
    expect((screen.getByRole('textbox', { name: '客户编码' }) as HTMLInputElement).value).toBe('');
    await loaded(candidates, 10);
  });

  it('lists within dataPerms; 全集团搜索 (the config\'s check_group) drops the org_id narrowing', async () => {
    const env = fakeEnv();
    render(<NarrowedToDepartment env={env} />);
    await openDialog('chooser');
    await waitFor(() => expect(within(candidates()).getByText('共 15 条')).toBeTruthy());
    expect(listCalls(env)[0].options.query?.remote_params).toBe(JSON.stringify({ perms_id: 101, org_id: 8 }));
    fireEvent.click(screen.getByRole('checkbox', { name: '全集团搜索' }));
    await waitFor(() => expect(within(candidates()).getByText('共 35 条')).toBeTruthy());
    expect(listCalls(env).at(-1)?.options.query).toMatchObject({ page: 1, remote_params: JSON.stringify({ perms_id: 101 }) });
  });

  it('an unknown config shows the server\'s message and lists nothing', async () => {
    const env = fakeEnv();
    render(<UnknownConfig env={env} />);
    await openDialog('chooser');
    expect(await screen.findByText('选择器配置 goods 不存在（code: 4404）')).toBeTruthy();
    expect(listCalls(env)).toHaveLength(0);
  });
});

describe('chooser: the config\'s before-select rules (spec 001 §5: a before-select hook may return a warning)', () => {
  it('a row a rule holds on is not chosen and the dialog says why; 全选 leaves such rows out, saying so once', async () => {
    const env = fakeEnv();
    render(<BeforeSelect env={env} />);
    await openDialog('chooser');
    await loaded(candidates, 10);
    const provinces = cellTexts(candidates(), 1);
    const held = provinces.indexOf('广东');
    const free = provinces.findIndex((p) => p !== '广东');
    expect(held).toBeGreaterThanOrEqual(0);
    fireEvent.click(within(tableRows(candidates())[held]).getByRole('button', { name: /^选择 / }));
    await waitFor(() => expect(env.notices).toEqual([{ kind: 'warning', text: '广东客户暂停合作，不能选择' }]));
    expect(within(chosenList()).getByText('已选择列表 (0)')).toBeTruthy();
    fireEvent.click(within(tableRows(candidates())[free]).getByRole('button', { name: /^选择 / }));
    await waitFor(() => expect(within(chosenList()).getByText('已选择列表 (1)')).toBeTruthy());
    fireEvent.click(button('全选'));
    await waitFor(() => expect(within(chosenList()).getByText(`已选择列表 (${provinces.filter((p) => p !== '广东').length})`)).toBeTruthy());
    expect(env.notices).toHaveLength(2);
    expect(cellTexts(chosenList(), 1)).not.toContain('广东');
  });
});

describe('chooser: multiple', () => {
  it('a click adds the row to 已选择列表; the same row again is refused: 该数据已选择，请勿重复选择', async () => {
    const env = fakeEnv();
    render(<Multiple env={env} />);
    const body = await openDialog('chooser');
    expect(body.getAttribute('data-mode')).toBe('multiple');
    await loaded(candidates, 10);
    // 360 px in multiple mode; the chosen list 235.
    expect(candidates().querySelector<HTMLElement>('.ant-table-body')?.style.maxHeight).toBe('360px');
    expect(chosenList().querySelector<HTMLElement>('.ant-table-body')?.style.maxHeight).toBe('235px');
    expect(listCalls(env)[0]).toMatchObject({ url: '/api/contract/sales_contract/index', options: { query: { order: 'sign_date desc', remote_params: JSON.stringify({ perms_id: 301 }) } } });

    fireEvent.click(within(tableRows(candidates())[0]).getByText('XS20260001'));
    fireEvent.click(within(tableRows(candidates())[2]).getByRole('button', { name: /^选择 / }));
    await waitFor(() => expect(cellTexts(chosenList(), 1)).toEqual(['XS20260001', 'XS20260003']));
    expect(within(chosenList()).getByText('已选择列表 (2)')).toBeTruthy();
    fireEvent.click(within(tableRows(candidates())[0]).getByText('XS20260001'));
    await waitFor(() => expect(env.notices).toEqual([{ kind: 'warning', text: '该数据已选择，请勿重复选择' }]));
    expect(tableRows(chosenList())).toHaveLength(2);
    // Chosen rows are marked among the candidates.
    expect(tableRows(candidates())[0].className).toContain('ant-table-row-selected');
  });

  it('全选 adds the page, skipping those already chosen; all chosen, it is a duplicate', async () => {
    const env = fakeEnv();
    render(<Multiple env={env} />);
    await openDialog('chooser');
    await loaded(candidates, 10);
    fireEvent.click(within(tableRows(candidates())[1]).getByText('XS20260002'));
    await waitFor(() => expect(tableRows(chosenList())).toHaveLength(1));
    fireEvent.click(button('全选'));
    await waitFor(() => expect(tableRows(chosenList())).toHaveLength(10));
    expect(cellTexts(chosenList(), 1).slice(0, 3)).toEqual(['XS20260002', 'XS20260001', 'XS20260003']);
    expect(env.notices).toEqual([]);
    // Everything on the page is chosen: 全选 again is a duplicate.
    fireEvent.click(button('全选'));
    await waitFor(() => expect(env.notices).toEqual([{ kind: 'warning', text: '该数据已选择，请勿重复选择' }]));
  });

  it('delete and batch delete in 已选择列表; 确定 closes with the rows left', async () => {
    const env = fakeEnv();
    render(<Multiple env={env} />);
    await openDialog('chooser');
    await loaded(candidates, 10);
    fireEvent.click(within(tableRows(candidates())[1]).getByText('XS20260002'));
    await waitFor(() => expect(tableRows(chosenList())).toHaveLength(1));
    fireEvent.click(button('全选'));
    await waitFor(() => expect(tableRows(chosenList())).toHaveLength(10));
    fireEvent.click(within(chosenList()).getByRole('button', { name: '删除 XS20260001' }));
    await waitFor(() => expect(tableRows(chosenList())).toHaveLength(9));
    // Batch delete needs ticks first.
    fireEvent.click(button('批量删除'));
    expect(env.notices.at(-1)).toEqual({ kind: 'warning', text: '请勾选需要删除的数据' });
    const ticks = tableRows(chosenList()).map((row) => within(row).getByRole('checkbox'));
    fireEvent.click(ticks[1]);
    fireEvent.click(ticks[2]);
    fireEvent.click(button('批量删除'));
    await waitFor(() => expect(tableRows(chosenList())).toHaveLength(7));
    const left = ['XS20260002', 'XS20260005', 'XS20260006', 'XS20260007', 'XS20260008', 'XS20260009', 'XS20260010'];
    expect(cellTexts(chosenList(), 1)).toEqual(left);

    fireEvent.click(button('确定'));
    await waitFor(() => expect(Array.isArray(result())).toBe(true));
    expect((result() as { contract_no: string }[]).map((r) => r.contract_no)).toEqual(left);
  });

  it('a search field with a searchName asks the resource for its prop (the resource’s own list knows its fields only)', async () => {
    const env = fakeEnv();
    render(<Multiple env={env} />);
    await openDialog('chooser');
    await loaded(candidates, 10);
    // The config's 客户名称 search field is customer_name with searchName customer.
    fireEvent.change(screen.getByRole('textbox', { name: '客户名称' }), { target: { value: '宏达' } });
    fireEvent.click(button('查询'));
    await waitFor(() => expect(JSON.parse(String(listCalls(env).at(-1)?.options.query?.where))).toEqual({ customer_name: ['like', '宏达'] }));
    // The two contracts of 宏达's customers, found by the resource's field.
    await waitFor(() => expect(cellTexts(candidates(), 2)).toEqual(['上海宏达化工有限公司', '广东宏达化工有限公司']));
  });

  it('ids chosen before are resolved into 已选择列表 in one call (where id in, limit 9999)', async () => {
    const env = fakeEnv();
    render(<MultiplePreselected env={env} />);
    await openDialog('chooser');
    await waitFor(() => expect(cellTexts(chosenList(), 1)).toEqual(['XS20260002', 'XS20260004']));
    const resolve = env.calls.find((c) => c.url === '/api/contract/sales_contract/index' && c.options.method === 'POST');
    expect(resolve?.options.body).toEqual({ where: { id: ['in', [101, 103]] }, page: 1, limit: 9999, remote_params: { perms_id: 301 } });
    await loaded(candidates, 10);
    fireEvent.click(within(tableRows(candidates())[1]).getByText('XS20260002'));
    await waitFor(() => expect(env.notices).toEqual([{ kind: 'warning', text: '该数据已选择，请勿重复选择' }]));
  });

  it('a config that needs dataPerms, opened without: DoubleSelect组件必须传dataPerms, and nothing is asked', async () => {
    const env = fakeEnv();
    render(<MissingDataPerms env={env} />);
    await openDialog('chooser');
    expect(await screen.findByText('DoubleSelect组件必须传dataPerms')).toBeTruthy();
    expect(listCalls(env)).toHaveLength(0);
    expect(within(candidates()).getByText('暂无数据')).toBeTruthy();
  });

  it('tree rows: a parent that cannot be chosen (choose_disabled) opens to children that can; the key is the config\'s select_field', async () => {
    render(<TreeRows env={fakeEnv()} />);
    await openDialog('chooser');
    await loaded(candidates, 2);
    const steel = tableRows(candidates())[0];
    expect((within(steel).getByRole('button', { name: '选择 钢材' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(within(steel).getByText('钢材'));
    expect(tableRows(chosenList())).toHaveLength(0);
    fireEvent.click(steel.querySelector('.ant-table-row-expand-icon')!);
    await loaded(candidates, 4);
    expect(tableRows(chosenList())).toHaveLength(0);
    fireEvent.click(within(candidates()).getByText('螺纹钢'));
    fireEvent.click(button('全选'));
    await waitFor(() => expect(cellTexts(chosenList(), 1)).toEqual(['螺纹钢', '热轧卷板', '聚乙烯']));
    fireEvent.click(button('确定'));
    await waitFor(() => expect((result() as { code: string }[]).map((r) => r.code)).toEqual(['REBAR', 'COIL', 'PE']));
  });

  it('English: the labels of the config and the dialog in English', async () => {
    render(<English env={fakeEnv('en')} />);
    await openDialog('chooser', 'Open');
    await loaded(() => screen.getByRole('region', { name: 'Candidates' }), 10);
    expect([...screen.getByRole('region', { name: 'Candidates' }).querySelectorAll('thead th')].map((th) => th.textContent)).toEqual(['Contract no.', 'Contract name', 'Customer', 'Amount', 'Actions']);
    expect(screen.getByRole('button', { name: 'Choose all' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Chosen list' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Customer' }).getAttribute('placeholder')).toBe('Enter Customer');
    expect(screen.getByRole('button', { name: 'OK' })).toBeTruthy();
  });
});
