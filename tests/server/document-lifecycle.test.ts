import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, login, MOBILES, post, startTestServer, type Answer, type TestServer } from './harness';
import { CONTRACT_ADD, CONTRACT_UPDATE, newContract, type RiskData } from './risk-helpers';
import { countersConsistent, FLOW_PEOPLE, flowClient, LABEL, W, type FlowClient } from './workflow-helpers';

// Issue 19: the server owns a document's life. A client never sets its state, a submitted document changes
// only through workflow actions, the risk rules run on every way out of the draft state.

const STASH = '/api/contract/sales_contract/stash';
const DELETE = '/api/contract/sales_contract/del';
const DETAIL = '/api/contract/sales_contract/detail';

let server: TestServer;
let api: FlowClient;
let clerk: string;
beforeAll(async () => {
  server = await startTestServer(20);
  api = await flowClient(server);
  clerk = await login(server.app, MOBILES.salesClerk);
});
afterAll(async () => {
  await server.close();
});

type Row = Record<string, unknown> & { id: number };

/** A digest of every table a document's life touches: equal before and after means nothing changed. */
async function lifeTables(): Promise<string> {
  const hash = createHash('sha256');
  for (const table of ['sales_contracts', 'workflow_data', 'workflow_tasks', 'messages']) {
    const rows = await sql.raw(`select * from ${table} order by 1, 2`).execute(server.database.db);
    hash.update(JSON.stringify(rows.rows));
  }
  return hash.digest('hex');
}

async function stored(id: number): Promise<Row> {
  const rows = await sql<Row>`select * from sales_contracts where id = ${id}`.execute(server.database.db);
  return rows.rows[0];
}

async function added(body: Record<string, unknown>, url = CONTRACT_ADD): Promise<Row> {
  const answer = await post<Row>(server.app, clerk, url, body);
  expect(answer.code).toBe(2000);
  return answer.data;
}

/** A contract of the clerk's, submitted into approval (the department manager's task open). */
async function inApproval(): Promise<number> {
  const { id } = await added(newContract(300_000));
  expect((await api.submit('clerk', id)).code).toBe(2000);
  return id;
}

/** A contract of the clerk's, approved by both steps. */
async function completed(): Promise<number> {
  const id = await inApproval();
  expect((await api.handle('manager', (await api.taskOf('manager', id))!, 'approve')).code).toBe(2000);
  expect((await api.handle('boss', (await api.taskOf('boss', id))!, 'approve')).code).toBe(2000);
  return id;
}

