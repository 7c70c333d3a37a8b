import { describe, expect, it } from 'vitest';
import { withFeatures } from '../../src/session/feature-gate';
import { FEATURE_FLAGS, featureOn, layoutClass, layoutStyleOf } from '../../src/session/front-flags';
import type { PermButton, PermNode } from '../../src/session/types';
import { menuRoutes, sidebarEntries } from '../../src/router/menu-routes';

/** The front configuration as config/getFrontConfig answers it from the seed (spec 000 §1). */
const SEEDED = { app_id: 44, invoice_split: 1, sales_chance_flow: 1, route_query_encryption: 1, api_encryption: 1, layout_style: 'iccec' };

describe('front feature flags (spec 000 §1)', () => {
  it('the four flags the spec names are on as seeded, and on when the server says nothing', () => {
    for (const flag of FEATURE_FLAGS) {
      expect(featureOn(SEEDED, flag), flag).toBe(true);
      expect(featureOn({}, flag), flag).toBe(true);
    }
  });

  it('0, false, "0", "false" and "off" turn a flag off', () => {
    for (const value of [0, false, '0', 'false', ' OFF ']) expect(featureOn({ ...SEEDED, invoice_split: value }, 'invoice_split'), String(value)).toBe(false);
    expect(featureOn({ ...SEEDED, invoice_split: 0 }, 'sales_chance_flow')).toBe(true);
  });

  it('the layout style picks the layout class: iccec by default, another known style when set, iccec for an unknown one', () => {
    expect(layoutStyleOf(SEEDED)).toBe('iccec');
    expect(layoutClass(SEEDED)).toBe('hkwl-layout hkwl-layout-iccec');
    expect(layoutClass({})).toBe('hkwl-layout hkwl-layout-iccec');
    expect(layoutClass({ layout_style: 'Classic' })).toBe('hkwl-layout hkwl-layout-classic');
    expect(layoutClass({ layout_style: 'x" onload="y' })).toBe('hkwl-layout hkwl-layout-iccec');
  });
});

function node(id: number, pid: number, name: string, flag: string, extra: Partial<PermNode> = {}): PermNode {
  return {
    id, pid, name, name_en: name, path_name: '', icon: '', flag, type: 2, status: 1, show_in_sidebar: 1, show_nav: 1, keep_alive: 0, is_blank: 0,
    use_search_view: 0, func_config: null, perms: [], perms_data: null, childRouter: null, is_leaf: 1, app_id: 44, use_remote_field: 0, remote_fields_url: '',
    remote_request_url: '', remote_request_method: 'GET', tabs_options: null, tree_props: null, statistics_option: null, config_errors: [], children: [], ...extra,
  } as PermNode;
}

const splitButton = { id: 21, flag: 'split', name: '拆分开票', name_en: 'Split', btn_func: 'currentpage', btn_type: 'default', icon: '', btn_position: 'mult', func_config: { url: '/invoice/split', feature: 'invoice_split' }, sort: 2 } as PermButton;
const exportButton = { ...splitButton, id: 22, flag: 'export', name: '导出', btn_func: 'export', func_config: null } as PermButton;

/** 发票管理 with an invoice-split entry and button, 客户关系 with a sales-chance flow entry, each behind its flag. */
const TREE: PermNode[] = [
  node(600, 0, '发票管理', '', {
    type: 1,
    children: [
      node(601, 600, '销项发票', '/invoice/sales', { perms: [splitButton, exportButton] }),
      node(603, 600, '发票拆分', '/invoice/split', { func_config: { feature: 'invoice_split' } }),
    ],
  }),
  node(100, 0, '客户关系', '', {
    type: 1,
    children: [
      node(103, 100, '销售机会', '/crm/chance', { tabs_options: { field: 'stage', feature: 'sales_chance_flow', options: [{ value: 1, label: '初步接洽' }] } }),
      node(105, 100, '销售机会审批', '/crm/chance/flow', { func_config: { feature: ['sales_chance_flow'] } }),
    ],
  }),
];

const paths = (tree: PermNode[]) => menuRoutes(tree).map((r) => r.path);

describe('configuration behind a feature flag (func_config.feature)', () => {
  it('all on: every entry, route and button is there', () => {
    const tree = withFeatures(TREE, (flag) => featureOn(SEEDED, flag));
    expect(paths(tree)).toEqual(['/invoice/sales', '/invoice/split', '/crm/chance', '/crm/chance/flow']);
    expect(tree[0].children[0].perms.map((b) => b.flag)).toEqual(['split', 'export']);
  });

  it('invoice split off: the split entry and the split button go; the rest stays', () => {
    const front = { ...SEEDED, invoice_split: 0 };
    const tree = withFeatures(TREE, (flag) => featureOn(front, flag));
    expect(paths(tree)).toEqual(['/invoice/sales', '/crm/chance', '/crm/chance/flow']);
    expect(tree[0].children[0].perms.map((b) => b.flag)).toEqual(['export']);
    expect(sidebarEntries(tree, 'zh').map((g) => g.children?.map((c) => c.label))).toEqual([['销项发票'], ['销售机会', '销售机会审批']]);
  });

  it('sales-chance flow off: the chance flow entry goes, the chances list stays', () => {
    const front = { ...SEEDED, sales_chance_flow: '0' };
    const tree = withFeatures(TREE, (flag) => featureOn(front, flag));
    expect(paths(tree)).toEqual(['/invoice/sales', '/invoice/split', '/crm/chance']);
    // The chances' stage tabs (their flow) go too; with the flag on they stay.
    expect(tree[1].children[0].tabs_options).toBeNull();
    expect(withFeatures(TREE, (flag) => featureOn(SEEDED, flag))[1].children[0].tabs_options).toMatchObject({ field: 'stage' });
  });

  it('a group left with nothing is not shown', () => {
    const lone = [node(700, 0, '拆分', '', { type: 1, children: [node(701, 700, '发票拆分', '/invoice/split', { func_config: { feature: 'invoice_split' } })] })];
    expect(sidebarEntries(withFeatures(lone, () => false), 'zh')).toEqual([]);
  });
});

describe('the sidebar’s entries', () => {
  it('carry each page’s names in both languages, whatever the language shown (the quick jump finds pages by either)', () => {
    const tree = [node(300, 0, '合同管理', '', { type: 1, name_en: 'Contracts', children: [node(301, 300, '销售合同', '/contract/sales', { name_en: 'Sales contracts' })] })];
    const [group] = sidebarEntries(tree, 'zh');
    expect([group.label, group.names, group.children?.[0].label, group.children?.[0].names]).toEqual(['合同管理', '合同管理 Contracts', '销售合同', '销售合同 Sales contracts']);
    expect(sidebarEntries(tree, 'en')[0].children?.[0]).toMatchObject({ label: 'Sales contracts', names: '销售合同 Sales contracts' });
  });
});
