import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChooseConfig } from '../../schemas/generated/choose-config';
import { buildApp } from '../../server/app';
import { migrate } from '../../server/db/migrate';
import { CHOOSE_CONFIGS } from '../../server/db/seed/choose-configs';
import { GOODS_GRANT_MENU, generateGoods } from '../../server/db/seed/goods';
import { organisationRows } from '../../server/db/seed/orgs';
import { ROLES } from '../../server/db/seed/people';
import { seedIfEmpty, sellingOwners } from '../../server/db/seed';
import { createRandom } from '../../server/db/seed/random';
import { get, login, MOBILES, post, startTestServer, type TestServer } from './harness';

// The goods catalogue (商品档案, issue 21) through the goods chooser. 张伟 (sales clerk of 上海华科, company 3,
// scope oneself on the business menus) and 周杰 (sales clerk of 杭州华科, company 14) each see all of their own
// company's goods and none of another's; 吴敏 is the clerk of 深圳华科 (20); the administrator sees every company's.
let server: TestServer;
let clerk: string;
let hangzhouClerk: string;
let shenzhenClerk: string;
let admin: string;
beforeAll(async () => {
  server = await startTestServer(300);
  [clerk, hangzhouClerk, shenzhenClerk, admin] = await Promise.all(
    [MOBILES.salesClerk, '13800000008', '13800000009', MOBILES.admin].map((mobile) => login(server.app, mobile)),
  );
});
afterAll(async () => {
  await server.close();
});

type Row = Record<string, unknown> & { id: number };
interface Page {
  data: Row[];
  total: number;
}
const list = (token: string, query: Record<string, unknown>) => get<Page>(server.app, token, '/api/base/chooser/list', { name: 'goods', ...query });
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const untyped = () => server.database.db as unknown as import('kysely').Kysely<any>;
async function goodsOf(company: number): Promise<Row[]> {
  return (await untyped().selectFrom('goods').selectAll().where('add_company_id', '=', company).orderBy('goods_code').execute()) as Row[];
}
const ids = (rows: readonly Row[]) => rows.map((r) => Number(r.id));

describe('the goods catalogue as seeded', () => {
  it('about forty goods for each company, codes unique within it, every field filled as a goods line needs it', async () => {
    for (const company of [3, 14, 20]) {
      const rows = await goodsOf(company);
      expect(rows.length, `company ${company}`).toBeGreaterThanOrEqual(35);
      expect(rows.length).toBeLessThanOrEqual(45);
      expect(new Set(rows.map((r) => r.goods_code)).size).toBe(rows.length);
      for (const row of rows) {
        expect(String(row.goods_code)).toMatch(/^G\d{6}$/);
        expect(String(row.goods_name)).not.toBe('');
        expect(String(row.category)).not.toBe('');
        expect(String(row.spec)).not.toBe('');
        expect(['吨', '千克', '件', '米']).toContain(row.unit);
        expect([0.13, 0.09]).toContain(Number(row.tax_rate));
        expect(Number(row.price)).toBeGreaterThan(0);
        expect([0, 1]).toContain(Number(row.status));
      }
      // The catalogue's families, and goods sold by other units than the tonne.
      expect(rows.map((r) => r.category)).toEqual(expect.arrayContaining(['螺纹钢', '电解铜']));
      expect(rows.some((r) => r.unit !== '吨')).toBe(true);
      expect(rows.some((r) => Number(r.status) === 1)).toBe(true);
    }
    expect((await untyped().selectFrom('goods').select('id').where('add_company_id', 'not in', [3, 14, 20]).execute()).length).toBe(0);
  });

  it('is the same on every seed', () => {
    const orgs = organisationRows();
    const companies = orgs.filter((o) => o.type === 'company');
    const once = generateGoods(createRandom(2501), companies, sellingOwners(orgs), '2026-01-01 00:00:00');
    expect(generateGoods(createRandom(2501), companies, sellingOwners(orgs), '2026-01-01 00:00:00')).toEqual(once);
  });
});

describe('the goods grant', () => {
  it('every role reads its company\'s goods (the administrator all) through a node the sidebar and the routes never show', async () => {
    const grants = await server.database.db.selectFrom('role_menus').select(['role_id', 'data_scope']).where('menu_id', '=', GOODS_GRANT_MENU.id).orderBy('role_id').execute();
    expect(grants).toEqual(Object.values(ROLES).map((r) => ({ role_id: r.id, data_scope: r.id === ROLES.admin.id ? 'all' : 'company' })));
    type Node = { id: number; type: number; flag: string; show_in_sidebar: number; children: Node[] };
    const tree = await get<Node[]>(server.app, clerk, '/api/access/account/perms', { app_id: 44 });
    // The clerk's modules as before; the grant a hidden leaf (type 3, no flag: no route) of 合同管理.
    expect(tree.data.map((n) => n.id)).toEqual([100, 300]);
    expect(tree.data[1].children.find((n) => n.id === GOODS_GRANT_MENU.id)).toMatchObject({ type: 3, flag: '', show_in_sidebar: 0 });
  });
});

