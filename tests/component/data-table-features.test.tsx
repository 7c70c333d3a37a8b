import { composeStories } from '@storybook/react-vite';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as stories from '../../stories/data-table-features.stories';
import { createFakeEnv } from '../../stories/fake-env';

const { AutoWidths, UserSetting, Resizable, WidthSaveFails, RowButtons, RowButtonsOnTop, RowButtonsBesideToolbar, RowButtonsInToolbar, MergedCells, MergedByRow, Expandable, GroupedHeaders, HeaderFilters } = composeStories(stories);

afterEach(() => vi.restoreAllMocks());

/** The header texts of the main table, left to right (fixed copies of the sticky header left out). */
function headers(): string[] {
  const row = document.querySelector('.ant-table-thead tr')!;
  return Array.from(row.querySelectorAll('th')).map((th) => th.textContent ?? '');
}

const bodyRows = () => Array.from(document.querySelectorAll<HTMLElement>('.ant-table-tbody tr.ant-table-row'));
/** The lazily loaded table has its first row (the first load of the renderer takes a while). */
const ready = () => screen.findAllByText('XS2026110000001', {}, { timeout: 10_000 });
const probe = (name: string) => screen.getByTestId(`probe-${name}`).textContent ?? '';
/** Hovers a row's "...": the pointer's first entry puts the popover there, its next move opens it. */
function hoverMore(row: HTMLElement) {
  fireEvent.mouseEnter(within(row).getByTestId('row-more'));
  fireEvent.mouseEnter(within(row).getByTestId('row-more'));
}

describe('data-table: the user setting', () => {
  it('orders, hides, pins and sizes the columns as the setting says', async () => {
    render(<UserSetting />);
    await ready();
    const shown = headers();
    expect(shown.indexOf('客户名称')).toBe(0);
    expect(shown).not.toContain('合同名称');
    expect(shown.slice(1, 4)).toEqual(['合同编号', '合同金额', '签订日期']);
    const amount = document.querySelectorAll('.ant-table-thead th')[2];
    expect(amount.className).toContain('ant-table-cell-fix-right');
    expect(document.querySelectorAll('.ant-table-thead th')[0].className).toContain('ant-table-cell-fix-left');
    // The widths go to the column group the body lays out by: 客户名称 220 then 合同编号 170, 合同金额 260.
    const cols = Array.from(document.querySelectorAll('.ant-table-body colgroup col, .ant-table-content colgroup col')).map((col) => (col as HTMLElement).style.width);
    expect(cols.slice(0, 3)).toEqual(['220px', '170px', '260px']);
  });
});

describe('data-table: column widths', () => {
  it('dragging a header edge resizes the column and stores the widths with 宽度保存成功', async () => {
    const env = createFakeEnv(() => null);
    render(<Resizable env={env} />);
    await ready();
    const handle = screen.getByTestId('resize-customer_name');
    fireEvent.pointerDown(handle, { clientX: 500 });
    fireEvent.pointerMove(window, { clientX: 560 });
    fireEvent.pointerUp(window, { clientX: 580 });
    await waitFor(() => expect(JSON.parse(probe('widths')).customer_name).toBe(300));
    // The other stored widths are kept.
    expect(JSON.parse(probe('widths')).amount).toBe(260);
    expect(env.notices).toContainEqual({ kind: 'success', text: '宽度保存成功' });
  });

  it('a failed save says 宽度保存失败 and keeps the dragged width on screen', async () => {
    const env = createFakeEnv(() => null);
    render(<WidthSaveFails env={env} />);
    await ready();
    fireEvent.pointerDown(screen.getByTestId('resize-contract_no'), { clientX: 100 });
    fireEvent.pointerUp(window, { clientX: 150 });
    await waitFor(() => expect(env.notices).toContainEqual({ kind: 'error', text: '宽度保存失败' }));
    expect(JSON.parse(probe('widths')).contract_no).toBe(170);
    const cols = Array.from(document.querySelectorAll('.ant-table-body colgroup col')).map((col) => (col as HTMLElement).style.width);
    expect(cols[0]).toBe('220px');
  });

  it('a width is kept between 30 and 2000', async () => {
    render(<Resizable />);
    await ready();
    const handle = screen.getByTestId('resize-customer_name');
    fireEvent.pointerDown(handle, { clientX: 500 });
    fireEvent.pointerUp(window, { clientX: 0 });
    await waitFor(() => expect(JSON.parse(probe('widths')).customer_name).toBe(30));
  });

  it('right-click on a resized header offers 重置列宽, which stores the widths without that column', async () => {
    render(<Resizable />);
    await ready();
    // 客户名称 has its declared width: no menu.
    fireEvent.contextMenu(screen.getByTestId('resize-customer_name').closest('th')!);
    expect(screen.queryByText('重置列宽')).toBeNull();
    fireEvent.contextMenu(screen.getByTestId('resize-amount').closest('th')!);
    fireEvent.click(await screen.findByText('重置列宽'));
    await waitFor(() => expect(JSON.parse(probe('widths'))).not.toHaveProperty('amount'));
    expect(JSON.parse(probe('widths')).customer_name).toBe(220);
    expect(screen.queryByText('重置列宽')).toBeNull();
    // Choosing in the header's menu is no click on the (sortable) header.
    expect(screen.getByTestId('resize-amount').closest('th')!.getAttribute('aria-sort')).toBeNull();
  });
});

