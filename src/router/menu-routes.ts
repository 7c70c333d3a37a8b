import { pickLabel, type Language, type RouteMeta } from '../../registry';
import constants from '../../schemas/constants.json';
import type { PermNode } from '../session/types';
import { samePath } from './route-query';

const APP_ID = constants.appId;

export type MenuRouteKind = 'page' | 'disabled' | 'external' | 'builtin';

/** Menu paths the app draws itself rather than from the menu's configuration: the studio's pages (issue 23). */
export const BUILTIN_PAGES: ReadonlySet<string> = new Set(['/system/studio/resources']);

/** A route generated from the permission tree (spec 000 §3: route-like nodes use name, meta, href, path, disabled). */
export interface MenuRoute {
  /** The route path: the menu flag without its query part, or /external/{id} for a link. */
  path: string;
  /** Route name; a menu with function config gets its id appended (spec 000 §2.2). */
  name: string;
  /** What the page is told of its route (env.routeMeta): its permission id, whether it is an approval page. */
  meta: RouteMeta;
  /** Where a link to it goes: the menu's flag with its query (`/contract/sales?tab=all`), or a link's own address. */
  href: string;
  /** A disabled menu (status 2): its route shows the placeholder page. */
  disabled: boolean;
  kind: MenuRouteKind;
  menu: PermNode;
}

const EXTERNAL = /^https?:\/\//i;

export function isExternal(flag: string): boolean {
  return EXTERNAL.test(flag.trim());
}

/** The path part of a menu flag: `/contract/sales?tab=all` → `/contract/sales`. */
export function flagPath(flag: string): string {
  const path = flag.trim().split('?')[0].replace(/\/+$/, '');
  return path.startsWith('/') ? path : `/${path}`;
}

/**
 * Whether opening the menu starts a configured page's calls ahead of its route (page-opening): not a built-in page
 * (the studio: its address is no list to ask for), a link, a disabled menu or a kept-alive one.
 */
export function startsPageOpening(menu: PermNode): boolean {
  return menu.status !== 2 && menu.keep_alive !== 1 && !isExternal(menu.flag) && !BUILTIN_PAGES.has(flagPath(menu.flag));
}

function routeName(menu: PermNode, path: string): string {
  const base = path.replace(/^\//, '').replace(/\//g, '_') || `menu_${menu.id}`;
  return menu.func_config ? `${base}${menu.id}` : base;
}

/** The meta of a menu's route; `isApprove` for its route under /approve. */
export function routeMetaOf(menu: PermNode, isApprove = false): RouteMeta {
  return {
    id: menu.id,
    title: menu.name,
    ...(menu.name_en ? { titleEn: menu.name_en } : {}),
    isApprove,
    keepAlive: menu.keep_alive === 1,
    hidden: menu.type === 3 || menu.show_in_sidebar === 0,
  };
}

/** A menu flag as a link: a leading slash, its query kept. */
function flagHref(flag: string): string {
  const href = flag.trim();
  return href.startsWith('/') ? href : `/${href}`;
}

/** One route per menu leaf of this app, hidden leaves included (they are reachable, just not listed). */
export function menuRoutes(tree: readonly PermNode[]): MenuRoute[] {
  const out: MenuRoute[] = [];
  const walk = (nodes: readonly PermNode[]) => {
    for (const node of nodes) {
      if (node.app_id !== APP_ID) continue;
      if (node.children.length > 0) {
        walk(node.children);
        continue;
      }
      if (!node.flag) continue;
      const meta = routeMetaOf(node);
      const disabled = node.status === 2;
      if (isExternal(node.flag)) {
        out.push({ path: `/external/${node.id}`, name: `external_${node.id}`, meta, href: node.flag.trim(), disabled, kind: 'external', menu: node });
        continue;
      }
      const path = flagPath(node.flag);
      const kind = disabled ? 'disabled' : BUILTIN_PAGES.has(path) ? 'builtin' : 'page';
      out.push({ path, name: routeName(node, path), meta, href: flagHref(node.flag), disabled, kind, menu: node });
    }
  };
  walk(tree);
  return out;
}

/**
 * The page a wrapper address shows (/wrap/<menu path>, spec 000 §2.1: /wrap with child /finance/plan/secondshow):
 * the user's own route of that path, undefined when they hold no such menu. The wrapper draws the page alone.
 */
export function wrappedRoute(routes: readonly MenuRoute[], wrapPath: string): MenuRoute | undefined {
  const path = `/${wrapPath.replace(/^\/+/, '')}`;
  return routes.find((r) => samePath(r.path, path));
}

/** The approval pages of spec 000 §2.2 under /approve (rules/app-pages.ts, which the server's checks read too). */
export { APPROVE_PAGES } from '../../rules/app-pages';

/** Hidden menu leaves are also reachable under /approve (spec 000 §2.2): `/approve/crm/customer/detail`, approval pages. */
export function approveRoutes(routes: readonly MenuRoute[]): MenuRoute[] {
  return routes
    .filter((r) => r.kind === 'page' && r.meta.hidden)
    .map((r) => ({ ...r, path: `/approve${r.path}`, name: `approve_${r.name}`, href: `/approve${r.href}`, meta: { ...r.meta, isApprove: true } }));
}

export interface SidebarEntry {
  key: string;
  id: number;
  label: string;
  /** The name in both languages (the quick jump finds a page by either, whatever the language shown). */
  names?: string;
  icon: string;
  disabled: boolean;
  /** Where a click goes; groups have none. */
  to?: string;
  children?: SidebarEntry[];
}

/** The sidebar: type 3 and show_in_sidebar 0 hidden, status 2 marked disabled, app 44 only (spec 000 §6). */
export function sidebarEntries(tree: readonly PermNode[], language: Language): SidebarEntry[] {
  const build = (nodes: readonly PermNode[]): SidebarEntry[] =>
    nodes
      .filter((n) => n.app_id === APP_ID && n.type !== 3 && n.show_in_sidebar !== 0)
      .flatMap((n): SidebarEntry[] => {
        const label = pickLabel(language, n.name, n.name_en);
        const names = n.name_en ? `${n.name} ${n.name_en}` : n.name;
        if (n.children.length > 0) {
          const children = build(n.children);
          return children.length > 0 ? [{ key: `group-${n.id}`, id: n.id, label, names, icon: n.icon, disabled: n.status === 2, children }] : [];
        }
        if (!n.flag) return [];
        const to = isExternal(n.flag) ? `/external/${n.id}` : flagPath(n.flag);
        return [{ key: `menu-${n.id}`, id: n.id, label, names, icon: n.icon, disabled: n.status === 2, to }];
      });
  return build(tree);
}

/** The menu node of this id anywhere in the tree, if the user has it. */
export function menuById(tree: readonly PermNode[], id: number): PermNode | undefined {
  for (const node of tree) {
    if (node.id === id) return node;
    const found = menuById(node.children, id);
    if (found) return found;
  }
  return undefined;
}
