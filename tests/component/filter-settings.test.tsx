import { composeStories } from '@storybook/react-vite';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { chosenFields, readSearchPreference, writeSearchPreference } from '../../renderers/query-panel/filter-settings';
import { createFakeEnv } from '../../stories/fake-env';
import { pickUp } from './dnd-keyboard';
import * as stories from '../../stories/filter-settings.stories';

const { AllFields, Chosen, English, StorageRefused } = composeStories(stories);

const KEY = 'hkwl-list-pref:contracts';

function button(name: string) {
  return screen.getByRole('button', { name: new RegExp(`^${name.split('').join('\\s*')}$`) });
}

async function drawer() {
  return within(await screen.findByRole('dialog', {}, { timeout: 10_000 }));
}

function chosenList(): string[] {
  const list = screen.queryByTestId('filter-settings-chosen');
  return list ? within(list).getAllByRole('listitem').map((item) => item.textContent ?? '') : [];
}

const shown = () => screen.getByTestId('filter-shown').textContent;

// dnd-kit measures the rows to find where an arrow key moves the dragged one: each row gets a 40 px slot.
const realRect = Element.prototype.getBoundingClientRect;
beforeEach(() => {
  localStorage.clear();
  Element.prototype.getBoundingClientRect = function (this: Element) {
    if (this instanceof HTMLLIElement && this.dataset.testid?.startsWith('sortable-')) {
      const top = Array.from(this.parentElement!.children).indexOf(this) * 40;
      return { x: 0, y: top, top, left: 0, right: 300, bottom: top + 40, width: 300, height: 40, toJSON: () => ({}) } as DOMRect;
    }
    return realRect.call(this);
  };
});
afterEach(() => {
  Element.prototype.getBoundingClientRect = realRect;
});

describe('common-filter preference', () => {
  const fields = ['a', 'b', 'c', 'd'];
  const key = (f: string) => f;

  it('nothing stored: every field as declared; stored: the chosen ones in order, unknown keys ignored', () => {
    expect(chosenFields(fields, key, null)).toEqual(fields);
    expect(chosenFields(fields, key, { searchField: ['c', 'gone', 'a'] })).toEqual(['c', 'a']);
  });

  it('a field the list gained after the choice is shown after the chosen ones; an unticked one stays hidden', () => {
    expect(chosenFields(fields, key, { searchField: ['b'], knownFields: ['a', 'b', 'c'] })).toEqual(['b', 'd']);
  });

  it('nothing of the choice left: every field', () => {
    expect(chosenFields(fields, key, { searchField: ['gone'], knownFields: ['a', 'b', 'c', 'd', 'gone'] })).toEqual(fields);
  });

  it('reads its entry under hkwl-list-pref:<table>, keeps the entry’s other keys, and ignores what is not JSON of that shape', () => {
    localStorage.setItem(KEY, JSON.stringify({ pageSize: 30, searchField: ['x'] }));
    expect(readSearchPreference('contracts')).toEqual({ searchField: ['x'] });
    expect(writeSearchPreference('contracts', { searchField: ['y'], knownFields: ['x', 'y'] })).toBe(true);
    expect(JSON.parse(localStorage.getItem(KEY)!)).toEqual({ pageSize: 30, searchField: ['y'], knownFields: ['x', 'y'] });
    for (const bad of ['{not json', '"text"', '[1,2]', JSON.stringify({ searchField: [1, 2] }), JSON.stringify({ searchField: 'a' })]) {
      localStorage.setItem(KEY, bad);
      expect(readSearchPreference('contracts')).toBeNull();
    }
    expect(readSearchPreference('other')).toBeNull();
  });
});