describe('data-table: row buttons', () => {
  it('the 操作 column shows the first two buttons and the rest behind ..., each running with its row', async () => {
    const env = { ...createFakeEnv(() => ({})), navigate: vi.fn() };
    render(<RowButtons env={env} />);
    await ready();
    expect(headers()).toContain('操作');
    const third = bodyRows()[2];
    expect(within(third).getByText('查看')).toBeTruthy();
    expect(within(third).getByText('提交')).toBeTruthy();
    expect(within(third).queryByText('作废')).toBeNull();
    fireEvent.click(within(third).getByText('查看'));
    expect(env.navigate).toHaveBeenCalledWith('/contract/detail/3');
    fireEvent.click(within(third).getByText('提交'));
    await waitFor(() => expect(env.calls.map((c) => [c.url, c.options.query])).toContainEqual(['/api/contract/sales_contract/submit', { id: 3 }]));
    hoverMore(third);
    const more = await screen.findByTestId('row-more-buttons');
    expect(within(more).getAllByRole('button').map((b) => b.textContent)).toEqual(['作废', '复制']);
    fireEvent.click(within(more).getByText('复制'));
    expect(env.navigate).toHaveBeenLastCalledWith('/contract/copy/3');
  });

  it('by keyboard: focus on "..." stays on it as its popover comes, and Enter (a click) opens the rest', async () => {
    render(<RowButtons />);
    await ready();
    const second = bodyRows()[1];
    act(() => within(second).getByTestId('row-more').focus());
    const more = within(second).getByTestId('row-more');
    expect(document.activeElement).toBe(more);
    expect(more.getAttribute('aria-label')).toBe('更多操作');
    fireEvent.click(more);
    expect(within(await screen.findByTestId('row-more-buttons')).getAllByRole('button').map((b) => b.textContent)).toEqual(['作废', '复制']);
  });

  it('buttons the user may not press are not shown', async () => {
    const env = { ...createFakeEnv(() => ({})), can: (flag: string) => flag !== 'view' };
    render(<RowButtons env={env} />);
    await ready();
    const first = bodyRows()[0];
    expect(within(first).queryByText('查看')).toBeNull();
    expect(within(first).getByText('提交')).toBeTruthy();
    expect(within(first).getByText('作废')).toBeTruthy();
  });

  it('the toolbar leaves row buttons to the 操作 column when they are on the right, and shows them when on top', async () => {
    const { unmount } = render(<RowButtonsBesideToolbar />);
    await ready();
    const bar = await screen.findByTestId('toolbar', {}, { timeout: 10_000 });
    expect(within(bar).getByTestId('toolbar-button-add')).toBeTruthy();
    expect(within(bar).queryByTestId('toolbar-button-view')).toBeNull();
    expect(within(bar).getByTestId('toolbar-button-audit')).toBeTruthy();
    unmount();
    render(<RowButtonsInToolbar />);
    await ready();
    expect(within(await screen.findByTestId('toolbar', {}, { timeout: 10_000 })).getByTestId('toolbar-button-view')).toBeTruthy();
    expect(headers()).not.toContain('操作');
  });

  it('with buttons on top there is no 操作 column', async () => {
    render(<RowButtonsOnTop />);
    await ready();
    expect(headers()).not.toContain('操作');
  });

  it('right-click on a row selects it and opens a menu of row and selection buttons, usable by keyboard', async () => {
    const env = { ...createFakeEnv(() => ({})), navigate: vi.fn() };
    render(<RowButtonsOnTop env={env} />);
    await ready();
    fireEvent.click(bodyRows()[0].querySelector('input[type="checkbox"]')!);
    await waitFor(() => expect(probe('selected')).toBe('1'));
    fireEvent.contextMenu(bodyRows()[1], { clientX: 300, clientY: 200 });
    await waitFor(() => expect(probe('selected')).toBe('2'));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['查看', '提交', '作废', '复制', '批量审核']);
    expect(document.activeElement).toBe(within(menu).getAllByRole('menuitem')[0]);
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());

    fireEvent.contextMenu(bodyRows()[3], { clientX: 300, clientY: 200 });
    const again = await screen.findByRole('menu');
    // Arrows move, Enter chooses: down four times to 批量审核. The menu walks visible items only, and
    // jsdom lays nothing out: every element counts as visible here.
    vi.spyOn(HTMLElement.prototype, 'offsetParent', 'get').mockReturnValue(document.body);
    for (let i = 0; i < 4; i += 1) fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown', keyCode: 40, which: 40 });
    await waitFor(() => expect(document.activeElement?.textContent).toBe('批量审核'));
    expect(again.contains(document.activeElement)).toBe(true);
    fireEvent.keyDown(document.activeElement!, { key: 'Enter', keyCode: 13, which: 13 });
    await waitFor(() => expect(env.calls.map((c) => [c.url, c.options.query])).toContainEqual(['/api/contract/sales_contract/audit', { ids: 4 }]));
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('a click outside closes the row menu', async () => {
    render(<RowButtonsOnTop />);
    await ready();
    fireEvent.contextMenu(bodyRows()[0]);
    await screen.findByRole('menu');
    fireEvent.mouseDown(document.body);
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  });
});