describe('the state is never taken from a client', () => {
  it.each([
    ['add', CONTRACT_ADD, 'status', 2],
    ['stash', STASH, 'status', 2],
    ['add', CONTRACT_ADD, 'approval_status', 2],
    ['add', CONTRACT_ADD, 'verify_time', '2026-11-01 10:00:00'],
    ['stash', STASH, 'submit_at', '2026-11-01 10:00:00'],
    ['add', CONTRACT_ADD, 'is_approval', 1],
    ['add', CONTRACT_ADD, 'workflow_data_title', 'x'],
  ])('%s with %s answers 4400 naming it and writes nothing', async (_call, url, field, value) => {
    const before = await lifeTables();
    const answer = await post(server.app, clerk, url, { ...newContract(900_000_000), [field]: value });
    expect(answer).toMatchObject({ code: 4400, msg: `字段 ${field} 由系统设置，不能提交`, data: null });
    expect(await lifeTables()).toBe(before);
  });

  it('update with a forged status answers 4400 and changes nothing, for a draft and for a document in approval', async () => {
    const draft = (await added(newContract(1000))).id;
    const busy = await inApproval();
    const before = await lifeTables();
    for (const id of [draft, busy]) {
      expect(await post(server.app, clerk, CONTRACT_UPDATE, { id, status: 2 })).toMatchObject({ code: 4400, msg: '字段 status 由系统设置，不能提交' });
      expect((await post(server.app, clerk, CONTRACT_UPDATE, { id, amount: 5, approval_status: 2 })).code).toBe(4400);
    }
    expect(await lifeTables()).toBe(before);
  });

  it('save and stash keep a draft; the answer shows the server\'s state and the form record fields', async () => {
    const saved = await added({ ...newContract(1000), submit_status: 0 });
    expect(saved).toMatchObject({ status: 0, approval_status: 0, submit_status: 0, is_approval: null, submit_at: null, verify_time: null });
    const stashed = await added({ contract_name: '草稿' }, STASH);
    expect(stashed).toMatchObject({ status: 0, approval_status: 0, submit_status: -1 });
  });

  it('submitFlow holds a stashed draft to what a save asks: one with a name only is refused as add refuses it, and stays a draft', async () => {
    const stashed = await added({ contract_name: '只有名称的草稿' }, STASH);
    const add = await post(server.app, clerk, CONTRACT_ADD, { contract_name: '只有名称的草稿' });
    expect(add).toMatchObject({ code: 4400, msg: expect.stringMatching(/^字段 \w+ 不能为空$/) });
    const before = await lifeTables();
    expect(await api.submit('clerk', stashed.id)).toMatchObject({ code: 4400, msg: add.msg });
    expect(await lifeTables()).toBe(before);
    expect(await stored(stashed.id)).toMatchObject({ status: 0, submit_status: -1 });
  });

  it('a submit (submit_status 1) with an active template stays a draft until submitFlow; submitFlow stamps it', async () => {
    const saved = await added({ ...newContract(1000), submit_status: 1 });
    expect(saved).toMatchObject({ status: 0, submit_status: 1 });
    expect((await api.submit('clerk', saved.id)).code).toBe(2000);
    const row = await stored(saved.id);
    expect(row).toMatchObject({ status: 1, approval_status: 1, submit_status: 1, is_approval: 1 });
    expect(row.submit_at).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    expect(row.workflow_data_title).toContain(String(saved.contract_no));
  });

  it('approval completes it with verify_time; detail answers the form record fields', async () => {
    const id = await completed();
    const detail = await get<Row>(server.app, clerk, DETAIL, { id });
    expect(detail.data).toMatchObject({ status: 2, approval_status: 2, is_approval: 1 });
    expect(detail.data.verify_time).toMatch(/^\d{4}-/);
  });

  it('without an active template a submit completes the document at once (status 2), after the risk rules', async () => {
    const active = await server.database.db.selectFrom('workflow_tpls').select('id').where('label', '=', LABEL).where('status', '=', 1).execute();
    await server.database.db.updateTable('workflow_tpls').set({ status: 0 }).where('label', '=', LABEL).execute();
    try {
      const done = await added({ ...newContract(1000), submit_status: 1 });
      expect(done).toMatchObject({ status: 2, approval_status: 2, submit_status: 1, is_approval: 0 });
      expect(done.verify_time).toMatch(/^\d{4}-/);
      const blocked = await post(server.app, clerk, CONTRACT_ADD, { ...newContract(900_000_000), submit_status: 1 });
      expect(blocked.code).toBe(3010);
      const draft = (await added(newContract(1000))).id;
      expect(await post<Row>(server.app, clerk, CONTRACT_UPDATE, { id: draft, submit_status: 1 })).toMatchObject({ code: 2000, data: { status: 2 } });
    } finally {
      await server.database.db.updateTable('workflow_tpls').set({ status: 1 }).where('id', 'in', active.map((t) => t.id)).execute();
    }
  });
});

