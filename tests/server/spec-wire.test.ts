import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NextFlowAnswer, WorkflowData } from '../../schemas/generated/workflow';
import { bearer, call, get, login, MOBILES, startTestServer, type TestServer } from './harness';
import { sheetRows } from './xlsx';
import { serverOwnedKeys } from '../../server/modules/resources/lifecycle';
import { salesContract } from '../../server/modules/resources/definitions/sales-contract';
import { CONTRACT_ADD, contractsNumbered, newContract, type RiskData } from './risk-helpers';
import { FLOW_PEOPLE, flowClient, W, type FlowClient } from './workflow-helpers';

// Issue 43: a client written from the specifications' call tables works unchanged. Each call is made with the
// spec's own payload (spec 000 §3 call table and workflow request, spec 001 §10), beside ours.

let server: TestServer;
let flows: FlowClient;
beforeAll(async () => {
  server = await startTestServer(300);
  flows = await flowClient(server);
});
afterAll(async () => {
  await server.close();
});

describe('workflow/nextFlow and submitFlow by tpl_id (spec 000: "POST workflow/nextFlow, workflow/submitFlow (tpl_id, form_data_id)")', () => {
  it('nextFlow answers the same step for tpl_id as for tpl_label', async () => {
    const id = await flows.draft();
    const byLabel = await flows.nextFlow('clerk', { tpl_label: 'sales_contract', form_data_id: id });
    expect(byLabel.code).toBe(2000);
    const byId = await flows.nextFlow('clerk', { tpl_id: byLabel.data.tpl_id, form_data_id: id });
    expect(byId).toMatchObject({ code: 2000, data: byLabel.data });
  });

  it('submitFlow takes the spec’s whole workflow request; what the server owns comes from the server', async () => {
    const id = await flows.draft();
    const next = (await flows.nextFlow('clerk', { tpl_label: 'sales_contract', form_data_id: id })).data as NextFlowAnswer;
    // Spec 000 §3 workflow request: tpl_label, form_data, pending_data, current_flow, next_flow, tpl_id, form_data_id,
    // position_org_id, created_user_position_org_id; here with a forged amount, title and positions.
    const answer = await flows.post<WorkflowData>('clerk', `${W}/submitFlow`, {
      tpl_label: 'sales_contract', tpl_id: next.tpl_id, form_data_id: id,
      form_data: { id, amount: 1, status: 2, contract_name: '伪造' }, pending_data: { users: [1] }, current_flow: null,
      next_flow: next.next_flow, position_org_id: 999_999, created_user_position_org_id: 999_999,
    });
    expect(answer).toMatchObject({ code: 2000, data: { form_data_id: id, status: 1, created_user: FLOW_PEOPLE.clerk.id } });
    const flow = await flows.db.selectFrom('workflow_data').select(['created_position_org_id', 'tpl_id']).where('form_data_id', '=', id).where('tpl_label', '=', 'sales_contract').executeTakeFirstOrThrow();
    expect(flow.tpl_id).toBe(next.tpl_id);
    expect(flow.created_position_org_id).not.toBe(999_999);
    // The document is as stored (its amount not the form_data's), now in approval.
    const stored = (await flows.get<{ amount: string | number; status: number }>('clerk', '/api/contract/sales_contract/detail', { id })).data;
    expect([Number(stored.amount), stored.status]).toEqual([500_000, 1]);
  });

  it('refuses a tpl_id of no template, of another kind than tpl_label, or neither, and changes nothing', async () => {
    const id = await flows.draft();
    // A template of another kind of document (the leads', inactive).
    const other = await flows.db
      .insertInto('workflow_tpls')
      .values({ label: 'sales_lead', name: '线索审批', status: 0, multiple_rounds: 0, form_type: 1, form_name: 'sales_lead', group_tab: '', after_action: null, card_fields: null, created_at: '2026-01-01 00:00:00' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ tpl_id: 999_999, form_data_id: id }, '该单据没有启用的审批流程'],
      [{ form_data_id: id }, '请指定审批模板（tpl_label 或 tpl_id）'],
      [{ tpl_label: 'sales_contract', tpl_id: other.id, form_data_id: id }, '审批模板与单据类型不符'],
    ];
    for (const [body, msg] of cases) {
      for (const path of ['nextFlow', 'submitFlow']) expect(await flows.post('clerk', `${W}/${path}`, body), `${path} ${JSON.stringify(body)}`).toMatchObject({ code: 4400, msg });
    }
    expect(await flows.contractStatus(id)).toBe(0);
  });
});

