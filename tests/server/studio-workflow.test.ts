import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PageDefinition } from '../../schemas/generated/page-definition';
import type { ResourceDefinition } from '../../schemas/generated/resource-definition';
import type { CheckAnswer, DefinitionProblem, PageRow, WorkflowRow } from '../../schemas/generated/studio';
import type { TaskListAnswer } from '../../schemas/generated/workflow';
import type { WorkflowDefinition } from '../../schemas/generated/workflow-definition';
import { bearer, call, get, login, MOBILES, post, startTestServer, type TestServer } from './harness';

// Approval templates as data (issue 23): a configurator publishes a new document resource, its page and a two-step
// approval from the studio, adds a risk rule on it; a clerk enters and submits a document, the department manager
// and then the company manager approve it; no code change, no restart. Mistakes come back at their JSON paths.

const LEASE: ResourceDefinition = {
  name: 'wf_lease', module: 'lease', table: 'wf_leases', label: { zh: '审批租赁单', en: 'Approved leases' }, workflowLabel: 'wf_lease',
  fields: [{ name: 'customer_name', type: 'text', maxLength: 200 }, { name: 'monthly_rent', type: 'money', label: { zh: '月租金', en: 'Monthly rent' } }, { name: 'handler_id', type: 'int', nullable: true }, { name: 'status', type: 'enum', nullable: true }],
  defaultOrder: 'id desc',
};

const PAGE: PageDefinition = {
  key: 'wf_lease_list',
  menu: { parent: 300, name: { zh: '审批租赁单', en: 'Approved leases' }, flag: '/lease/approved', resource: 'wf_lease' },
  func_config: { page_type: 1, row_key: 'id' },
  fields: [{ prop: 'customer_name', label: { zh: '客户名称', en: 'Customer' } }, { prop: 'monthly_rent', label: { zh: '月租金', en: 'Monthly rent' } }],
  buttons: [{ flag: 'add', name: { zh: '新增', en: 'New' }, btn_func: 'currentpage', func_config: { url: '/lease/approved' } }, { flag: 'edit', name: { zh: '编辑', en: 'Edit' }, btn_func: 'currentpage', btn_position: 'solo', func_config: { url: '/lease/approved?data_id={id}' } }],
  grants: [
    { role_id: 1, data_scope: 'all', buttons: ['add', 'edit'] },
    { role_id: 2, data_scope: 'company' },
    { role_id: 3, data_scope: 'path_org' },
    { role_id: 4, data_scope: 'oneself', buttons: ['add', 'edit'] },
  ],
};

const FLOW: WorkflowDefinition = {
  label: 'wf_lease', name: '设备租赁审批', group_tab: '合同审批',
  // The rent as its field names it (declared once); the customer under the card's own words.
  card_fields: [{ field: 'monthly_rent' }, { field: 'customer_name', label: '承租客户', label_en: 'Lessee' }],
  nodes: [
    { name: '部门经理审批', get_user_type: 3 },
    { name: '公司总经理审批', get_user_type: 1, roles: [2], pending_type: 1, user_count: 1 },
  ],
};

let server: TestServer;
const tokens: Record<string, string> = {};
let menuId = 0;

