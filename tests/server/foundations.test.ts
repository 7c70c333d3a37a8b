import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ResourceDefinition } from '../../schemas/generated/resource-definition';
import { buildApp } from '../../server/app';
import { migrate } from '../../server/db/migrate';
import { setUserStatus } from '../../server/modules/account/user-status';
import { resourceDefinitions } from '../../server/modules/resources/definitions';
import { bearer, call, get, getSigned, login, MOBILES, startTestServer, type TestServer } from './harness';

const logLines: string[] = [];
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer(200, { logLevel: 'error', logStream: { write: (line) => void logLines.push(line) } });
});
afterAll(async () => {
  await server.close();
});

const ADMIN_ROLE = 1;

describe('authentication before validation', () => {
  it('a call with no token and a bad parameter hears 4001, not 4400', async () => {
    const answer = await call(server.app, { method: 'GET', url: '/api/contract/sales_contract/index?page=Infinity&where=%7Bbroken' });
    expect(answer.code).toBe(4001);
    const body = await call(server.app, { method: 'POST', url: '/api/access/account/changePositionOrg', payload: { position_org_id: 'x' } });
    expect(body.code).toBe(4001);
  });

  it('with a token the same bad parameter is a 4400 naming it', async () => {
    const token = await login(server.app, MOBILES.admin);
    const answer = await get(server.app, token, '/api/contract/sales_contract/index', { page: 'Infinity' });
    expect(answer.code).toBe(4400);
    expect(answer.msg).toContain('page');
  });
});

describe('detail ids', () => {
  it('only a number or numeric text is an id: true or [5] is refused, not read as 1 or 5', async () => {
    const token = await login(server.app, MOBILES.admin);
    const url = '/api/contract/sales_contract/detail';
    expect((await get(server.app, token, url, { where: { id: 5 } })).code).toBe(2000);
    expect((await get(server.app, token, url, { where: { id: '5' } })).code).toBe(2000);
    for (const id of [true, [5], '5x', 2 ** 31]) expect((await get(server.app, token, url, { where: { id } })).code, JSON.stringify(id)).toBe(4420);
  });
});

describe('accounts', () => {
  it('disabling an account revokes its sessions, and enabling it again does not bring them back', async () => {
    const token = await login(server.app, MOBILES.finance);
    expect((await getSigned(server.app, token, '/api/access/account/status')).code).toBe(2000);
    const userId = (await getSigned<{ id: number }>(server.app, token, '/api/access/account/info')).data.id;
    await setUserStatus(server.database.db, userId, 2);
    expect((await getSigned(server.app, token, '/api/access/account/status')).code).toBe(4001);
    await setUserStatus(server.database.db, userId, 1);
    expect((await getSigned(server.app, token, '/api/access/account/status')).code).toBe(4001);
    expect((await getSigned(server.app, await login(server.app, MOBILES.finance), '/api/access/account/status')).code).toBe(2000);
  });

  it('every demo user has their own salt: no two password hashes are equal', async () => {
    const users = await server.database.db.selectFrom('users').select('password_hash').execute();
    expect(users.length).toBeGreaterThan(3);
    expect(new Set(users.map((u) => u.password_hash)).size).toBe(users.length);
  });
});

describe('configuration errors', () => {
  it('a broken remote-field row is a 4460 naming the row and the field; other pages keep working', async () => {
    const token = await login(server.app, MOBILES.admin);
    const row = await server.database.db.selectFrom('remote_fields').select(['id', 'prop', 'perms_id']).where('perms_id', '=', 301).orderBy('id').executeTakeFirstOrThrow();
    await server.database.db.updateTable('remote_fields').set({ config: '{"width": 170,' }).where('id', '=', row.id).execute();
    try {
      const broken = await get(server.app, token, '/api/base/remoteField/list', { perms_id: 301 });
      expect(broken.code).toBe(4460);
      expect(broken.msg).toContain(String(row.id));
      expect(broken.msg).toContain(row.prop);
      const other = await get<{ data: unknown[] }>(server.app, token, '/api/base/remoteField/list', { perms_id: 101 });
      expect(other.code).toBe(2000);
      expect(other.data.data.length).toBeGreaterThan(0);
    } finally {
      await server.database.db.updateTable('remote_fields').set({ config: '{}' }).where('id', '=', row.id).execute();
    }
  });

  it('a menu whose func_config is not JSON lists the problem in config_errors; the tree still loads', async () => {
    await server.database.db.updateTable('perm_nodes').set({ func_config: '{oops' }).where('id', '=', 301).execute();
    try {
      const token = await login(server.app, MOBILES.admin);
      const tree = await get<{ id: number; config_errors: string[]; children: unknown[] }[]>(server.app, token, '/api/access/account/perms');
      expect(tree.code).toBe(2000);
      const find = (nodes: unknown[]): { config_errors: string[] } | undefined => {
        for (const node of nodes as { id: number; config_errors: string[]; children: unknown[] }[]) {
          if (node.id === 301) return node;
          const hit = find(node.children);
          if (hit) return hit;
        }
        return undefined;
      };
      expect(find(tree.data)?.config_errors).toEqual(['func_config: not valid JSON']);
    } finally {
      await server.database.db.updateTable('perm_nodes').set({ func_config: null }).where('id', '=', 301).execute();
    }
  });
});