describe('GET organize/index on the access server (spec 000: "GET organize/index (where id in list)")', () => {
  it('answers the organisations of the ids asked, every one of them without a limit (spec 000 §9: up to 9999)', async () => {
    const token = await login(server.app, MOBILES.salesClerk);
    const ids = (await flows.db.selectFrom('orgs').select('id').where('type', '!=', 'position').orderBy('id').limit(20).execute()).map((r) => r.id);
    expect(ids.length).toBeGreaterThan(15);
    const answer = await get<{ data: Array<{ id: number; name: string }>; total: number }>(server.app, token, '/api/access/organize/index', { where: JSON.stringify({ id: ['in', ids] }) });
    expect(answer.code).toBe(2000);
    expect(answer.data.data.map((o) => o.id).sort((a, b) => a - b)).toEqual(ids);
    // The same as ours, which pages by 15 unless asked for more.
    const ours = await get<{ data: unknown[] }>(server.app, token, '/api/base/org/index', { where: JSON.stringify({ id: ['in', ids] }), limit: 9999 });
    expect(ours.data.data).toEqual(answer.data.data);
  });

  it('is for signed-in users; a malformed where is a parameter error', async () => {
    expect((await call(server.app, { method: 'GET', url: '/api/access/organize/index' })).code).toBe(4001);
    const token = await login(server.app, MOBILES.salesClerk);
    const bad = await get(server.app, token, '/api/access/organize/index', { where: '{"id":' });
    expect(bad.code).toBe(4420);
  });
});

describe('Businessdatachooseconfig/detail by label and status=1 (spec 000) and by name (spec 001)', () => {
  const DETAIL = '/api/base/Businessdatachooseconfig/detail';

  it('answers the same config either way, in both specs’ shapes', async () => {
    const token = await login(server.app, MOBILES.salesClerk);
    const byName = await get<Record<string, unknown>>(server.app, token, DETAIL, { name: 'customer' });
    const byLabel = await get<Record<string, unknown>>(server.app, token, DETAIL, { label: 'customer', status: 1 });
    expect(byName.code).toBe(2000);
    expect(byLabel).toEqual(byName);
    // Spec 001 §3: name, select_field, select_type, need_data_perms, check_group, params.order, fields.
    expect(byName.data).toMatchObject({ name: 'customer', select_field: 'id', select_type: 1, need_data_perms: 0, params: { order: 'id desc' } });
    // Spec 000 §3: label, name, status, data_url, remote_field (label, prop, show_in_select, is_search_field, field_config).
    expect(byName.data).toMatchObject({ label: 'customer', status: 1, data_url: '/api/base/chooser/list?name=customer' });
    const fields = byName.data.fields as Array<{ prop: string; label: string; show_in_select: number; is_search_field: number }>;
    expect(byName.data.remote_field).toEqual(fields.map((f) => expect.objectContaining({ label: f.label, prop: f.prop, show_in_select: f.show_in_select, is_search_field: f.is_search_field, field_config: expect.any(Object) })));
    // The data_url lists the config's rows as spec 001's chooser list call does (where, page, limit).
    const rows = await get<{ data: unknown[]; total: number }>(server.app, token, String(byName.data.data_url).split('?')[0], { name: 'customer', page: 1, limit: 10 });
    expect(rows.code).toBe(2000);
    expect(rows.data.data.length).toBeGreaterThan(0);
  });

  it('list_url is the configured resource’s own list: the rows chooser/list answers the same caller, by its fields’ names', async () => {
    const token = await login(server.app, MOBILES.salesClerk);
    const config = (await get<{ list_url: string; params: { order?: string }; fields: { prop: string }[] }>(server.app, token, DETAIL, { name: 'customer' })).data;
    expect(config.list_url).toBe('/api/crm/customer/index');
    const where = JSON.stringify({ [config.fields[0]!.prop]: ['like', '有限'] });
    const own = await get<{ data: { id: number }[]; total: number }>(server.app, token, config.list_url, { where, page: 1, limit: 50, order: config.params.order });
    const chooser = await get<{ data: { id: number }[]; total: number }>(server.app, token, '/api/base/chooser/list', { name: 'customer', where, page: 1, limit: 50 });
    expect(own.code).toBe(2000);
    expect(own.data.total).toBeGreaterThan(0);
    expect(own.data.data.map((r) => r.id)).toEqual(chooser.data.data.map((r) => r.id));
    expect(own.data.total).toBe(chooser.data.total);
    // The clerk's scope either way: the administrator sees more customers than the clerk.
    const admin = await login(server.app, MOBILES.admin);
    expect((await get<{ total: number }>(server.app, admin, config.list_url, { where, page: 1, limit: 1 })).data.total).toBeGreaterThan(own.data.total);
  });

  it('refuses neither name nor label, two different ones, and status 0; an unknown label is 4404', async () => {
    const token = await login(server.app, MOBILES.salesClerk);
    expect(await get(server.app, token, DETAIL, { status: 1 })).toMatchObject({ code: 4400, msg: '请指定选择器配置（name 或 label）' });
    expect(await get(server.app, token, DETAIL, { name: 'customer', label: 'goods' })).toMatchObject({ code: 4400, msg: 'name 与 label 须指同一个选择器配置' });
    expect((await get(server.app, token, DETAIL, { label: 'customer', status: 0 })).code).toBe(4404);
    expect(await get(server.app, token, DETAIL, { label: 'warehouse', status: 1 })).toMatchObject({ code: 4404, msg: '选择器配置 warehouse 不存在' });
    expect((await get(server.app, token, DETAIL, { label: "customer' or 1=1", status: 1 })).code).toBe(4400);
  });
});

