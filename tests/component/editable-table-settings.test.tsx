import { composeStories } from '@storybook/react-vite';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SettingsChange } from '../../renderers/core/list-shared';
import { createFakeEnv, type FakeEnv } from '../../stories/fake-env';
import * as stories from '../../stories/editable-table.stories';
import { ownColumnsSetting } from '../../stories/editable-table.stories';
import type { CustomSetting, MergedField } from '../../schemas/generated/custom-setting';
import { pickUp } from './dnd-keyboard';

const { ColumnSettings, GoodsLines } = composeStories(stories);

function settingsEnv(setting: CustomSetting = ownColumnsSetting('lines')): FakeEnv {
  return createFakeEnv(() => null, 'zh', undefined, setting);
}
const updates = (env: FakeEnv) => env.settingCalls.filter((c) => c.url.endsWith('/update')).map((c) => c.options.body as SettingsChange & Record<string, unknown>);

/** The grid once its user setting is in (its 列设置 button shows). */
async function ready() {
  await screen.findByRole('button', { name: /列设置/ }, { timeout: 10_000 });
}
/** The data columns' headers, in order (the selection and index columns left out). */
const headers = () =>
  screen
    .getAllByRole('columnheader')
    .slice(2)
    .map((th) => th.textContent!.replace('*', ''));
/** The data columns' widths as the colgroup gives them. */
const widths = () => Array.from(document.querySelectorAll('.hkwl-grid colgroup col')).slice(2).map((col) => (col as HTMLElement).style.width);
const header = (label: string) => screen.getAllByRole('columnheader').find((th) => th.textContent!.replace('*', '') === label)!;
const cell = (row: number, column: string) => screen.getByRole('gridcell', { name: `第 ${row} 行 ${column}` });
const tableStyle = () => document.querySelector<HTMLTableElement>('.hkwl-grid table')!.style;

const field = (key: string, sort: number, change: Partial<MergedField> = {}): MergedField => ({ key, label: key, label_en: '', checked: true, fixed: false, sort, ...change });

