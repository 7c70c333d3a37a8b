import { composeStories } from '@storybook/react-vite';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as stories from '../../stories/editable-table.stories';
import { createFakeEnv } from '../../stories/fake-env';
import { button, tableRows } from './picker-helpers';

const { CellKinds, PriceSplitColumn } = composeStories(stories);

const grid = () => screen.findByRole('grid', {}, { timeout: 10_000 });
const cell = (row: number, column: string) => screen.getByRole('gridcell', { name: `第 ${row} 行 ${column}` });

afterEach(() => vi.useRealTimers());

/** Leaves the cell being edited by Enter and lets the 300 ms check run. */
async function checked(): Promise<void> {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(350);
  });
}

describe('editable-table cell kinds', () => {
  it('a dialog cell opens the chooser titled by the column; the chosen record fills the cell and the cells its config names', async () => {
    render(<CellKinds />);
    const table = await grid();
    fireEvent.mouseDown(cell(2, '购货单位'));
    // Typing on a dialog cell opens its chooser searching for what was typed: it is never typed in.
    fireEvent.keyDown(table, { key: '3' });
    // Keys typed faster than the chooser takes the focus (a scanner) open no second chooser over it.
    fireEvent.keyDown(table, { key: '5' });
    const dialog = await screen.findByRole('dialog', { name: '选择购货单位' }, { timeout: 10_000 });
    expect(screen.getAllByRole('dialog', { name: '选择购货单位' })).toHaveLength(1);
    expect(((await within(dialog).findByRole('textbox', { name: '客户名称' }, { timeout: 10_000 })) as HTMLInputElement).value).toBe('3');
    const region = await within(dialog).findByRole('region', { name: '候选数据' }, { timeout: 10_000 });
    await waitFor(() => expect(tableRows(region).length).toBeGreaterThan(0));
    expect(tableRows(region).every((row) => /3/.test(row.textContent ?? ''))).toBe(true);
    fireEvent.click(within(tableRows(region)[0]).getByText('KH0035'));
    await waitFor(() => expect(cell(2, '客户编码').textContent).toBe('KH0035'));
    expect(cell(2, '购货单位').textContent).toContain('有限公司35');
    // The ⋯ button opens it again.
    fireEvent.click(within(cell(1, '购货单位')).getByRole('button', { name: '第 1 行 选择购货单位' }));
    expect(await screen.findByRole('dialog', { name: '选择购货单位' }, { timeout: 10_000 })).toBeTruthy();
  });

  it('a spec cell edits its parts one input each, stores them joined, and asks for a part left empty', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    render(<CellKinds />);
    const table = await grid();
    fireEvent.mouseDown(cell(2, '规格'));
    fireEvent.keyDown(table, { key: 'Enter' });
    const parts = await within(cell(2, '规格')).findByRole('group', { name: '第 2 行 规格' });
    expect((within(parts).getByRole('textbox', { name: '厚(mm)' }) as HTMLInputElement).value).toBe('2.5');
    expect((within(parts).getByRole('textbox', { name: '宽(mm)' }) as HTMLInputElement).value).toBe('1250');
    expect((within(parts).getByRole('textbox', { name: '长(mm)' }) as HTMLInputElement).value).toBe('');
    fireEvent.keyDown(within(parts).getByRole('textbox', { name: '长(mm)' }), { key: 'Enter' });
    await checked();
    await waitFor(() => expect(cell(2, '规格').getAttribute('title')).toBe('请输入长(mm)'));
    expect(cell(2, '规格').getAttribute('aria-invalid')).toBe('true');

    fireEvent.mouseDown(cell(2, '规格'));
    fireEvent.keyDown(table, { key: 'Enter' });
    const again = await within(cell(2, '规格')).findByRole('group', { name: '第 2 行 规格' });
    fireEvent.change(within(again).getByRole('textbox', { name: '长(mm)' }), { target: { value: '6000' } });
    fireEvent.keyDown(within(again).getByRole('textbox', { name: '长(mm)' }), { key: 'Enter' });
    await checked();
    await waitFor(() => expect(cell(2, '规格').textContent).toBe('2.5*1250*6000'));
    expect(cell(2, '规格').getAttribute('aria-invalid')).toBeNull();
  });

  it('a unit chosen per row: a required quantity needs its unit; choosing one clears the flag', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    render(<CellKinds />);
    const table = await grid();
    const unit = within(cell(2, '数量')).getByRole('combobox', { name: '第 2 行 数量的单位' }) as HTMLSelectElement;
    expect(unit.value).toBe('');
    expect((within(cell(1, '数量')).getByRole('combobox', { name: '第 1 行 数量的单位' }) as HTMLSelectElement).value).toBe('吨');
    fireEvent.mouseDown(cell(2, '数量'));
    fireEvent.keyDown(table, { key: '5' });
    fireEvent.keyDown(await within(cell(2, '数量')).findByRole('textbox'), { key: 'Enter' });
    await checked();
    await waitFor(() => expect(cell(2, '数量').getAttribute('title')).toBe('请选择数量的单位'));
    fireEvent.change(within(cell(2, '数量')).getByRole('combobox', { name: '第 2 行 数量的单位' }), { target: { value: '件' } });
    await checked();
    await waitFor(() => expect(cell(2, '数量').getAttribute('aria-invalid')).toBeNull());
    expect(cell(2, '数量').textContent).toContain('5.000');
  });

  it('a column\'s rules flag a filled cell with their own message: a minimum and a pattern', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    render(<CellKinds />);
    const table = await grid();
    for (const [column, typed] of [['单价', '0'], ['批号', 'x1']] as const) {
      fireEvent.mouseDown(cell(2, column));
      fireEvent.keyDown(table, { key: 'Enter' });
      const input = await within(cell(2, column)).findByRole('textbox');
      fireEvent.change(input, { target: { value: typed } });
      fireEvent.keyDown(input, { key: 'Enter' });
      await checked();
    }
    await waitFor(() => expect(cell(2, '单价').getAttribute('title')).toBe('单价必须大于0'));
    expect(cell(2, '批号').getAttribute('title')).toBe('批号为两个大写字母加四位数字');
    // A value that passes clears the flag.
    fireEvent.mouseDown(cell(2, '批号'));
    fireEvent.keyDown(table, { key: 'Enter' });
    const input = await within(cell(2, '批号')).findByRole('textbox');
    fireEvent.change(input, { target: { value: 'CD5678' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    await checked();
    await waitFor(() => expect(cell(2, '批号').getAttribute('aria-invalid')).toBeNull());
    expect(cell(1, '批号').getAttribute('aria-invalid')).toBeNull();
  });

  it('a link cell goes to its address in the app with the row\'s values; markup shows without its scripts', async () => {
    const env = createFakeEnv(() => null, 'zh');
    const navigate = vi.spyOn(env, 'navigate');
    render(<CellKinds env={env} />);
    await grid();
    fireEvent.click(within(cell(1, '合同')).getByRole('link', { name: 'XS20260001' }));
    expect(navigate).toHaveBeenCalledWith('/contract/sales?contract_no=XS20260001');
    expect(within(cell(1, '说明')).getByText('加急').tagName).toBe('B');
    expect(cell(2, '合同').querySelector('a')).toBeNull();
  });
});