describe('GET <resource>/export (spec 001 §10: "synchronous GET or POST returns file; async GET returns code, 2000 shows the exporting notice")', () => {
  const EXPORT = '/api/contract/sales_contract/export';
  const query = (params: Record<string, unknown>) => new URLSearchParams(Object.entries(params).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)])).toString();

  it('answers the same file as POST with the spec’s export payload (where, controller, method, app_id, page_path, filename, bread_crumbs, perms_id)', async () => {
    const token = await login(server.app, MOBILES.salesClerk);
    const payload = { where: { status: 2 }, controller: 'sales_contract', method: 'export', app_id: '44', page_path: '/contract/sales', filename: '销售合同', bread_crumbs: '合同管理/销售合同', perms_id: 301 };
    const byGet = await server.app.inject({ method: 'GET', url: `${EXPORT}?${query(payload)}`, headers: bearer(token) });
    const byPost = await server.app.inject({ method: 'POST', url: EXPORT, payload, headers: bearer(token) });
    expect(byGet.statusCode).toBe(200);
    expect(byGet.headers['content-type']).toContain('spreadsheetml');
    expect(String(byGet.headers['content-disposition'])).toContain('filename*=UTF-8\'\'%E9%94%80%E5%94%AE%E5%90%88%E5%90%8C.xlsx');
    const rows = await sheetRows(byGet.rawPayload);
    expect(rows.length).toBeGreaterThan(1);
    expect(rows).toEqual(await sheetRows(byPost.rawPayload));
  });

  it('asked async=1, answers 2000 with the exporting notice and the job', async () => {
    const token = await login(server.app, MOBILES.salesClerk);
    const answer = await call<{ job_id: number; total: number }>(server.app, { method: 'GET', url: `${EXPORT}?${query({ perms_id: 301, async: '1' })}`, headers: bearer(token) });
    expect(answer).toMatchObject({ code: 2000, msg: '数据较多，已转为后台导出，完成后将在消息中心通知您', data: { job_id: expect.any(Number) } });
  });

  it('refuses a malformed where, another user’s id, or no session, with an envelope', async () => {
    const token = await login(server.app, MOBILES.salesClerk);
    const bad = await call(server.app, { method: 'GET', url: `${EXPORT}?perms_id=301&where=%7B%22id%22`, headers: bearer(token) });
    expect(bad.code).toBe(4420);
    const other = await call(server.app, { method: 'GET', url: `${EXPORT}?${query({ perms_id: 301, user_id: 1 })}`, headers: bearer(token) });
    expect(other.code).toBe(4403);
    expect((await call(server.app, { method: 'GET', url: `${EXPORT}?perms_id=301` })).code).toBe(4001);
  });
});

