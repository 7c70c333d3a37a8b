import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChooseConfig } from '../../schemas/generated/choose-config';
import { CHOOSE_CONFIGS } from '../../server/db/seed/choose-configs';
import { bearer, call, get, login, MOBILES, post, startTestServer, type TestServer } from './harness';

// 张伟 (sales clerk, scope oneself) reads customers and contracts he created; 李明 (department manager of 华东销售部,
// 6, scope path_org) those created in 6 and below; 王建国 (company manager) those of company 3; 陈静 (finance) holds no
// customer menu at all. Menus: 101 customers, 301 sales contracts.
let server: TestServer;
let clerk: string;
let manager: string;
let boss: string;
let finance: string;
beforeAll(async () => {
  server = await startTestServer(300);
  [clerk, manager, boss, finance] = await Promise.all(
    [MOBILES.salesClerk, MOBILES.departmentManager, MOBILES.companyManager, MOBILES.finance].map((mobile) => login(server.app, mobile)),
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
const detail = (token: string, name: unknown) => get<ChooseConfig>(server.app, token, '/api/base/Businessdatachooseconfig/detail', { name });
const list = (token: string, query: Record<string, unknown>) => get<Page>(server.app, token, '/api/base/chooser/list', query);
const listByPost = (token: string, payload: unknown) => post<Page>(server.app, token, '/api/base/chooser/list', payload);
const ids = (page: Page): number[] => page.data.map((r) => r.id);

// eslint-disable-next-line @typescript-eslint/no-explicit-any
const untyped = () => server.database.db as unknown as import('kysely').Kysely<any>;
async function idsWhere(table: string, column: string, values: readonly number[]): Promise<number[]> {
  const rows = (await untyped().selectFrom(table).select('id').where(column, 'in', [...values]).orderBy('id').execute()) as { id: number }[];
  return rows.map((r) => r.id);
}

describe('Businessdatachooseconfig/detail', () => {
  it('answers a stored config by name, as seeded', async () => {
    for (const config of CHOOSE_CONFIGS) {
      const answer = await detail(clerk, config.name);
      expect(answer.code).toBe(2000);
      // Spec 001's shape, with spec 000's beside it (tests/server/spec-wire.test.ts).
      expect(answer.data).toEqual({ ...config, label: config.name, status: 1, data_url: `/api/base/chooser/list?name=${config.name}`, list_url: expect.stringMatching(/^\/api\/\w+\/\w+\/index$/), remote_field: expect.any(Array) });
    }
    expect((await detail(clerk, 'customer')).data).toMatchObject({ resource: 'customer', select_field: 'id', select_type: 1, need_data_perms: 0, params: { order: 'id desc' } });
  });

  it('an unknown name is 4404 naming it; a malformed name 4400', async () => {
    expect(await detail(clerk, 'warehouse')).toMatchObject({ code: 4404, msg: '选择器配置 warehouse 不存在' });
    const en = await call(server.app, { method: 'GET', url: '/api/base/Businessdatachooseconfig/detail?name=warehouse', headers: { ...bearer(clerk), 'accept-language': 'en' } });
    expect(en).toMatchObject({ code: 4404, msg: 'There is no chooser configuration named warehouse' });
    for (const name of ['', 'a b', 'x'.repeat(65), "customer' or 1=1", 'a\u0000']) expect((await detail(clerk, name)).code, name).toBe(4400);
    expect((await get(server.app, clerk, '/api/base/Businessdatachooseconfig/detail')).code).toBe(4400);
    expect((await call(server.app, { method: 'GET', url: '/api/base/Businessdatachooseconfig/detail?name=customer' })).code).toBe(4001);
  });

  it('a broken stored config is 4460 naming what is wrong, for the detail and the list alike', async () => {
    const now = '2026-01-01 00:00:00';
    const base = { select_field: 'id', select_type: 1, need_data_perms: 0, check_group: 0, params: '{}', created_at: now, updated_at: now };
    const field = JSON.stringify([{ prop: 'customer_name', label: '客户', show_in_select: 1, is_search_field: 1 }]);
    await server.database.db
      .insertInto('choose_configs')
      .values([
        { ...base, name: 'broken_resource', resource: 'warehouse', fields: field },
        { ...base, name: 'broken_json', resource: 'customer', fields: '[{' },
        { ...base, name: 'broken_field', resource: 'customer', fields: JSON.stringify([{ prop: 'secret', label: 'x', show_in_select: 1, is_search_field: 0 }]) },
        { ...base, name: 'broken_shape', resource: 'customer', fields: field, select_type: 3 },
      ])
      .execute();
    const cases = [['broken_resource', 'warehouse'], ['broken_json', 'fields'], ['broken_field', 'secret'], ['broken_shape', 'select_type']];
    for (const [name, named] of cases) {
      for (const answer of [await detail(clerk, name), await list(clerk, { name })]) {
        expect(answer.code, name).toBe(4460);
        expect(answer.msg).toContain(name);
        expect(answer.msg).toContain(named);
      }
    }
  });
});

describe('chooser/list inside the data scope', () => {
  it('lists the config\'s resource exactly as its list page does for the caller: 10 a page by default', async () => {
    const page = await list(clerk, { name: 'customer' });
    expect(page.code).toBe(2000);
    expect(page.data.data).toHaveLength(10);
    const index = await get<Page>(server.app, clerk, '/api/crm/customer/index', { limit: 10, order: 'id desc' });
    expect(ids(page.data)).toEqual(ids(index.data));
    expect(page.data.total).toBe(index.data.total);
    // 张伟's scope is oneself: his customers only, fewer than all of them.
    expect(page.data.data.every((r) => r.add_user_id === 4)).toBe(true);
    const all = (await untyped().selectFrom('customers').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()) as { n: number };
    expect(page.data.total).toBeLessThan(Number(all.n));
    expect(ids((await list(clerk, { name: 'customer', page: 2 })).data)).toEqual(ids((await get<Page>(server.app, clerk, '/api/crm/customer/index', { limit: 10, page: 2, order: 'id desc' })).data));
  });

  it('searches with the list query language; a config field\'s searchName stands for its prop', async () => {
    const { data: contracts } = await list(manager, { name: 'sales_contract', dataPerms: 301, limit: 9999 });
    const customer = String(contracts.data[0].customer_name);
    const found = await list(manager, { name: 'sales_contract', dataPerms: 301, where: { customer: ['like', customer] }, limit: 9999 });
    expect(found.code).toBe(2000);
    expect(found.data.total).toBeGreaterThan(0);
    expect(found.data.data.every((r) => String(r.customer_name).includes(customer))).toBe(true);
    expect(ids(found.data)).toEqual(ids((await list(manager, { name: 'sales_contract', dataPerms: 301, where: { customer_name: ['like', customer] }, limit: 9999 })).data));
    // The config's order (sign_date desc) unless the call gives one.
    const dates = contracts.data.map((r) => String(r.sign_date));
    expect(dates).toEqual([...dates].sort().reverse());
    const byAmount = await list(manager, { name: 'sales_contract', dataPerms: 301, order: 'amount asc', limit: 9999 });
    const amounts = byAmount.data.data.map((r) => Number(r.amount));
    expect(amounts).toEqual([...amounts].sort((a, b) => a - b));
  });

  it('resolves chosen ids with limit 9999: ids outside the caller\'s scope are simply not answered', async () => {
    const mine = await idsWhere('customers', 'add_user_id', [4]);
    const others = (await idsWhere('customers', 'add_user_id', [3, 6, 7, 9, 10])).slice(0, 50);
    expect(mine.length).toBeGreaterThan(0);
    expect(others.length).toBeGreaterThan(0);
    const asked = [...mine.slice(0, 20), ...others, 999_999];
    const resolved = await list(clerk, { name: 'customer', where: { id: ['in', asked] }, limit: 9999 });
    expect(resolved.code).toBe(2000);
    expect([...ids(resolved.data)].sort((a, b) => a - b)).toEqual(mine.slice(0, 20));
    expect(resolved.data.total).toBe(Math.min(20, mine.length));
    // Posted, for long lists of ids: the same answer.
    const posted = await listByPost(clerk, { name: 'customer', where: { id: ['in', asked] }, limit: 9999 });
    expect(ids(posted.data)).toEqual(ids(resolved.data));
    // Leaving the chosen ones out.
    const rest = await list(clerk, { name: 'customer', where: { id: ['not_in', mine.slice(0, 3)] }, limit: 9999 });
    expect(ids(rest.data).some((id) => mine.slice(0, 3).includes(id))).toBe(false);
    expect(rest.data.total).toBe(mine.length - Math.min(3, mine.length));
  });

  it('a company manager\'s contracts of another company are not answered either', async () => {
    const otherCompany = (await untyped().selectFrom('sales_contracts').select('id').where('add_company_id', '=', 20).limit(5).execute()) as { id: number }[];
    const own = (await untyped().selectFrom('sales_contracts').select('id').where('add_company_id', '=', 3).orderBy('id').limit(5).execute()) as { id: number }[];
    expect(otherCompany.length).toBeGreaterThan(0);
    const asked = [...own, ...otherCompany].map((r) => r.id);
    const answer = await list(boss, { name: 'sales_contract', dataPerms: { perms_id: 301 }, where: { id: ['in', asked] }, limit: 9999 });
    expect([...ids(answer.data)].sort((a, b) => a - b)).toEqual(own.map((r) => r.id));
  });

  it('dataPerms\' org_id narrows inside the scope, never wider', async () => {
    const narrowed = await list(manager, { name: 'sales_contract', dataPerms: { perms_id: 301, org_id: 7 }, limit: 9999 });
    expect(narrowed.code).toBe(2000);
    expect(narrowed.data.total).toBeGreaterThan(0);
    expect(narrowed.data.data.every((r) => r.add_org_id === 7)).toBe(true);
    // An org outside the manager's scope (another company's) answers nothing, not more.
    expect((await list(manager, { name: 'sales_contract', dataPerms: { perms_id: 301, org_id: 22 } })).data).toEqual({ data: [], total: 0 });
    const whole = await list(manager, { name: 'sales_contract', dataPerms: { perms_id: 301 }, limit: 9999 });
    expect(whole.data.data.every((r) => [6, 7, 8].includes(Number(r.add_org_id)))).toBe(true);
  });
});

describe('chooser/list refusals: a clear envelope error', () => {
  it('a resource the caller cannot read is 4403, whatever the query', async () => {
    for (const query of [{ name: 'customer' }, { name: 'customer', where: { id: ['in', [1, 2, 3]] }, limit: 9999 }, { name: 'customer', dataPerms: 101 }]) {
      const answer = await list(finance, query);
      expect(answer.code).toBe(4403);
      expect(answer.data).toBeNull();
    }
    expect((await listByPost(finance, { name: 'customer' })).code).toBe(4403);
    // A menu that is not the config's resource's grants nothing for it.
    expect((await list(clerk, { name: 'customer', dataPerms: 301 })).code).toBe(4403);
    expect((await list(clerk, { name: 'customer', dataPerms: { perms_id: 999_999 } })).code).toBe(4403);
  });

  it('a config that needs dataPerms refuses a call without them: DoubleSelect组件必须传dataPerms', async () => {
    for (const query of [{ name: 'sales_contract' }, { name: 'sales_contract', dataPerms: {} }, { name: 'sales_contract', dataPerms: { org_id: 7 } }]) {
      expect(await list(manager, query), JSON.stringify(query)).toMatchObject({ code: 4400, msg: 'DoubleSelect组件必须传dataPerms', data: null });
    }
    expect(await listByPost(manager, { name: 'sales_contract' })).toMatchObject({ code: 4400, msg: 'DoubleSelect组件必须传dataPerms' });
    const en = await call(server.app, { method: 'GET', url: '/api/base/chooser/list?name=sales_contract', headers: { ...bearer(manager), 'accept-language': 'en' } });
    expect(en).toMatchObject({ code: 4400, msg: 'The DoubleSelect component must be given dataPerms' });
    expect((await listByPost(manager, { name: 'sales_contract', dataPerms: 301 })).code).toBe(2000);
    expect((await list(manager, { name: 'sales_contract', dataPerms: '{"perms_id":301}' })).code).toBe(2000);
  });

  it('malformed queries, wrong types and huge limits', async () => {
    const bad: [Record<string, unknown>, number][] = [
      [{}, 4400], [{ name: 'nope' }, 4404], [{ name: 'customer', limit: 10_000 }, 4400], [{ name: 'customer', limit: 0 }, 4400], [{ name: 'customer', limit: '1e309' }, 4400],
      [{ name: 'customer', page: 0 }, 4400], [{ name: 'customer', page: 'x' }, 4400], [{ name: 'customer', extra: 1 }, 4400],
      [{ name: 'customer', where: '{"id":' }, 4420], [{ name: 'customer', where: { secret: 1 } }, 4420], [{ name: 'customer', where: { id: ['nope', 1] } }, 4420],
      [{ name: 'customer', where: { id: ['in', ['x']] } }, 4420], [{ name: 'customer', where: [1] }, 4420], [{ name: 'customer', order: 'id; drop table customers' }, 4420],
      [{ name: 'customer', dataPerms: 'x' }, 4420], [{ name: 'customer', dataPerms: { perms_id: 'a' } }, 4400], [{ name: 'customer', dataPerms: { nope: 1 } }, 4400],
      [{ name: 'customer', dataPerms: 0 }, 4400], [{ name: 'customer', dataPerms: [101] }, 4400],
    ];
    for (const [query, code] of bad) {
      const answer = await list(clerk, query);
      expect(answer.code, JSON.stringify(query)).toBe(code);
      expect(answer.msg).toMatch(/\S/);
    }
    const posted: unknown[] = [{}, { name: 'customer', where: '{"id":1}' }, { name: 'customer', limit: 10_000 }, { name: 'customer', dataPerms: '301x' }, { name: 'customer', extra: 1 }, [{ name: 'customer' }]];
    for (const payload of posted) expect((await listByPost(clerk, payload)).code, JSON.stringify(payload)).toBe(4400);
    expect((await call(server.app, { method: 'GET', url: '/api/base/chooser/list?name=customer' })).code).toBe(4001);
  });
});
