import { composeStories } from '@storybook/react-vite';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as stories from '../../stories/editable-table.stories';
import { createFakeEnv } from '../../stories/fake-env';

const { GoodsLines, Empty, ManyRows, ConfirmEachCell, ReadOnly, English } = composeStories(stories);

async function grid() {
  return screen.findByRole('grid', {}, { timeout: 10_000 });
}
const cell = (row: number, column: string) => screen.getByRole('gridcell', { name: `第 ${row} 行 ${column}` });
const rowsShown = () => screen.getAllByRole('row').filter((r) => r.getAttribute('data-row-key') !== null);

function paste(target: Element, text: string) {
  fireEvent.paste(target, { clipboardData: { getData: (type: string) => (type === 'text/plain' ? text : '') } });
}

afterEach(() => vi.useRealTimers());

describe('editable-table', () => {
  it('shows the rows through their codecs: grouped money, the unit, options, yes/no, the formula amount and the 合计 row', async () => {
    render(<GoodsLines />);
    await grid();
    expect(cell(1, '数量').textContent).toBe('25.500吨');
    expect(cell(2, '单价').textContent).toBe('4,105.50');
    // 25.5 * 3820 = 97,410.00; 40 * 4105.5 = 164,220.00; 12.125 * 3650 = 44,256.25
    expect(cell(1, '金额').textContent).toBe('97,410.00');
    expect(cell(3, '金额').textContent).toBe('44,256.25');
    expect(cell(1, '税率').textContent).toBe('13%');
    const summary = screen.getAllByRole('row').find((r) => r.classList.contains('hkwl-grid-summary'))!;
    expect(within(summary).getByText('合计')).toBeTruthy();
    expect(within(summary).getByText('305,886.25')).toBeTruthy();
    expect(within(summary).getByText('77.625')).toBeTruthy();
  });

  it('typing on a focused cell starts editing it; Enter commits through the codec and moves down; the amount follows', async () => {
    render(<GoodsLines />);
    const table = await grid();
    fireEvent.mouseDown(cell(1, '数量'));
    fireEvent.keyDown(table, { key: '3' });
    const input = await within(cell(1, '数量')).findByRole('textbox');
    fireEvent.change(input, { target: { value: '30' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() => expect(cell(1, '数量').textContent).toBe('30.000吨'));
    expect(cell(1, '金额').textContent).toBe('114,600.00');
    await waitFor(() => expect(cell(2, '数量').className).toContain('hkwl-grid-active'));
  });

  it('keys typed faster than the editor opens all reach the cell, Enter included', async () => {
    render(<GoodsLines />);
    const table = await grid();
    fireEvent.mouseDown(cell(2, '规格'));
    for (const key of ['Q', '2', '3', '5']) fireEvent.keyDown(table, { key });
    fireEvent.keyDown(table, { key: 'Enter' });
    await waitFor(() => expect(cell(2, '规格').textContent).toBe('Q235'));
    await waitFor(() => expect(cell(3, '规格').className).toContain('hkwl-grid-active'));
  });

  it('arrows and Tab move the focus; Esc cancels an edit and keeps the old value', async () => {
    render(<GoodsLines />);
    const table = await grid();
    fireEvent.mouseDown(cell(1, '商品名称'));
    fireEvent.keyDown(table, { key: 'ArrowRight' });
    fireEvent.keyDown(table, { key: 'ArrowDown' });
    await waitFor(() => expect(cell(2, '规格').className).toContain('hkwl-grid-active'));
    fireEvent.keyDown(table, { key: 'Tab' });
    await waitFor(() => expect(cell(2, '数量').className).toContain('hkwl-grid-active'));
    fireEvent.keyDown(table, { key: 'Enter' });
    const input = await within(cell(2, '数量')).findByRole('textbox');
    expect((input as HTMLInputElement).value).toBe('40');
    fireEvent.change(input, { target: { value: '999' } });
    fireEvent.keyDown(input, { key: 'Escape' });
    await waitFor(() => expect(cell(2, '数量').textContent).toBe('40.000吨'));
  });

  it('text the codec cannot read flags the cell with its message; a required cell left empty says 请输入{label} 300 ms later', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    render(<GoodsLines />);
    const table = await grid();
    fireEvent.mouseDown(cell(1, '交货日期'));
    fireEvent.keyDown(table, { key: 'Enter' });
    let input = await within(cell(1, '交货日期')).findByRole('textbox');
    fireEvent.change(input, { target: { value: '2026-02-30' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() => expect(cell(1, '交货日期').getAttribute('aria-invalid')).toBe('true'));
    expect(cell(1, '交货日期').getAttribute('title')).toBe('日期格式不正确（如 2026-01-31）');
    expect(cell(1, '交货日期').textContent).toBe('2026-12-05');

    fireEvent.mouseDown(cell(3, '单价'));
    fireEvent.keyDown(table, { key: 'Enter' });
    input = await within(cell(3, '单价')).findByRole('textbox');
    fireEvent.change(input, { target: { value: '' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(cell(3, '单价').getAttribute('aria-invalid')).toBeNull();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(300);
    });
    await waitFor(() => expect(cell(3, '单价').textContent).toBe('请输入单价'));
    // A click on the flagged cell clears the flag.
    fireEvent.mouseDown(cell(3, '单价'));
    await waitFor(() => expect(cell(3, '单价').getAttribute('aria-invalid')).toBeNull());
  });

  it('a block pasted from Excel fills from the focused cell, adds rows, flags unreadable cells, and Ctrl+Z undoes it in one step', async () => {
    render(<Empty />);
    const table = await grid();
    paste(table, '钢板\tQ235\t1,200.5\t3,800\r\n"带""引号""的\t商品"\t\tabc\t4000\r\n');
    await waitFor(() => expect(rowsShown()).toHaveLength(2));
    expect(cell(1, '商品名称').textContent).toBe('钢板');
    expect(cell(1, '数量').textContent).toBe('1,200.500吨');
    expect(cell(1, '金额').textContent).toBe('4,561,900.00');
    expect(cell(2, '商品名称').textContent).toBe('带"引号"的\t商品');
    expect(cell(2, '数量').getAttribute('aria-invalid')).toBe('true');
    expect(cell(2, '数量').textContent).toBe('请输入数字');
    fireEvent.keyDown(table, { key: 'z', ctrlKey: true });
    await waitFor(() => expect(rowsShown()).toHaveLength(0));
    expect(screen.getByText('暂无数据，点击“新增行”或粘贴表格数据')).toBeTruthy();
    // Ctrl+Y redoes it; Ctrl+Shift+Z too, after another undo.
    fireEvent.keyDown(table, { key: 'y', ctrlKey: true });
    await waitFor(() => expect(rowsShown()).toHaveLength(2));
    expect(cell(1, '商品名称').textContent).toBe('钢板');
    fireEvent.keyDown(table, { key: 'z', ctrlKey: true });
    await waitFor(() => expect(rowsShown()).toHaveLength(0));
    fireEvent.keyDown(table, { key: 'Z', ctrlKey: true, shiftKey: true });
    await waitFor(() => expect(rowsShown()).toHaveLength(2));
  });

  it('text an input method composes on the focused cell starts its edit with that text', async () => {
    render(<GoodsLines />);
    await grid();
    fireEvent.mouseDown(cell(1, '商品名称'));
    const sink = screen.getByTestId('grid-text-sink');
    // A focused grid rests on its text sink: the composed text arrives there, not as a key.
    fireEvent.compositionEnd(sink, { data: '螺纹钢' });
    const input = await within(cell(1, '商品名称')).findByRole('textbox');
    expect((input as HTMLInputElement).value).toBe('螺纹钢');
  });

  it('typing on a computed cell says it is computed, and changes nothing', async () => {
    const env = createFakeEnv(() => null, 'zh');
    render(<GoodsLines env={env} />);
    const table = await grid();
    fireEvent.mouseDown(cell(1, '金额'));
    fireEvent.keyDown(table, { key: '5' });
    await waitFor(() => expect(env.notices).toContainEqual({ kind: 'warning', text: '金额由公式计算，不能直接填写' }));
    expect(within(cell(1, '金额')).queryByRole('textbox')).toBeNull();
    expect(cell(1, '金额').textContent).toBe('97,410.00');
  });

  it('新增行 adds a row and focuses its first cell; 复制行 copies the ticked rows; 删除行 asks, then deletes', async () => {
    render(<GoodsLines />);
    await grid();
    fireEvent.click(screen.getByRole('button', { name: '新增行' }));
    await waitFor(() => expect(rowsShown()).toHaveLength(4));
    await waitFor(() => expect(cell(4, '商品名称').className).toContain('hkwl-grid-active'));
    fireEvent.click(screen.getByRole('checkbox', { name: '选择第 2 行' }));
    fireEvent.click(screen.getByRole('button', { name: '复制行' }));
    await waitFor(() => expect(rowsShown()).toHaveLength(5));
    expect(cell(3, '商品名称').textContent).toBe('热轧卷板');
    fireEvent.click(screen.getByRole('button', { name: /删除行/ }));
    await waitFor(() => expect(rowsShown()).toHaveLength(4));
    expect(screen.getAllByText('热轧卷板')).toHaveLength(1);
  });

  it('options and switches: a select cell chooses from its options, Space toggles a switch', async () => {
    render(<GoodsLines />);
    const table = await grid();
    fireEvent.mouseDown(cell(1, '加急'));
    fireEvent.keyDown(table, { key: ' ' });
    await waitFor(() => expect((within(cell(1, '加急')).getByRole('checkbox') as HTMLInputElement).checked).toBe(true));
    fireEvent.mouseDown(cell(3, '税率'));
    fireEvent.keyDown(table, { key: 'Enter' });
    fireEvent.click(await screen.findByTitle('6%'));
    await waitFor(() => expect(cell(3, '税率').textContent).toBe('6%'));
  });

  it('from 200 rows only the rows in view are drawn, with the same body', async () => {
    render(<ManyRows />);
    await grid();
    const shown = rowsShown().length;
    expect(shown).toBeGreaterThan(0);
    expect(shown).toBeLessThan(60);
    expect(screen.getByRole('grid').getAttribute('aria-rowcount')).toBe('1001');
  });

  it('scrolled, the rows in view are drawn in place of the first ones', async () => {
    render(<ManyRows />);
    const table = await grid();
    const box = table.querySelector('.hkwl-grid-scroll') as HTMLElement;
    box.scrollTop = 500 * 48;
    fireEvent.scroll(box);
    await waitFor(() => expect(screen.queryByRole('gridcell', { name: '第 1 行 规格' })).toBeNull());
    const drawn = rowsShown();
    expect(drawn.length).toBeLessThan(60);
    expect(screen.getAllByRole('gridcell', { name: /^第 5\d\d 行 规格$/ }).length).toBeGreaterThan(0);
  });

  it('non-sync mode: ✗ restores the old value, ✓ applies', async () => {
    render(<ConfirmEachCell />);
    const table = await grid();
    fireEvent.mouseDown(cell(1, '规格'));
    fireEvent.keyDown(table, { key: 'Enter' });
    fireEvent.change(await within(cell(1, '规格')).findByRole('textbox'), { target: { value: 'Φ14' } });
    fireEvent.click(within(cell(1, '规格')).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(cell(1, '规格').textContent).toBe('Φ12'));
    fireEvent.keyDown(table, { key: 'Enter' });
    fireEvent.change(await within(cell(1, '规格')).findByRole('textbox'), { target: { value: 'Φ14' } });
    fireEvent.click(within(cell(1, '规格')).getByRole('button', { name: '确认' }));
    await waitFor(() => expect(cell(1, '规格').textContent).toBe('Φ14'));
  });

  it('read-only lines have no toolbar and no editing', async () => {
    render(<ReadOnly />);
    const table = await grid();
    expect(screen.queryByRole('button', { name: '新增行' })).toBeNull();
    fireEvent.mouseDown(cell(1, '数量'));
    fireEvent.keyDown(table, { key: 'Enter' });
    expect(within(cell(1, '数量')).queryByRole('textbox')).toBeNull();
  });

  it('English', async () => {
    render(<English />);
    await grid();
    expect(screen.getByRole('button', { name: 'Add row' })).toBeTruthy();
    expect(screen.getByRole('gridcell', { name: 'Row 1 Quantity' }).textContent).toBe('25.500吨');
  });
});

describe('editable-table copy', () => {
  it('a copy column copies the cell text with 复制成功', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const env = (await import('../../stories/fake-env')).createFakeEnv(() => null);
    render(<GoodsLines env={env} />);
    await grid();
    fireEvent.click(screen.getByRole('button', { name: '复制第 2 行 规格' }));
    await waitFor(() => expect(env.notices).toEqual([{ kind: 'success', text: '复制成功' }]));
    expect(writeText).toHaveBeenCalledWith('4.75*1500');
  });
});
