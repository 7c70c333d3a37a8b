import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConfigurationBundle } from '../../schemas/generated/configuration-bundle';
import type { ChooserRow, PageRow, ResourceRow, RuleRow, WorkflowRow } from '../../schemas/generated/studio';
import type { TaskListAnswer } from '../../schemas/generated/workflow';
import { buildApp } from '../../server/app';
import { seedConfigured } from '../../server/db/seed/configured';
import { bearer, call, get, login, MOBILES, post, startTestServer, type TestServer } from './harness';

// A business page with its approval ships as one file (issue 42 item 2): a configuration bundle carries the
// resource, its chooser, its page, its approval flow and its risk rule, and the first start publishes them all
// through the studio's publish path, in the order they depend on each other, each once.

const BUNDLE: ConfigurationBundle = {
  resources: [{
    name: 'bundle_lease', module: 'lease', table: 'bundle_leases', label: { zh: '打包租赁', en: 'Bundled leases' }, workflowLabel: 'bundle_lease',
    fields: [{ name: 'customer_name', type: 'text', maxLength: 200 }, { name: 'monthly_rent', type: 'money' }, { name: 'status', type: 'enum', nullable: true }],
    defaultOrder: 'id desc',
  }],
  choosers: [{
    name: 'bundle_lease_chooser', resource: 'bundle_lease', select_field: 'id', select_type: 1, need_data_perms: 0, check_group: 0, params: {},
    fields: [{ prop: 'customer_name', label: '客户名称', label_en: 'Customer', show_in_select: 1, is_search_field: 1 }],
  }],
  pages: [{
    key: 'bundle_lease_list',
    menu: { parent: 300, name: { zh: '打包租赁', en: 'Bundled leases' }, flag: '/lease/bundle', resource: 'bundle_lease', icon: 'file' },
    func_config: { page_type: 1, row_key: 'id' },
    fields: [
      { prop: 'customer_name', label: { zh: '客户名称', en: 'Customer' }, config: { searchType: 'input' } },
      { prop: 'monthly_rent', label: { zh: '月租金', en: 'Monthly rent' }, config: { valueType: 'money' } },
    ],
    buttons: [{ flag: 'add', name: { zh: '新增', en: 'New' }, btn_func: 'currentpage', btn_type: 'primary', func_config: { url: '/message' } }],
    grants: [{ role_id: 1, data_scope: 'all', buttons: ['add'] }, { role_id: 4, data_scope: 'oneself', buttons: ['add'] }],
  }],
  workflows: [{ label: 'bundle_lease', name: '打包租赁审批', group_tab: '合同审批', nodes: [{ name: '部门经理审批', get_user_type: 3 }] }],
  rules: [{ code: 'BUNDLE_LEASE_RENT', resource: 'bundle_lease', name: '月租金超过100万元', condition: 'monthly_rent > 1000000', severity: 'block', prompt: '月租金{monthly_rent}元超过100万元' }],
};

let server: TestServer;
/** The app started after the bundle was published (a start publishes before it serves). */
let app: FastifyInstance;
let admin: string;
const studio = <T>(url: string) => call<T>(app, { method: 'GET', url: `/api/base/studio/${url}`, headers: bearer(admin) });

beforeAll(async () => {
  server = await startTestServer(100);
  await seedConfigured(server.database, { strict: true, scale: 0 }, [BUNDLE]);
  app = await buildApp({ database: server.database, logLevel: false });
  admin = await login(app, MOBILES.admin);
});
afterAll(async () => {
  await app.close();
  await server.close();
});

describe('a configuration bundle with a page and its approval', () => {
  it('publishes each of its five kinds as the platform’s version 1', async () => {
    const platform = { version: 1, author_name: null };
    expect((await studio<ResourceRow[]>('resource/index')).data.find((r) => r.name === 'bundle_lease')).toMatchObject(platform);
    expect((await studio<ChooserRow[]>('chooser/index')).data.find((r) => r.name === 'bundle_lease_chooser')).toMatchObject({ ...platform, resource: 'bundle_lease' });
    expect((await studio<PageRow[]>('page/index')).data.find((r) => r.key === 'bundle_lease_list')).toMatchObject({ ...platform, flag: '/lease/bundle' });
    expect((await studio<WorkflowRow[]>('workflow/index')).data.find((r) => r.label === 'bundle_lease')).toMatchObject({ ...platform, steps: 1 });
    expect((await studio<RuleRow[]>('rule/index')).data.find((r) => r.code === 'BUNDLE_LEASE_RENT')).toMatchObject({ ...platform, severity: 'block' });
  });

  it('serves them: the chooser’s config, the page’s writes under the rule', async () => {
    const config = await get<{ resource: string }>(app, admin, '/api/base/Businessdatachooseconfig/detail', { name: 'bundle_lease_chooser' });
    expect(config).toMatchObject({ code: 2000, data: { resource: 'bundle_lease' } });
    const menu = (await studio<PageRow[]>('page/index')).data.find((r) => r.key === 'bundle_lease_list')!.menu_id;
    const refused = await post(app, admin, '/api/lease/bundle_lease/add', { customer_name: '甲', monthly_rent: 2_000_000, perms_id: menu });
    expect(refused.msg).toBe('风控拦截，禁止提交：月租金2,000,000.00元超过100万元');
    expect((await get<{ total: number }>(app, admin, '/api/lease/bundle_lease/index', { perms_id: menu })).data.total).toBe(0);
    // A clerk's lease, submitted, goes the bundle's approval flow: its one step waits on the department manager.
    const clerk = await login(app, MOBILES.salesClerk);
    const added = await post<{ id: number }>(app, clerk, '/api/lease/bundle_lease/add', { customer_name: '乙', monthly_rent: 8000, perms_id: menu });
    expect(added.code).toBe(2000);
    expect((await post(app, clerk, '/api/base/workflow/submitFlow', { tpl_label: 'bundle_lease', form_data_id: added.data.id })).code).toBe(2000);
    const manager = await login(app, MOBILES.departmentManager);
    const tasks = await get<TaskListAnswer>(app, manager, '/api/base/workflow/taskList', { tab: 'pending', limit: 100 });
    expect(tasks.data.data.filter((t) => t.tpl_label === 'bundle_lease')).toEqual([expect.objectContaining({ form_data_id: added.data.id })]);
  });

  it('publishes nothing twice on the next start', async () => {
    const { db } = server.database;
    const versions = () => db.selectFrom('definition_versions').select(['kind', 'name', 'version']).orderBy('kind').orderBy('name').orderBy('version').execute();
    const before = await versions();
    await seedConfigured(server.database, { strict: true, scale: 0 }, [BUNDLE]);
    expect(await versions()).toEqual(before);
  });

  it('a refused part stops a new demo’s start with its problems; on a database in use it is left out', async () => {
    const bad: ConfigurationBundle = { resources: [], pages: [], rules: [{ ...BUNDLE.rules![0], code: 'BUNDLE_BAD', condition: 'colour > 1' }] };
    await expect(seedConfigured(server.database, { strict: true, scale: 0 }, [bad])).rejects.toThrow(/rule BUNDLE_BAD refused/);
    await expect(seedConfigured(server.database, { strict: false, scale: 0 }, [bad])).resolves.toBeUndefined();
    expect((await studio<RuleRow[]>('rule/index')).data.map((r) => r.code)).not.toContain('BUNDLE_BAD');
  });
});
