import { composeStories } from '@storybook/react-vite';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiCodeError, RenderSchema } from '../../registry';
import Toolbar from '../../renderers/toolbar/Toolbar';
import { FakeEnvFrame, type FakeEnv } from '../../stories/fake-env';
import { ProbeList } from '../../stories/list-probe';
import * as stories from '../../stories/toolbar.stories';
import { createFakeEnv, withMessage } from '../../stories/fake-env';
import { ALL_BUTTONS, toolbarEnv } from '../../stories/toolbar.stories';

const { NothingSelected, OneSelected, TwoSelected, English, Contracts, WithSettings, Groups, ExportTemplate, SpecKeys } = composeStories(stories);

async function toolbar() {
  return within(await screen.findByRole('toolbar', {}, { timeout: 10_000 }));
}

/** antd puts a space between two Chinese characters of a button. */
function button(name: string) {
  return screen.getByRole('button', { name: new RegExp(name.split('').join('\\s*')) });
}

/** Opens the 数据导出 dropdown (export buttons are grouped there, spec 001 screen 2) and picks 导出. */
async function pickExport() {
  fireEvent.click(screen.getByRole('button', { name: /数据导出/ }));
  fireEvent.click(await screen.findByText('导出'));
}

afterEach(() => vi.restoreAllMocks());

