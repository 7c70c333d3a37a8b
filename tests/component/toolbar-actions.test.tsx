import { composeStories } from '@storybook/react-vite';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { probedWhere } from '../../stories/list-probe';
import * as stories from '../../stories/toolbar.stories';
import { toolbarEnv } from '../../stories/toolbar.stories';

const { ActionTypes, ActionTypesOneRow, ViewFieldsUnavailable, RulesDraft, RulesInApproval, RulesApproved, RulesMixed } = composeStories(stories);

async function toolbar() {
  return within(await screen.findByRole('toolbar', {}, { timeout: 10_000 }));
}

/** antd puts a space between two Chinese characters of a button; an icon's name may come first. */
function button(name: string) {
  return screen.getByRole('button', { name: new RegExp(`^([a-z-]+\\s*)?${name.split('').join('\\s*')}$`) });
}

afterEach(() => vi.restoreAllMocks());

describe('component buttons', () => {
  it('open the named renderer in a dialog with the selected rows; 1200 px unless set; 确定 closes and reloads', async () => {
    render(<ActionTypes />);
    await toolbar();
    fireEvent.click(button('打印预览'));
    const dialog = within(await screen.findByRole('dialog'));
    expect((await dialog.findByTestId('rows-shown')).textContent).toBe('预览 rows: 7,9 · row: -');
    expect(dialog.getByText('打印预览')).toBeTruthy();
    expect((document.querySelector('.ant-modal') as HTMLElement).style.width).toBe('800px');
    // Not closed by the backdrop.
    fireEvent.click(document.querySelector('.ant-modal-wrap') as HTMLElement);
    expect(screen.getByTestId('rows-shown')).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(screen.getByTestId('probe-refreshes').textContent).toBe('1'));
  });

  it('one selected row is also passed as row; 取消 closes without reloading', async () => {
    render(<ActionTypesOneRow />);
    await toolbar();
    fireEvent.click(button('打印预览'));
    expect((await screen.findByTestId('rows-shown')).textContent).toBe('预览 rows: 7 · row: 7');
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: /取\s*消/ }));
    await waitFor(() => expect(document.querySelector('.ant-modal-wrap')?.getAttribute('style') ?? 'display: none').toMatch(/display: none/));
    expect(screen.getByTestId('probe-refreshes').textContent).toBe('0');
  });

  it('an unknown component says 按钮未配置事件或导出模板 and opens nothing', async () => {
    const env = toolbarEnv();
    render(<ActionTypes env={env} />);
    await toolbar();
    fireEvent.click(button('坏组件'));
    await waitFor(() => expect(env.notices).toEqual([{ kind: 'warning', text: '按钮未配置事件或导出模板' }]));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('function buttons', () => {
  it('copyIds puts the selected ids on the clipboard and says 复制成功', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const env = toolbarEnv();
    render(<ActionTypes env={env} />);
    await toolbar();
    fireEvent.click(button('复制ID'));
    await waitFor(() => expect(env.notices).toEqual([{ kind: 'success', text: '复制成功' }]));
    expect(writeText).toHaveBeenCalledWith('7,9');
  });

  it('clearSelection empties the selection (and the selection buttons follow)', async () => {
    render(<ActionTypes />);
    await toolbar();
    expect(screen.getByTestId('probe-selected').textContent).toBe('7,9');
    fireEvent.click(button('取消选择'));
    await waitFor(() => expect(screen.getByTestId('probe-selected').textContent).toBe(''));
    expect(button('复制ID').hasAttribute('disabled')).toBe(true);
  });

  it('openDetail navigates to the url with the row id; an unknown function says 按钮未配置事件或导出模板', async () => {
    const env = toolbarEnv();
    const navigate = vi.spyOn(env, 'navigate');
    render(<ActionTypesOneRow env={env} />);
    await toolbar();
    fireEvent.click(button('详情'));
    expect(navigate).toHaveBeenCalledWith('/contract/detail/7');
    fireEvent.click(button('未知函数'));
    await waitFor(() => expect(env.notices).toEqual([{ kind: 'warning', text: '按钮未配置事件或导出模板' }]));
  });
});

describe('search buttons', () => {
  it('open one control for the field; Enter applies it beside the other conditions; 重置 removes it', async () => {
    render(<ActionTypes />);
    await toolbar();
    fireEvent.click(button('按编号筛选'));
    const input = await screen.findByRole('textbox', { name: '合同编号' });
    fireEvent.change(input, { target: { value: ' XS2026 ' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() => expect(probedWhere()).toEqual({ contract_no: ['like', 'XS2026'] }));
    fireEvent.click(button('按编号筛选'));
    const again = await screen.findByRole('textbox', { name: '合同编号' });
    expect((again as HTMLInputElement).value).toBe('XS2026');
    fireEvent.click(within(screen.getByTestId('search-popover-contract_no')).getByRole('button', { name: /重\s*置/ }));
    await waitFor(() => expect(probedWhere()).toEqual({}));
  });
});

describe('view fields', () => {
  const checkbox = (name: string) => within(screen.getByTestId('view-fields')).getByRole('checkbox', { name }) as HTMLInputElement;

  it('the button lists the columns with their visibility; a tick is stored at once', async () => {
    render(<ActionTypes />);
    await toolbar();
    fireEvent.click(button('显示列'));
    await screen.findByTestId('view-fields');
    expect(within(screen.getByTestId('view-fields')).getAllByRole('checkbox').map((c) => c.closest('label')?.textContent)).toEqual([
      '合同编号', '合同名称', '客户名称', '合同金额', '签订日期', '状态', '业务员',
    ]);
    expect(checkbox('状态').checked).toBe(false);
    fireEvent.click(checkbox('合同名称'));
    await waitFor(() => expect(screen.getByTestId('probe-setting-saves').textContent).toBe('1'));
    await waitFor(() => expect(checkbox('合同名称').checked).toBe(false));
    fireEvent.click(checkbox('状态'));
    await waitFor(() => expect(checkbox('状态').checked).toBe(true));
  });

  it('the centre eye tool opens the same list', async () => {
    render(<ActionTypes />);
    const view = await toolbar();
    fireEvent.click(view.getByRole('button', { name: '查看字段' }));
    expect(await screen.findByTestId('view-fields')).toBeTruthy();
  });

  it('without the setting the tool is disabled and says why', async () => {
    render(<ViewFieldsUnavailable />);
    const view = await toolbar();
    const eye = view.getByRole('button', { name: '查看字段' });
    expect(eye.hasAttribute('disabled')).toBe(true);
    fireEvent.mouseEnter(eye.parentElement as HTMLElement);
    expect(await screen.findByText('暂时无法读取列设置')).toBeTruthy();
  });
});

describe('button rules', () => {
  it('draft row: 提交 enabled, 撤回 hidden (only for rows in approval), 打开 uses its own address', async () => {
    const env = toolbarEnv();
    const navigate = vi.spyOn(env, 'navigate');
    render(<RulesDraft env={env} />);
    await toolbar();
    expect(button('提交').hasAttribute('disabled')).toBe(false);
    expect(screen.queryByTestId('toolbar-button-recall')).toBeNull();
    fireEvent.click(button('打开'));
    expect(navigate).toHaveBeenCalledWith('/contract/edit/7');
  });

  it('row in approval: 撤回 shows; 打开 follows the matching jump_config entry', async () => {
    const env = toolbarEnv();
    const navigate = vi.spyOn(env, 'navigate');
    render(<RulesInApproval env={env} />);
    await toolbar();
    expect(button('撤回')).toBeTruthy();
    fireEvent.click(button('打开'));
    expect(navigate).toHaveBeenCalledWith('/contract/approval/8');
  });

  it('approved row: 提交 disabled with 不可操作原因; 打开 goes to the view page', async () => {
    const env = toolbarEnv();
    const navigate = vi.spyOn(env, 'navigate');
    render(<RulesApproved env={env} />);
    await toolbar();
    expect(button('提交').hasAttribute('disabled')).toBe(true);
    expect(screen.getByTestId('toolbar-reason-submit').getAttribute('aria-description')).toBe('不可操作原因：已审批的数据不能再提交');
    fireEvent.mouseEnter(screen.getByTestId('toolbar-reason-submit'));
    expect(await screen.findByText('不可操作原因：已审批的数据不能再提交')).toBeTruthy();
    fireEvent.click(button('打开'));
    expect(navigate).toHaveBeenCalledWith('/contract/view/9');
  });

  it('a mult button is disabled when any selected row matches', async () => {
    render(<RulesMixed />);
    await toolbar();
    expect(button('提交').hasAttribute('disabled')).toBe(true);
  });
});
