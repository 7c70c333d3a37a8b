import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ViewsPageSetup } from '../../stories/fake-views-server';
import { DefaultView, TIMEOUT, ToBeSavedAs, ViewColumns, badge, bar, named, notices, open, openMenu, rows, titleText, urlQuery } from './saved-views-helpers';

describe('the view settings drawer', () => {
  async function openDrawer(setup: ViewsPageSetup) {
    expect(await titleText()).toBe('宏达客户');
    fireEvent.click((await openMenu()).getByRole('button', { name: '编辑 宏达客户' }));
    const form = await screen.findByTestId('view-form', {}, TIMEOUT);
    return { form: within(form), setup };
  }

  async function chooseField(row: number, label: string) {
    const select = screen.getByRole('combobox', { name: `字段 ${row}` });
    fireEvent.mouseDown(select);
    const options = await screen.findAllByTitle(label);
    await act(async () => fireEvent.click(options.at(-1)!));
  }

  it('at most 1000 px wide, the views on the left, the view in the form', async () => {
    const { form } = await openDrawer(open(DefaultView));
    expect((form.getByRole('textbox', { name: '视图名称' }) as HTMLInputElement).value).toBe('宏达客户');
    expect((screen.getByRole('combobox', { name: '字段 1' }).closest('.ant-select') as HTMLElement).textContent).toContain('客户名称');
    const drawer = document.querySelector('.ant-drawer-content-wrapper') as HTMLElement;
    expect(parseInt(drawer.style.width, 10)).toBeLessThanOrEqual(1000);
    expect(within(screen.getByTestId('view-drawer-menu')).getByText('草稿合同')).toBeTruthy();
  });

  it('the last row cannot be removed; a field used in one row is not offered in another', async () => {
    const { form } = await openDrawer(open(DefaultView));
    expect((form.getByRole('button', { name: '删除条件 1' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(form.getByRole('button', { name: named('添加条件') }));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '字段 2' }));
    await screen.findAllByTitle('合同名称');
    expect(screen.queryAllByTitle('客户名称').filter((el) => el.classList.contains('ant-select-item-option'))).toHaveLength(0);
  });

  it('an incomplete row says 请选择字段！ / 请设置值！; value 0 is a value; saving asks before overwriting', async () => {
    const { form, setup } = await openDrawer(open(DefaultView));
    fireEvent.click(form.getByRole('button', { name: named('添加条件') }));
    fireEvent.click(form.getByRole('button', { name: named('保存') }));
    expect(await screen.findByText('请选择字段！')).toBeTruthy();
    await chooseField(2, '状态');
    expect(await screen.findByText('请设置值！')).toBeTruthy();
    fireEvent.mouseDown(rows().getByRole('combobox', { name: '状态' }));
    const draft = (await screen.findAllByTitle('草稿')).at(-1)!;
    await act(async () => fireEvent.click(draft));
    fireEvent.click(form.getByRole('button', { name: named('保存') }));
    await waitFor(() => expect(notices(setup)).toContain('success:保存成功'), TIMEOUT);
    expect(setup.confirms[0]).toMatchObject({ title: '确定覆盖视图吗？', content: '当前视图原有的条件会被覆盖' });
    expect(setup.server.views().find((v) => v.id === 1)?.params.where).toEqual([
      { prop: 'customer_name', value: ['like', '宏达'] },
      { prop: 'status', value: ['in', [0]] },
    ]);
  });

  it('removing a filled row asks 确认删除吗？; changing the field of a filled row asks first', async () => {
    const { form, setup } = await openDrawer(open(DefaultView));
    fireEvent.click(form.getByRole('button', { name: named('添加条件') }));
    await chooseField(2, '合同编号');
    fireEvent.change(rows().getByRole('textbox', { name: '合同编号' }), { target: { value: 'XS' } });
    setup.answerConfirm(false);
    await chooseField(2, '合同名称');
    await waitFor(() => expect(setup.confirms.at(-1)?.content).toBe('更换字段将清空该条件的值，是否继续？'));
    expect((rows().getByRole('textbox', { name: '合同编号' }) as HTMLInputElement).value).toBe('XS');
    fireEvent.click(form.getByRole('button', { name: '删除条件 2' }));
    await waitFor(() => expect(setup.confirms.at(-1)?.content).toBe('确认删除吗？'));
    expect(screen.getByRole('combobox', { name: '字段 2' })).toBeTruthy();
    setup.answerConfirm(true);
    fireEvent.click(form.getByRole('button', { name: '删除条件 2' }));
    await waitFor(() => expect(screen.queryByRole('combobox', { name: '字段 2' })).toBeNull());
  });

  it('without the shared-view permission a shared view opens read-only in the drawer', async () => {
    open(ToBeSavedAs);
    expect(await titleText()).toBe('大额合同');
    fireEvent.click((await openMenu()).getByRole('button', { name: named('视图设置') }));
    const form = within(await screen.findByTestId('view-form', {}, TIMEOUT));
    expect(form.getByText('没有共享视图权限，不能编辑共享视图')).toBeTruthy();
    expect((form.getByRole('textbox', { name: '视图名称' }) as HTMLInputElement).disabled).toBe(true);
    expect(form.queryByRole('button', { name: named('删除') })).toBeNull();
    expect(form.getByRole('button', { name: named('应用') })).toBeTruthy();
  });

  it('closing with unsaved edits asks 配置还未保存，是否关闭编辑窗口？', async () => {
    const { form, setup } = await openDrawer(open(DefaultView));
    fireEvent.change(form.getByRole('textbox', { name: '视图名称' }), { target: { value: '宏达客户2' } });
    setup.answerConfirm(false);
    fireEvent.click(document.querySelector('.ant-drawer-close')!);
    await waitFor(() => expect(setup.confirms.map((c) => c.content)).toEqual(['配置还未保存，是否关闭编辑窗口？']));
    expect(screen.getByTestId('view-form')).toBeTruthy();
  });

  it('a new view from the drawer, saved and applied', async () => {
    const setup = open(DefaultView);
    expect(await titleText()).toBe('宏达客户');
    fireEvent.click((await openMenu()).getByRole('button', { name: named('新建视图') }));
    const form = within(await screen.findByTestId('view-form', {}, TIMEOUT));
    await waitFor(() => expect((form.getByRole('textbox', { name: '视图名称' }) as HTMLInputElement).value).toBe('自定义视图1'));
    expect((screen.getByRole('combobox', { name: '字段 1' }).closest('.ant-select') as HTMLElement).textContent).toContain('客户名称');
    fireEvent.click(form.getByRole('button', { name: named('保存并应用') }));
    await waitFor(() => expect(notices(setup)).toContain('success:保存并应用成功'), TIMEOUT);
    expect(await titleText()).toBe('自定义视图1');
  });
});

describe('the columns of a view', () => {
  const headers = () => screen.getAllByRole('columnheader').map((th) => th.textContent ?? '');

  it('ViewColumns: the view lays its columns over the setting; 重置字段 goes back to the default columns', async () => {
    const setup = open(ViewColumns);
    expect(await titleText()).toBe('金额视图');
    await waitFor(() => expect(headers()).toContain('合同金额'), TIMEOUT);
    expect(headers()).not.toContain('客户名称');
    expect(headers().indexOf('合同金额')).toBeLessThan(headers().indexOf('合同名称'));
    fireEvent.click(bar().getByRole('button', { name: named('重置字段') }));
    await waitFor(() => expect(headers()).toContain('客户名称'), TIMEOUT);
    expect(setup.env.calls.at(-1)).toMatchObject({ url: '/api/base/view/defaultFields', options: { query: { table_key: 'sales_contract', perms_id: 301 } } });
  });

  it('重置字段 takes the #默认字段配置# columns when the user has them', async () => {
    open(ViewColumns, { defaultFields: [{ key: 'customer_name', checked: true, fixed: false }, { key: 'amount', checked: false, fixed: false }] });
    await waitFor(() => expect(headers()).toContain('合同金额'), TIMEOUT);
    fireEvent.click(bar().getByRole('button', { name: named('重置字段') }));
    await waitFor(() => expect(headers()).not.toContain('合同金额'), TIMEOUT);
    expect(headers()).toContain('客户名称');
  });

  it('without a view, the page opens on the #默认字段配置# columns (the default column view)', async () => {
    const setup = open(ViewColumns, { defaultId: null, defaultFields: [{ key: 'customer_name', checked: true, fixed: false }, { key: 'amount', checked: false, fixed: false }] });
    expect(await titleText()).toBe('全部');
    await waitFor(() => expect(headers()).toContain('客户名称'), TIMEOUT);
    expect(headers()).not.toContain('合同金额');
    expect(setup.env.calls.some((call) => call.url === '/api/base/view/defaultFields')).toBe(true);
  });

  it('saving a view stores the columns shown with it, and the page version', async () => {
    const setup = open(ViewColumns, { url: urlQuery({ contract_no: ['like', 'XS'] }) });
    await waitFor(() => expect(badge()).toBe('已编辑'), TIMEOUT);
    fireEvent.click(bar().getByRole('button', { name: named('保存') }));
    await waitFor(() => expect(notices(setup)).toContain('success:保存成功'), TIMEOUT);
    const saved = setup.server.views().find((v) => v.id === 5)!;
    expect(saved.table_fields?.slice(0, 2)).toEqual([
      { key: 'amount', label: '合同金额', checked: true, fixed: false },
      { key: 'customer_name', label: '客户名称', checked: false, fixed: false },
    ]);
    expect(saved.table_fields?.map((f) => f.key)).not.toContain('removed_column');
    expect(saved.page_version).toMatch(/^c7-[0-9a-f]{8}$/);
  });
});
