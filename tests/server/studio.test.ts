import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ResourceDefinition } from '../../schemas/generated/resource-definition';
import type { CheckAnswer, DefinitionProblem, ResourceRow, VersionRow } from '../../schemas/generated/studio';
import { buildApp } from '../../server/app';
import { ADMINISTRATOR_ROLE_ID } from '../../server/acl/administrator';
import { up as addStudioMenu } from '../../server/db/migrations/026_studio_menu';
import { bearer, call, get, login, MOBILES, startTestServer, type TestServer } from './harness';

/**
 * The studio's resource definitions as data (issue 23): published by the administrator, checked with a JSON path
 * for every mistake, served at once without a restart (on PostgreSQL by every app server), versioned with author
 * and changes, rolled back, and refused to anyone else.
 */

/** The example: an equipment lease with six field types, lines, a file item, a workflow label. */
const LEASE: ResourceDefinition = {
  name: 'equipment_lease',
  module: 'lease',
  table: 'equipment_leases',
  label: { zh: '设备租赁', en: 'Equipment leases' },
  fields: [
    { name: 'lease_no', type: 'text', maxLength: 32, nullable: true },
    { name: 'customer_name', type: 'text', maxLength: 200 },
    { name: 'monthly_rent', type: 'money' },
    { name: 'months', type: 'int' },
    { name: 'start_date', type: 'date' },
    { name: 'deposit_rate', type: 'percent', nullable: true },
    { name: 'insured', type: 'boolean', nullable: true },
    { name: 'status', type: 'int', nullable: true },
  ],
  indexes: [['customer_name']],
  defaultOrder: 'id desc',
  children: [
    {
      name: 'lines',
      table: 'equipment_lease_line',
      label: { zh: '设备明细', en: 'Equipment' },
      maxRows: 100,
      fields: [
        { name: 'equipment', type: 'text', maxLength: 100 },
        { name: 'quantity', type: 'number' },
        { name: 'rent', type: 'money' },
        { name: 'amount', type: 'money', nullable: true },
      ],
      formulas: { amount: 'quantity * rent' },
    },
  ],
  fileItems: [{ prop: 'lease_contract', label: { zh: '租赁合同', en: 'Lease contract' }, kind: 'file', required: true }],
};

const MENU_ID = 9950;
let server: TestServer;
let admin: string;

