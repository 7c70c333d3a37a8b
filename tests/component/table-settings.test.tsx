import { composeStories } from '@storybook/react-vite';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTO_SAVE_DELAY, toStoredFields, groupColumns, moveToGroup, nextGroup } from '../../renderers/core/table-settings';
import type { SettingsChange } from '../../renderers/list-page';
import { ApiCodeError } from '../../registry';
import { createFakeEnv, type FakeEnv } from '../../stories/fake-env';
import * as stories from '../../stories/table-settings.stories';
import { contractSetting } from '../../stories/table-settings.stories';
import { pickUp } from './dnd-keyboard';

const { Columns, English, AutoSave, Loading, Unavailable } = composeStories(stories);

const UNSAVED = '配置未保存，取消后将丢失配置，确定继续吗？';

function settingsEnv(): FakeEnv {
  return createFakeEnv(() => null, 'zh', undefined, contractSetting);
}

/** The bodies of the update calls, in order. */
function updates(env: FakeEnv): SettingsChange[] {
  return env.settingCalls.filter((c) => c.url.endsWith('/update')).map((c) => c.options.body as SettingsChange);
}

/** antd puts a space between two Chinese characters of a button. */
function button(name: string) {
  return screen.getByRole('button', { name: new RegExp(`^${name.split('').join('\\s*')}$`) });
}

async function drawer() {
  return within(await screen.findByRole('dialog', {}, { timeout: 10_000 }));
}

function group(name: 'left' | 'centre' | 'right'): string[] {
  const list = screen.queryByTestId(`settings-group-${name}`);
  return list ? within(list).getAllByRole('checkbox').map((box) => box.closest('label')?.textContent ?? '') : [];
}

async function columnsLoaded() {
  await screen.findByTestId('settings-group-centre', {}, { timeout: 10_000 });
}