describe('提交后数据不可修改', () => {
  it('update, stash-over and delete of a document in approval answer 4423 and change nothing', async () => {
    const id = await inApproval();
    const before = await lifeTables();
    expect(await post(server.app, clerk, CONTRACT_UPDATE, { id, amount: 1 })).toEqual({ code: 4423, msg: '提交后数据不可修改：该单据正在审批中，不能修改', data: null });
    expect(await post(server.app, clerk, CONTRACT_UPDATE, { id, amount: 1, submit_status: -1 })).toMatchObject({ code: 4423, msg: '提交后数据不可修改：该单据正在审批中，不能暂存' });
    expect(await post(server.app, clerk, DELETE, { ids: [id] })).toMatchObject({ code: 4423, msg: '提交后数据不可修改：该单据正在审批中，不能删除' });
    // The manager above the clerk, whose scope holds the document, is refused alike.
    expect((await api.post('manager', CONTRACT_UPDATE, { id, amount: 1 })).code).toBe(4423);
    expect(await lifeTables()).toBe(before);
  });

  it('a completed document answers 4423 to every write, in English for an English caller', async () => {
    const id = await completed();
    const before = await lifeTables();
    const english = await server.app.inject({ method: 'POST', url: CONTRACT_UPDATE, payload: { id, remark: 'x' }, headers: { authorization: `Bearer ${clerk}`, 'accept-language': 'en' } });
    expect(english.json()).toMatchObject({ code: 4423, msg: 'Submitted data cannot be changed: this document is completed and cannot be changed' });
    expect((await api.post('boss', DELETE, { ids: [id] })).code).toBe(4423);
    expect((await api.post('admin', CONTRACT_UPDATE, { id, amount: 1 })).code).toBe(4423);
    expect(await lifeTables()).toBe(before);
  });

  it('a delete of several with one submitted among them deletes none', async () => {
    const draft = (await added(newContract(1000))).id;
    const busy = await inApproval();
    const before = await lifeTables();
    expect(await post(server.app, clerk, DELETE, { ids: [draft, busy] })).toMatchObject({ code: 4423, msg: '提交后数据不可修改：所选单据中有 1 条已提交审批或已完成，不能删除' });
    expect(await lifeTables()).toBe(before);
  });

  it('a rejection gives it back to its creator: editable, then submitted again as a new round', async () => {
    const id = await inApproval();
    expect((await api.handle('manager', (await api.taskOf('manager', id))!, 'reject', { opinion: '金额有误' })).code).toBe(2000);
    expect(await post<Row>(server.app, clerk, CONTRACT_UPDATE, { id, amount: 400_000 })).toMatchObject({ code: 2000, data: { status: 3, amount: 400_000 } });
    expect(await api.submit('clerk', id)).toMatchObject({ code: 2000, data: { round: 2, status: 1 } });
  });

  it('a recall gives it back likewise', async () => {
    const id = await inApproval();
    const tplId = (await api.flow(id)).tpl_id;
    expect((await api.post('clerk', `${W}/recall`, { tpl_id: tplId, form_data_id: id })).code).toBe(2000);
    expect(await post<Row>(server.app, clerk, CONTRACT_UPDATE, { id, remark: '撤回后修改' })).toMatchObject({ code: 2000, data: { status: 0 } });
  });

  it('a workflow action by someone who holds no task, and a recall by someone else, change nothing', async () => {
    const id = await inApproval();
    const task = (await api.taskOf('manager', id))!;
    const before = await lifeTables();
    expect((await api.handle('boss', task, 'approve')).code).toBe(4403);
    expect((await api.handle('colleague', task, 'reject')).code).toBe(4403);
    expect((await api.post('manager', `${W}/recall`, { tpl_id: (await api.flow(id)).tpl_id, form_data_id: id })).code).toBe(4400);
    expect(await lifeTables()).toBe(before);
  });
});

describe('risk rules on every way out of the draft state', () => {
  it('a stash over the block line is a draft; its submit is refused (3010) and it stays a draft', async () => {
    const { id } = await added(newContract(900_000_000), STASH);
    const before = await lifeTables();
    const answer = await api.submit('clerk', id);
    expect(answer.code).toBe(3010);
    expect(await lifeTables()).toBe(before);
    expect((await stored(id)).status).toBe(0);
  });

  it('a warning on submitFlow asks to confirm (2888); the confirmed retry submits', async () => {
    const { id } = await added(newContract(20_000_000), STASH);
    const first = await api.submit('clerk', id);
    expect(first.code).toBe(2888);
    expect((await stored(id)).status).toBe(0);
    const data = (first as Answer<unknown> as Answer<RiskData>).data;
    const retry = await api.submit('clerk', id, { confirm_rule_code: data.warning.map((w) => w.code), confirm_token: data.confirm_token });
    expect(retry).toMatchObject({ code: 2000, data: { status: 1 } });
  });

  it('the warning accepted on the save carries to submitFlow for the record as saved, and no further', async () => {
    const body = { ...newContract(20_000_000), submit_status: 1 };
    const warned = await post<RiskData>(server.app, clerk, CONTRACT_ADD, body);
    expect(warned.code).toBe(2888);
    const saved = await added({ ...body, confirm_rule_code: ['SC_AMOUNT_WARN'], confirm_token: warned.data.confirm_token });
    expect(saved.confirm_token).toMatch(/^\d+\.[A-Za-z0-9_-]+$/);
    const carried = { confirm_rule_code: ['SC_AMOUNT_WARN'], confirm_token: saved.confirm_token };
    // Changed after the save (still a draft): the carried confirmation no longer holds.
    expect((await post(server.app, clerk, CONTRACT_UPDATE, { id: saved.id, amount: 30_000_000, submit_status: -1 })).code).toBe(2000);
    // The confirmation belongs to the session that saw the warning (the clerk's token here).
    const submit = (token: string) => post(server.app, token, `${W}/submitFlow`, { tpl_label: LABEL, form_data_id: saved.id, ...carried });
    expect((await submit(clerk)).code).toBe(2888);
    // Back as it was saved, it holds; another user's submit cannot use it.
    expect((await post(server.app, clerk, CONTRACT_UPDATE, { id: saved.id, amount: 20_000_000, submit_status: -1 })).code).toBe(2000);
    expect((await api.submit('manager', saved.id, carried)).code).toBe(2888);
    expect((await api.submit('clerk', saved.id, carried)).code).toBe(2888);
    expect(await submit(clerk)).toMatchObject({ code: 2000, data: { status: 1 } });
  });

  it('a resubmit after a return runs the rules over the record as changed', async () => {
    const id = await inApproval();
    expect((await api.handle('manager', (await api.taskOf('manager', id))!, 'reject')).code).toBe(2000);
    expect((await post(server.app, clerk, CONTRACT_UPDATE, { id, amount: 900_000_000, submit_status: -1 })).code).toBe(2000);
    expect((await api.submit('clerk', id)).code).toBe(3010);
    expect((await stored(id)).status).toBe(3);
  });
});

