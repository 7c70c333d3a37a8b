import { describe, expect, it } from 'vitest';
import { approveRoutes, flagPath, menuRoutes, sidebarEntries, startsPageOpening, wrappedRoute } from '../../src/router/menu-routes';
import { headerPositions } from '../../src/layout/header-positions';
import type { PermNode, PositionRecord } from '../../src/session/types';

function node(partial: Partial<PermNode> & { id: number }): PermNode {
  return {
    pid: 0, name: `m${partial.id}`, name_en: `M${partial.id}`, path_name: '', icon: '', flag: '', type: 2, status: 1, show_in_sidebar: 1,
    show_nav: 1, keep_alive: 0, is_blank: 0, use_search_view: 0, func_config: null, perms: [], perms_data: null, childRouter: null,
    is_leaf: 1, app_id: 44, use_remote_field: 0, remote_fields_url: '', remote_request_url: '', remote_request_method: 'GET',
    tabs_options: null, tree_props: null, statistics_option: null, config_errors: [], children: [], ...partial,
  };
}

const tree: PermNode[] = [
  node({
    id: 1, type: 1, children: [
      node({ id: 11, pid: 1, flag: '/contract/sales?tab=all', func_config: { page_type: 1 } }),
      node({ id: 12, pid: 1, flag: '/contract/purchase', status: 2 }),
      node({ id: 13, pid: 1, flag: '/contract/detail', type: 3 }),
      node({ id: 14, pid: 1, flag: '/contract/print', show_in_sidebar: 0 }),
      node({ id: 15, pid: 1, flag: 'https://bi.example.com/report' }),
    ],
  }),
  node({ id: 2, flag: '/other/app', app_id: 12 }),
];

describe('menu routes', () => {
  it('uses the flag path without its query', () => {
    expect(flagPath('/contract/sales?tab=all')).toBe('/contract/sales');
    expect(flagPath('crm/customer/')).toBe('/crm/customer');
  });

  it('makes one route per leaf of app 44, hidden leaves included', () => {
    const routes = menuRoutes(tree);
    expect(routes.map((r) => [r.path, r.kind])).toEqual([
      ['/contract/sales', 'page'],
      ['/contract/purchase', 'disabled'],
      ['/contract/detail', 'page'],
      ['/contract/print', 'page'],
      ['/external/15', 'external'],
    ]);
  });

  it('appends the menu id to the name of a menu with function config', () => {
    const [sales, purchase] = menuRoutes(tree);
    expect(sales.name).toBe('contract_sales11');
    expect(purchase.name).toBe('contract_purchase');
  });

  it('carries meta (the permission id, the title, hidden, keep-alive) and href (the flag with its query, a link\'s address)', () => {
    const routes = menuRoutes(tree);
    expect(routes.map((r) => [r.href, r.disabled])).toEqual([
      ['/contract/sales?tab=all', false],
      ['/contract/purchase', true],
      ['/contract/detail', false],
      ['/contract/print', false],
      ['https://bi.example.com/report', false],
    ]);
    expect(routes[0].meta).toEqual({ id: 11, title: 'm11', titleEn: 'M11', isApprove: false, keepAlive: false, hidden: false });
    expect(routes.map((r) => r.meta.hidden)).toEqual([false, false, true, true, false]);
    expect(menuRoutes([node({ id: 31, flag: 'crm/kept', keep_alive: 1, name_en: '' })])[0]).toMatchObject({ href: '/crm/kept', meta: { id: 31, keepAlive: true } });
    expect(menuRoutes([node({ id: 31, flag: '/crm/kept', name_en: '' })])[0].meta).not.toHaveProperty('titleEn');
  });

  it('reaches the hidden pages again under /approve, as approval pages (meta isApprove)', () => {
    const approve = approveRoutes(menuRoutes(tree));
    expect(approve.map((r) => [r.path, r.href, r.meta.id, r.meta.isApprove])).toEqual([
      ['/approve/contract/detail', '/approve/contract/detail', 13, true],
      ['/approve/contract/print', '/approve/contract/print', 14, true],
    ]);
  });

  it('finds the page a /wrap address shows among the user\'s own routes only (spec 000 §2.1)', () => {
    const plan = node({ id: 41, flag: '/finance/plan/secondshow', func_config: { page_type: 4 } });
    const finance = menuRoutes([node({ id: 4, type: 1, children: [plan] })]);
    expect(wrappedRoute(finance, 'finance/plan/secondshow')).toMatchObject({ kind: 'page', path: '/finance/plan/secondshow', meta: { id: 41 } });
    expect(wrappedRoute(finance, 'finance/plan/secondshow/')?.menu.id).toBe(41);
    // Without the menu (another role), nothing: the wrapper says the address is not the user's to open.
    expect(wrappedRoute(menuRoutes(tree), 'finance/plan/secondshow')).toBeUndefined();
    expect(wrappedRoute(finance, 'finance/plan')).toBeUndefined();
  });

  it('hides type 3 and show_in_sidebar 0 from the sidebar and marks status 2 disabled', () => {
    const [group] = sidebarEntries(tree, 'zh');
    expect(group.children?.map((c) => [c.id, c.to, c.disabled])).toEqual([
      [11, '/contract/sales', false],
      [12, '/contract/purchase', true],
      [15, '/external/15', false],
    ]);
    expect(sidebarEntries(tree, 'en')[0].label).toBe('M1');
  });
});

describe('built-in pages', () => {
  it('routes the studio\'s menu to the page the app draws itself, and a disabled one stays disabled', () => {
    const studio = [node({ id: 21, flag: '/system/studio/resources' }), node({ id: 22, flag: '/system/studio/resources/', status: 2 }), node({ id: 23, flag: '/system/studio' })];
    expect(menuRoutes(studio).map((r) => r.kind)).toEqual(['builtin', 'disabled', 'page']);
  });
});

describe('header positions', () => {
  const record = (id: number, org: number, app: number, show = 1): PositionRecord => ({
    id, position_org_id: id, org_id: org, org_name: '', org_path_name: '', company_org_id: 3,
    position: { id, name: `p${id}`, type: 'permission', show_in_header: show, app_id: app },
  });

  it('lists show_in_header positions of apps 0 and 44, one per org', () => {
    const list = headerPositions([record(1, 7, 44), record(2, 7, 0), record(3, 8, 12), record(4, 9, 44, 0), record(5, 10, 0)]);
    expect(list.map((p) => p.id)).toEqual([1, 5]);
  });
});

describe('which menus start their page\'s calls ahead of the route', () => {
  it('a configured page does; the studio (a built-in page whose address is no list), a link, a disabled or kept-alive menu do not', () => {
    expect(startsPageOpening(node({ id: 1, flag: '/contract/sales' }))).toBe(true);
    expect(startsPageOpening(node({ id: 2, flag: '/system/studio/resources' }))).toBe(false);
    expect(startsPageOpening(node({ id: 3, flag: 'https://bi.example.com/report' }))).toBe(false);
    expect(startsPageOpening(node({ id: 4, flag: '/contract/purchase', status: 2 }))).toBe(false);
    expect(startsPageOpening(node({ id: 5, flag: '/contract/kept', keep_alive: 1 }))).toBe(false);
  });
});