// dnd-kit measures the rows to find where an arrow key moves the dragged one; jsdom has no layout, so
// each sortable row is given a 40 px slot by its place in its list.
const realRect = Element.prototype.getBoundingClientRect;
beforeEach(() => {
  Element.prototype.getBoundingClientRect = function (this: Element) {
    if (this instanceof HTMLLIElement && this.dataset.testid?.startsWith('sortable-')) {
      const index = Array.from(this.parentElement!.children).indexOf(this);
      const top = index * 40;
      return { x: 0, y: top, top, left: 0, right: 300, bottom: top + 40, width: 300, height: 40, toJSON: () => ({}) } as DOMRect;
    }
    return realRect.call(this);
  };
});
afterEach(() => {
  Element.prototype.getBoundingClientRect = realRect;
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('column settings helpers', () => {
  it('sort value is 100 × (group + 1) + position, groups listed left, not pinned, right', () => {
    const stored = toStoredFields(groupColumns(contractSetting.table_fields));
    expect(stored.map((f) => [f.key, f.fixed, f.sort])).toEqual([
      ['contract_no', 'left', 100],
      ['contract_name', false, 200],
      ['customer_name', false, 201],
      ['amount', false, 202],
      ['sign_date', false, 203],
      ['status', false, 204],
      ['add_user_name', 'right', 300],
    ]);
    expect(stored.find((f) => f.key === 'status')?.checked).toBe(false);
    expect(stored[0].width).toBe(170);
  });

  it('pinning cycles left → not pinned → right → left; a moved column goes to the end of its new group', () => {
    expect([nextGroup('left'), nextGroup('centre'), nextGroup('right')]).toEqual(['centre', 'right', 'left']);
    const moved = moveToGroup(groupColumns(contractSetting.table_fields), 'amount', 'left');
    expect(moved.left.map((c) => c.key)).toEqual(['contract_no', 'amount']);
    expect(moved.centre.map((c) => c.key)).not.toContain('amount');
  });

  it('a width outside the stored bounds is not sent', () => {
    const groups = groupColumns([{ key: 'a', label: 'A', label_en: 'A', checked: true, fixed: false, sort: 1, width: 5 }]);
    expect(toStoredFields(groups)[0]).toEqual({ key: 'a', checked: true, fixed: false, sort: 200 });
  });
});

describe('table-settings stories', () => {
  it('Columns: 设置 with two tabs; three groups in display order; 全选 partly ticked', async () => {
    render(<Columns />);
    const view = await drawer();
    await columnsLoaded();
    expect(view.getByText('设置')).toBeTruthy();
    expect(view.getByRole('tab', { name: '列设置' })).toBeTruthy();
    expect(view.getByRole('tab', { name: '页面展示设置' })).toBeTruthy();
    expect(group('left')).toEqual(['合同编号']);
    expect(group('centre')).toEqual(['合同名称', '客户名称', '合同金额', '签订日期', '状态']);
    expect(group('right')).toEqual(['业务员']);
    const all = view.getByRole('checkbox', { name: /全选/ });
    expect(all.closest('.ant-checkbox')?.className).toMatch(/indeterminate/);
    expect(screen.getByRole('checkbox', { name: '状态' })).toHaveProperty('checked', false);
    fireEvent.click(all);
    expect(screen.getByRole('checkbox', { name: '状态' })).toHaveProperty('checked', true);
    expect(all.closest('.ant-checkbox')?.className).not.toMatch(/indeterminate/);
    expect(view.getByRole('button', { name: /保存设置/ })).toBeTruthy();
  });

  it('hide a column and save: the body has every column in order with checked and fixed; 保存成功; the list shows the new setting', async () => {
    const env = settingsEnv();
    render(<Columns env={env} />);
    await drawer();
    await columnsLoaded();
    fireEvent.click(screen.getByRole('checkbox', { name: '客户名称' }));
    fireEvent.click(button('保存设置'));
    await waitFor(() => expect(updates(env)).toHaveLength(1));
    const body = updates(env)[0];
    expect(body.table_fields?.map((f) => [f.key, f.checked, f.fixed, f.sort])).toEqual([
      ['contract_no', true, 'left', 100],
      ['contract_name', true, false, 200],
      ['customer_name', false, false, 201],
      ['amount', true, false, 202],
      ['sign_date', true, false, 203],
      ['status', false, false, 204],
      ['add_user_name', true, 'right', 300],
    ]);
    expect(body).toMatchObject({ button_inline_position: 'right', content_pagesize: 15 });
    expect(body).not.toHaveProperty('table_cell_width');
    await waitFor(() => expect(env.notices).toEqual([{ kind: 'success', text: '保存成功' }]));
    expect(screen.getByTestId('drawer-state').textContent).toBe('closed');
    expect(screen.getByTestId('shown-columns').textContent).toBe('contract_no:left contract_name amount sign_date add_user_name:right');
  });

  it('move buttons: pin 合同金额 left, unpin 合同编号, pin 合同名称 right; saved with their new pins and positions', async () => {
    const env = settingsEnv();
    render(<Columns env={env} />);
    await drawer();
    await columnsLoaded();
    // The next group in the pinning cycle comes first.
    const centreRow = within(screen.getByTestId('sortable-amount'));
    expect(centreRow.getAllByRole('button').slice(1).map((b) => b.getAttribute('aria-label'))).toEqual(['将“合同金额”固定在右侧', '将“合同金额”固定在左侧']);
    fireEvent.click(screen.getByRole('button', { name: '将“合同金额”固定在左侧' }));
    fireEvent.click(screen.getByRole('button', { name: '取消固定“合同编号”' }));
    fireEvent.click(screen.getByRole('button', { name: '将“合同名称”固定在右侧' }));
    expect(group('left')).toEqual(['合同金额']);
    expect(group('centre')).toEqual(['客户名称', '签订日期', '状态', '合同编号']);
    expect(group('right')).toEqual(['业务员', '合同名称']);
    fireEvent.click(button('保存设置'));
    await waitFor(() => expect(updates(env)).toHaveLength(1));
    expect(updates(env)[0].table_fields?.map((f) => [f.key, f.fixed, f.sort])).toEqual([
      ['amount', 'left', 100],
      ['customer_name', false, 200],
      ['sign_date', false, 201],
      ['status', false, 202],
      ['contract_no', false, 203],
      ['add_user_name', 'right', 300],
      ['contract_name', 'right', 301],
    ]);
    await waitFor(() => expect(screen.getByTestId('shown-columns').textContent).toBe('amount:left customer_name sign_date contract_no add_user_name:right contract_name:right'));
  });

  it('keyboard drag: focus a handle, Space, ArrowDown twice, Space moves the column two places down', async () => {
    const env = settingsEnv();
    render(<Columns env={env} />);
    await drawer();
    await columnsLoaded();
    const handle = screen.getByRole('button', { name: '拖动排序：合同名称' });
    handle.focus();
    await pickUp(handle);
    // Moving and dropping are handled as the keys come (the rows' places are measured synchronously).
    fireEvent.keyDown(handle, { code: 'ArrowDown', key: 'ArrowDown' });
    fireEvent.keyDown(handle, { code: 'ArrowDown', key: 'ArrowDown' });
    fireEvent.keyDown(handle, { code: 'Space', key: ' ' });
    await waitFor(() => expect(group('centre')).toEqual(['客户名称', '合同金额', '合同名称', '签订日期', '状态']));
    fireEvent.click(button('保存设置'));
    await waitFor(() => expect(updates(env)).toHaveLength(1));
    expect(updates(env)[0].table_fields?.filter((f) => f.fixed === false).map((f) => [f.key, f.sort])).toEqual([
      ['customer_name', 200],
      ['amount', 201],
      ['contract_name', 202],
      ['sign_date', 203],
      ['status', 204],
    ]);
  });

  it('重置 asks first: declining sends nothing; confirming sends both column parts null and says 设置成功', async () => {
    const env = settingsEnv();
    const confirm = vi.spyOn(env, 'confirm').mockResolvedValueOnce(false).mockResolvedValueOnce(true);
    render(<Columns env={env} />);
    await drawer();
    await columnsLoaded();
    fireEvent.click(button('重置'));
    await waitFor(() => expect(confirm).toHaveBeenCalledTimes(1));
    expect(confirm.mock.calls[0][0].content).toBe('重置后将恢复默认的列设置和页面展示设置，确定继续吗？');
    expect(updates(env)).toHaveLength(0);
    fireEvent.click(button('重置'));
    await waitFor(() => expect(updates(env)).toHaveLength(1));
    expect(updates(env)[0]).toEqual({ table_name: 'story', perms_id: 301, table_fields: null, table_cell_width: null });
    await waitFor(() => expect(env.notices).toEqual([{ kind: 'success', text: '设置成功' }]));
    expect(screen.getByTestId('drawer-state').textContent).toBe('open');
  });

  it('cancel with unsaved changes asks the exact text; declining keeps the drawer and the edits, confirming drops them', async () => {
    const env = settingsEnv();
    const confirm = vi.spyOn(env, 'confirm').mockResolvedValueOnce(false).mockResolvedValueOnce(true);
    render(<Columns env={env} />);
    await drawer();
    await columnsLoaded();
    fireEvent.click(screen.getByRole('checkbox', { name: '合同金额' }));
    fireEvent.click(button('取消'));
    await waitFor(() => expect(confirm).toHaveBeenCalledTimes(1));
    expect(confirm.mock.calls[0][0].content).toBe(UNSAVED);
    expect(screen.getByTestId('drawer-state').textContent).toBe('open');
    expect(screen.getByRole('checkbox', { name: '合同金额' })).toHaveProperty('checked', false);
    fireEvent.click(button('取消'));
    await waitFor(() => expect(screen.getByTestId('drawer-state').textContent).toBe('closed'));
    expect(updates(env)).toHaveLength(0);
    // Opening again starts from the list's setting.
    fireEvent.click(screen.getByRole('button', { name: /open settings/ }));
    await waitFor(() => expect(screen.getByRole('checkbox', { name: '合同金额' })).toHaveProperty('checked', true));
  });

  it('cancel without changes closes at once', async () => {
    const env = settingsEnv();
    const confirm = vi.spyOn(env, 'confirm');
    render(<Columns env={env} />);
    await drawer();
    await columnsLoaded();
    fireEvent.click(button('取消'));
    await waitFor(() => expect(screen.getByTestId('drawer-state').textContent).toBe('closed'));
    expect(confirm).not.toHaveBeenCalled();
  });

  it('页面展示设置: rows per page 30 and row actions above the table are saved and used by the list', async () => {
    const env = settingsEnv();
    render(<Columns env={env} />);
    const view = await drawer();
    await columnsLoaded();
    fireEvent.click(view.getByRole('tab', { name: '页面展示设置' }));
    fireEvent.click(await view.findByRole('radio', { name: '表格上方' }));
    fireEvent.mouseDown(view.getByRole('combobox', { name: '每页条数' }));
    await screen.findByTitle('30 条/页');
    const choices = document.querySelectorAll('.ant-select-item-option-content');
    expect(Array.from(choices, (o) => o.textContent)).toEqual(['15 条/页', '20 条/页', '30 条/页', '50 条/页']);
    fireEvent.click(screen.getByTitle('30 条/页'));
    fireEvent.click(button('保存设置'));
    await waitFor(() => expect(updates(env)).toHaveLength(1));
    expect(updates(env)[0]).toMatchObject({ button_inline_position: 'top', content_pagesize: 30 });
    await waitFor(() => expect(screen.getByTestId('shown-pagesize').textContent).toBe('30'));
    expect(screen.getByTestId('shown-buttons').textContent).toBe('top');
  });

  it('a failed save keeps the drawer open with the edits and shows the failure', async () => {
    const env = settingsEnv();
    const request = env.request;
    env.request = (async (url, options) => {
      if (url.endsWith('/update')) throw new ApiCodeError(4001, '参数错误');
      return request(url, options);
    }) as FakeEnv['request'];
    render(<Columns env={env} />);
    await drawer();
    await columnsLoaded();
    fireEvent.click(screen.getByRole('checkbox', { name: '合同金额' }));
    fireEvent.click(button('保存设置'));
    await waitFor(() => expect(env.notices).toEqual([{ kind: 'error', text: '参数错误（code: 4001）' }]));
    expect(screen.getByTestId('drawer-state').textContent).toBe('open');
    expect(screen.getByRole('checkbox', { name: '合同金额' })).toHaveProperty('checked', false);
  });

  it('AutoSave: a burst of changes is saved once, 200 ms after the last; no save or cancel buttons', async () => {
    const env = settingsEnv();
    render(<AutoSave env={env} />);
    await drawer();
    await columnsLoaded();
    expect(screen.queryByRole('button', { name: /保存设置/ })).toBeNull();
    // The debounce on a fake clock: the save is due AUTO_SAVE_DELAY after the last change, not a moment before.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.click(screen.getByRole('checkbox', { name: '合同金额' }));
    act(() => vi.advanceTimersByTime(AUTO_SAVE_DELAY - 1));
    fireEvent.click(screen.getByRole('checkbox', { name: '签订日期' }));
    act(() => vi.advanceTimersByTime(AUTO_SAVE_DELAY - 1));
    expect(updates(env)).toHaveLength(0);
    act(() => vi.advanceTimersByTime(1));
    expect(updates(env)).toHaveLength(1);
    const saved = updates(env)[0].table_fields!;
    expect(saved.filter((f) => !f.checked).map((f) => f.key)).toEqual(['amount', 'sign_date', 'status']);
    // Every timer the burst started has run: no second save was waiting.
    act(() => vi.runAllTimers());
    expect(updates(env)).toHaveLength(1);
    vi.useRealTimers();
    await waitFor(() => expect(screen.getByTestId('shown-columns').textContent).toBe('contract_no:left contract_name customer_name add_user_name:right'));
  });

  it('AutoSave: closing right after a change stores it at once', async () => {
    const env = settingsEnv();
    render(<AutoSave env={env} />);
    const view = await drawer();
    await columnsLoaded();
    fireEvent.click(screen.getByRole('checkbox', { name: '合同金额' }));
    fireEvent.click(view.getByRole('button', { name: /close|关闭/i }));
    await waitFor(() => expect(updates(env)).toHaveLength(1));
    expect(screen.getByTestId('drawer-state').textContent).toBe('closed');
  });

  it('Loading: no setting yet shows the loading state, not an empty list; Unavailable says it cannot be read', async () => {
    const { unmount } = render(<Loading />);
    const view = await drawer();
    expect(view.getByTestId('settings-loading').textContent).toContain('正在加载列设置…');
    expect(view.queryByTestId('settings-group-centre')).toBeNull();
    expect(button('保存设置').hasAttribute('disabled')).toBe(true);
    unmount();
    render(<Unavailable />);
    expect(await screen.findByText('暂时无法读取列设置', {}, { timeout: 10_000 })).toBeTruthy();
  });

  it('English: every text in English', async () => {
    render(<English />);
    const view = await drawer();
    await columnsLoaded();
    expect(view.getByText('Settings')).toBeTruthy();
    expect(view.getByRole('tab', { name: 'Page display' })).toBeTruthy();
    expect(group('left')).toEqual(['Contract no.']);
    expect(view.getByRole('button', { name: 'Unpin "Contract no."' })).toBeTruthy();
    expect(view.getByRole('button', { name: 'Save settings' })).toBeTruthy();
  });
});
