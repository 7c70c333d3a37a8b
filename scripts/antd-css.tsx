/**
 * Prints, on stdout, the CSS antd's CSS-in-JS makes for every antd component under the platform's theme, with
 * the cache-path rule that tells the browser's cssinjs these styles are already in a file (so it neither
 * makes nor injects them again). Run with NODE_ENV=production, as the app's bundle is built: the class hash
 * prefix differs in development. The build plugin (antd-css-plugin.ts) runs it and links the file.
 */
import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import * as antd from 'antd';
import { createElement, Fragment, type ComponentType, type ReactElement, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { PLATFORM_THEME } from '../registry/theme';

type AnyComponent = ComponentType<Record<string, unknown>> & { _InternalPanelDoNotUseOrYouWillBeFired?: ComponentType<Record<string, unknown>> };

const child = () => createElement('div');

/** Components that need props (or render nothing closed: their styles come from their internal panel). */
const SPECIAL: Record<string, (component: AnyComponent) => ReactNode> = {
  Affix: (C) => createElement(C, null, child()),
  Dropdown: (C) => createElement(C, { menu: { items: [] } }, child()),
  Menu: (C) => createElement(C, { items: [{ key: 'a', label: 'a', children: [{ key: 'b', label: 'b' }] }] }),
  Tree: (C) => createElement(C, { treeData: [] }),
  QRCode: (C) => createElement(C, { value: 'x' }),
  Table: (C) =>
    createElement(C, {
      rowKey: 'id',
      columns: [{ key: 'a', dataIndex: 'a', title: 'a', sorter: true, fixed: 'left', width: 80, filters: [{ text: 'x', value: 'x' }] }],
      dataSource: [{ id: 1, a: 'a' }],
      rowSelection: {},
      scroll: { x: 'max-content', y: 100 },
      summary: () => null,
    }),
  Space: (C) => createElement(Fragment, null, createElement(C), createElement((antd.Space as unknown as { Compact: AnyComponent }).Compact, null, child())),
  Form: (C) => createElement(C, null, createElement((antd.Form as unknown as { Item: AnyComponent }).Item, { label: 'a', required: true, help: 'x', validateStatus: 'error' }, createElement(antd.Input))),
  Input: (C) => createElement(Fragment, null, createElement(C), createElement(antd.Input.TextArea), createElement(antd.Input.Search), createElement(antd.Input.Password), createElement(antd.Input.OTP)),
  Typography: () => createElement(Fragment, null, createElement(antd.Typography.Title), createElement(antd.Typography.Text, { ellipsis: true }), createElement(antd.Typography.Link), createElement(antd.Typography.Paragraph)),
  Layout: (C) => createElement(C, null, createElement(antd.Layout.Header), createElement(antd.Layout.Sider), createElement(antd.Layout.Content), createElement(antd.Layout.Footer)),
  Skeleton: (C) => createElement(Fragment, null, createElement(C), createElement(antd.Skeleton.Button), createElement(antd.Skeleton.Input), createElement(antd.Skeleton.Image), createElement(antd.Skeleton.Avatar)),
  Upload: (C) => createElement(Fragment, null, createElement(C), createElement(antd.Upload.Dragger)),
  Image: (C) => createElement(C, { src: 'data:,' }),
};

/** Rendered through their panels: closed, they render nothing, so they would make no styles. */
const PANELS = ['Modal', 'Drawer', 'Popover', 'Tooltip', 'Popconfirm', 'Tour', 'message', 'notification'];
/** A closed component still registers its styles (under the page's own theme) and renders nothing. */
const CLOSED: Record<string, Record<string, unknown>> = { Modal: { open: false }, Drawer: { open: false }, Tour: { open: false, steps: [] } };
const SKIPPED = new Set(['ConfigProvider', 'App', 'Grid', 'version', 'theme', 'unstableSetRender']);

function nodes(): [string, ReactNode][] {
  const exported = antd as unknown as Record<string, AnyComponent>;
  const out: [string, ReactNode][] = [];
  for (const [name, component] of Object.entries(exported)) {
    if (SKIPPED.has(name) || !(typeof component === 'function' || (typeof component === 'object' && component !== null))) continue;
    if (PANELS.includes(name)) {
      const panel = component._InternalPanelDoNotUseOrYouWillBeFired;
      if (panel) out.push([name, createElement(panel)]);
      // Some panels render under a theme of their own (motion off: another token hash), so the page's closed
      // component would not find them in the file and would make its styles as the page opens.
      if (CLOSED[name]) out.push([`${name} (closed)`, createElement(component, CLOSED[name])]);
      continue;
    }
    if (name[0] !== name[0].toUpperCase()) continue;
    out.push([name, SPECIAL[name] ? SPECIAL[name](component) : createElement(component)]);
  }
  // Each row and column (Row, Col) is its own export; the App wrapper has styles too.
  out.push(['App', createElement(antd.App, null, child())]);
  return out;
}

const cache = createCache();
const failed: string[] = [];
for (const [name, node] of nodes()) {
  try {
    renderToString(createElement(StyleProvider, { cache }, createElement(antd.ConfigProvider, { theme: PLATFORM_THEME }, node as ReactElement)));
  } catch {
    failed.push(name);
  }
}
if (failed.length > 0) process.stderr.write(`antd-css: no styles for ${failed.join(', ')} (they render on demand)\n`);
process.stdout.write(extractStyle(cache, true));