/** The studio's call, as the administrator unless another token is given. */
function studio<T = CheckAnswer>(url: string, payload?: object, token = admin) {
  return call<T>(server.app, { method: payload ? 'POST' : 'GET', url: `/api/base/studio/resource/${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });
}

async function versionCount(name: string): Promise<number> {
  const row = await server.database.db.selectFrom('definition_versions').select((eb) => eb.fn.countAll().as('n')).where('kind', '=', 'resource').where('name', '=', name).executeTakeFirstOrThrow();
  return Number(row.n);
}

async function tableNames(): Promise<string[]> {
  return (await server.database.db.introspection.getTables()).map((t) => t.name);
}

async function columnsOf(table: string): Promise<string[]> {
  return (await server.database.db.introspection.getTables()).find((t) => t.name === table)?.columns.map((c) => c.name) ?? [];
}

/** A menu listing the lease, granted to the administrator with every record in scope and the add button. */
async function grantLeaseMenu(): Promise<void> {
  const { db } = server.database;
  await db.insertInto('perm_nodes').values({
    id: MENU_ID, pid: 0, app_id: 44, name: '设备租赁', name_en: 'Equipment leases', path_name: '', icon: '', flag: '/lease/equipment', type: 2, status: 1,
    show_in_sidebar: 1, show_nav: 1, keep_alive: 0, is_blank: 0, use_search_view: 0, func_config: null, perms_data: null, child_router: null,
    use_remote_field: 0, remote_fields_url: '', remote_request_url: '/api/lease/equipment_lease/index', remote_request_method: 'GET',
    tabs_options: null, tree_props: null, statistics_option: null, sort: MENU_ID,
  }).execute();
  await db.insertInto('role_menus').values({ role_id: ADMINISTRATOR_ROLE_ID, menu_id: MENU_ID, data_scope: 'all' }).execute();
  await db.insertInto('perm_buttons').values({
    id: MENU_ID, menu_id: MENU_ID, flag: 'add', name: '新增', name_en: 'Add', btn_func: 'add', btn_type: 'primary', icon: '', btn_position: 'toolbar', func_config: null, sort: 1,
  }).execute();
  await db.insertInto('role_buttons').values({ role_id: ADMINISTRATOR_ROLE_ID, button_id: MENU_ID }).execute();
}

beforeAll(async () => {
  server = await startTestServer(20);
  admin = await login(server.app, MOBILES.admin);
});
afterAll(async () => server.close());

describe('resource definitions as data', () => {
  it('serves the built-in resources as stored version 1, authored by the platform', async () => {
    const rows = await studio<ResourceRow[]>('index');
    expect(rows.code).toBe(2000);
    expect(rows.data.find((r) => r.name === 'sales_contract')).toMatchObject({ module: 'contract', table: 'sales_contracts', version: 1, author_name: null });
    const detail = await studio<{ version: number; definition: ResourceDefinition }>('detail?name=customer');
    expect(detail.data.definition).toMatchObject({ name: 'customer', table: 'customers' });
  });

  it('the studio\'s menu reaches the administrator of a database seeded before it (migration 026), once', async () => {
    const { db } = server.database;
    await db.deleteFrom('role_menus').where('menu_id', '=', 1002).execute();
    await db.deleteFrom('perm_nodes').where('id', '=', 1002).execute();
    await addStudioMenu(db);
    await addStudioMenu(db);
    expect(await db.selectFrom('perm_nodes').select(['pid', 'flag']).where('id', '=', 1002).execute()).toEqual([{ pid: 1000, flag: '/system/studio/resources' }]);
    expect(await db.selectFrom('role_menus').select('role_id').where('menu_id', '=', 1002).execute()).toEqual([{ role_id: ADMINISTRATOR_ROLE_ID }]);
  });

  it('an unknown resource or action is an unknown path, before any session is asked for', async () => {
    for (const url of ['/api/lease/equipment_lease/index', '/api/crm/customer/noSuchAction', '/api/contract/customer/index']) {
      const answer = await server.app.inject({ method: 'GET', url });
      expect(answer.statusCode, url).toBe(404);
      expect(answer.json()).toMatchObject({ code: 4404 });
    }
  });

  it('refuses every studio call to a role other than the administrator, and changes nothing', async () => {
    const clerk = await login(server.app, MOBILES.salesClerk);
    for (const [url, payload] of [['index', undefined], ['detail?name=customer', undefined], ['check', { definition: LEASE }], ['publish', { definition: LEASE }], ['rollback', { name: 'customer', version: 1 }]] as const) {
      expect((await studio(url, payload, clerk)).code, url).toBe(4403);
    }
    expect(await versionCount('equipment_lease')).toBe(0);
    expect(await tableNames()).not.toContain('equipment_leases');
  });

  it('publishes a new resource: its tables are made and its calls served at once, without a restart', async () => {
    const published = await studio('publish', { definition: LEASE, note: '设备租赁' });
    expect(published).toMatchObject({ code: 2000, data: { version: 1, problems: [], changes: [{ kind: 'create' }] } });
    expect(await columnsOf('equipment_leases')).toEqual(expect.arrayContaining(['id', 'customer_name', 'monthly_rent', 'insured', 'add_user_id', 'created_at']));
    expect(await columnsOf('equipment_lease_line')).toEqual(expect.arrayContaining(['main_id', 'sort', 'equipment', 'amount']));
    await grantLeaseMenu();
    const added = await call<{ id: number }>(server.app, {
      method: 'POST', url: '/api/lease/equipment_lease/add', headers: bearer(admin),
      payload: { perms_id: MENU_ID, customer_name: '宁波港', monthly_rent: 1200.5, months: 12, start_date: '2026-12-01', lines: [{ equipment: '叉车', quantity: 2, rent: 300 }] },
    });
    expect(added.code).toBe(2000);
    const detail = await get<{ customer_name: string; lines: { amount: number }[] }>(server.app, admin, `/api/lease/equipment_lease/detail?id=${added.data.id}&perms_id=${MENU_ID}`);
    expect(detail.data).toMatchObject({ customer_name: '宁波港', lines: [{ amount: 600 }] });
    const versions = await studio<VersionRow[]>('versions?name=equipment_lease');
    expect(versions.data).toEqual([expect.objectContaining({ version: 1, author_name: expect.any(String), note: '设备租赁' })]);
  });

  it('adds a field online: a new version, a new nullable column, the old rows kept and the field served', async () => {
    const next = { ...LEASE, fields: [...LEASE.fields, { name: 'site', type: 'text', maxLength: 50, nullable: true }] };
    const published = await studio('publish', { definition: next, base_version: 1 });
    expect(published).toMatchObject({ code: 2000, data: { version: 2, changes: [{ kind: 'addField', field: 'site', destructive: false }] } });
    const list = await get<{ data: Record<string, unknown>[] }>(server.app, admin, `/api/lease/equipment_lease/index?perms_id=${MENU_ID}`);
    expect(list.data.data).toEqual([expect.objectContaining({ customer_name: '宁波港', site: null })]);
    // The same definition again is no new version.
    expect(await studio('publish', { definition: next, base_version: 2 })).toMatchObject({ code: 2000, data: { version: 2, changes: [] } });
    expect(await versionCount('equipment_lease')).toBe(2);
  });

  it('refuses a publish over a version someone else published meanwhile (4469), changing nothing', async () => {
    const next = { ...LEASE, label: { zh: '租赁', en: 'Leases' } };
    expect(await studio('publish', { definition: next, base_version: 1 })).toMatchObject({ code: 4469 });
    expect(await versionCount('equipment_lease')).toBe(2);
  });

  it('answers each typical mistake with one precise problem at its JSON path, and changes nothing', async () => {
    const cases: { definition: unknown; path: string; code: DefinitionProblem['code'] }[] = [
      { definition: { ...LEASE, fields: [{ name: 'x', type: 'money2' }, ...LEASE.fields] }, path: '/fields/0/type', code: 'schema' },
      { definition: { ...LEASE, colour: 'red' }, path: '/colour', code: 'schema' },
      { definition: { ...LEASE, fields: [...LEASE.fields, { name: 'months', type: 'int' }] }, path: `/fields/${LEASE.fields.length}/name`, code: 'duplicate' },
      { definition: { ...LEASE, fields: [...LEASE.fields, { name: 'add_user_id', type: 'int' }] }, path: `/fields/${LEASE.fields.length}/name`, code: 'reserved' },
      // The record's own price splits and a line's own sub-item values are the server's columns.
      { definition: { ...LEASE, fields: [...LEASE.fields, { name: 'line_splits', type: 'text' }] }, path: `/fields/${LEASE.fields.length}/name`, code: 'reserved' },
      { definition: { ...LEASE, children: [{ ...LEASE.children![0], fields: [...LEASE.children![0].fields, { name: 'split_values', type: 'text' }] }] }, path: `/children/0/fields/${LEASE.children![0].fields.length}/name`, code: 'reserved' },
      { definition: { ...LEASE, children: [{ ...LEASE.children![0], splits: ['nope'] }] }, path: '/children/0', code: 'invalid' },
      { definition: { ...LEASE, indexes: [['customer_name'], ['nope']] }, path: '/indexes/1/0', code: 'unknownColumn' },
      // PostgreSQL would cut a longer identifier at 63 bytes, and two names could meet.
      { definition: { ...LEASE, fields: [...LEASE.fields, { name: 'a'.repeat(51), type: 'int' }] }, path: `/fields/${LEASE.fields.length}/name`, code: 'schema' },
      { definition: { ...LEASE, defaultOrder: 'nope desc' }, path: '/defaultOrder', code: 'badOrder' },
      { definition: { ...LEASE, table: 'equipment_leases_2' }, path: '/table', code: 'immutable' },
      { definition: { ...LEASE, name: 'other_lease', table: 'users', children: undefined }, path: '/table', code: 'tableTaken' },
      { definition: { ...LEASE, name: 'other_lease', table: 'other_leases', children: [{ ...LEASE.children![0], table: 'other_lease_line', formulas: { amount: 'rent * amount' } }] }, path: '/children/0', code: 'invalid' },
    ];
    for (const { definition, path, code } of cases) {
      const answer = await studio('publish', { definition, base_version: 2 });
      expect(answer.code, path).toBe(4400);
      expect(answer.data.problems, path).toEqual([expect.objectContaining({ path, code, message: expect.any(String) })]);
    }
    expect(await versionCount('equipment_lease')).toBe(2);
    expect(await versionCount('other_lease')).toBe(0);
    expect(await tableNames()).not.toContain('other_leases');
  });

  it('says the problems in English too, and check answers them without publishing', async () => {
    const answer = await call<CheckAnswer>(server.app, {
      method: 'POST', url: '/api/base/studio/resource/check', headers: { ...bearer(admin), cookie: 'language=en' },
      payload: { definition: { ...LEASE, fields: [{ name: 'x', type: 'money2' }] } },
    });
    expect(answer.code).toBe(2000);
    expect(answer.data.problems[0]).toMatchObject({ path: '/fields/0/type', message: expect.stringMatching(/^Must be one of: text, int/) });
  });

  it('drops or retypes a field only when confirmed, keeping the old data', async () => {
    const { db } = server.database;
    await sql`update equipment_leases set site = 'Ningbo', months = 12`.execute(db);
    const withoutSite = { ...LEASE, fields: LEASE.fields.map((f) => (f.name === 'months' ? { ...f, type: 'text' as const, maxLength: 10 } : f)) };
    const unconfirmed = await studio('publish', { definition: withoutSite, base_version: 2 });
    expect(unconfirmed.code).toBe(4400);
    expect(unconfirmed.data.problems.map((p) => [p.path, p.code])).toEqual([['/fields/3', 'needsConfirm'], ['/fields', 'needsConfirm']]);
    expect(unconfirmed.data.changes.filter((c) => c.destructive).map((c) => c.kind)).toEqual(['retypeField', 'dropField']);
    const confirmed = await studio('publish', { definition: withoutSite, base_version: 2, confirm: true });
    expect(confirmed).toMatchObject({ code: 2000, data: { version: 3 } });
    // The dropped column stays with its data; the retyped one is set aside as months_v2 and the field starts empty.
    const row = (await sql<Record<string, unknown>>`select site, months, months_v2 from equipment_leases`.execute(db)).rows[0];
    expect(row).toMatchObject({ site: 'Ningbo', months: null });
    expect(Number(row.months_v2)).toBe(12);
    const list = await get<{ data: Record<string, unknown>[] }>(server.app, admin, `/api/lease/equipment_lease/index?perms_id=${MENU_ID}`);
    expect(list.data.data[0]).not.toHaveProperty('site');
  });

  it('rolls back to an earlier version as a new version', async () => {
    const rolled = await studio('rollback', { name: 'equipment_lease', version: 2, base_version: 3, confirm: true });
    expect(rolled).toMatchObject({ code: 2000, data: { version: 4 } });
    const detail = await studio<{ version: number; definition: ResourceDefinition }>('detail?name=equipment_lease');
    expect(detail.data.version).toBe(4);
    expect(detail.data.definition.fields.map((f) => f.name)).toContain('site');
    const versions = await studio<VersionRow[]>('versions?name=equipment_lease');
    expect(versions.data.map((v) => v.version)).toEqual([4, 3, 2, 1]);
    // The note is in the language of whoever rolled back.
    expect(versions.data[0].note).toBe('回滚到第 2 版');
    const list = await get<{ data: Record<string, unknown>[] }>(server.app, admin, `/api/lease/equipment_lease/index?perms_id=${MENU_ID}`);
    expect(list.data.data[0]).toMatchObject({ site: 'Ningbo' });
  });

  it('refuses to drop a field a page still shows or a saved view filters on, even confirmed', async () => {
    const customer = (await studio<{ version: number; definition: ResourceDefinition }>('detail?name=customer')).data;
    const withoutIndustry = { ...customer.definition, fields: customer.definition.fields.filter((f) => f.name !== 'industry') };
    const answer = await studio('publish', { definition: withoutIndustry, base_version: customer.version, confirm: true });
    expect(answer.code).toBe(4400);
    expect(answer.data.problems).toEqual([
      { path: '/fields', code: 'inUse', message: '字段“industry”仍被页面“客户管理”的列使用，请先从中移除' },
      { path: '/fields', code: 'inUse', message: '字段“industry”仍被页面“客户档案”的表单使用，请先从中移除' },
    ]);
    await server.database.db.insertInto('saved_views').values({
      user_id: 1, company_id: 1, table_key: `menu-${MENU_ID}`, perms_id: MENU_ID, name: '宁波的租赁', type: 1, params: JSON.stringify({ where: [{ prop: 'site', value: 'Ningbo' }] }),
      table_fields: null, page_version: null, is_hidden: 0, add_user_id: 1, add_user_name: '系统管理员', add_org_id: 1, add_org_name: 'x', add_company_id: 1,
      add_company_name: 'x', created_at: '2026-11-27 10:00:00', updated_at: '2026-11-27 10:00:00',
    }).execute();
    const lease = (await studio<{ version: number }>('detail?name=equipment_lease')).data.version;
    const viewed = await studio('publish', { definition: LEASE, base_version: lease, confirm: true });
    expect(viewed.data.problems).toEqual([expect.objectContaining({ path: '/fields', code: 'inUse', message: expect.stringContaining('视图“宁波的租赁”') })]);
    expect(await versionCount('customer')).toBe(1);
    await server.database.db.deleteFrom('saved_views').where('perms_id', '=', MENU_ID).execute();
  });

  it('refuses to drop a field a form, a chart, a chooser or an approval card reads, naming each', async () => {
    const contract = (await studio<{ version: number; definition: ResourceDefinition }>('detail?name=sales_contract')).data;
    // Republished as it is, the built-in document is accepted (its status is declared int).
    expect((await studio<CheckAnswer>('check', { definition: contract.definition })).data.problems).toEqual([]);
    const keep = (index: string[]) => !index.includes('amount');
    const withoutAmount = {
      ...contract.definition, fields: contract.definition.fields.filter((f) => f.name !== 'amount'),
      indexes: contract.definition.indexes?.filter(keep), scopedIndexes: contract.definition.scopedIndexes?.filter(keep),
    };
    const answer = await studio('publish', { definition: withoutAmount, base_version: contract.version, confirm: true });
    expect(answer.code).toBe(4400);
    const messages = answer.data.problems.map((p) => p.message);
    expect(answer.data.problems.every((p) => p.path === '/fields' && (p.code === 'inUse' || p.code === 'ruleBroken'))).toBe(true);
    expect(messages).toEqual(expect.arrayContaining([
      '字段“amount”仍被页面“销售合同”的列使用，请先从中移除',
      expect.stringMatching(/^字段“amount”仍被页面“.+”的表单使用/),
      '字段“amount”仍被页面“经营看板”的图表使用，请先从中移除',
      '字段“amount”仍被选择器“sales_contract”使用，请先从中移除',
      expect.stringMatching(/^字段“amount”仍被审批流程“.+”的卡片字段使用/),
      // Its own lines sum into it (合同金额 is their total).
      '字段“amount”仍被明细“商品明细”的合计使用，请先从中移除',
    ]));
    // In English too.
    const english = await call<CheckAnswer>(server.app, { method: 'POST', url: '/api/base/studio/resource/check', headers: { ...bearer(admin), 'accept-language': 'en' }, payload: { definition: withoutAmount } });
    expect(english.data.changes.some((c) => c.kind === 'dropField' && c.field === 'amount')).toBe(true);
    expect(await versionCount('sales_contract')).toBe(1);
  });

  it('of two publishes of the same version racing, exactly one is stored', async () => {
    const a = { ...LEASE, fields: [...LEASE.fields, { name: 'site', type: 'text', maxLength: 50, nullable: true }, { name: 'race_a', type: 'int', nullable: true }] };
    const b = { ...LEASE, fields: [...LEASE.fields, { name: 'site', type: 'text', maxLength: 50, nullable: true }, { name: 'race_b', type: 'int', nullable: true }] };
    const answers = await Promise.all([studio('publish', { definition: a, base_version: 4, confirm: true }), studio('publish', { definition: b, base_version: 4, confirm: true })]);
    expect(answers.map((x) => x.code).sort()).toEqual([2000, 4469]);
    expect(await versionCount('equipment_lease')).toBe(5);
    const winner = answers[0].code === 2000 ? 'race_a' : 'race_b';
    const loser = winner === 'race_a' ? 'race_b' : 'race_a';
    expect(await columnsOf('equipment_leases')).toContain(winner);
    expect(await columnsOf('equipment_leases')).not.toContain(loser);
  });

  it.runIf(process.env.DATABASE_URL?.startsWith('postgres'))('a second app server on the same PostgreSQL serves a publish at once (LISTEN/NOTIFY)', async () => {
    const other = await buildApp({ database: server.database, logLevel: false });
    try {
      const token = await login(other, MOBILES.admin);
      const next = { ...LEASE, fields: [...LEASE.fields, { name: 'site', type: 'text', maxLength: 50, nullable: true }, { name: 'region', type: 'text', maxLength: 20, nullable: true }] };
      const current = (await studio<{ version: number }>('detail?name=equipment_lease')).data.version;
      expect(await studio('publish', { definition: next, base_version: current, confirm: true })).toMatchObject({ code: 2000 });
      await expect.poll(async () => (await get<{ data: Record<string, unknown>[] }>(other, token, `/api/lease/equipment_lease/index?perms_id=${MENU_ID}`)).data.data[0]).toHaveProperty('region');
    } finally {
      await other.close();
    }
  });
});
