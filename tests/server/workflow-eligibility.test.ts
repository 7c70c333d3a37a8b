import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, startTestServer, type TestServer } from './harness';
import { activateTemplate, FLOW_PEOPLE, flowClient, W, type FlowClient } from './workflow-helpers';

// Issue 40: nobody who created or submitted a document holds a task on it, and a task never leaves the
// document's company. Each door is walked as an attacker would, with the hash of the tables a flow writes.

let server: TestServer;
let api: FlowClient;
/** 吴敏, a clerk of another company (东南亚 unit): the user picker never offers her to 张伟's company. */
const OUTSIDER = { id: 10, mobile: '13800000009' };
const DETAIL = '/api/contract/sales_contract/detail';

beforeAll(async () => {
  server = await startTestServer(40);
  api = await flowClient(server);
});
afterAll(async () => {
  await server.close();
});

async function flowTables(): Promise<string> {
  const hash = createHash('sha256');
  for (const table of ['sales_contracts', 'workflow_data', 'workflow_tasks', 'messages']) {
    const rows = await sql.raw(`select * from ${table} order by 1`).execute(server.database.db);
    hash.update(JSON.stringify(rows.rows));
  }
  return hash.digest('hex');
}

/** 张伟's draft submitted by his manager 李明: 李明's own step is skipped, 王建国 (company manager) holds node 2. */
async function submittedByManager(): Promise<{ id: number; task: number }> {
  const id = await api.draft();
  expect((await api.submit('manager', id)).code).toBe(2000);
  const task = await api.taskOf('boss', id);
  expect(task).toBeDefined();
  return { id, task: task! };
}

describe('the creator and the submitter never approve', () => {
  it('a transfer or add-sign to the creator or the submitter is refused, with its reason, and writes nothing', async () => {
    const { task } = await submittedByManager();
    const before = await flowTables();
    for (const action of ['transfer', 'addSign']) {
      for (const target of [FLOW_PEOPLE.clerk.id, FLOW_PEOPLE.manager.id]) {
        expect(await api.handle('boss', task, action, { user_ids: [target] }), `${action} to ${target}`).toMatchObject({ code: 4400, msg: '单据的创建人和提交人不能审批该单据' });
      }
    }
    expect(await flowTables()).toBe(before);
  });

  it('a task an owner holds anyway (given before this rule) cannot be approved by them', async () => {
    const { id, task } = await submittedByManager();
    const given = await api.db.selectFrom('workflow_tasks').selectAll().where('id', '=', task).executeTakeFirstOrThrow();
    const copy: Partial<typeof given> = { ...given, user_id: FLOW_PEOPLE.clerk.id, user_name: '张伟' };
    delete copy.id;
    await api.db.insertInto('workflow_tasks').values(copy as Omit<typeof given, 'id'>).execute();
    const clerksTask = (await api.taskOf('clerk', id))!;
    const before = await flowTables();
    expect(await api.handle('clerk', clerksTask, 'approve')).toMatchObject({ code: 4400, msg: '单据的创建人和提交人不能审批该单据' });
    expect(await flowTables()).toBe(before);
    expect(await api.contractStatus(id)).toBe(1);
  });

  it('an approver cannot name themselves for the next step, nor anyone outside the company; a colleague can be named', async () => {
    const tplId = await activateTemplate(api.db, '销售合同审批（随机与自选）');
    try {
      const id = await api.draft();
      expect((await api.submit('clerk', id)).data.tpl_id).toBe(tplId);
      const approver = (await api.taskOf('boss', id)) ? 'boss' : 'manager';
      const task = (await api.taskOf(approver, id))!;
      const before = await flowTables();
      expect(await api.handle(approver, task, 'approve', { next_users: [FLOW_PEOPLE[approver].id] })).toMatchObject({ code: 4400, msg: '不能选择自己' });
      expect(await api.handle(approver, task, 'approve', { next_users: [FLOW_PEOPLE.clerk.id] })).toMatchObject({ code: 4400, msg: '单据的创建人和提交人不能审批该单据' });
      expect(await api.handle(approver, task, 'approve', { next_users: [OUTSIDER.id] })).toMatchObject({ code: 4400, msg: '所选人员不在单据所属公司' });
      expect(await flowTables()).toBe(before);
      expect(await api.handle(approver, task, 'approve', { next_users: [FLOW_PEOPLE.warehouse.id] })).toMatchObject({ code: 2000 });
      expect(await api.taskOf('warehouse', id)).toBeDefined();
    } finally {
      await activateTemplate(api.db, '销售合同审批');
    }
  });

  it('the submitter cannot choose an outsider for the first chosen step', async () => {
    await activateTemplate(api.db, '销售合同审批（随机与自选）');
    try {
      const id = await api.draft();
      const before = await flowTables();
      expect(await api.submit('clerk', id, { next_flow: { users: [OUTSIDER.id] } })).toMatchObject({ code: 4400, msg: '所选人员不在单据所属公司' });
      expect(await flowTables()).toBe(before);
    } finally {
      await activateTemplate(api.db, '销售合同审批');
    }
  });
});

describe('tasks stay in the company', () => {
  it('transfer, add-sign and copy to a user of another company are refused; she never reads the document', async () => {
    const { id, task } = await submittedByManager();
    const before = await flowTables();
    for (const action of ['transfer', 'addSign', 'copy']) {
      expect(await api.handle('boss', task, action, { user_ids: [OUTSIDER.id] }), action).toMatchObject({ code: 4400, msg: '所选人员不在单据所属公司' });
    }
    expect(await flowTables()).toBe(before);
    const token = await login(server.app, OUTSIDER.mobile);
    const read = await server.app.inject({ method: 'GET', url: `${DETAIL}?id=${id}&workflow_log_id=${task}`, headers: { authorization: `Bearer ${token}` } });
    expect(read.json()).not.toMatchObject({ code: 2000 });
    // Inside the company the same calls work: the rule names the company, not a narrower circle.
    expect((await api.handle('boss', task, 'copy', { user_ids: [FLOW_PEOPLE.warehouse.id] })).code).toBe(2000);
  });
});

describe('the routes stay unchanged for the usual path', () => {
  it('the flow goes on after refusals: the company manager approves and the document completes', async () => {
    const { id, task } = await submittedByManager();
    expect((await api.handle('boss', task, 'transfer', { user_ids: [FLOW_PEOPLE.clerk.id] })).code).toBe(4400);
    expect((await api.handle('boss', task, 'approve')).code).toBe(2000);
    expect(await api.contractStatus(id)).toBe(2);
    expect((await api.get('boss', `${W}/taskList`, { tab: 'approved' })).code).toBe(2000);
  });
});
