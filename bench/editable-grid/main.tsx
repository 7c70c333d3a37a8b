/**
 * The page the editable-grid bench drives in Chromium (bench/editable-grid.ts). `?mode=ours` renders our
 * editable table (the registry's `editable-table` renderer, its code loaded before the clock); `?mode=raw` a
 * plain antd Table with an antd input in every cell, its rows in one useState (how a hand-made editable antd
 * table usually holds them), in the same antd frame. Publishes:
 *   __bench.firstRender: ms from the render call to the rows painted;
 *   __type(n): ms from each of n keystrokes in one cell to the next painted frame;
 *   __paste(rows): ms from pasting a rows x 10 block to it painted (ours).
 */
import { DatePicker, Input, InputNumber, Select, Switch, Table } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { RenderSchema } from '../../registry';
import type { EditableColumnSchema } from '../../schemas/generated/editable-table';
import { createFakeEnv, FakeEnvFrame } from '../../stories/fake-env';

declare global {
  interface Window {
    __bench?: { firstRender: number };
    __type?: (keys: number) => Promise<number[]>;
    __paste?: (rows: number) => Promise<number>;
  }
}

const params = new URLSearchParams(location.search);
const mode = params.get('mode') ?? 'ours';
const rowCount = Number(params.get('rows') ?? 200);

/** Ten editable columns of mixed types. */
const COLUMNS: EditableColumnSchema[] = [
  { prop: 'name', label: '商品名称', require: true, width: 160 },
  { prop: 'spec', label: '规格', width: 120 },
  { prop: 'quantity', label: '数量', editType: 'number', moneyFormat: 3, width: 120 },
  { prop: 'price', label: '单价', editType: 'number', moneyFormat: 2, width: 120 },
  { prop: 'discount', label: '折扣', editType: 'number', moneyFormat: 2, width: 100 },
  { prop: 'tax_rate', label: '税率', editType: 'select', attr: { options: [{ value: 0.13, label: '13%' }, { value: 0.09, label: '9%' }] }, width: 100 },
  { prop: 'delivery', label: '交货日期', editType: 'date', width: 140 },
  { prop: 'urgent', label: '加急', editType: 'switch', width: 80 },
  { prop: 'warehouse', label: '仓库', width: 140 },
  { prop: 'remark', label: '备注', width: 200 },
];

type Row = Record<string, unknown> & { id: number };
const ROWS: Row[] = Array.from({ length: rowCount }, (_, i) => ({
  id: i + 1, name: `商品 ${i + 1}`, spec: `Φ${(i % 20) + 6}`, quantity: (i % 50) + 1.5, price: 3000 + (i % 37) * 11, discount: i % 5,
  tax_rate: i % 2 ? 0.13 : 0.09, delivery: '2026-12-01', urgent: i % 2, warehouse: `仓库 ${i % 9}`, remark: i % 3 ? '' : '备注',
}));

const env = createFakeEnv(() => null);
const nextFrame = () => new Promise<number>((resolve) => requestAnimationFrame(() => setTimeout(() => resolve(performance.now()))));

/** The plain antd baseline: every cell an antd input, the rows in one state. */
function RawTable() {
  const [rows, setRows] = useState(ROWS);
  const set = (index: number, prop: string, value: unknown) => setRows((all) => all.map((row, i) => (i === index ? { ...row, [prop]: value } : row)));
  const control = (column: EditableColumnSchema) => (value: unknown, _row: Row, index: number) => {
    switch (column.editType) {
      case 'number':
        return <InputNumber size="small" value={value as number} onChange={(v) => set(index, column.prop, v)} style={{ width: '100%' }} />;
      case 'select':
        return <Select size="small" value={value} options={column.attr?.options as { value: number; label: string }[]} onChange={(v) => set(index, column.prop, v)} style={{ width: '100%' }} />;
      case 'date':
        return <DatePicker size="small" value={value ? dayjs(String(value)) : null} onChange={(d) => set(index, column.prop, d?.format('YYYY-MM-DD') ?? null)} />;
      case 'switch':
        return <Switch size="small" checked={value === 1} onChange={(on) => set(index, column.prop, on ? 1 : 0)} />;
      default:
        return <Input size="small" value={String(value ?? '')} onChange={(e) => set(index, column.prop, e.target.value)} />;
    }
  };
  return (
    <Table<Row>
      rowKey="id"
      size="small"
      pagination={false}
      dataSource={rows}
      scroll={{ x: 'max-content', y: 550 }}
      columns={COLUMNS.map((c) => ({ key: c.prop, dataIndex: c.prop, title: c.label, width: c.width, render: control(c) }))}
    />
  );
}

function Ours() {
  return <RenderSchema schema={{ type: 'editable-table', columns: COLUMNS, value: ROWS, height: 550 }} />;
}

async function start() {
  if (mode === 'ours') await env.registry.preload({ type: 'editable-table' });
  const root = createRoot(document.getElementById('root')!);
  const t0 = performance.now();
  root.render(<FakeEnvFrame env={env}>{mode === 'raw' ? <RawTable /> : <Ours />}</FakeEnvFrame>);
  const selector = mode === 'raw' ? '.ant-table-tbody .ant-table-row' : '[role="grid"] tr[data-row-key]';
  await new Promise<void>((resolve) => {
    const check = () => (document.querySelector(selector) ? resolve() : requestAnimationFrame(check));
    check();
  });
  window.__bench = { firstRender: (await nextFrame()) - t0 };
}

/** Types n characters into the first row's name cell, one frame each: each keystroke's time to the painted frame. */
window.__type = async (keys) => {
  let input: HTMLInputElement;
  if (mode === 'raw') input = document.querySelector('.ant-table-tbody .ant-table-row input')! as HTMLInputElement;
  else {
    const cell = document.querySelector('[role="grid"] tr[data-row-key] td[data-col="0"]')!;
    cell.dispatchEvent(new MouseEvent('mousedown', { bubbles: true }));
    cell.dispatchEvent(new MouseEvent('dblclick', { bubbles: true }));
    await nextFrame();
    input = cell.querySelector('input')!;
  }
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  const times: number[] = [];
  for (let i = 0; i < keys; i++) {
    const t = performance.now();
    setter.call(input, `${input.value}x`);
    input.dispatchEvent(new Event('input', { bubbles: true }));
    times.push((await nextFrame()) - t);
  }
  return times;
};

/** Pastes a rows x 10 block at the first cell: ms until it is painted. */
window.__paste = async (rows) => {
  const grid = document.querySelector<HTMLElement>('[role="grid"]')!;
  const text = Array.from({ length: rows }, (_, i) => [`粘贴 ${i}`, 'Φ12', '1,200.5', '3,800', '2', '13%', '2026/1/5', '是', '一号库', '无'].join('\t')).join('\r\n');
  const data = new DataTransfer();
  data.setData('text/plain', text);
  const t = performance.now();
  grid.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  // Painted: the grid counts the rows and the frame after that is drawn.
  await new Promise<void>((resolve) => {
    const check = () => (grid.getAttribute('aria-rowcount') === String(Math.max(rows, rowCount) + 1) ? resolve() : requestAnimationFrame(check));
    check();
  });
  return (await nextFrame()) - t;
};

void start();