describe('deleting drafts', () => {
  it('the creator deletes a draft; its workflow data, tasks and log go with it; the counters stay true', async () => {
    const id = await inApproval();
    expect((await api.handle('manager', (await api.taskOf('manager', id))!, 'reject')).code).toBe(2000);
    const flowBack = (await api.counts('clerk')).flow_back;
    expect(await post(server.app, clerk, DELETE, { ids: [id] })).toMatchObject({ code: 2000, data: { deleted: 1, ignored: 0 } });
    expect(await server.database.db.selectFrom('workflow_data').select('id').where('tpl_label', '=', LABEL).where('form_data_id', '=', id).execute()).toEqual([]);
    expect((await api.counts('clerk')).flow_back).toBe(flowBack - 1);
    const { stored: counters, fresh } = await countersConsistent(server.database.db);
    expect(counters).toEqual(fresh);
  });

  it('the department manager deletes his clerk\'s draft; finance holds no delete button', async () => {
    const { id } = await added(newContract(1000));
    expect((await api.post('manager', DELETE, { ids: [id] })).data).toEqual({ deleted: 1, ignored: 0 });
    const other = (await added(newContract(1000))).id;
    const finance = await login(server.app, MOBILES.finance);
    expect((await post(server.app, finance, DELETE, { ids: [other] })).code).toBe(4403);
    expect(await stored(other)).toBeDefined();
  });

  it('ids are never reused: a record added after the newest was deleted gets a new id and no old flow', async () => {
    const id = await inApproval();
    const tplId = (await api.flow(id)).tpl_id;
    expect((await api.post('clerk', `${W}/recall`, { tpl_id: tplId, form_data_id: id })).code).toBe(2000);
    expect((await post(server.app, clerk, DELETE, { ids: [id] })).code).toBe(2000);
    const next = await added(newContract(1000));
    expect(next.id).toBeGreaterThan(id);
    const flows = await server.database.db.selectFrom('workflow_data').select('id').where('form_data_id', '=', next.id).execute();
    expect(flows).toEqual([]);
  });
});

describe('ids in the 32-bit range', () => {
  it.each(['2147483648', '1,99999999999', '0'])('an interface button with ids=%s answers 4400 or 4420, never 500', async (ids) => {
    const manager = await login(server.app, MOBILES.departmentManager);
    const answer = await server.app.inject({ method: 'GET', url: `/api/crm/sales_lead/close?ids=${ids}`, headers: { authorization: `Bearer ${manager}` } });
    expect(answer.statusCode).toBe(200);
    expect([4400, 4420]).toContain(answer.json().code);
  });
});

