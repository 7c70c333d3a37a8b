import { Layout, Menu, type MenuProps } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { PointerEvent as ReactPointerEvent, ReactNode } from 'react';
import type { SidebarEntry } from '../router/menu-routes';
import { menuIcon } from './menu-icons';

type MenuItem = Required<MenuProps>['items'][number];

/**
 * The menu's items: groups and top-level entries with their icons. Folded, only the icons show: a group's
 * icon carries its name as a tooltip, and its popup opens with the name over its pages.
 */
function toItems(entries: readonly SidebarEntry[], disabledHint: string, collapsed: boolean, topLevel = true): MenuItem[] {
  return entries.map((e) => {
    const icon = menuIcon(e.icon, topLevel, Boolean(e.children), collapsed && topLevel && e.children ? e.label : undefined);
    if (e.children) {
      const children = toItems(e.children, disabledHint, collapsed, false);
      return { key: e.key, icon, label: e.label, children: collapsed && topLevel ? [{ type: 'group', key: `${e.key}-title`, label: e.label, children }] : children };
    }
    return {
      key: e.key,
      icon,
      // A disabled menu stays reachable: it opens the placeholder page (spec 000 §2.2).
      label: e.disabled ? <span className="hkwl-menu-disabled" title={disabledHint}>{e.label}</span> : e.label,
      'data-path': e.to,
    };
  });
}

export function flatEntries(entries: readonly SidebarEntry[]): SidebarEntry[] {
  return entries.flatMap((e) => (e.children ? flatEntries(e.children) : [e]));
}

/**
 * The page a path belongs to: its own entry, else the entry whose path it lies under (a list's form, a record of
 * it: /contract/sales/form is the sales contracts'), the longest such.
 */
export function selectedLeaf(leaves: readonly SidebarEntry[], pathname: string): SidebarEntry | undefined {
  const exact = leaves.find((l) => l.to === pathname);
  if (exact) return exact;
  return leaves
    .filter((l) => l.to !== undefined && l.to !== '/' && pathname.startsWith(`${l.to}/`))
    .sort((a, b) => (b.to?.length ?? 0) - (a.to?.length ?? 0))[0];
}

export interface SidebarProps {
  title: string;
  entries: readonly SidebarEntry[];
  /** The path shown: its entry is selected and its group open. */
  pathname: string;
  collapsed: boolean;
  /** Folded or unfolded by the user (the trigger at the bottom). */
  onCollapse(collapsed: boolean): void;
  /** A leaf was clicked: where it goes, and its menu id. */
  onOpen(to: string, menuId: number): void;
  /** A leaf is likely to be clicked: the pointer rested on it (INTENT_MS) or was pressed on it. */
  onIntent?(to: string, menuId: number): void;
  disabledHint: string;
  /** In the phone's drawer: always unfolded, full width, no fold trigger. */
  inDrawer?: boolean;
  /** The logo in place of the plain title (the shell's: a link home, class hkwl-logo). */
  logo?: ReactNode;
}

/** A pointer resting this long on an entry means to open it (a pointer passing over does not). */
export const INTENT_MS = 80;

/**
 * The pointer's intent on the sidebar's leaves (found by their data-path): onIntent when it rests on one for INTENT_MS
 * or is pressed on one, once per leaf it enters.
 */
function useLeafIntent(leaves: readonly SidebarEntry[], onIntent: SidebarProps['onIntent']) {
  const timer = useRef<number | undefined>(undefined);
  const over = useRef<string | null>(null);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const leafAt = (target: EventTarget | null) => {
    const path = target instanceof Element ? target.closest('[data-path]')?.getAttribute('data-path') : null;
    return path ? leaves.find((l) => l.to === path) : undefined;
  };
  const intend = (leaf: SidebarEntry | undefined) => leaf?.to && onIntent?.(leaf.to, leaf.id);
  return {
    onPointerOver: (event: ReactPointerEvent) => {
      const leaf = leafAt(event.target);
      if ((leaf?.to ?? null) === over.current) return;
      over.current = leaf?.to ?? null;
      window.clearTimeout(timer.current);
      if (leaf) timer.current = window.setTimeout(() => intend(leaf), INTENT_MS);
    },
    onPointerLeave: () => {
      over.current = null;
      window.clearTimeout(timer.current);
    },
    onPointerDown: (event: ReactPointerEvent) => intend(leafAt(event.target)),
  };
}

/**
 * The sidebar (spec 000 §2.2): the permission tree's groups and pages. Held in the viewport (sticky, styles.css):
 * its menu scrolls on its own, and scrolling over it never moves the page.
 */
export function Sidebar({ title, entries, pathname, collapsed: folded, onCollapse, onOpen, onIntent, disabledHint, inDrawer = false, logo }: SidebarProps) {
  const collapsed = folded && !inDrawer;
  const leaves = useMemo(() => flatEntries(entries), [entries]);
  const intent = useLeafIntent(leaves, onIntent);
  const selected = selectedLeaf(leaves, pathname)?.key;
  const openGroup = entries.find((g) => g.children?.some((c) => c.key === selected))?.key;
  // The page's group opens whenever the page changes to one in it (a record opened from a list, a save that goes
  // back to it), not only when the sidebar first shows; the groups the user opened or closed stay as they are.
  const [openKeys, setOpenKeys] = useState<string[]>(() => (openGroup ? [openGroup] : []));
  useEffect(() => {
    if (openGroup) setOpenKeys((keys) => (keys.includes(openGroup) ? keys : [...keys, openGroup]));
  }, [openGroup]);
  const items = useMemo(() => toItems(entries, disabledHint, collapsed), [entries, disabledHint, collapsed]);
  return (
    // Folded only by the user (kept in the cookie): a responsive fold would overwrite their choice.
    <Layout.Sider
      className={inDrawer ? 'hkwl-sider hkwl-sider-drawer' : 'hkwl-sider'}
      width={inDrawer ? '100%' : 220}
      collapsible={!inDrawer}
      collapsed={collapsed}
      onCollapse={(value, type) => type === 'clickTrigger' && onCollapse(value)}
    >
      {logo ?? <div className="hkwl-logo">{title}</div>}
      <Menu
        {...intent}
        data-testid="sidebar"
        className="hkwl-sider-menu"
        theme="dark"
        mode="inline"
        selectedKeys={selected ? [selected] : []}
        openKeys={collapsed ? undefined : openKeys}
        onOpenChange={setOpenKeys}
        items={items}
        onClick={({ key }) => {
          const leaf = leaves.find((l) => l.key === key);
          if (leaf?.to) onOpen(leaf.to, leaf.id);
        }}
      />
    </Layout.Sider>
  );
}
