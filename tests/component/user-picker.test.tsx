import { composeStories } from '@storybook/react-vite';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UPDATE_FREQUENT_URL, USER_SEARCH_DEBOUNCE_MS, USER_SEARCH_URL } from '../../renderers/core/picker-shared/user-api';
import * as stories from '../../stories/user-picker.stories';
import { createFakeEnv, type FakeEnv } from '../../stories/fake-env';
import { createPickerServer, type PickerServer } from '../../stories/picker-server';
import { button, openDialog, result, tableRows } from './picker-helpers';

const { Single, Multiple, SelectParent, Preselected, English } = composeStories(stories);

afterEach(() => vi.useRealTimers());

function setup(language: 'zh' | 'en' = 'zh'): { env: FakeEnv; server: PickerServer } {
  const server = createPickerServer();
  return { env: createFakeEnv(server.handler, language), server };
}

const users = () => screen.getByRole('region', { name: '人员列表' });
const names = () => tableRows(users()).map((row) => row.querySelectorAll('td')[1]?.textContent);
const searchCalls = (env: FakeEnv) => env.calls.filter((c) => c.url === USER_SEARCH_URL);
const chosenTags = () => [...screen.getByRole('region', { name: '已选择' }).querySelectorAll('.ant-tag')].map((tag) => tag.textContent?.replace('×', ''));
const row = (name: string) => tableRows(users()).find((r) => r.querySelectorAll('td')[1]?.textContent?.startsWith(name))!;

async function listed(count: number) {
  await waitFor(() => expect(tableRows(users())).toHaveLength(count), { timeout: 5000 });
}