describe('a creator never approves their own document', () => {
  /** A contract the department manager (李明) writes himself, as a draft of his own. */
  async function managersOwn(): Promise<number> {
    const manager = await login(server.app, MOBILES.departmentManager);
    const answer = await post<Row>(server.app, manager, CONTRACT_ADD, newContract(300_000));
    expect(answer.code).toBe(2000);
    return answer.data.id;
  }

  it('the step he would approve himself is skipped: nextFlow shows the next one, his submit opens it', async () => {
    const id = await managersOwn();
    const next = await api.nextFlow('manager', { tpl_label: LABEL, form_data_id: id });
    expect(next.data.next_flow?.users.map((u) => u.id)).toEqual([2]);
    expect((await api.submit('manager', id)).code).toBe(2000);
    expect(await api.taskOf('manager', id)).toBeUndefined();
    expect(await api.taskOf('boss', id)).toBeDefined();
    expect((await api.handle('boss', (await api.taskOf('boss', id))!, 'approve')).code).toBe(2000);
    expect((await stored(id)).status).toBe(2);
  });

  it('with the template\'s leader-up rule the step goes to the next leader up instead', async () => {
    await server.database.db.updateTable('workflow_tpls').set({ self_approval: 1 }).where('label', '=', LABEL).execute();
    try {
      const id = await managersOwn();
      expect((await api.submit('manager', id)).code).toBe(2000);
      const flow = await api.flow(id);
      const task = await server.database.db.selectFrom('workflow_tasks').select(['user_id', 'node_id']).where('workflow_data_id', '=', (await server.database.db.selectFrom('workflow_data').select('id').where('form_data_id', '=', id).where('tpl_label', '=', LABEL).executeTakeFirstOrThrow()).id).where('status', '=', 0).execute();
      expect(task).toEqual([{ user_id: 2, node_id: flow.current_node_id }]);
    } finally {
      await server.database.db.updateTable('workflow_tpls').set({ self_approval: 0 }).where('label', '=', LABEL).execute();
    }
  });

  it('transfer and add-sign refuse the creator and change nothing; a copy may inform them', async () => {
    const id = await inApproval();
    const task = (await api.taskOf('manager', id))!;
    const before = await lifeTables();
    expect(await api.handle('manager', task, 'transfer', { user_ids: [4] })).toMatchObject({ code: 4400, msg: '单据的创建人和提交人不能审批该单据' });
    expect((await api.handle('manager', task, 'addSign', { user_ids: [4] })).code).toBe(4400);
    expect(await lifeTables()).toBe(before);
    expect((await api.handle('manager', task, 'copy', { user_ids: [4] })).code).toBe(2000);
  });
});

describe('an approver reads the document through their task', () => {
  it('outside their scope, only that document, only through a task they hold or held', async () => {
    const id = await inApproval();
    const other = await inApproval();
    const managerTask = (await api.taskOf('manager', id))!;
    // 郑强 leads another department: the clerk's contracts are outside his scope.
    expect((await api.get('warehouse', DETAIL, { id })).code).toBe(4404);
    expect((await api.handle('manager', managerTask, 'transfer', { user_ids: [FLOW_PEOPLE.warehouse.id] })).code).toBe(2000);
    const task = (await api.taskOf('warehouse', id))!;
    expect(await api.get<Row>('warehouse', DETAIL, { id, workflow_log_id: task })).toMatchObject({ code: 2000, data: { id, status: 1 } });
    // Another document through the same task, or someone else's task, shows nothing.
    expect((await api.get('warehouse', DETAIL, { id: other, workflow_log_id: task })).code).toBe(4404);
    expect((await api.get('colleague', DETAIL, { id, workflow_log_id: task })).code).toBe(4404);
    // The manager held a task (now transferred): he still reads it through that task.
    expect((await api.get('manager', DETAIL, { id, workflow_log_id: managerTask })).code).toBe(2000);
    // The task opens no write: an update through the resource still needs the edit grant and scope.
    expect((await api.post('warehouse', CONTRACT_UPDATE, { id, remark: 'x', workflow_log_id: task })).code).not.toBe(2000);
  });
});

describe('a workflow record (the /workflow/detail page)', () => {
  it('its readers see its status, rounds, who acted and who holds it now; others get 4404', async () => {
    const id = await inApproval();
    expect((await api.handle('manager', (await api.taskOf('manager', id))!, 'approve', { opinion: '同意，请总经理审批' })).code).toBe(2000);
    const dataId = (await server.database.db.selectFrom('workflow_data').select('id').where('tpl_label', '=', LABEL).where('form_data_id', '=', id).executeTakeFirstOrThrow()).id;
    type Record = { data: { status: number; round: number }; log: Array<{ user_name: string; status: number; opinion: string; round: number }>; pending: Array<{ user_name: string }> };
    const record = await api.get<Record>('clerk', `${W}/detail`, { id: dataId });
    expect(record.data.data).toMatchObject({ status: 1, round: 1 });
    expect(record.data.log.map((e) => [e.user_name, e.status, e.opinion])).toEqual([['张伟', 7, ''], ['李明', 1, '同意，请总经理审批']]);
    expect(record.data.pending.map((p) => p.user_name)).toEqual(['王建国']);
    expect((await api.get('boss', `${W}/detail`, { id: dataId })).code).toBe(2000);
    expect((await api.get('colleague', `${W}/detail`, { id: dataId })).code).toBe(4404);
    expect((await api.get('clerk', `${W}/detail`, { id: 2_147_483_647 })).code).toBe(4404);
  });
});
