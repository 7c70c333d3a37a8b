/**
 * The page the list-render bench drives in Chromium: `?mode=ours` renders our list page (list-page
 * controller, data-table with selection and row numbers, pagination) through the renderer registry with
 * an in-memory env; `?mode=raw` renders a bare antd virtual Table of the same rows and columns, in the same
 * antd frame (locale provider and App). Both
 * publish `window.__bench.firstRender` (ms from render call to rows painted) and `window.__scroll()`
 * (frame times while the rows scroll).
 */
import { Badge, Button, Card, Dropdown, Layout, List, Menu, Segmented, Space, Spin, Table, Tabs, Tag, Tooltip, Typography } from 'antd';
import { EllipsisOutlined, ReloadOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { RenderSchema } from '../../registry';
import type { CustomSetting } from '../../schemas/generated/custom-setting';
import type { ListPageSchema } from '../../schemas/generated/list-page';
import type { ToolbarButtonSchema } from '../../schemas/generated/toolbar';
import { createFakeEnv, FakeEnvFrame } from '../../stories/fake-env';
import { benchColumns, benchRows } from './data';
import { renderFloor } from './floor';

declare global {
  interface Window {
    __bench?: { firstRender: number };
    __scroll?: (frames: number, step: number) => Promise<number[]>;
    __requestedAt?: number;
  }
}

const params = new URLSearchParams(location.search);
const mode = params.get('mode') ?? 'ours';
// `warm=1`: our renderers' code is loaded before the clock starts, as the raw table's is (it is in this
// bundle, evaluated before `start`); without it the first render includes fetching the renderer chunks.
const warm = params.get('warm') === '1';
// `shell=1` (the default): both tables open as they would in the app, inside the signed-in shell (see
// enterShell).
const inShell = params.get('shell') !== '0';
const rowCount = Number(params.get('rows') ?? 1000);
// `buttons=1`: three row buttons in the fixed-right 操作 column (two inline, one behind "..."), as the
// user's setting puts them; the raw table gets an 操作 column of the same antd links.
const withButtons = params.get('buttons') === '1';
const columnCount = Number(params.get('cols') ?? 30);
const columns = benchColumns(columnCount);
const rows = benchRows(rowCount, columnCount);
const width = columns.reduce((sum, c) => sum + (c.width ?? 200), 0);
const ROW_SELECTOR = '.ant-table-tbody .ant-table-row, .ant-table-tbody-virtual .ant-table-row, .floor-row';

const ROW_BUTTONS: ToolbarButtonSchema[] = ['编辑', '提交', '作废'].map((name, i) => ({ flag: `b${i}`, name, func: 'currentpage', position: 'solo', config: { url: `/bench/${i}/{id}` } }));
const buttonSetting: CustomSetting = {
  table_name: 'bench',
  perms_id: 1,
  table_fields: columns.map((c, i) => ({ key: c.prop, label: c.label, label_en: '', checked: true, fixed: c.fixed ?? false, sort: i + 1 })),
  table_cell_width: Object.fromEntries(columns.map((c) => [c.prop, c.width ?? 200])),
  button_inline_position: 'right',
  // Not among the page's sizes, so the page keeps its one size.
  content_pagesize: 15,
  customized: false,
  updated_at: null,
};
const env = createFakeEnv(
  () => {
    // When the list asks for its rows: what comes before is loading the page's renderers.
    window.__requestedAt ??= performance.now() - start;
    return { data: rows, total: rows.length };
  },
  'zh',
  undefined,
  withButtons ? buttonSetting : null,
);
const schema: ListPageSchema = {
  type: 'list-page',
  id: 1,
  title: 'bench',
  source: { url: '/api/bench/index' },
  // A page holding all its rows at once (as the unpaged list's 9999 does up to that many).
  pageSizes: [rowCount],
  defaultPageSize: rowCount,
  children: [{ type: 'data-table', rowKey: 'id', columns, selection: 'multiple', index: true, ...(withButtons ? { rowButtons: ROW_BUTTONS } : {}) }, { type: 'pagination' }],
};

function oursPage() {
  return (
    <FakeEnvFrame env={env}>
      <RenderSchema schema={schema} />
    </FakeEnvFrame>
  );
}

function rawRowButtons() {
  return (
    <Space size={8}>
      {ROW_BUTTONS.slice(0, 2).map((b) => (
        <Button key={b.flag} type="link" size="small" style={{ padding: 0 }}>
          {b.name}
        </Button>
      ))}
      <Button type="link" size="small" aria-label="more" icon={<EllipsisOutlined />} style={{ padding: 0 }} />
    </Space>
  );
}

function rawPage() {
  return (
    <Table
      virtual
      rowKey="id"
      size="middle"
      columns={[
        ...columns.map((c) => ({ key: c.prop, dataIndex: c.prop, title: c.label, width: c.width ?? 200, fixed: c.fixed || undefined, ellipsis: true })),
        ...(withButtons ? [{ key: 'actions', title: '操作', width: 140, fixed: 'right' as const, render: rawRowButtons }] : []),
      ]}
      dataSource={rows}
      rowSelection={{ type: 'checkbox', columnWidth: 45, fixed: 'left' }}
      pagination={false}
      scroll={{ x: width, y: 600 }}
    />
  );
}

/**
 * The element that scrolls the rows: antd's virtual holder (it hides its overflow and draws its own
 * scroll bar, but follows scrollTop), else the first element under the table whose content overflows.
 */
function scroller(): HTMLElement | null {
  const holder = document.querySelector<HTMLElement>('.ant-table-tbody-virtual-holder, .floor-scroller');
  if (holder) return holder;
  const candidates = Array.from(document.querySelectorAll<HTMLElement>('.ant-table *'));
  return candidates.find((el) => el.scrollHeight > el.clientHeight + 50 && /(auto|scroll)/.test(getComputedStyle(el).overflowY)) ?? null;
}

window.__scroll = (frames, step) =>
  new Promise((resolve) => {
    const target = scroller();
    if (!target) throw new Error('nothing scrolls');
    const times: number[] = [];
    let last = performance.now();
    let n = 0;
    const frame = (now: number) => {
      if (n > 0) times.push(now - last);
      last = now;
      if (n++ >= frames) return resolve(times);
      target.scrollTop += step;
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });

/** Renders `node` in the tables' antd frame into a hidden holder of its own, at once. */
function mountHidden(node: ReactNode): () => void {
  const holder = document.body.appendChild(document.createElement('div'));
  holder.hidden = true;
  const root = createRoot(holder);
  flushSync(() => root.render(<FakeEnvFrame env={env}>{node}</FakeEnvFrame>));
  return () => {
    root.unmount();
    holder.remove();
  };
}

/**
 * The page as a list opens in the app: the landing page (消息, where sign-in leads: a card with its title,
 * tabs, a list of tagged messages with badges) has been shown and left, which leaves its styles in the
 * page; the layout (menu, header buttons with tooltips and icons, the position dropdown, the language
 * switch, the spinner around the content) stays mounted, hidden here, as it does around every page.
 * antd keeps a component's generated styles only while one of its kind is mounted, so what stays mounted
 * matters.
 */
function enterShell() {
  mountHidden(
    <Card title={<Typography.Title level={5}>a</Typography.Title>}>
      <Tabs items={[{ key: 'a', label: <Badge count={1}>a</Badge> }]} />
      <List dataSource={['a']} renderItem={(item) => <List.Item><List.Item.Meta title={item} description={<Tag>a</Tag>} /></List.Item>} />
    </Card>,
  )();
  mountHidden(
    <Layout>
      <Menu items={[{ key: 'a', label: 'a' }]} />
      <Space>
        <Dropdown menu={{ items: [] }}><Button>a</Button></Dropdown>
        <Tooltip title="a"><Button aria-label="a" icon={<ReloadOutlined />} /></Tooltip>
        <Typography.Text>a</Typography.Text>
        <Segmented options={['a']} />
      </Space>
      <Spin spinning={false}><span>a</span></Spin>
    </Layout>,
  );
}

if (inShell) enterShell();
if (mode === 'ours' && warm) await env.registry.preload(schema);
const start = performance.now();
if (mode === 'floor') renderFloor(document.getElementById('root')!, columns, rows);
else createRoot(document.getElementById('root')!).render(mode === 'raw' ? <FakeEnvFrame env={env}>{rawPage()}</FakeEnvFrame> : oursPage());
const painted = () => {
  if (document.querySelectorAll(ROW_SELECTOR).length === 0) return requestAnimationFrame(painted);
  // The frame after the rows exist is the one that shows them.
  requestAnimationFrame(() => {
    window.__bench = { firstRender: performance.now() - start };
  });
};
requestAnimationFrame(painted);
