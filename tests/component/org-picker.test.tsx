import { composeStories } from '@storybook/react-vite';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ORG_SEARCH_DEBOUNCE_MS } from '../../renderers/org-picker';
import { COLLECT_CANCEL_URL, COLLECT_ORG_URL, COLLECT_SAVE_URL, ORG_TREE_URL } from '../../renderers/core/picker-shared/org-api';
import * as stories from '../../stories/org-picker.stories';
import { createFakeEnv, type FakeEnv } from '../../stories/fake-env';
import { createPickerServer, type PickerServer } from '../../stories/picker-server';
import { button, openDialog, openTreeNode, result, treeNode } from './picker-helpers';

const { Single, Multiple, Preselected, CompanyOnly, English } = composeStories(stories);

afterEach(() => vi.useRealTimers());

function setup(language: 'zh' | 'en' = 'zh'): { env: FakeEnv; server: PickerServer } {
  const server = createPickerServer();
  return { env: createFakeEnv(server.handler, language), server };
}

const treeCalls = (env: FakeEnv) => env.calls.filter((c) => c.url === ORG_TREE_URL).map((c) => JSON.parse(String(c.options.query?.where)) as Record<string, unknown>);
const nodeTitle = (name: string) => screen.getByText(name, { selector: '.ant-tree-title span[title]' });
const chosenTags = () => [...screen.getByRole('region', { name: '已选择' }).querySelectorAll('.ant-tag')].map((tag) => tag.textContent?.replace('×', ''));

const open = openTreeNode;

async function shown(name: string) {
  return screen.findByText(name, { selector: '.ant-tree-title span[title]' }, { timeout: 15_000 });
}

