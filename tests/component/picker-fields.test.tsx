import { composeStories } from '@storybook/react-vite';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fieldNames } from '../../renderers/form-page/FormDocumentView';
import * as stories from '../../stories/picker-fields.stories';
import { createFakeEnv, type FakeEnv } from '../../stories/fake-env';
import { createPickerServer, CUSTOMERS } from '../../stories/picker-server';
import { button, openTreeNode, tableRows } from './picker-helpers';
import { REMOTE_SELECT_DEBOUNCE_MS } from '../../renderers/core/list-shared/controls/use-resource-options';

const { Empty, Filled, ReadPretty, Disabled, English } = composeStories(stories);

const fakeEnv = (language: 'zh' | 'en' = 'zh'): FakeEnv => createFakeEnv(createPickerServer().handler, language);
const values = () => JSON.parse(screen.getByTestId('values').textContent ?? '{}') as Record<string, unknown>;
const customerName = (id: number) => String(CUSTOMERS.find((c) => c.id === id)?.customer_name);
const box = (label: string) => screen.getByRole('textbox', { name: label }) as HTMLInputElement;

describe('picker form controls', () => {
  it('Chooser: the chooser opens titled by the field; the row\'s id goes to the field, its name to the sibling labelField', async () => {
    const env = fakeEnv();
    render(<Empty env={env} />);
    expect(box('客户').placeholder).toBe('请选择客户');
    fireEvent.click(screen.getByRole('button', { name: '选择客户' }));
    const dialog = await screen.findByRole('dialog', { name: '选择客户' }, { timeout: 10_000 });
    const region = await within(dialog).findByRole('region', { name: '候选数据' }, { timeout: 10_000 });
    await waitFor(() => expect(tableRows(region)).toHaveLength(10));
    fireEvent.click(within(tableRows(region)[0]).getByText('KH0035'));
    await waitFor(() => expect(values()).toMatchObject({ customer_id: 35, customer_name: customerName(35) }));
    expect(box('客户').value).toBe(customerName(35));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('UserPicker and OrgPicker write the id and the name; a multiple Chooser writes the ids and the names joined', async () => {
    render(<Empty env={fakeEnv()} />);
    fireEvent.click(screen.getByRole('button', { name: '选择经办人' }));
    const users = await screen.findByRole('region', { name: '人员列表' }, { timeout: 10_000 });
    await waitFor(() => expect(tableRows(users)).toHaveLength(8));
    fireEvent.click(within(tableRows(users)[3]).getByText('张伟'));
    fireEvent.click(button('确定'));
    await waitFor(() => expect(values()).toMatchObject({ user_id: 4, user_name: '张伟' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: '选择部门' }));
    await screen.findByText('华科国贸', { selector: '.ant-tree-title span[title]' }, { timeout: 10_000 });
    await openTreeNode('华科国贸');
    fireEvent.click(await screen.findByText('财务部', { selector: '.ant-tree-title span[title]' }));
    fireEvent.click(button('确定'));
    await waitFor(() => expect(values()).toMatchObject({ user_id: 4, user_name: '张伟', org_id: 10, org_name: '财务部' }));
    expect(box('部门').value).toBe('财务部');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: '选择关联合同' }));
    const candidates = await screen.findByRole('region', { name: '候选数据' }, { timeout: 10_000 });
    await waitFor(() => expect(tableRows(candidates)).toHaveLength(10));
    fireEvent.click(within(tableRows(candidates)[0]).getByText('XS20260001'));
    fireEvent.click(within(tableRows(candidates)[2]).getByText('XS20260003'));
    await waitFor(() => expect(tableRows(screen.getByRole('region', { name: '已选择列表' }))).toHaveLength(2));
    fireEvent.click(button('确定'));
    await waitFor(() => expect(values()).toMatchObject({ contract_ids: [100, 102], contract_names: 'XS20260001 ; XS20260003' }));
  });

  it('a filled control shows the name, opens the picker with its value chosen, and its clear button empties both fields', async () => {
    const env = fakeEnv();
    render(<Filled env={env} />);
    expect(box('客户').value).toBe(customerName(33));
    expect(box('经办人').value).toBe('张伟');
    fireEvent.click(screen.getByRole('button', { name: '选择部门' }));
    await screen.findByText('销售一组', { selector: '.ant-tree-title span[title]' }, { timeout: 10_000 });
    expect(JSON.parse(String(env.calls.find((c) => c.url.endsWith('/org/getTree'))?.options.query?.where))).toMatchObject({ selected_org_ids: [7] });
    fireEvent.click(button('取消'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(values()).toMatchObject({ org_id: 7, org_name: '销售一组' });

    fireEvent.click(screen.getByRole('button', { name: '清除客户' }));
    await waitFor(() => expect(values()).toMatchObject({ customer_id: null, customer_name: null }));
    expect(box('客户').value).toBe('');
    expect(screen.queryByRole('button', { name: '清除客户' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '清除关联合同' }));
    await waitFor(() => expect(values()).toMatchObject({ contract_ids: [], contract_names: null }));
  });

  it('read-only: the names as text, / when empty; disabled: the names in greyed boxes without buttons', async () => {
    const { unmount } = render(<ReadPretty env={fakeEnv()} />);
    expect(document.querySelector('[data-field="customer_id"]')?.textContent).toBe(customerName(33));
    expect(document.querySelector('[data-field="user_id"]')?.textContent).toBe('/');
    expect(document.querySelector('[data-field="org_id"]')?.textContent).toBe('销售一组');
    expect(screen.queryByRole('button', { name: '选择客户' })).toBeNull();
    unmount();

    render(<Disabled env={fakeEnv()} />);
    expect(box('客户').disabled).toBe(true);
    expect(box('客户').value).toBe(customerName(33));
    expect(box('部门').value).toBe('销售一组');
    expect(screen.queryByRole('button', { name: '选择客户' })).toBeNull();
    expect(screen.queryByRole('button', { name: '清除客户' })).toBeNull();
  });

  it('English: the buttons and the dialog title in English', async () => {
    render(<English env={fakeEnv('en')} />);
    expect(screen.getByRole('button', { name: 'Clear Customer' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Choose Handler' }));
    expect(await screen.findByRole('dialog', { name: 'Choose Handler' }, { timeout: 10_000 })).toBeTruthy();
  });

  it('the form loads a picker\'s name field with the record even when the schema declares no field of that name', () => {
    expect(
      fieldNames({
        main: {
          type: 'void',
          'x-component': 'FormSection',
          properties: {
            customer_id: { type: 'number', 'x-component': 'Chooser', 'x-component-props': { config: 'customer', labelField: 'customer_name' } },
            user_id: { type: 'number', 'x-component': 'UserPicker', 'x-component-props': { nameField: 'user_name' } },
            org_id: { type: 'number', 'x-component': 'OrgPicker', 'x-component-props': { nameField: 'org_name' } },
            buyer_id: { type: 'number', 'x-component': 'ResourceSelect', 'x-component-props': { chooser: 'customer', labelKey: 'customer_name', labelField: 'buyer_name' } },
            remark: { type: 'string', 'x-component': 'text' },
          },
        },
      }),
    ).toEqual(['customer_id', 'customer_name', 'user_id', 'user_name', 'org_id', 'org_name', 'buyer_id', 'buyer_name', 'remark']);
  });

  it('ResourceSelect: what is typed is searched 500 ms after the last key, inside the scope; the value goes to the field, the name to its sibling', async () => {
    const env = fakeEnv();
    render(<Empty env={env} />);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const select = screen.getByRole('combobox', { name: '购货单位' });
    fireEvent.mouseDown(select);
    fireEvent.change(select, { target: { value: '有限公司1' } });
    const listCalls = () => env.calls.filter((c) => c.url === '/api/crm/customer/index');
    // Nothing is read before the debounce has passed since the last keystroke.
    await act(async () => vi.advanceTimersByTime(REMOTE_SELECT_DEBOUNCE_MS - 1));
    expect(listCalls()).toHaveLength(0);
    await act(async () => vi.advanceTimersByTime(1));
    // The config (cached), then the list call: a few promise turns, no timer.
    await act(async () => {
      for (let turn = 0; turn < 10; turn++) await Promise.resolve();
    });
    expect(listCalls()).toHaveLength(1);
    expect(JSON.parse(String(listCalls()[0].options.query?.where))).toEqual({ customer_name: ['like', '有限公司1'] });
    vi.useRealTimers();
    fireEvent.click(await screen.findByTitle(customerName(19), {}, { timeout: 10_000 }));
    await waitFor(() => expect(values()).toMatchObject({ buyer_id: 19, buyer_name: customerName(19) }));
  });

  it('ResourceSelect filled: the name shows from its field without a call; read-only it is text', async () => {
    const env = fakeEnv();
    const { unmount } = render(<Filled env={env} />);
    expect(screen.getByRole('combobox', { name: '购货单位' }).closest('.ant-select')?.textContent).toContain(customerName(34));
    expect(env.calls.filter((c) => c.url.endsWith('/index'))).toHaveLength(0);
    unmount();
    render(<ReadPretty env={fakeEnv()} />);
    expect(document.querySelector('[data-field="buyer_id"]')?.textContent).toBe(customerName(34));
  });
});