describe('data-table: merged cells', () => {
  it('merge_info ranges span their rows', async () => {
    render(<MergedCells />);
    await ready();
    const customerCells = bodyRows().map((row) => Array.from(row.querySelectorAll('td')).find((td) => td.textContent?.includes('有限公司')));
    // Rows 2, 3 and 6 have no 客户名称 cell: they are covered by the row above.
    expect(customerCells.map((cell) => (cell ? (cell as HTMLTableCellElement).rowSpan : 0))).toEqual([3, 0, 0, 1, 2, 0]);
  });

  it('without merge_info a merge column spans _row rows', async () => {
    render(<MergedByRow />);
    await ready();
    expect(bodyRows().map((row) => row.querySelectorAll('td').length)).toEqual([7, 6, 7, 7]);
    expect((bodyRows()[0].querySelectorAll('td')[2] as HTMLTableCellElement).rowSpan).toBe(2);
  });
});

describe('data-table: expand, grouped headers, header filters', () => {
  it('a row with children_row expands into a nested table; others have no expander', async () => {
    render(<Expandable />);
    await ready();
    const expanders = document.querySelectorAll('.ant-table-tbody button.ant-table-row-expand-icon');
    expect(Array.from(expanders).filter((b) => !b.classList.contains('ant-table-row-expand-icon-spaced'))).toHaveLength(1);
    fireEvent.click(expanders[0]);
    const nested = await screen.findByTestId('nested-rows');
    expect(within(nested).getByText('XS2026110000101')).toBeTruthy();
    // Cells by field type, as in the main table: row 101's amount as money.
    expect(within(nested).getByText('1,125,150.00')).toBeTruthy();
  });

  it('children become a grouped header', async () => {
    render(<GroupedHeaders />);
    await ready();
    const rows = document.querySelectorAll('.ant-table-thead tr');
    expect(rows).toHaveLength(2);
    const group = Array.from(rows[0].querySelectorAll('th')).find((th) => th.textContent === '金额信息')!;
    expect(group.colSpan).toBe(2);
    expect(Array.from(rows[1].querySelectorAll('th')).map((th) => th.textContent)).toEqual(['合同金额', '签订日期']);
  });

  it('a header filter writes its condition into where and 重置 removes it; keywords at most 50 characters', async () => {
    render(<HeaderFilters />);
    await ready();
    fireEvent.click(screen.getAllByTestId('header-filter-icon-customer_name')[0]);
    const box = await screen.findByTestId('header-filter-customer_name');
    const input = within(box).getByRole('textbox');
    expect(input.getAttribute('maxlength')).toBe('50');
    fireEvent.change(input, { target: { value: ' 宏达 ' } });
    // antd spaces two-character button labels: 确 定.
    fireEvent.click(within(box).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(JSON.parse(probe('where'))).toEqual({ customer_name: ['like', '宏达'] }));
    fireEvent.click(screen.getAllByTestId('header-filter-icon-customer_name')[0]);
    const again = await screen.findByTestId('header-filter-customer_name');
    fireEvent.click(within(again).getByRole('button', { name: /重\s*置/ }));
    await waitFor(() => expect(JSON.parse(probe('where'))).toEqual({}));
  });

  it('a header filter icon is plain markup until the pointer or the keyboard comes near it; its click does not sort', async () => {
    render(<HeaderFilters />);
    await ready();
    const icon = screen.getAllByTestId('header-filter-icon-status')[0]!;
    // No dropdown around any filter icon of the header yet.
    expect(document.querySelectorAll('.ant-table-thead .ant-dropdown-trigger')).toHaveLength(0);
    fireEvent.click(icon);
    expect(await screen.findByTestId('header-filter-status')).toBeTruthy();
    // The header's own click (sort) did not happen.
    expect(probe('sort')).toBe('null');
    // A click on the header itself still sorts.
    fireEvent.click(screen.getAllByText('状态').find((el) => el.closest('th'))!);
    await waitFor(() => expect(JSON.parse(probe('sort'))).toMatchObject({ prop: 'status' }));
  });

  it('a header filter opens from the keyboard, and its keys stay out of the header', async () => {
    render(<HeaderFilters />);
    await ready();
    const icon = screen.getAllByTestId('header-filter-icon-customer_name')[0]!;
    expect(icon.getAttribute('tabindex')).toBe('0');
    expect(icon.getAttribute('aria-label')).toBe('筛选');
    fireEvent.focus(icon);
    fireEvent.keyDown(screen.getAllByTestId('header-filter-icon-customer_name')[0]!, { key: 'Enter' });
    const box = await screen.findByTestId('header-filter-customer_name');
    expect(screen.getAllByTestId('header-filter-icon-customer_name')[0]!.getAttribute('aria-expanded')).toBe('true');
    fireEvent.change(within(box).getByRole('textbox'), { target: { value: '宏达' } });
    fireEvent.click(within(box).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(JSON.parse(probe('where'))).toEqual({ customer_name: ['like', '宏达'] }));
    expect(probe('sort')).toBe('null');
  });

  it('headerTips shows a tip icon next to the label', async () => {
    render(<HeaderFilters />);
    await ready();
    fireEvent.mouseEnter(screen.getAllByTestId('header-tips-amount')[0]);
    expect(await screen.findByText('含税金额')).toBeTruthy();
  });
});

