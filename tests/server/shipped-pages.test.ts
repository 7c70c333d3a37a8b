import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PageDefinition } from '../../schemas/generated/page-definition';
import type { CheckAnswer, PageRow } from '../../schemas/generated/studio';
import { seedShippedPages } from '../../server/db/seed/publish-shipped';
import { shippedPages } from '../../server/db/seed/shipped-pages';
import { bearer, call, get, login, MOBILES, startTestServer, type TestServer } from './harness';

// Issue 42 item 1: the business pages shipped with the platform are stored page definitions, published through the
// studio's publish path on the first start with the ids they always had; a configurator opens, changes and
// republishes them as any page, and what the spec's calls answer follows.

let server: TestServer;
let admin: string;
let clerk: string;
beforeAll(async () => {
  server = await startTestServer(300);
  admin = await login(server.app, MOBILES.admin);
  clerk = await login(server.app, MOBILES.salesClerk);
});
afterAll(async () => {
  await server.close();
});

function studio<T = CheckAnswer>(url: string, payload?: object) {
  return call<T>(server.app, { method: payload ? 'POST' : 'GET', url: `/api/base/studio/${url}`, headers: bearer(admin), ...(payload ? { payload } : {}) });
}

const buttonsOf = (menuId: number) => server.database.db.selectFrom('perm_buttons').select(['id', 'flag']).where('menu_id', '=', menuId).orderBy('id').execute();

interface RemoteField {
  prop: string;
  width?: number;
  label: string;
}

describe('the shipped business pages', () => {
  it('are stored versions by the platform, each with the menu id it always had, read back whole by the studio', async () => {
    const rows = (await studio<PageRow[]>('page/index')).data;
    for (const { definition, ids } of shippedPages()) {
      expect(rows.find((r) => r.key === definition.key), definition.key).toMatchObject({ version: 1, author_name: null, menu_id: ids.menu });
      const detail = await studio<{ definition: PageDefinition }>(`page/detail?name=${definition.key}`);
      expect(detail.data.definition, definition.key).toEqual({ ...definition, menu: { ...definition.menu, id: ids.menu } });
    }
    // The contracts list keeps the buttons (and their ids) that grants, export templates and clients name.
    expect(await buttonsOf(301)).toEqual(expect.arrayContaining([{ id: 1, flag: 'add' }, { id: 12, flag: 'del' }, { id: 26, flag: 'exportConfirmation' }, { id: 10_301, flag: 'filterViewCommon' }]));
  });

  it('republished from the studio, serve the change under the same menu and buttons, in the grantees’ scopes', async () => {
    const before = await buttonsOf(301);
    const { data } = await studio<{ definition: PageDefinition; version: number }>('page/detail?name=sales_contract_list');
    const fields = data.definition.fields!.map((f) => (f.prop === 'contract_name' ? { ...f, config: { ...f.config, width: 321 } } : f));
    const answer = await studio('page/publish', { definition: { ...data.definition, fields }, base_version: data.version });
    expect(answer).toMatchObject({ code: 2000, data: { version: 2 } });

    const columns = await get<{ data: RemoteField[] }>(server.app, clerk, '/api/base/remoteField/list', { perms_id: 301, page: 1, limit: 100, sort: 'desc' });
    expect(columns.data.data.find((c) => c.prop === 'contract_name')).toMatchObject({ width: 321, label: '合同名称' });
    expect(await buttonsOf(301)).toEqual(before);
    // The clerk (their own records) still holds 新增 and 删除 and still lists only their own contracts.
    const perms = (await get<Array<{ id: number; children?: unknown[]; perms?: Array<{ flag: string }> }>>(server.app, clerk, '/api/access/account/perms', { app_id: 44 })).data;
    const flat: Array<{ id: number; perms?: Array<{ flag: string }> }> = [];
    const walk = (nodes: typeof perms) => nodes.forEach((n) => (flat.push(n), walk((n.children ?? []) as typeof perms)));
    walk(perms);
    expect(flat.find((n) => n.id === 301)?.perms?.map((b) => b.flag)).toEqual(expect.arrayContaining(['add', 'del', 'edit']));
    const list = await get<{ data: Array<{ add_user_id: number }> }>(server.app, clerk, '/api/contract/sales_contract/index', { page: 1, limit: 50 });
    expect(list.code).toBe(2000);
    expect(new Set(list.data.data.map((r) => r.add_user_id)).size).toBeLessThanOrEqual(1);
  });

  it('lend neither their menu id nor their route to a configurator’s new page', async () => {
    const { data } = await studio<{ definition: PageDefinition }>('page/detail?name=sales_lead_list');
    const taken = await studio('page/publish', { definition: { ...data.definition, key: 'lead_copy' } });
    expect(taken.code).not.toBe(2000);
    expect(taken.data.problems.map((p) => p.path)).toEqual(expect.arrayContaining(['/menu/id', '/menu/flag']));
    const { id: _id, ...menu } = data.definition.menu;
    expect(_id).toBe(102);
    const route = await studio('page/publish', { definition: { ...data.definition, key: 'lead_copy', menu } });
    expect(route.data.problems).toEqual([expect.objectContaining({ path: '/menu/flag', code: 'flagTaken' })]);
    expect((await studio<PageRow[]>('page/index')).data.some((r) => r.key === 'lead_copy')).toBe(false);
  });

  it('on a database seeded before they were definitions, are recorded as version 1 of the menus it has, which stay as they are', async () => {
    const keys = shippedPages().map((p) => p.definition.key);
    await server.database.db.deleteFrom('definition_versions').where('kind', '=', 'page').where('name', 'in', keys).execute();
    const nodes = await server.database.db.selectFrom('perm_nodes').selectAll().orderBy('id').execute();
    const buttons = await server.database.db.selectFrom('perm_buttons').selectAll().orderBy('id').execute();
    await seedShippedPages(server.database, { strict: true });
    const rows = (await studio<PageRow[]>('page/index')).data;
    for (const { definition, ids } of shippedPages()) expect(rows.find((r) => r.key === definition.key), definition.key).toMatchObject({ version: 1, menu_id: ids.menu });
    expect(await server.database.db.selectFrom('perm_nodes').selectAll().orderBy('id').execute()).toEqual(nodes);
    expect(await server.database.db.selectFrom('perm_buttons').selectAll().orderBy('id').execute()).toEqual(buttons);
    // Run again (every start does): nothing more is stored.
    await seedShippedPages(server.database, { strict: true });
    const versions = await server.database.db.selectFrom('definition_versions').select('name').where('kind', '=', 'page').where('name', 'in', keys).execute();
    expect(versions).toHaveLength(keys.length);
  });
});