describe('filter-settings stories', () => {
  it('AllFields: 常用筛选条件设置 with 全选 ticked, a checkbox per field, every field in the sortable list', async () => {
    render(<AllFields />);
    const view = await drawer();
    expect(view.getByText('常用筛选条件设置')).toBeTruthy();
    expect(view.getByRole('checkbox', { name: '全选（7/7）' })).toHaveProperty('checked', true);
    expect(chosenList()).toEqual(['合同编号', '合同名称', '客户名称', '品名', '合同金额', '签订日期', '状态']);
  });

  it('untick two, tick one back (it goes last), OK stores the order and the known fields, says 设置成功 and closes', async () => {
    const env = createFakeEnv(() => null);
    render(<AllFields env={env} />);
    const view = await drawer();
    fireEvent.click(view.getByRole('checkbox', { name: '合同编号' }));
    fireEvent.click(view.getByRole('checkbox', { name: '品名' }));
    fireEvent.click(view.getByRole('checkbox', { name: '合同编号' }));
    const all = view.getByRole('checkbox', { name: '全选（6/7）' });
    expect(all.closest('.ant-checkbox')?.className).toMatch(/indeterminate/);
    expect(chosenList()).toEqual(['合同名称', '客户名称', '合同金额', '签订日期', '状态', '合同编号']);
    fireEvent.click(button('确定'));
    await waitFor(() => expect(screen.getByTestId('drawer-state').textContent).toBe('closed'));
    expect(env.notices).toEqual([{ kind: 'success', text: '设置成功' }]);
    expect(shown()).toBe('contract_name customer_name amount sign_date status contract_no');
    expect(JSON.parse(screen.getByTestId('filter-stored').textContent!).knownFields).toEqual([
      'contract_no', 'contract_name', 'customer_name', 'goods_name', 'amount', 'sign_date', 'status',
    ]);
  });

  it('keyboard drag reorders the chosen fields', async () => {
    render(<Chosen />);
    await drawer();
    // 品名 was not known when the choice was made: it is shown, after the chosen ones.
    expect(chosenList()).toEqual(['状态', '合同编号', '合同金额', '品名']);
    const handle = screen.getByRole('button', { name: '拖动排序：状态' });
    handle.focus();
    await pickUp(handle);
    // Moving and dropping are handled as the keys come (the rows' places are measured synchronously).
    fireEvent.keyDown(handle, { code: 'ArrowDown' });
    fireEvent.keyDown(handle, { code: 'Space' });
    await waitFor(() => expect(chosenList()).toEqual(['合同编号', '状态', '合同金额', '品名']));
    fireEvent.click(button('确定'));
    await waitFor(() => expect(shown()).toBe('contract_no status amount goods_name'));
  });

  it('全选 from partly ticked ticks all (chosen order first); again unticks all: OK disabled, at least one is needed', async () => {
    render(<Chosen />);
    const view = await drawer();
    fireEvent.click(view.getByRole('checkbox', { name: '全选（4/7）' }));
    expect(chosenList()).toEqual(['状态', '合同编号', '合同金额', '品名', '合同名称', '客户名称', '签订日期']);
    fireEvent.click(view.getByRole('checkbox', { name: '全选（7/7）' }));
    expect(chosenList()).toEqual([]);
    expect(view.getByText('请至少选择一个筛选条件')).toBeTruthy();
    expect(button('确定').hasAttribute('disabled')).toBe(true);
  });

  it('Cancel closes and keeps the stored choice', async () => {
    render(<Chosen />);
    const view = await drawer();
    fireEvent.click(view.getByRole('checkbox', { name: '状态' }));
    fireEvent.click(button('取消'));
    await waitFor(() => expect(screen.getByTestId('drawer-state').textContent).toBe('closed'));
    expect(shown()).toBe('status contract_no amount goods_name');
  });

  it('StorageRefused: the choice is not stored, 设置失败, the drawer stays', async () => {
    const env = createFakeEnv(() => null);
    render(<StorageRefused env={env} />);
    const view = await drawer();
    fireEvent.click(view.getByRole('checkbox', { name: '状态' }));
    fireEvent.click(button('确定'));
    expect(env.notices).toEqual([{ kind: 'error', text: '设置失败' }]);
    expect(screen.getByTestId('drawer-state').textContent).toBe('open');
    expect(screen.getByTestId('filter-stored').textContent).toBe('null');
  });

  it('English', async () => {
    render(<English />);
    const view = await drawer();
    expect(view.getByText('Common filter settings')).toBeTruthy();
    expect(view.getByRole('checkbox', { name: 'All (7/7)' })).toBeTruthy();
    expect(view.getByRole('button', { name: 'OK' })).toBeTruthy();
  });
});