describe('GET customsetting (spec 001 §10: "GET customsetting | user_id, company_id, name, perms_id (list page: perms_id, user_id)")', () => {
  it('the list page’s form (perms_id, user_id) answers the list’s own setting, as customsetting/detail with its table does', async () => {
    const token = await login(server.app, MOBILES.salesClerk);
    const spec = await get<{ table_name: string; table_fields: unknown[] }>(server.app, token, '/api/base/customsetting', { perms_id: 301, user_id: FLOW_PEOPLE.clerk.id });
    expect(spec.code).toBe(2000);
    expect(spec.data.table_fields.length).toBeGreaterThan(3);
    const ours = await get(server.app, token, '/api/base/customsetting/detail', { perms_id: 301, table_name: 'menu-301' });
    expect(spec).toEqual(ours);
    // With a name, as the spec's other callers send it.
    expect(await get(server.app, token, '/api/base/customsetting', { perms_id: 301, name: 'menu-301', user_id: FLOW_PEOPLE.clerk.id })).toEqual(ours);
  });

  it('refuses another user’s id, a menu the caller does not hold, and no session', async () => {
    const token = await login(server.app, MOBILES.salesClerk);
    expect((await get(server.app, token, '/api/base/customsetting', { perms_id: 301, user_id: 1 })).code).toBe(4403);
    expect((await get(server.app, token, '/api/base/customsetting', { perms_id: 1001 })).code).toBe(4403);
    expect((await call(server.app, { method: 'GET', url: '/api/base/customsetting?perms_id=301' })).code).toBe(4001);
  });
});