describe('toolbar stories', () => {
  it('NothingSelected: left and right groups, the centre tools; none and unpermitted buttons are not there', async () => {
    render(<NothingSelected />);
    const view = await toolbar();
    const names = (testId: string) => within(view.getByTestId(testId)).getAllByRole('button').map((b) => b.textContent?.replace(/\s/g, ''));
    expect(names('toolbar-left')).toEqual(['新增', '编辑', '作废', '同步', '打印']);
    expect(names('toolbar-right')).toEqual(['导入', '数据导出', '重新加载']);
    expect(within(view.getByTestId('toolbar-tools')).getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual(['刷新', '设置']);
    expect(view.queryByText('隐藏按钮')).toBeNull();
    expect(view.queryByText('无权限按钮')).toBeNull();
  });

  it('selection rules: solo needs exactly one row, mult at least one', async () => {
    const { unmount } = render(<NothingSelected />);
    await toolbar();
    expect(button('编辑').hasAttribute('disabled')).toBe(true);
    expect(button('作废').hasAttribute('disabled')).toBe(true);
    expect(button('新增').hasAttribute('disabled')).toBe(false);
    unmount();
    render(<OneSelected />);
    await toolbar();
    expect(button('编辑').hasAttribute('disabled')).toBe(false);
    expect(button('作废').hasAttribute('disabled')).toBe(false);
  });

  it('TwoSelected: solo disabled, mult enabled', async () => {
    render(<TwoSelected />);
    await toolbar();
    expect(button('编辑').hasAttribute('disabled')).toBe(true);
    expect(button('作废').hasAttribute('disabled')).toBe(false);
  });

  it('newpage opens the configured address in a new tab; currentpage navigates with the row filled in', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const env = toolbarEnv();
    const navigate = vi.spyOn(env, 'navigate');
    render(<OneSelected env={env} />);
    await toolbar();
    fireEvent.click(button('新增'));
    expect(open).toHaveBeenCalledWith('/contract/sales/add', '_blank', 'noopener');
    fireEvent.click(button('编辑'));
    expect(navigate).toHaveBeenCalledWith('/contract/sales/edit?id=7');
  });

  it('interface asks first, calls GET with the selected rows, says 操作成功 and refreshes the list', async () => {
    const env = toolbarEnv();
    const confirm = vi.spyOn(env, 'confirm').mockResolvedValue(true);
    render(<TwoSelected env={env} />);
    await toolbar();
    fireEvent.click(button('作废'));
    await waitFor(() => expect(screen.getByTestId('probe-refreshes').textContent).toBe('1'));
    expect(confirm).toHaveBeenCalledWith({ content: '作废后不可恢复，确定作废吗？' });
    expect(env.calls).toEqual([{ url: '/api/contract/sales_contract/void', options: { method: 'GET', query: { ids: [7, 9] }, messageHide: true, onMessage: expect.any(Function) } }]);
    expect(env.notices).toEqual([{ kind: 'success', text: '操作成功' }]);
  });

  it('interface shows the server\'s own message on success (spec 001 §7)', async () => {
    const env = createFakeEnv(() => withMessage({ changed: 2 }, '已作废 2 份合同'), 'zh', toolbarEnv().registry);
    vi.spyOn(env, 'confirm').mockResolvedValue(true);
    render(<TwoSelected env={env} />);
    await toolbar();
    fireEvent.click(button('作废'));
    await waitFor(() => expect(env.notices).toEqual([{ kind: 'success', text: '已作废 2 份合同' }]));
  });

  it('a delete button: 请选择需要删除的对象 without a selection; with rows it asks, then POSTs their ids as the body', async () => {
    const del = { flag: 'del', name: '删除', nameEn: 'Delete', func: 'interface' as const, btnType: 'danger' as const, position: 'mult' as const, config: { url: '/api/crm/customer/del', method: 'POST' as const, params: { ids: ['{id}'] }, confirm: true } };
    const schema = { type: 'toolbar' as const, buttons: [del] };
    const { unmount } = render(<NothingSelected schema={schema} />);
    await toolbar();
    expect(button('删除').hasAttribute('disabled')).toBe(true);
    expect(screen.getByTestId('toolbar-reason-del').getAttribute('aria-description')).toBe('请选择需要删除的对象');
    unmount();
    const env = toolbarEnv();
    const confirm = vi.spyOn(env, 'confirm').mockResolvedValue(true);
    render(<OneSelected env={env} schema={schema} />);
    await toolbar();
    fireEvent.click(button('删除'));
    await waitFor(() => expect(screen.getByTestId('probe-refreshes').textContent).toBe('1'));
    expect(confirm).toHaveBeenCalledWith({ content: expect.stringContaining('删除') });
    // One selected row still goes as a list: ['{id}'] always fills a list.
    expect(env.calls).toEqual([{ url: '/api/crm/customer/del', options: { method: 'POST', body: { ids: [7] }, messageHide: true, onMessage: expect.any(Function) } }]);
  });

  it('interface: cancelling the question calls nothing; a refused call shows the server message once', async () => {
    const env = toolbarEnv();
    const confirm = vi.spyOn(env, 'confirm').mockResolvedValue(false);
    const sent: string[] = [];
    env.request = async (url) => {
      sent.push(url);
      throw new ApiCodeError(4403, '无权操作');
    };
    render(<TwoSelected env={env} />);
    await toolbar();
    fireEvent.click(button('作废'));
    await waitFor(() => expect(confirm).toHaveBeenCalledTimes(1));
    // 同步 after it: the cancelled 作废 had its answer before 同步's call was refused, so by the time 同步's
    // message shows, a call 作废 made (or a message it showed) would be listed before 同步's.
    fireEvent.click(button('同步'));
    await waitFor(() => expect(env.notices).toEqual([{ kind: 'error', text: '无权操作（code: 4403）' }]));
    expect(sent).toEqual(['/api/contract/sales_contract/sync']);
    expect(confirm).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('probe-refreshes').textContent).toBe('0');
  });

  it('upload says it is not available, an export on a list without a resource says it has no export configuration; a component button naming no renderer is not configured', async () => {
    const env = toolbarEnv();
    render(<NothingSelected env={env} />);
    await toolbar();
    fireEvent.click(button('打印'));
    fireEvent.click(button('导入'));
    await pickExport();
    await waitFor(() => expect(env.notices).toHaveLength(3));
    expect(env.notices.map((n) => n.text)).toEqual([
      '按钮未配置事件或导出模板',
      '“导入”暂不可用：该类型的操作尚未开放',
      '该按钮暂未关联导出配置',
    ]);
  });

  it('Groups: buttons of one group are one dropdown whose items keep their own rules', async () => {
    render(<Groups />);
    const view = await toolbar();
    expect(within(view.getByTestId('toolbar-left')).getAllByRole('button').map((b) => b.textContent?.replace(/\s/g, ''))).toEqual(['打印', '新增']);
    fireEvent.click(screen.getByRole('button', { name: /打印/ }));
    const solo = (await screen.findByTestId('toolbar-button-print-b')).closest('li');
    expect(solo?.getAttribute('aria-disabled')).toBe('true');
    expect(solo?.getAttribute('title')).toBe('请选择一条数据');
    expect(screen.getByTestId('toolbar-button-print-a').closest('li')?.getAttribute('aria-disabled')).not.toBe('true');
  });

  it('SpecKeys: plain is an outlined button; a group is titled by its isGroupTitle member, which is none of its items', async () => {
    render(<SpecKeys />);
    const view = await toolbar();
    expect(view.getByTestId('toolbar-button-clear').className).toContain('ant-btn-variant-outlined');
    expect(view.getByTestId('toolbar-button-clear').className).not.toContain('ant-btn-variant-solid');
    fireEvent.click(view.getByTestId('toolbar-group-批量处理'));
    expect(await screen.findByTestId('toolbar-button-batch-a')).toBeTruthy();
    expect(screen.getByTestId('toolbar-button-batch-b')).toBeTruthy();
    expect(screen.queryByTestId('toolbar-button-batch')).toBeNull();
  });

  it('ExportTemplate: the selection’s export template joins the list’s export in one 数据导出, and needs ticked rows', async () => {
    render(<ExportTemplate />);
    const view = await toolbar();
    const names = (testId: string) => within(view.getByTestId(testId)).queryAllByRole('button').map((b) => b.textContent?.replace(/\s/g, ''));
    expect(names('toolbar-left')).toEqual(['新增']);
    expect(names('toolbar-right')).toEqual(['数据导出']);
    fireEvent.click(screen.getByRole('button', { name: /数据导出/ }));
    const template = (await screen.findByTestId('toolbar-button-exportConfirmation')).closest('li');
    expect(template?.getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByTestId('toolbar-button-export').closest('li')?.getAttribute('aria-disabled')).not.toBe('true');
  });

  it('export calls the handler it is given', async () => {
    const onExport = vi.fn();
    render(<NothingSelected onExport={onExport} />);
    await toolbar();
    await pickExport();
    await waitFor(() => expect(onExport).toHaveBeenCalledTimes(1));
    expect(onExport.mock.calls[0][0].button.flag).toBe('export');
  });

  it('refresh (tool and button) reloads the list; setting opens the settings drawer', async () => {
    render(<NothingSelected />);
    const view = await toolbar();
    fireEvent.click(view.getByRole('button', { name: '刷新' }));
    fireEvent.click(button('重新加载'));
    await waitFor(() => expect(screen.getByTestId('probe-refreshes').textContent).toBe('2'));
    fireEvent.click(view.getByRole('button', { name: '设置' }));
    // The probe list has no setting: the drawer says it cannot read it, not an empty column list.
    const drawer = within(await screen.findByRole('dialog'));
    expect(drawer.getByText('暂时无法读取列设置')).toBeTruthy();
  });

  it('WithSettings: 设置 opens the column settings drawer (850 px); a hidden column is saved and the drawer closes', async () => {
    render(<WithSettings />);
    const view = await toolbar();
    fireEvent.click(view.getByRole('button', { name: '设置' }));
    const drawer = within(await screen.findByRole('dialog'));
    expect(drawer.getByRole('tab', { name: '列设置' })).toBeTruthy();
    expect((document.querySelector('.ant-drawer-content-wrapper') as HTMLElement).style.width).toBe('850px');
    fireEvent.click(drawer.getByRole('checkbox', { name: '合同金额' }));
    fireEvent.click(drawer.getByRole('button', { name: /保存设置/ }));
    await waitFor(() => expect(screen.getByTestId('probe-setting-saves').textContent).toBe('1'));
    await waitFor(() => expect(document.querySelector('.ant-drawer-open')).toBeNull());
  });

  it('a button without an address says it is not configured', async () => {
    const env = toolbarEnv();
    render(
      <FakeEnvFrame env={env}>
        <ProbeList>
          <Toolbar schema={{ type: 'toolbar', buttons: [{ flag: 'add', name: '新增', func: 'newpage' }] }} path="" />
        </ProbeList>
      </FakeEnvFrame>,
    );
    await toolbar();
    fireEvent.click(button('新增'));
    await waitFor(() => expect(env.notices).toEqual([{ kind: 'warning', text: '按钮未配置事件或导出模板' }]));
  });

  it('English: names and tools in English', async () => {
    render(<English />);
    const view = await toolbar();
    expect(view.getByRole('button', { name: /New/ })).toBeTruthy();
    expect(view.getByRole('button', { name: 'Refresh' })).toBeTruthy();
    expect(view.getByRole('button', { name: 'Settings' })).toBeTruthy();
  });

  it('Contracts: the compiled page toolbar, registered by type: 新增 left, 导出 right, the settings tool', async () => {
    render(<Contracts />);
    await toolbar();
    const env: FakeEnv = toolbarEnv();
    env.can = (flag) => flag === 'add';
    render(
      <FakeEnvFrame env={env}>
        <ProbeList pageId={0}>
          <RenderSchema schema={{ type: 'toolbar', buttons: ALL_BUTTONS.slice(0, 1).concat(ALL_BUTTONS.slice(6, 7)) }} />
        </ProbeList>
      </FakeEnvFrame>,
    );
    const bars = await waitFor(
      () => {
        const found = screen.getAllByRole('toolbar');
        expect(found).toHaveLength(2);
        return found;
      },
      { timeout: 10_000 },
    );
    const [compiled, registered] = bars.map((bar) => within(bar));
    expect(compiled.getByTestId('toolbar-right').textContent).toMatch(/导\s*出/);
    expect(compiled.queryByRole('button', { name: '刷新' })).toBeNull();
    // Only the permitted button; no settings without a page id.
    expect(registered.getAllByRole('button').map((b) => b.getAttribute('aria-label') ?? b.textContent?.replace(/\s/g, ''))).toEqual(['新增', '刷新']);
  });
});