describe('data-table: automatic widths', () => {
  it('sizes undeclared widths by label keyword: money 170 right 2 decimals, quantity 170 3 decimals, time 165, date 100, person 75–100, else 200', async () => {
    render(<AutoWidths />);
    await ready();
    const cols = Array.from(document.querySelectorAll('.ant-table-body colgroup col, .ant-table-content colgroup col')).map((col) => (col as HTMLElement).style.width);
    expect(cols.slice(0, 7)).toEqual(['200px', '170px', '170px', '165px', '100px', '75px', '100px']);
    const first = bodyRows()[0].querySelectorAll('td');
    expect(first[1].textContent).toBe('125,000.00');
    expect((first[1] as HTMLElement).style.textAlign).toBe('right');
    expect(first[2].textContent).toBe('12.500');
  });

  it('gives the header the background of spec §9 (made opaque over white)', async () => {
    render(<AutoWidths />);
    await ready();
    const css = Array.from(document.querySelectorAll('style')).map((style) => style.textContent).join('\n');
    expect(css).toContain('#f3f9ff');
  });

  it('styles the table under the page theme hash: no nested theme makes antd generate its styles again', async () => {
    const { container } = render(<AutoWidths />);
    await ready();
    const hashOf = (element: Element | null) => Array.from(element?.classList ?? []).find((name) => name.startsWith('css-'));
    const pageHash = hashOf(container.querySelector('.ant-app'));
    expect(pageHash).toBeTruthy();
    expect(hashOf(container.querySelector('.ant-table-wrapper'))).toBe(pageHash);
    expect(hashOf(container.querySelector('.ant-spin-nested-loading'))).toBe(pageHash);
  });
});