describe('saved views as spec 001 writes them (conditions by searchName, isDefault, user_id, add_*)', () => {
  const V = '/api/base/view';
  interface View { id: number; name: string; is_default: number; isDefault: number; add_user_id: number; add_user_name: string; params: { where: unknown[] } }

  it('creates a view with the spec’s payload: searchName-only conditions and isDefault kept, the creator stamps the session’s', async () => {
    const token = await login(server.app, MOBILES.salesClerk);
    const added = await call<View>(server.app, { method: 'POST', url: `${V}/add`, headers: bearer(token), payload: {
      table_key: 'menu-301', perms_id: 301, name: '规格视图', type: 1, params: { where: [{ searchName: 'contract_no', value: 'HT-1' }] }, isDefault: true,
      add_user_id: 1, add_user_name: '伪造', add_org_id: 1, add_org_name: '伪造', add_company_id: 1, add_company_name: '伪造',
    } });
    expect(added).toMatchObject({ code: 2000, data: { name: '规格视图', is_default: 1, isDefault: 1, add_user_id: FLOW_PEOPLE.clerk.id, params: { where: [{ searchName: 'contract_no', value: 'HT-1' }] } } });
    expect(added.data.add_user_name).not.toBe('伪造');
    // Spec 001's load of the default view sends the user: the caller's own is answered, another's refused.
    const listed = await get<{ defaultId: number | null }>(server.app, token, `${V}/list`, { table_key: 'menu-301', perms_id: 301, user_id: FLOW_PEOPLE.clerk.id });
    expect(listed.data.defaultId).toBe(added.data.id);
    expect((await get(server.app, token, `${V}/list`, { table_key: 'menu-301', perms_id: 301, user_id: 1 })).code).toBe(4403);

    // The view sent back whole, as spec 001's client edits it, with isDefault false: renamed, no longer the default.
    const { is_default: _isDefault, ...view } = added.data;
    expect(_isDefault).toBe(1);
    const back = await call<View>(server.app, { method: 'POST', url: `${V}/update`, headers: bearer(token), payload: { ...view, name: '规格视图2', isDefault: false } });
    expect(back).toMatchObject({ code: 2000, data: { name: '规格视图2', is_default: 0, isDefault: 0, add_user_id: FLOW_PEOPLE.clerk.id } });
  });

  it('refuses a condition naming no field, or is_default and isDefault that disagree, and stores nothing', async () => {
    const token = await login(server.app, MOBILES.salesClerk);
    const count = async () => Number((await flows.db.selectFrom('saved_views').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
    const before = await count();
    const base = { table_key: 'menu-301', perms_id: 301, type: 1 };
    const noField = await call(server.app, { method: 'POST', url: `${V}/add`, headers: bearer(token), payload: { ...base, name: '无字段', params: { where: [{ value: 'x' }] } } });
    expect(noField).toMatchObject({ code: 4400, msg: '每个条件须指明字段（prop 或 searchName）' });
    const torn = await call(server.app, { method: 'POST', url: `${V}/add`, headers: bearer(token), payload: { ...base, name: '两说', params: { where: [{ prop: 'contract_no', value: 'x' }] }, is_default: 1, isDefault: false } });
    expect(torn.code).toBe(4400);
    expect(await count()).toBe(before);
  });
});

describe('the 2888 retry with confirm_rule_code alone (spec 001: "continue retries with the accepted codes")', () => {
  const WARN = ['SC_AMOUNT_WARN'];

  it('saves the payload the warnings were shown for, in the session they were shown to', async () => {
    const clerk = await login(server.app, MOBILES.salesClerk);
    const body = newContract(20_000_000);
    const shown = await call<RiskData>(server.app, { method: 'POST', url: CONTRACT_ADD, headers: bearer(clerk), payload: body });
    expect(shown.code).toBe(2888);
    const retry = await call<{ amount: number }>(server.app, { method: 'POST', url: CONTRACT_ADD, headers: bearer(clerk), payload: { ...body, confirm_rule_code: WARN } });
    expect(retry).toMatchObject({ code: 2000, data: { amount: 20_000_000 } });
    expect(await contractsNumbered(server, body.contract_no)).toBe(1);
  });

  it('never for another payload, another session, or codes the warnings did not name: 2888 and nothing written', async () => {
    const clerk = await login(server.app, MOBILES.salesClerk);
    const manager = await login(server.app, MOBILES.companyManager);
    const add = (token: string, payload: Record<string, unknown>) => call(server.app, { method: 'POST', url: CONTRACT_ADD, headers: bearer(token), payload });
    const body = newContract(30_000_000);
    expect((await add(manager, body)).code).toBe(2888);
    // Shown to the manager, not to the clerk: the clerk's codes alone are not enough.
    expect((await add(clerk, { ...body, confirm_rule_code: WARN })).code).toBe(2888);
    // Shown to the clerk for 30,000,000; another amount (or name) is another payload.
    expect((await add(clerk, { ...body, amount: 30_000_001, confirm_rule_code: WARN })).code).toBe(2888);
    expect((await add(clerk, { ...body, contract_name: '另一个', confirm_rule_code: WARN })).code).toBe(2888);
    expect((await add(clerk, { ...body, confirm_rule_code: ['BOGUS_RULE'] })).code).toBe(2888);
    expect(await contractsNumbered(server, body.contract_no)).toBe(0);
  });
});

describe('the single sign-on redirects spec 000 names: jjt/oauth, wechat/oauth, account/dingtalk', () => {
  it('each sends the browser to its provider’s authorisation, the target kept', async () => {
    for (const [path, provider] of [['/api/access/jjt/oauth', 'jjt'], ['/api/access/wechat/oauth', 'wechat'], ['/api/access/account/dingtalk', 'dingtalk']]) {
      const bare = await server.app.inject({ method: 'GET', url: path });
      expect([bare.statusCode, bare.headers.location], path).toEqual([302, `/api/access/sso/${provider}/authorize`]);
      const kept = await server.app.inject({ method: 'GET', url: path, query: { redirect: '/contract/sales' } });
      expect(kept.headers.location).toBe(`/api/access/sso/${provider}/authorize?redirect=%2Fcontract%2Fsales`);
      // Followed: the provider as configured (here switched off) answers as for our own address.
      const followed = await server.app.inject({ method: 'GET', url: String(kept.headers.location) });
      expect(followed.statusCode).toBe(302);
      expect(String(followed.headers.location).startsWith(`/account/${provider}?error=disabled`), String(followed.headers.location)).toBe(true);
    }
  });

  it('refuses a target off this site, as the authorisation does', async () => {
    const away = await server.app.inject({ method: 'GET', url: '/api/access/jjt/oauth', query: { redirect: 'https://evil.example/' } });
    expect(away.statusCode).toBe(200);
    expect(away.json()).toMatchObject({ code: 4400 });
  });
});

describe('a record sent back as read, with spec 001 §3’s stamps (add_company_org_id, add_entity_org_name, created_*, company_*)', () => {
  it('updates the fields changed and keeps every stamp the server’s', async () => {
    const id = await flows.draft();
    const read = (await flows.get<Record<string, unknown>>('clerk', '/api/contract/sales_contract/detail', { id })).data;
    // A document's state fields are the server's and refused (docs/api.md, where we differ), submit_status says what the
    // write is (a save here); the rest goes back as read.
    const owned = serverOwnedKeys(salesContract);
    const asRead = Object.fromEntries(Object.entries(read).filter(([key]) => !owned.has(key) && key !== 'submit_status' && key !== 'lines' && key !== 'goods_lines'));
    const forged = { add_user_id: 999, add_company_org_id: 999, add_entity_org_name: '伪造', created_user: 999, created_org_name: '伪造', company_id: 999, company_name: '伪造' };
    const answer = await flows.post('clerk', '/api/contract/sales_contract/update', { ...asRead, ...forged, remark: '规格回传' });
    expect(answer, JSON.stringify(answer)).toMatchObject({ code: 2000 });
    const after = (await flows.get<Record<string, unknown>>('clerk', '/api/contract/sales_contract/detail', { id })).data;
    expect(after.remark).toBe('规格回传');
    expect([after.add_user_id, after.add_company_id, after.add_org_name]).toEqual([read.add_user_id, read.add_company_id, read.add_org_name]);
  });
});

describe('initImportDownload without perms_id (spec 001 §10: "GET initImportDownload")', () => {
  it('answers the template of the caller’s list menu of the resource with the import button, as with its perms_id', async () => {
    const token = await login(server.app, MOBILES.salesClerk);
    const URL = '/api/contract/sales_contract/initImportDownload';
    const bare = await server.app.inject({ method: 'GET', url: URL, headers: bearer(token) });
    const named = await server.app.inject({ method: 'GET', url: `${URL}?perms_id=301`, headers: bearer(token) });
    const routed = await server.app.inject({ method: 'GET', url: `${URL}?page_path=${encodeURIComponent('/contract/sales')}`, headers: bearer(token) });
    expect(bare.statusCode).toBe(200);
    expect(bare.headers['content-type']).toContain('spreadsheetml');
    expect(bare.headers['content-disposition']).toBe(named.headers['content-disposition']);
    expect(await sheetRows(bare.rawPayload)).toEqual(await sheetRows(named.rawPayload));
    expect(await sheetRows(routed.rawPayload)).toEqual(await sheetRows(named.rawPayload));
  });

  it('is 4403 where the caller holds no list of the resource with the import button', async () => {
    const token = await login(server.app, MOBILES.salesClerk);
    expect((await call(server.app, { method: 'GET', url: '/api/crm/customer/initImportDownload', headers: bearer(token) })).code).toBe(4403);
  });
});

describe('listImport with spec 001’s import payload { header, data, import_config }', () => {
  const IMPORT = '/api/contract/sales_contract/listImport';

  it('imports the rows the browser read with the file import’s checks, answering msg and data.url (the failed rows)', async () => {
    const token = await login(server.app, MOBILES.salesClerk);
    const template = await server.app.inject({ method: 'GET', url: '/api/contract/sales_contract/initImportDownload?perms_id=301', headers: bearer(token) });
    const header = (await sheetRows(template.rawPayload))[0] as string[];
    const byLabel = (values: Record<string, unknown>) => header.map((label) => values[label.replace(/^\*/, '')] ?? null);
    const good = newContract(1000);
    const row = (contract: Record<string, unknown>, amount: unknown) =>
      byLabel({ 合同编号: contract.contract_no, 合同名称: contract.contract_name, 客户名称: contract.customer_name, 品名: contract.goods_name, 签订日期: contract.sign_date, 合同金额: amount });
    const bad = newContract(1000);
    const answer = await call<{ url: string; total: number; imported: number; invalid: number }>(server.app, {
      method: 'POST', url: IMPORT, headers: bearer(token),
      payload: { header, data: [row(good, 1000), row(bad, '一千')], import_config: { app_id: '44', controller: 'sales_contract', method: 'listImport', filename: '规格导入', page_path: '/contract/sales', where: {}, import_type: 1, bread_crumbs: '合同管理/销售合同' } },
    });
    expect(answer).toMatchObject({ code: 2000, msg: '导入成功1条，失败1条，请下载失败数据查看原因', data: { total: 2, imported: 1, invalid: 1 } });
    expect(await contractsNumbered(server, good.contract_no)).toBe(1);
    expect(await contractsNumbered(server, bad.contract_no)).toBe(0);
    // data.url downloads the failed rows with their reason, as the file import's failed-rows file.
    const failed = await server.app.inject({ method: 'GET', url: answer.data.url, headers: bearer(token) });
    const rows = await sheetRows(failed.rawPayload);
    expect(rows).toHaveLength(2);
    expect(String(rows[1].at(-1))).toContain('合同金额');
  });

  it('refuses rows without the import button’s grant, a header the resource has no columns of, and a malformed body; nothing written', async () => {
    const token = await login(server.app, MOBILES.salesClerk);
    const before = await flows.db.selectFrom('sales_contracts' as never).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
    const post = (payload: Record<string, unknown>, url = IMPORT) => call(server.app, { method: 'POST', url, headers: bearer(token), payload });
    expect((await post({ header: ['名称'], data: [['x']] }, '/api/crm/customer/listImport')).code).toBe(4403);
    expect((await post({ header: ['不存在的列'], data: [['x']] })).code).toBe(4400);
    expect((await post({ header: 'x', data: [] })).code).toBe(4400);
    expect((await post({ header: ['合同编号'], data: 'rows' })).code).toBe(4400);
    expect(await flows.db.selectFrom('sales_contracts' as never).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).toEqual(before);
  });
});

describe('a choose config’s before-select rules (spec 001 §5: a before-select hook may return a warning)', () => {
  it('are checked at publish over the resource’s columns, and answered with the config', async () => {
    const admin = await login(server.app, MOBILES.admin);
    const studio = (url: string, payload?: object) => call<{ problems: Array<{ path: string }>; definition?: unknown }>(server.app, { method: payload ? 'POST' : 'GET', url: `/api/base/studio/${url}`, headers: bearer(admin), ...(payload ? { payload } : {}) });
    const { data } = await studio('chooser/detail?name=customer');
    const definition = data.definition as { params: Record<string, unknown> };
    const withRule = (when: string) => ({ ...definition, params: { ...definition.params, before_select: [{ when, message: '已停用的客户不能选择' }] } });
    expect((await studio('chooser/check', { definition: withRule('no_such_field == 1') })).data.problems).toEqual([expect.objectContaining({ path: '/params/before_select/0/when' })]);
    expect((await studio('chooser/check', { definition: withRule('status == 0') })).data.problems).toEqual([]);
    const published = await studio('chooser/publish', { definition: withRule('status == 0'), base_version: 1 });
    expect(published.code).toBe(2000);
    const detail = await get<{ params: { before_select?: unknown[] } }>(server.app, admin, '/api/base/Businessdatachooseconfig/detail', { name: 'customer' });
    expect(detail.data.params.before_select).toEqual([{ when: 'status == 0', message: '已停用的客户不能选择' }]);
  });
});