describe('Businessdatachooseconfig/detail?name=goods', () => {
  it('answers the goods config: single choice, no dataPerms, group search, ordered by code', async () => {
    const answer = await get<ChooseConfig>(server.app, clerk, '/api/base/Businessdatachooseconfig/detail', { name: 'goods' });
    expect(answer.code).toBe(2000);
    // Spec 001's config, with spec 000's label, status, data_url and remote_field beside it.
    expect(answer.data).toMatchObject(CHOOSE_CONFIGS.find((c) => c.name === 'goods')!);
    expect(answer.data).toMatchObject({ resource: 'goods', select_field: 'id', select_type: 1, need_data_perms: 0, check_group: 1, params: { order: 'goods_code asc' } });
    const fields = Object.fromEntries(answer.data.fields.map((f) => [f.prop, [f.show_in_select, f.is_search_field]]));
    expect(fields).toEqual({ goods_name: [1, 1], goods_code: [1, 1], spec: [1, 0], unit: [2, 0], price: [2, 0], tax_rate: [2, 0] });
  });
});

describe('chooser/list name=goods', () => {
  it('a clerk scoped to oneself lists all of their company\'s goods, by code, and no other company\'s', async () => {
    const own = await goodsOf(3);
    const page = await list(clerk, {});
    expect(page.code).toBe(2000);
    expect(page.data.total).toBe(own.length);
    expect(ids(page.data.data)).toEqual(ids(own.slice(0, 10)));
    const all = await list(clerk, { limit: 9999 });
    expect(ids(all.data.data)).toEqual(ids(own));
    expect(all.data.data.every((r) => r.add_company_id === 3)).toBe(true);
    // Goods other people of the company entered are his to choose too.
    expect(all.data.data.some((r) => r.add_user_id !== 4)).toBe(true);
  });

  it('each company\'s clerk sees their own company\'s goods only; the administrator every company\'s', async () => {
    for (const [token, company] of [[hangzhouClerk, 14], [shenzhenClerk, 20]] as const) {
      const answer = await list(token, { limit: 9999 });
      expect(answer.code).toBe(2000);
      expect(ids(answer.data.data)).toEqual(ids(await goodsOf(company)));
    }
    const everything = await list(admin, { limit: 9999 });
    expect(everything.data.total).toBe((await goodsOf(3)).length + (await goodsOf(14)).length + (await goodsOf(20)).length);
  });

  it('resolving chosen ids answers only the caller\'s company\'s: another company\'s goods are not there', async () => {
    const own = ids((await goodsOf(3)).slice(0, 5));
    const foreign = [...ids((await goodsOf(14)).slice(0, 5)), ...ids((await goodsOf(20)).slice(0, 5))];
    const answer = await list(clerk, { where: { id: ['in', [...own, ...foreign]] }, limit: 9999 });
    expect(answer.code).toBe(2000);
    expect(ids(answer.data.data)).toEqual(own);
    const posted = await post<Page>(server.app, hangzhouClerk, '/api/base/chooser/list', { name: 'goods', where: { id: ['in', own] }, page: 1, limit: 9999 });
    expect(posted.data).toEqual({ data: [], total: 0 });
    // Nor by the resource's own detail.
    expect((await get(server.app, clerk, '/api/stock/goods/detail', { id: foreign[0] })).code).toBe(4404);
  });

  it('searches by name and code; a where on a field the resource lacks is 4420', async () => {
    const byName = await list(clerk, { where: { goods_name: ['like', '螺纹钢'] }, limit: 9999 });
    expect(byName.data.total).toBeGreaterThan(0);
    expect(byName.data.data.every((r) => String(r.goods_name).includes('螺纹钢') && r.add_company_id === 3)).toBe(true);
    const code = String((await goodsOf(3))[7].goods_code);
    expect(ids((await list(clerk, { where: { goods_code: code } })).data.data)).toEqual(ids((await goodsOf(3)).filter((r) => r.goods_code === code)));
    const bad = await list(clerk, { where: { secret: 1 } });
    expect(bad.code).toBe(4420);
    expect(bad.msg).toMatch(/\S/);
  });

  it('the catalogue is read only: adding goods is refused (4403) and writes nothing', async () => {
    const before = (await goodsOf(3)).length;
    const answer = await post(server.app, admin, '/api/stock/goods/add', { goods_code: 'G039999', goods_name: '测试商品', category: '测试', unit: '吨', tax_rate: 0.13, price: 1, status: 1 });
    expect(answer.code).toBe(4403);
    expect((await goodsOf(3)).length).toBe(before);
  });
});

describe('a database seeded before the goods existed', () => {
  it('a start adds the empty goods table (the resource sync) and seeds nothing: no goods config (4404), no grant (4403)', async () => {
    const db = untyped();
    await db.schema.dropTable('goods').execute();
    await db.deleteFrom('choose_configs').where('name', '=', 'goods').execute();
    await db.deleteFrom('role_menus').where('menu_id', '=', GOODS_GRANT_MENU.id).execute();
    await db.deleteFrom('perm_nodes').where('id', '=', GOODS_GRANT_MENU.id).execute();
    // What a start does (server/main.ts): migrate, seed only an empty database, serve.
    await migrate(server.database);
    expect(await seedIfEmpty(server.database)).toBe(false);
    const app = await buildApp({ database: server.database, logLevel: false });
    try {
      const token = await login(app, MOBILES.salesClerk);
      expect((await db.selectFrom('goods').select('id').execute()).length).toBe(0);
      expect((await get(app, token, '/api/base/Businessdatachooseconfig/detail', { name: 'goods' })).code).toBe(4404);
      expect((await get(app, token, '/api/base/chooser/list', { name: 'goods' })).code).toBe(4404);
      // The resource is served, but no role holds a grant on it.
      expect((await get(app, token, '/api/stock/goods/index', {})).code).toBe(4403);
    } finally {
      await app.close();
    }
  });
});