describe('data-table: URL presets', () => {
  const { UrlPresets } = composeStories(stories);

  it('highlighted columns are marked in the header and every cell, and say 高亮', async () => {
    render(<UrlPresets />);
    await ready();
    const marked = Array.from(document.querySelectorAll<HTMLElement>('.ant-table-thead th.list-column-highlight')).map((th) => th.textContent);
    expect(marked).toEqual(['客户名称', '合同金额']);
    const th = document.querySelector<HTMLElement>('.ant-table-thead th.list-column-highlight')!;
    expect(th.getAttribute('aria-description')).toBe('高亮');
    expect(th.style.background).not.toBe('');
    const cells = bodyRows()[0].querySelectorAll<HTMLElement>('td.list-column-highlight');
    expect(cells).toHaveLength(2);
    expect(cells[1].getAttribute('aria-description')).toBe('高亮');
    expect(cells[1].style.background).not.toBe('');
    expect(document.querySelectorAll('th.list-column-highlight, td.list-column-highlight')).toHaveLength(2 + 2 * bodyRows().length);
  });

  it('selected ids on the page are ticked once when the rows arrive; the user may untick them', async () => {
    render(<UrlPresets />);
    await ready();
    await waitFor(() => expect(probe('selected')).toBe('2,4'));
    const checked = bodyRows().map((row) => (row.querySelector('input[type="checkbox"]') as HTMLInputElement).checked);
    expect(checked).toEqual([false, true, false, true, false, false]);
    fireEvent.click(bodyRows()[1].querySelector('input[type="checkbox"]')!);
    await waitFor(() => expect(probe('selected')).toBe('4'));
    // A later change of the selection (the first row ticked) renders the table again: the preset, were it
    // applied again, would be back by then; it is not, the user's choice stands.
    fireEvent.click(bodyRows()[0].querySelector('input[type="checkbox"]')!);
    await waitFor(() => expect(probe('selected').split(',').sort()).toEqual(['1', '4']));
  });
});

describe('data-table: row button rules', () => {
  const { RowRules, RowComponent } = composeStories(stories);
  const names = (row: HTMLElement) => within(row).queryAllByTestId(/^row-button-/).map((b) => b.textContent?.replace(/\s/g, ''));

  it('the 操作 column hides and disables buttons by their rules, per row', async () => {
    render(<RowRules />);
    await ready();
    const rows = bodyRows();
    // 撤回 is hidden for the draft row (nothing behind ...), and behind ... for the row in approval.
    expect(names(rows[0])).toEqual(['打开', '提交']);
    expect(within(rows[0]).queryByTestId('row-more')).toBeNull();
    expect(names(rows[1])).toEqual(['打开', '提交']);
    hoverMore(rows[1]);
    expect(within(await screen.findByTestId('row-more-buttons')).getByText('撤回')).toBeTruthy();
    const submit = within(rows[2]).getByTestId('row-button-submit');
    expect(submit.hasAttribute('disabled')).toBe(true);
    expect(submit.parentElement?.getAttribute('aria-description')).toBe('不可操作原因：已审批的数据不能再提交');
    expect(within(rows[0]).getByTestId('row-button-submit').hasAttribute('disabled')).toBe(false);
  });

  it('jump_config picks the address by the row', async () => {
    const env = { ...createFakeEnv(() => ({})), navigate: vi.fn() };
    render(<RowRules env={env} />);
    await ready();
    fireEvent.click(within(bodyRows()[0]).getByTestId('row-button-open'));
    expect(env.navigate).toHaveBeenLastCalledWith('/contract/edit/1');
    fireEvent.click(within(bodyRows()[2]).getByTestId('row-button-open'));
    expect(env.navigate).toHaveBeenLastCalledWith('/contract/view/3');
  });

  it('the row menu leaves out hidden buttons and disables the ones a rule hits', async () => {
    render(<RowRules />);
    await ready();
    fireEvent.contextMenu(bodyRows()[2]);
    const menu = await screen.findByRole('menu');
    expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['打开', '提交']);
    expect(within(menu).getByRole('menuitem', { name: '提交' }).getAttribute('aria-disabled')).toBe('true');
    fireEvent.keyDown(document, { key: 'Escape' });
    fireEvent.contextMenu(bodyRows()[1]);
    const second = await screen.findByRole('menu');
    expect(within(second).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['打开', '提交', '撤回']);
  });

  it('a component row button opens its dialog with the row', async () => {
    render(<RowComponent />);
    await ready();
    fireEvent.click(within(bodyRows()[1]).getByTestId('row-button-note'));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText('合同备注')).toBeTruthy();
    expect((await dialog.findByTestId('rows-shown')).textContent).toBe(' rows: 2 · row: 2');
  });
});