function studio<T = CheckAnswer>(url: string, payload?: object, token = tokens.admin) {
  return call<T>(server.app, { method: payload ? 'POST' : 'GET', url: `/api/base/studio/${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });
}

beforeAll(async () => {
  server = await startTestServer(600);
  for (const who of ['admin', 'salesClerk', 'departmentManager', 'companyManager'] as const) tokens[who] = await login(server.app, MOBILES[who]);
  expect((await studio('resource/publish', { definition: LEASE })).code).toBe(2000);
  expect((await studio('page/publish', { definition: PAGE })).code).toBe(2000);
  menuId = (await studio<PageRow[]>('page/index')).data.find((p) => p.key === 'wf_lease_list')!.menu_id;
});
afterAll(async () => {
  await server.close();
});

/** A lease the clerk adds through the page's grant; its id. */
async function addLease(rent: number): Promise<number> {
  const added = await post<{ id: number }>(server.app, tokens.salesClerk, '/api/lease/wf_lease/add', { customer_name: '宁波港务', monthly_rent: rent, perms_id: menuId });
  expect(added.code, added.msg).toBe(2000);
  return added.data.id;
}

/** The caller's pending task on the lease. */
async function taskOn(token: string, id: number): Promise<number | undefined> {
  const list = (await get<TaskListAnswer>(server.app, token, '/api/base/workflow/taskList', { tab: 'pending', limit: 100 })).data;
  return list.data.find((t) => t.tpl_label === 'wf_lease' && t.form_data_id === id)?.workflow_log_id;
}

describe('approval templates from the studio', () => {
  it('refuses each mistake at its JSON path and stores nothing; a clerk may not publish one', async () => {
    const cases: { definition: unknown; path: string; code: DefinitionProblem['code'] }[] = [
      { definition: { ...FLOW, label: 'no_such_label' }, path: '/label', code: 'unknownLabel' },
      { definition: { ...FLOW, nodes: [{ name: '指定人', get_user_type: 0 }] }, path: '/nodes/0', code: 'invalid' },
      { definition: { ...FLOW, nodes: [{ name: '指定人', get_user_type: 0, users: [99_999] }] }, path: '/nodes/0/users/0', code: 'unknownApprover' },
      { definition: { ...FLOW, nodes: [{ name: '角色', get_user_type: 1, roles: [999] }] }, path: '/nodes/0/roles/0', code: 'unknownRole' },
      { definition: { ...FLOW, nodes: [{ name: '字段', get_user_type: 4, field: 'customer_name' }] }, path: '/nodes/0/field', code: 'invalid' },
      { definition: { ...FLOW, nodes: [FLOW.nodes[0], FLOW.nodes[0]] }, path: '/nodes/1/name', code: 'duplicate' },
      { definition: { ...FLOW, nodes: [{ ...FLOW.nodes[0], get_user_type: 9 }] }, path: '/nodes/0/get_user_type', code: 'schema' },
      { definition: { ...FLOW, card_fields: [{ field: 'colour', label: '颜色' }] }, path: '/card_fields/0/field', code: 'unknownColumn' },
      // Neither the card nor its field names a label.
      { definition: { ...FLOW, card_fields: [{ field: 'customer_name' }] }, path: '/card_fields/0', code: 'schema' },
      { definition: { ...FLOW, nodes: [] }, path: '/nodes', code: 'schema' },
    ];
    for (const { definition, path, code } of cases) {
      const answer = await studio('workflow/publish', { definition });
      expect(answer.code, path).toBe(4400);
      expect(answer.msg, path).toBe('审批流程有 1 处问题，未发布');
      expect(answer.data.problems, path).toEqual([expect.objectContaining({ path, code })]);
    }
    expect((await studio('workflow/publish', { definition: FLOW }, tokens.salesClerk)).code).toBe(4403);
    // A resource with a workflow label and no status field would go through approval and stay editable.
    const stateless = { ...LEASE, name: 'wf_stateless', table: 'wf_stateless', workflowLabel: 'wf_stateless', fields: LEASE.fields.filter((f) => f.name !== 'status') };
    expect((await studio('resource/check', { definition: stateless })).data.problems).toEqual([expect.objectContaining({ path: '/workflowLabel', code: 'invalid' })]);
    const rows = (await studio<WorkflowRow[]>('workflow/index')).data;
    expect(rows.map((r) => r.label)).toEqual(['sales_contract']);
    expect(await server.database.db.selectFrom('workflow_tpls').select('id').where('label', '=', 'wf_lease').execute()).toEqual([]);
  });

  it('publishes the template; a clerk’s lease goes through the department manager, then the company manager', async () => {
    const published = await studio('workflow/publish', { definition: FLOW, note: '两级审批' });
    expect(published).toMatchObject({ code: 2000, data: { version: 1, changes: [{ kind: 'create' }] } });
    expect((await studio<WorkflowRow[]>('workflow/index')).data).toContainEqual(expect.objectContaining({ label: 'wf_lease', steps: 2, version: 1 }));

    const id = await addLease(8000);
    const submitted = await post(server.app, tokens.salesClerk, '/api/base/workflow/submitFlow', { tpl_label: 'wf_lease', form_data_id: id });
    expect(submitted.code, submitted.msg).toBe(2000);
    const first = await taskOn(tokens.departmentManager, id);
    expect(first).toBeDefined();
    // The approver's card: the rent under its field's label, the customer under the card's own, in either language.
    const card = async (language: string) => {
      const list = await get<TaskListAnswer>(server.app, tokens.departmentManager, '/api/base/workflow/taskList', { tab: 'pending', limit: 100 }, { 'accept-language': language });
      return list.data.data.find((t) => t.form_data_id === id && t.tpl_label === 'wf_lease')?.fields?.map((f) => `${f.label}: ${f.value}`);
    };
    expect(await card('zh')).toEqual(['月租金: 8,000.00', '承租客户: 宁波港务']);
    expect(await card('en')).toEqual(['Monthly rent: 8,000.00', 'Lessee: 宁波港务']);
    expect(await taskOn(tokens.companyManager, id)).toBeUndefined();
    expect((await post(server.app, tokens.departmentManager, '/api/base/workflow/handle', { task_id: first, action: 'approve' })).code).toBe(2000);
    const second = await taskOn(tokens.companyManager, id);
    expect(second).toBeDefined();
    expect((await post(server.app, tokens.companyManager, '/api/base/workflow/handle', { task_id: second, action: 'approve' })).code).toBe(2000);
    const detail = await get<{ status: number; approval_status: number }>(server.app, tokens.salesClerk, '/api/lease/wf_lease/detail', { id, perms_id: menuId });
    expect(detail.data).toMatchObject({ status: 2, approval_status: 2 });
  });

  it('a new version of one step replaces the active template; rollback brings the two steps back', async () => {
    const oneStep = { ...FLOW, nodes: [FLOW.nodes[1]] };
    expect((await studio('workflow/publish', { definition: oneStep })).code).toBe(4469);
    const v2 = await studio('workflow/publish', { definition: oneStep, base_version: 1 });
    expect(v2).toMatchObject({ code: 2000, data: { version: 2, changes: [{ kind: 'update', key: 'nodes' }] } });
    const active = await server.database.db.selectFrom('workflow_tpls').select('id').where('label', '=', 'wf_lease').where('status', '=', 1).execute();
    expect(active).toHaveLength(1);
    const id = await addLease(9000);
    expect((await post(server.app, tokens.salesClerk, '/api/base/workflow/submitFlow', { tpl_label: 'wf_lease', form_data_id: id })).code).toBe(2000);
    expect(await taskOn(tokens.departmentManager, id)).toBeUndefined();
    expect(await taskOn(tokens.companyManager, id)).toBeDefined();

    expect((await studio('workflow/rollback', { name: 'wf_lease', version: 1, base_version: 2 })).data.version).toBe(3);
    const steps = await get<{ nodes: { name: string }[] }>(server.app, tokens.salesClerk, '/api/base/workflowtpl/detailbylabel', { where: JSON.stringify({ label: 'wf_lease' }) });
    expect(steps.data.nodes.map((n) => n.name)).toEqual(['部门经理审批', '公司总经理审批']);
  });

  it('the studio lists the risk rules 系统管理 → 风控规则 lists, the seeded ones as built in', async () => {
    type Row = { code: string; version: number };
    const listed = (await studio<Row[]>('rule/index')).data;
    const admin = await get<{ data: { code: string }[] }>(server.app, tokens.admin, '/api/rule/risk_rule/index', { page: 1, limit: 100 });
    expect(admin.code).toBe(2000);
    expect(admin.data.data.map((r) => r.code).sort()).toEqual(expect.arrayContaining(['SC_AMOUNT_WARN', 'SC_AMOUNT_BLOCK']));
    expect(listed.filter((r) => r.code === 'SC_AMOUNT_WARN' || r.code === 'SC_AMOUNT_BLOCK').map((r) => [r.code, r.version]).sort()).toEqual([['SC_AMOUNT_BLOCK', 1], ['SC_AMOUNT_WARN', 1]]);
    const history = await studio<{ note: string | null }[]>('rule/versions?name=SC_AMOUNT_WARN');
    expect(history.data).toEqual([expect.objectContaining({ note: 'built-in' })]);
    const seeded = await studio<{ version: number; definition: { condition: string; severity: string } }>('rule/detail?name=SC_AMOUNT_BLOCK');
    expect(seeded.data).toMatchObject({ version: 1, definition: { condition: 'amount > 100000000', severity: 'block' } });
  });

  it('a risk rule on the new resource stops a lease over its limit from being saved or submitted', async () => {
    const id = await addLease(90_000);
    const rule = { code: 'WF_LEASE_RENT', name: '月租金超过10万元', resource: 'wf_lease', severity: 'block', condition: 'monthly_rent > 100000', prompt: '月租金{monthly_rent}元超过10万元，不允许提交' };
    // The studio checks a rule as the sandbox will run it, at its JSON path.
    const mistakes = [
      [{ ...rule, condition: 'monthly_rent >' }, '/condition', 'invalid'],
      [{ ...rule, condition: 'colour = 1' }, '/condition', 'invalid'],
      [{ ...rule, resource: 'no_such_resource' }, '/resource', 'unknownResource'],
      [{ ...rule, severity: 'panic' }, '/severity', 'schema'],
    ] as const;
    for (const [definition, path, code] of mistakes) {
      const answer = await studio('rule/publish', { definition });
      expect(answer.data.problems, path).toEqual([expect.objectContaining({ path, code })]);
    }
    expect(await server.database.db.selectFrom('risk_rules').select('id').where('code', '=', 'WF_LEASE_RENT').execute()).toEqual([]);
    expect(await studio('rule/publish', { definition: rule })).toMatchObject({ code: 2000, data: { version: 1 } });
    const refused = await post(server.app, tokens.salesClerk, '/api/lease/wf_lease/add', { customer_name: '宁波港务', monthly_rent: 150_000, perms_id: menuId });
    expect(refused).toMatchObject({ code: 3010 });
    expect(refused.msg).toContain('月租金150,000.00元超过10万元');
    // A draft saved under the limit and raised past it is stopped at the submit, and stays a draft.
    await sql`update wf_leases set monthly_rent = 150000 where id = ${id}`.execute(server.database.db);
    const submit = await post(server.app, tokens.salesClerk, '/api/base/workflow/submitFlow', { tpl_label: 'wf_lease', form_data_id: id });
    expect(submit.code).toBe(3010);
    const detail = await get<{ status: number }>(server.app, tokens.salesClerk, '/api/lease/wf_lease/detail', { id, perms_id: menuId });
    expect(detail.data.status).toBe(0);
    // Rolled back to nothing but a warning: the same lease passes after a confirmation.
    expect((await studio('rule/publish', { definition: { ...rule, severity: 'warning' }, base_version: 1 })).data.version).toBe(2);
    const warned = await post(server.app, tokens.salesClerk, '/api/base/workflow/submitFlow', { tpl_label: 'wf_lease', form_data_id: id });
    expect(warned.code).toBe(2888);
    expect((await studio('rule/rollback', { name: 'WF_LEASE_RENT', version: 1, base_version: 2 })).data.version).toBe(3);
    expect((await post(server.app, tokens.salesClerk, '/api/base/workflow/submitFlow', { tpl_label: 'wf_lease', form_data_id: id })).code).toBe(3010);
  });
});