describe('editable-table price split', () => {
  it('sub-items follow their column: typed ones sum into the price, a formula one is computed; the amount reads the price', async () => {
    render(<PriceSplitColumn />);
    const table = await grid();
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(expect.arrayContaining(['基价', '运费', '税额']));
    expect(cell(1, '单价').textContent).toBe('3,850.00');
    expect(cell(1, '单价').getAttribute('aria-readonly')).toBe('true');
    // (3800 + 50) * 0.13 / 1.13 = 442.920...: a sub-item is rounded to 3 decimals.
    expect(cell(1, '税额').textContent).toBe('442.920');
    expect(cell(1, '金额').textContent).toBe('38,500.00');
    fireEvent.mouseDown(cell(1, '运费'));
    fireEvent.keyDown(table, { key: '1' });
    const input = await within(cell(1, '运费')).findByRole('textbox');
    fireEvent.change(input, { target: { value: '100' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() => expect(cell(1, '单价').textContent).toBe('3,900.00'));
    expect(cell(1, '金额').textContent).toBe('39,000.00');
  });

  it('拆分 in the header opens 单价价格拆分; what it closes with becomes the columns', async () => {
    const env = createFakeEnv(() => null, 'zh');
    render(<PriceSplitColumn env={env} />);
    await grid();
    fireEvent.click(screen.getByRole('button', { name: '编辑单价的价格拆分' }));
    const dialog = await screen.findByRole('dialog', { name: '单价价格拆分' }, { timeout: 10_000 });
    await within(dialog).findByTestId('price-split', {}, { timeout: 10_000 });
    fireEvent.click(button('新增', dialog));
    fireEvent.click(button('确定', dialog));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '单价价格拆分' })).toBeNull());
    await waitFor(() => expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toContain('子项4'));
    expect(env.notices).toContainEqual({ kind: 'success', text: '价格拆分已更新' });
  });
});