describe('errors are logged', () => {
  it('a 5000 answers the envelope and logs the error with its stack', async () => {
    const app = await buildApp({ database: server.database, logLevel: 'error', logStream: { write: (line) => void logLines.push(line) } });
    app.get('/api/test/boom', { config: { public: true } }, async () => {
      throw new Error('kaboom in a handler');
    });
    const answer = await call(app, { method: 'GET', url: '/api/test/boom' }, 500);
    expect(answer).toMatchObject({ code: 5000, data: null });
    const logged = logLines.map((l) => JSON.parse(l) as { level: number; err?: { stack?: string } }).find((l) => l.err?.stack?.includes('kaboom in a handler'));
    expect(logged?.level).toBe(50);
    expect(logged?.err?.stack).toMatch(/at .*foundations\.test\.ts/);
    await app.close();
  });
});

describe('resources added later', () => {
  const supplier: ResourceDefinition = {
    name: 'supplier',
    module: 'srm',
    table: 'test_suppliers',
    label: { zh: '供应商', en: 'Suppliers' },
    fields: [
      { name: 'supplier_name', type: 'text', maxLength: 100 },
      { name: 'rating', type: 'int' },
    ],
    defaultOrder: 'id desc',
  };

  it('migrating again creates the new resource table, and its list answers through the data scope', async () => {
    const { db } = server.database;
    const before = (await db.introspection.getTables()).map((t) => t.name);
    expect(before).not.toContain('test_suppliers');
    await migrate(server.database, [...resourceDefinitions, supplier]);
    const table = (await db.introspection.getTables()).find((t) => t.name === 'test_suppliers');
    expect(table?.columns.map((c) => c.name)).toEqual(expect.arrayContaining(['id', 'supplier_name', 'rating', 'add_user_id', 'add_org_id', 'created_at']));

    // A menu lists it, granted to the administrator's role with scope all.
    await db.insertInto('perm_nodes').values({
      id: 9901, pid: 0, app_id: 44, name: '供应商', name_en: 'Suppliers', path_name: '', icon: '', flag: '/srm/supplier', type: 2, status: 1,
      show_in_sidebar: 1, show_nav: 1, keep_alive: 0, is_blank: 0, use_search_view: 0, func_config: null, perms_data: null, child_router: null,
      use_remote_field: 0, remote_fields_url: '', remote_request_url: '/api/srm/supplier/index', remote_request_method: 'GET',
      tabs_options: null, tree_props: null, statistics_option: null, sort: 9901,
    }).execute();
    await db.insertInto('role_menus').values({ role_id: ADMIN_ROLE, menu_id: 9901, data_scope: 'all' }).execute();
    const stamp = { add_user_id: 1, add_user_name: 'admin', add_org_id: 1, add_org_name: 'x', add_company_id: 1, add_company_name: 'x', add_entity_org_id: 1, created_at: '2026-11-21 10:00:00', updated_at: '2026-11-21 10:00:00' };
    await sql`insert into test_suppliers (supplier_name, rating, add_user_id, add_user_name, add_org_id, add_org_name, add_company_id, add_company_name, add_entity_org_id, created_at, updated_at)
      values ('宁波港供应链', 5, ${stamp.add_user_id}, ${stamp.add_user_name}, ${stamp.add_org_id}, ${stamp.add_org_name}, ${stamp.add_company_id}, ${stamp.add_company_name}, ${stamp.add_entity_org_id}, ${stamp.created_at}, ${stamp.updated_at})`.execute(db);

    const app = await buildApp({ database: server.database, resources: [...resourceDefinitions, supplier], logLevel: false });
    const token = await login(app, MOBILES.admin);
    const list = await call<{ data: { supplier_name: string; rating: number }[]; total: number }>(app, {
      method: 'GET', url: '/api/srm/supplier/index?where=%7B%22rating%22%3A5%7D', headers: bearer(token),
    });
    expect(list.code).toBe(2000);
    expect(list.data.total).toBe(1);
    expect(list.data.data[0]).toMatchObject({ supplier_name: '宁波港供应链', rating: 5 });
    // Someone whose role has no menu for it is refused.
    const clerk = await login(app, MOBILES.salesClerk);
    expect((await get(app, clerk, '/api/srm/supplier/index')).code).toBe(4403);
    await app.close();
  });

  it('a field added to an existing resource gets its column; nothing is dropped', async () => {
    const withRegion: ResourceDefinition = { ...supplier, fields: [...supplier.fields, { name: 'region', type: 'text', maxLength: 20, nullable: true }] };
    await migrate(server.database, [...resourceDefinitions, withRegion]);
    const table = (await server.database.db.introspection.getTables()).find((t) => t.name === 'test_suppliers');
    expect(table?.columns.map((c) => c.name)).toContain('region');
    const rows = await sql<{ n: number }>`select count(*) as n from test_suppliers`.execute(server.database.db);
    expect(Number(rows.rows[0].n)).toBe(1);
  });
});