describe('user picker', () => {
  it('offers the company\'s users, frequent ones first (常用); a chosen one is counted (updateFrequent) and handed back', async () => {
    const { env, server } = setup();
    render(<Single env={env} />);
    await openDialog('user-picker');
    await listed(8);
    expect(searchCalls(env)[0].options.query).toEqual({ select_parent: 0, page: 1, limit: 20 });
    expect(names()[0]).toBe('陈静常用');
    expect(names().slice(1)).toEqual(['王建国', '李明', '张伟', '刘磊', '孙丽', '周磊', '吴昊']);
    fireEvent.click(within(row('张伟')).getByText('13800000003'));
    await waitFor(() => expect(chosenTags()).toEqual(['张伟']));
    // Single: another click replaces the choice.
    fireEvent.click(within(row('李明')).getByRole('radio'));
    await waitFor(() => expect(chosenTags()).toEqual(['李明']));
    fireEvent.click(button('确定'));
    await waitFor(() => expect(result()).toEqual({ id: 3, user_name: '李明', user_mobile: '13800000002', org_id: 6, org_name: '华东销售部' }));
    expect(env.calls.filter((c) => c.url === UPDATE_FREQUENT_URL).map((c) => c.options.body)).toEqual([{ user_id: 3 }]);
    expect(server.chosenUsers).toEqual([3]);
  });

  it('确定 with nobody chosen warns 请先选择一条数据; 取消 closes with nothing and counts nobody', async () => {
    const { env } = setup();
    render(<Single env={env} />);
    await openDialog('user-picker');
    await listed(8);
    fireEvent.click(button('确定'));
    expect(env.notices).toEqual([{ kind: 'warning', text: '请先选择一条数据' }]);
    fireEvent.click(within(row('张伟')).getByText('13800000003'));
    fireEvent.click(button('取消'));
    await waitFor(() => expect(result()).toBe('dismissed'));
    expect(env.calls.filter((c) => c.url === UPDATE_FREQUENT_URL)).toEqual([]);
  });

  it('searches by name or mobile once typing stops; a cleared box lists everyone again at once', async () => {
    const { env } = setup();
    render(<Single env={env} />);
    await openDialog('user-picker');
    await listed(8);
    const box = screen.getByRole('textbox', { name: '搜索姓名或手机号' });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.change(box, { target: { value: '磊' } });
    act(() => vi.advanceTimersByTime(USER_SEARCH_DEBOUNCE_MS - 1));
    expect(searchCalls(env)).toHaveLength(1);
    act(() => vi.advanceTimersByTime(1));
    vi.useRealTimers();
    await waitFor(() => expect(names()).toEqual(['刘磊', '周磊']));
    expect(searchCalls(env).at(-1)?.options.query).toEqual({ select_parent: 0, page: 1, limit: 20, where: JSON.stringify({ keyword: '磊' }) });
    expect(searchCalls(env)).toHaveLength(2);
    fireEvent.change(box, { target: { value: '' } });
    await listed(8);
    expect(searchCalls(env).at(-1)?.options.query).toEqual({ select_parent: 0, page: 1, limit: 20 });
  });

  it('select_parent: only the users of the caller\'s parent organisation', async () => {
    const { env } = setup();
    render(<SelectParent env={env} />);
    await openDialog('user-picker');
    await listed(4);
    expect(searchCalls(env)[0].options.query).toMatchObject({ select_parent: 1 });
    expect(names()).toEqual(['李明', '张伟', '刘磊', '吴昊']);
  });

  it('multiple: ticks and row clicks add and remove; 确定 counts every newly chosen user and closes with them all', async () => {
    const { env } = setup();
    render(<Multiple env={env} />);
    await openDialog('user-picker');
    await listed(8);
    fireEvent.click(within(row('张伟')).getByRole('checkbox'));
    fireEvent.click(within(row('孙丽')).getByText('13800000007'));
    fireEvent.click(within(row('王建国')).getByText('13800000001'));
    await waitFor(() => expect(chosenTags()).toEqual(['张伟', '孙丽', '王建国']));
    fireEvent.click(within(row('王建国')).getByText('13800000001'));
    await waitFor(() => expect(chosenTags()).toEqual(['张伟', '孙丽']));
    fireEvent.click(screen.getByLabelText('移除 孙丽'));
    await waitFor(() => expect(chosenTags()).toEqual(['张伟']));
    expect((within(row('孙丽')).getByRole('checkbox') as HTMLInputElement).checked).toBe(false);
    fireEvent.click(within(row('吴昊')).getByRole('checkbox'));
    fireEvent.click(button('确定'));
    await waitFor(() => expect((result() as { id: number }[]).map((u) => u.id)).toEqual([4, 14]));
    expect(env.calls.filter((c) => c.url === UPDATE_FREQUENT_URL).map((c) => c.options.body)).toEqual([{ user_id: 4 }, { user_id: 14 }]);
  });

  it('opened with users chosen: they are resolved into the chosen list and not counted again', async () => {
    const { env } = setup();
    render(<Preselected env={env} />);
    await openDialog('user-picker');
    await waitFor(() => expect(chosenTags()).toEqual(['李明', '周磊']));
    expect(searchCalls(env).map((c) => c.options.query).find((q) => q?.where)).toEqual({ where: JSON.stringify({ id: ['in', [3, 12]] }), page: 1, limit: 50 });
    await listed(8);
    fireEvent.click(within(row('张伟')).getByRole('checkbox'));
    fireEvent.click(button('确定'));
    await waitFor(() => expect((result() as { id: number }[]).map((u) => u.id)).toEqual([3, 12, 4]));
    expect(env.calls.filter((c) => c.url === UPDATE_FREQUENT_URL).map((c) => c.options.body)).toEqual([{ user_id: 4 }]);
  });

  it('English: columns, search and messages in English', async () => {
    const { env } = setup('en');
    render(<English env={env} />);
    await openDialog('user-picker', 'Open');
    await waitFor(() => expect(tableRows(screen.getByRole('region', { name: 'Users' }))).toHaveLength(8));
    expect([...screen.getByRole('region', { name: 'Users' }).querySelectorAll('thead th')].map((th) => th.textContent).slice(1)).toEqual(['Name', 'Mobile', 'Department']);
    expect(screen.getByText('Frequent')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(env.notices).toEqual([{ kind: 'warning', text: 'Choose one first' }]);
  });
});
