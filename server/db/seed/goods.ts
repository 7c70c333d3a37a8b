import constants from '../../../schemas/constants.json';
import type { OrgTable, PermNodeTable, RoleMenuTable } from '../tables.js';
import type { Owner } from './business.js';
import { LINE_SPECS } from './contract-lines.js';
import type { RoleSeed } from './people.js';
import type { Random } from './random.js';
import { GOODS_INFO } from './trade-common.js';

/**
 * The demo goods catalogue (商品档案, issue 21), what the `goods` chooser lists for a contract's goods lines.
 * Each company keeps its own catalogue (codes unique per company), shared by everyone in it.
 */

/** One catalogue entry, the same for every company but for its price and whether it is on sale. */
interface CatalogueEntry {
  category: string;
  name: string;
  spec: string;
  unit: string;
  /** Reference price per unit, tax included. */
  price: number;
  taxRate: number;
}

/** A further rebar size, and goods sold by other units than the tonne, so the catalogue is not all bulk. */
const MORE_GOODS: readonly CatalogueEntry[] = [
  { category: '螺纹钢', name: '螺纹钢', spec: 'HRB400E Φ18', unit: '吨', price: 3_700, taxRate: 0.13 },
  { category: '不锈钢板', name: '不锈钢冷轧板', spec: '304/2B 1500*6000*3.0', unit: '千克', price: 15.8, taxRate: 0.13 },
  { category: '铜材', name: '铜排', spec: 'TMY 10*100', unit: '千克', price: 76.5, taxRate: 0.13 },
  { category: '钢管', name: '镀锌钢管', spec: 'Q235B DN50*3.5', unit: '米', price: 42, taxRate: 0.13 },
  { category: '包装材料', name: '集装袋', spec: '1000kg 四吊环', unit: '件', price: 45, taxRate: 0.13 },
  { category: '包装材料', name: '木托盘', spec: '1200*1000 熏蒸', unit: '件', price: 85, taxRate: 0.13 },
];

/**
 * Every goods the demo trades: the contract lines' goods and specs (so a line chosen from the catalogue reads
 * as the seeded lines do), at their family's market price per tonne, then the goods sold by other units.
 */
export const GOODS_CATALOGUE: readonly CatalogueEntry[] = [
  ...Object.entries(LINE_SPECS).flatMap(([family, specs]) =>
    specs.map(([name, spec]) => ({ category: name, name, spec, unit: '吨', price: GOODS_INFO[family].price, taxRate: GOODS_INFO[family].taxRate })),
  ),
  ...MORE_GOODS,
];

/** A goods row as stored, stamps included. */
export type GoodsSeed = Owner & {
  goods_code: string;
  goods_name: string;
  category: string;
  spec: string;
  unit: string;
  tax_rate: number;
  price: number;
  status: number;
  created_at: string;
  updated_at: string;
};

/** Tonne prices to ten yuan, small-unit prices to the cent. */
function roundPrice(price: number, unit: string): number {
  return unit === '吨' ? Math.round(price / 10) * 10 : Math.round(price * 100) / 100;
}

/**
 * Each company's catalogue: about nine in ten of the goods (every company trades a little differently), its
 * own price within ±5% of the reference, one in ten no longer on sale, created by one of the company's
 * selling positions. Codes are G + company id + sequence (G030001), unique per company.
 */
export function generateGoods(random: Random, companies: readonly OrgTable[], owners: readonly Owner[], now: string): GoodsSeed[] {
  return companies.flatMap((company) => {
    const staff = owners.filter((o) => o.add_company_id === company.id);
    if (staff.length === 0) return [];
    const kept = GOODS_CATALOGUE.filter(() => random.next() < 0.92);
    return kept.map((entry, i) => ({
      goods_code: `G${String(company.id).padStart(2, '0')}${String(i + 1).padStart(4, '0')}`,
      goods_name: entry.name,
      category: entry.category,
      spec: entry.spec,
      unit: entry.unit,
      tax_rate: entry.taxRate,
      price: roundPrice(entry.price * (0.95 + random.next() * 0.1), entry.unit),
      status: random.next() < 0.1 ? 0 : 1,
      ...random.pick(staff),
      created_at: now,
      updated_at: now,
    }));
  });
}

/** The goods' list address: the grant below names it (acl/grants.ts matches menus by it). */
export const GOODS_INDEX = '/api/stock/goods/index';

/**
 * The goods' read grant: a node never shown (type 3, no route: no flag), holding only the goods' list address,
 * so the chooser's data scope has a grant to read. It is no shipped page (shipped-pages.ts): goods have no list page yet.
 * Under 合同管理, the group every role holds (whose documents' lines choose goods), so the permission tree
 * gains no top-level node.
 */
export const GOODS_GRANT_MENU: PermNodeTable = {
  id: 3090, pid: 300, app_id: constants.appId, name: '商品档案（选择）', name_en: 'Goods (chooser)', path_name: '', icon: '', flag: '',
  type: 3, status: 1, show_in_sidebar: 0, show_nav: 0, keep_alive: 0, is_blank: 0, use_search_view: 0, func_config: null,
  perms_data: null, child_router: null, use_remote_field: 0, remote_fields_url: '', remote_request_url: GOODS_INDEX,
  remote_request_method: 'GET', tabs_options: null, tree_props: null, statistics_option: null, sort: 3090,
};

/**
 * Every role reads its company's goods (the administrator all of them): goods are master data a company shares,
 * not a record of whoever entered it, so a clerk scoped to oneself on the business menus still sees them all.
 */
export function goodsGrants(roles: readonly RoleSeed[]): Omit<RoleMenuTable, 'exec_permission'>[] {
  return roles.map((role) => ({ role_id: role.id, menu_id: GOODS_GRANT_MENU.id, data_scope: role.scope === 'all' ? 'all' : 'company' }));
}