describe('organisation picker', () => {
  it('opens 920 px wide on the caller\'s company tree (need_all 0), loads levels as they open, and closes with the chosen node', async () => {
    const { env } = setup();
    render(<Single env={env} />);
    await openDialog('org-picker');
    expect(screen.getByRole('dialog', { name: '选择部门' }).closest('.ant-modal')?.getAttribute('style')).toContain('width: 920px');
    // The lone company opens by itself: its level is asked for at once.
    await shown('华科国贸');
    expect(treeCalls(env)).toEqual([
      { need_all: 0, label: 'department', lazy: 1 },
      { need_all: 0, label: 'department', lazy: 1, org_id: 3 },
    ]);
    await open('华科国贸');
    await shown('财务部');
    expect(treeCalls(env).at(-1)).toEqual({ need_all: 0, label: 'department', lazy: 1, org_id: 4 });
    // An entity is the way to a department, not a choice.
    fireEvent.click(nodeTitle('华科国贸'));
    expect(chosenTags()).toEqual([]);
    fireEvent.click(nodeTitle('财务部'));
    await waitFor(() => expect(chosenTags()).toEqual(['财务部']));
    fireEvent.click(nodeTitle('销售中心'));
    await waitFor(() => expect(chosenTags()).toEqual(['销售中心']));
    fireEvent.click(button('确定'));
    await waitFor(() => expect(result()).toEqual({ id: 5, name: '销售中心', path_name: '华科控股集团/上海华科/华科国贸/销售中心' }));
  });

  it('确定 with nothing chosen warns 请先选择一条数据 and stays open; 取消 closes with nothing', async () => {
    const { env } = setup();
    render(<Single env={env} />);
    await openDialog('org-picker');
    await shown('华科国贸');
    fireEvent.click(button('确定'));
    expect(env.notices).toEqual([{ kind: 'warning', text: '请先选择一条数据' }]);
    expect(screen.getByTestId('org-picker')).toBeTruthy();
    expect(result()).toBe('none');
    fireEvent.click(button('取消'));
    await waitFor(() => expect(result()).toBe('dismissed'));
  });

  it('searches 800 ms after the last keystroke, lists the matches with their paths; clearing shows the tree again', async () => {
    const { env } = setup();
    render(<Single env={env} />);
    await openDialog('org-picker');
    await shown('华科国贸');
    const searched = () => treeCalls(env).filter((w) => 'name' in w);
    const box = screen.getByRole('textbox', { name: '搜索组织名称' });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.change(box, { target: { value: '销' } });
    act(() => vi.advanceTimersByTime(ORG_SEARCH_DEBOUNCE_MS - 1));
    fireEvent.change(box, { target: { value: '销售' } });
    act(() => vi.advanceTimersByTime(ORG_SEARCH_DEBOUNCE_MS - 1));
    expect(searched()).toEqual([]);
    act(() => vi.advanceTimersByTime(1));
    expect(searched()).toEqual([{ need_all: 0, label: 'department', name: '销售' }]);
    expect(ORG_SEARCH_DEBOUNCE_MS).toBe(800);
    vi.useRealTimers();
    expect(await screen.findByText('华科控股集团/上海华科/华科国贸/销售中心/华东销售部/销售二组')).toBeTruthy();
    fireEvent.click(nodeTitle('销售二组'));
    await waitFor(() => expect(chosenTags()).toEqual(['销售二组']));
    fireEvent.change(box, { target: { value: '' } });
    await shown('华科国贸');
    expect(searched()).toHaveLength(1);
    fireEvent.click(button('确定'));
    await waitFor(() => expect(result()).toMatchObject({ id: 8, name: '销售二组' }));
  });

  it('the star collects and uncollects (saveData / cancelData, group hkwl, label department) without choosing; 收藏 lists the favourites', async () => {
    const { env, server } = setup();
    render(<Single env={env} />);
    await openDialog('org-picker');
    await shown('华科国贸');
    await open('华科国贸');
    await shown('销售中心');
    await open('销售中心');
    await shown('华东销售部');
    await open('华东销售部');
    await shown('销售二组');
    // 销售二组 was collected before (getTree's is_collected).
    expect(screen.getByRole('button', { name: '取消收藏 销售二组' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: '收藏 财务部' }));
    await waitFor(() => expect(screen.getByRole('button', { name: '取消收藏 财务部' }).getAttribute('aria-pressed')).toBe('true'));
    expect(env.calls.filter((c) => c.url === COLLECT_SAVE_URL).map((c) => c.options.body)).toEqual([{ group: 'hkwl', label: 'department', data_id: 10 }]);
    fireEvent.click(screen.getByRole('button', { name: '取消收藏 销售二组' }));
    await waitFor(() => expect(screen.getByRole('button', { name: '收藏 销售二组' }).getAttribute('aria-pressed')).toBe('false'));
    expect(env.calls.filter((c) => c.url === COLLECT_CANCEL_URL).map((c) => c.options.body)).toEqual([{ group: 'hkwl', label: 'department', data_id: 8 }]);
    expect(server.collected.department).toEqual([10]);
    // The star is not the node.
    expect(chosenTags()).toEqual([]);

    fireEvent.click(screen.getByRole('tab', { name: '收藏' }));
    const panel = await screen.findByRole('tabpanel', { name: '收藏' });
    await waitFor(() => expect(within(panel).getAllByText(/财务部/).length).toBeGreaterThan(0));
    expect(env.calls.find((c) => c.url === COLLECT_ORG_URL)?.options.query).toEqual({ label: 'department' });
    expect(within(panel).queryByText('销售二组')).toBeNull();
    expect(within(panel).getByText('华科控股集团/上海华科/华科国贸/财务部')).toBeTruthy();
    fireEvent.click(within(panel).getByText('财务部', { selector: 'span[title]' }));
    await waitFor(() => expect(chosenTags()).toEqual(['财务部']));
    // Uncollected from the favourites, it leaves the list.
    fireEvent.click(within(panel).getByRole('button', { name: '取消收藏 财务部' }));
    await waitFor(() => expect(within(panel).getByText('暂无收藏')).toBeTruthy());
    fireEvent.click(button('确定'));
    await waitFor(() => expect(result()).toMatchObject({ id: 10, name: '财务部' }));
  });

  it('multiple: nodes ticked and unticked, a chosen tag removed; 确定 closes with the nodes', async () => {
    const { env } = setup();
    render(<Multiple env={env} />);
    await openDialog('org-picker');
    await shown('华科国贸');
    await open('华科国贸');
    await shown('财务部');
    fireEvent.click(treeNode('财务部').querySelector('.ant-tree-checkbox')!);
    fireEvent.click(nodeTitle('销售中心'));
    await waitFor(() => expect(chosenTags()).toEqual(['财务部', '销售中心']));
    expect(treeNode('财务部').className).toContain('ant-tree-treenode-checkbox-checked');
    fireEvent.click(nodeTitle('销售中心'));
    await waitFor(() => expect(chosenTags()).toEqual(['财务部']));
    fireEvent.click(nodeTitle('销售中心'));
    fireEvent.click(screen.getByLabelText('移除 财务部'));
    await waitFor(() => expect(chosenTags()).toEqual(['销售中心']));
    expect(treeNode('财务部').className).not.toContain('ant-tree-treenode-checkbox-checked');
    fireEvent.click(treeNode('财务部').querySelector('.ant-tree-checkbox')!);
    fireEvent.click(button('确定'));
    await waitFor(() => expect(result()).toEqual([
      { id: 5, name: '销售中心', path_name: '华科控股集团/上海华科/华科国贸/销售中心' },
      { id: 10, name: '财务部', path_name: '华科控股集团/上海华科/华科国贸/财务部' },
    ]));
  });

  it('opened with organisations chosen: one call brings their branches (selected_org_ids), open and ticked', async () => {
    const { env } = setup();
    render(<Preselected env={env} />);
    await openDialog('org-picker');
    await shown('销售一组');
    expect(treeCalls(env)[0]).toEqual({ need_all: 0, label: 'department', lazy: 1, selected_org_ids: [7, 10] });
    await waitFor(() => expect(chosenTags()).toEqual(['销售一组', '财务部']));
    expect(treeNode('销售一组').className).toContain('ant-tree-treenode-checkbox-checked');
    expect(treeNode('财务部').className).toContain('ant-tree-treenode-checkbox-checked');
    // Nothing else was asked for: the branches came with the first answer.
    expect(treeCalls(env)).toHaveLength(1);
    fireEvent.click(button('确定'));
    await waitFor(() => expect((result() as { id: number }[]).map((o) => o.id)).toEqual([7, 10]));
  });

  it('a company-only picker asks for companies and collects under the label entity', async () => {
    const { env, server } = setup();
    render(<CompanyOnly env={env} />);
    await openDialog('org-picker');
    await shown('华科国贸');
    expect(treeCalls(env)[0]).toEqual({ need_all: 0, label: 'company,entity', lazy: 1 });
    fireEvent.click(screen.getByRole('button', { name: '收藏 杭州华科' }));
    await waitFor(() => expect(server.collected.entity).toEqual([14]));
    expect(env.calls.find((c) => c.url === COLLECT_SAVE_URL)?.options.body).toEqual({ group: 'hkwl', label: 'entity', data_id: 14 });
    fireEvent.click(screen.getByRole('tab', { name: '收藏' }));
    await screen.findByText('华科控股集团/上海华科/杭州华科');
    expect(env.calls.find((c) => c.url === COLLECT_ORG_URL)?.options.query).toEqual({ label: 'entity' });
  });

  it('English: tabs, search and buttons in English', async () => {
    const { env } = setup('en');
    render(<English env={env} />);
    await openDialog('org-picker', 'Open');
    await shown('华科国贸');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['All', 'Favourites']);
    expect(screen.getByRole('textbox', { name: 'Search organisations' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(env.notices).toEqual([{ kind: 'warning', text: 'Choose one first' }]);
    expect(screen.getByRole('button', { name: 'Add 华科国贸 to favourites' })).toBeTruthy();
  });
});