// dnd-kit measures the drawer's rows to move one by the keyboard; jsdom has no layout: 40 px slots by place.
const realRect = Element.prototype.getBoundingClientRect;
beforeEach(() => {
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

describe('editable-table column settings', () => {
  it('reads the setting of its table under the form\'s menu, as a table with its own columns', async () => {
    const env = settingsEnv();
    render(<ColumnSettings env={env} />);
    await ready();
    expect(env.settingCalls[0].options.query).toEqual({ table_name: 'lines', perms_id: 301, own_columns: true });
    expect(headers()).toEqual(['商品名称', '规格', '数量', '单价', '金额', '税率', '交货日期', '加急']);
    expect(widths()).toEqual(['180px', '140px', '140px', '140px', '160px', '100px', '140px', '80px']);
  });

  it('applies the stored order, hidden and pinned columns and widths from the detail answer', async () => {
    const env = settingsEnv(
      ownColumnsSetting('lines', {
        table_fields: [
          field('price', 1, { fixed: 'left' }),
          field('quantity', 2),
          field('goods_name', 3),
          field('spec', 4, { checked: false }),
          field('amount', 5),
          field('tax_rate', 6),
          field('delivery_date', 7),
          field('urgent', 8, { fixed: 'right' }),
        ],
        table_cell_width: { price: 222, gone: 300 },
      }),
    );
    render(<ColumnSettings env={env} />);
    await ready();
    expect(headers()).toEqual(['单价', '数量', '商品名称', '金额', '税率', '交货日期', '加急']);
    expect(screen.queryByRole('gridcell', { name: '第 1 行 规格' })).toBeNull();
    expect(widths()[0]).toBe('222px');
    // 单价 pinned left after the selection (55) and index (75) columns, 加急 pinned right; the cells too.
    expect(header('单价').className).toContain('hkwl-grid-pin-left');
    expect(cell(1, '单价').className).toContain('hkwl-grid-pin-left');
    expect(cell(1, '单价').style.left).toBe('var(--hkwl-grid-pin-0)');
    expect(tableStyle().getPropertyValue('--hkwl-grid-pin-0')).toBe('130px');
    expect(cell(2, '加急').className).toContain('hkwl-grid-pin-right');
    expect(tableStyle().getPropertyValue('--hkwl-grid-pin-6')).toBe('0px');
    // The keys follow the shown order: right of 单价 is 数量.
    fireEvent.mouseDown(cell(1, '单价'));
    fireEvent.keyDown(screen.getByRole('grid'), { key: 'ArrowRight' });
    await waitFor(() => expect(cell(1, '数量').className).toContain('hkwl-grid-active'));
  });

  it('a width dragged on a header\'s edge shows at once, is stored on release (40 px at least) and stays', async () => {
    const env = settingsEnv();
    render(<ColumnSettings env={env} />);
    await ready();
    fireEvent.pointerDown(screen.getByTestId('resize-spec'), { clientX: 100 });
    fireEvent.pointerMove(window, { clientX: 150 });
    expect(widths()[1]).toBe('190px');
    fireEvent.pointerUp(window, { clientX: 160 });
    await waitFor(() => expect(updates(env)).toHaveLength(1));
    expect(updates(env)[0]).toEqual({ table_name: 'lines', perms_id: 301, own_columns: true, table_cell_width: { spec: 200 } });
    await waitFor(() => expect(env.notices).toContainEqual({ kind: 'success', text: '宽度保存成功' }));
    expect(widths()[1]).toBe('200px');
    // Narrower than 40 px is 40; the width stored before is sent again with it.
    fireEvent.pointerDown(screen.getByTestId('resize-quantity'), { clientX: 500 });
    fireEvent.pointerUp(window, { clientX: 0 });
    await waitFor(() => expect(updates(env)).toHaveLength(2));
    expect(updates(env)[1].table_cell_width).toEqual({ spec: 200, quantity: 40 });
    await waitFor(() => expect(widths()[2]).toBe('40px'));
  });

  it('重置列宽 on a resized header sends table_cell_width null and brings back the declared widths', async () => {
    const env = settingsEnv();
    render(<ColumnSettings env={env} />);
    await ready();
    // A header at its declared width offers no menu.
    fireEvent.contextMenu(header('规格'));
    expect(screen.queryByText('重置列宽')).toBeNull();
    fireEvent.pointerDown(screen.getByTestId('resize-spec'), { clientX: 100 });
    fireEvent.pointerUp(window, { clientX: 200 });
    await waitFor(() => expect(widths()[1]).toBe('240px'));
    await waitFor(() => expect(updates(env)).toHaveLength(1));
    fireEvent.contextMenu(header('规格'));
    fireEvent.click(await screen.findByText('重置列宽'));
    await waitFor(() => expect(updates(env)).toHaveLength(2));
    expect(updates(env)[1]).toEqual({ table_name: 'lines', perms_id: 301, own_columns: true, table_cell_width: null });
    await waitFor(() => expect(widths()[1]).toBe('140px'));
  });

  it('列设置: hiding, pinning and reordering a column are stored and shown; 重置 goes back to the declared columns', async () => {
    const env = settingsEnv();
    render(<ColumnSettings env={env} />);
    await ready();
    fireEvent.click(screen.getByRole('button', { name: /列设置/ }));
    const spec = await screen.findByTestId('sortable-spec');
    fireEvent.click(within(spec).getByRole('checkbox'));
    await waitFor(() => expect(updates(env)).toHaveLength(1));
    const hidden = updates(env)[0];
    expect(Object.keys(hidden).sort()).toEqual(['own_columns', 'perms_id', 'table_fields', 'table_name']);
    expect(hidden.table_fields?.find((f) => f.key === 'spec')).toMatchObject({ checked: false, fixed: false });
    await waitFor(() => expect(headers()).not.toContain('规格'));

    fireEvent.click(screen.getByRole('button', { name: '将“数量”固定在左侧' }));
    await waitFor(() => expect(updates(env)).toHaveLength(2));
    expect(updates(env)[1].table_fields?.find((f) => f.key === 'quantity')).toMatchObject({ fixed: 'left', sort: 100 });
    await waitFor(() => expect(headers()[0]).toBe('数量'));
    expect(header('数量').className).toContain('hkwl-grid-pin-left');

    // 商品名称 two places down among the columns not pinned.
    const handle = screen.getByRole('button', { name: '拖动排序：商品名称' });
    handle.focus();
    await pickUp(handle);
    fireEvent.keyDown(handle, { code: 'ArrowDown', key: 'ArrowDown' });
    fireEvent.keyDown(handle, { code: 'ArrowDown', key: 'ArrowDown' });
    fireEvent.keyDown(handle, { code: 'Space', key: ' ' });
    await waitFor(() => expect(updates(env)).toHaveLength(3));
    const centre = updates(env)[2].table_fields?.filter((f) => f.fixed === false).map((f) => [f.key, f.sort]);
    expect(centre?.slice(0, 3)).toEqual([
      ['spec', 200],
      ['price', 201],
      ['goods_name', 202],
    ]);
    await waitFor(() => expect(headers()).toEqual(['数量', '单价', '商品名称', '金额', '税率', '交货日期', '加急']));

    fireEvent.click(screen.getByRole('button', { name: /^重\s*置$/ }));
    await waitFor(() => expect(updates(env)).toHaveLength(4));
    expect(updates(env)[3]).toMatchObject({ table_fields: null, table_cell_width: null });
    await waitFor(() => expect(headers()).toEqual(['商品名称', '规格', '数量', '单价', '金额', '税率', '交货日期', '加急']));
    expect(env.notices).toContainEqual({ kind: 'success', text: '设置成功' });
  });

  it('without a perms id there is no setting: the declared columns, no 列设置, no width handles, no calls', async () => {
    const env = settingsEnv();
    render(<GoodsLines env={env} />);
    await screen.findByRole('grid', {}, { timeout: 10_000 });
    expect(screen.queryByRole('button', { name: /列设置/ })).toBeNull();
    expect(screen.queryByTestId('resize-spec')).toBeNull();
    expect(env.settingCalls).toEqual([]);
    expect(headers()).toEqual(['商品名称', '规格', '数量', '单价', '金额', '税率', '交货日期', '加急']);
  });
});
