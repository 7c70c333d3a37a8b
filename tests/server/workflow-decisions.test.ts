import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FlowRecord, Step, Tpl } from '../../schemas/generated/workflow';
import { bearer, login, startTestServer, type TestServer } from './harness';
import { FLOW_PEOPLE, flowClient, LABEL, W, type FlowClient } from './workflow-helpers';

let server: TestServer;
let api: FlowClient;
beforeAll(async () => {
  server = await startTestServer(60);
  api = await flowClient(server);
});
afterAll(async () => {
  await server.close();
});

/** A digest of the tables a decision writes: equal before and after a refusal means nothing was written. */
async function engineTables(): Promise<string> {
  const hash = createHash('sha256');
  for (const table of ['sales_contracts', 'workflow_data', 'workflow_tasks', 'messages']) {
    hash.update(JSON.stringify((await sql.raw(`select * from ${table} order by 1`).execute(server.database.db)).rows));
  }
  return hash.digest('hex');
}

async function dataIdOf(formDataId: number): Promise<number> {
  return (await api.db.selectFrom('workflow_data').select('id').where('tpl_label', '=', LABEL).where('form_data_id', '=', formDataId).executeTakeFirstOrThrow()).id;
}

const record = async (formDataId: number) => (await api.get<FlowRecord>('clerk', `${W}/detail`, { id: await dataIdOf(formDataId) })).data;

/** Sets opinion_required of the active template's first step (部门经理审批). */
async function firstStepRequires(value: 0 | 1): Promise<void> {
  await api.db.updateTable('workflow_nodes').set({ opinion_required: value }).where('name', '=', '部门经理审批').execute();
}

describe('opinions', () => {
  it('a reject or a return without an opinion (none, or blanks) is refused with 请填写审批意见 and writes nothing', async () => {
    const id = await api.draft();
    await api.submit('clerk', id);
    const task = (await api.taskOf('manager', id))!;
    const before = await engineTables();
    for (const body of [{ action: 'reject' }, { action: 'return' }, { action: 'reject', opinion: '   ' }, { action: 'return', opinion: '\n\t' }]) {
      expect(await api.post('manager', `${W}/handle`, { task_id: task, ...body })).toEqual({ code: 4400, msg: '请填写审批意见', data: null });
    }
    expect(await engineTables()).toBe(before);
    expect(await api.taskOf('manager', id)).toBe(task);
    expect(await api.post('manager', `${W}/handle`, { task_id: task, action: 'reject', opinion: '  单价偏高  ' })).toMatchObject({ code: 2000 });
    expect((await record(id)).log.at(-1)).toMatchObject({ status: 2, opinion: '单价偏高' });
  });

  it('同意 needs no opinion unless its step says so; where it does, none is refused and one is logged', async () => {
    const free = await api.draft();
    await api.submit('clerk', free);
    expect(await api.post('manager', `${W}/handle`, { task_id: (await api.taskOf('manager', free))!, action: 'approve' })).toMatchObject({ code: 2000 });

    await firstStepRequires(1);
    try {
      const id = await api.draft();
      const steps = (await api.get<Tpl>('clerk', '/api/base/workflowtpl/detailbylabel', { where: JSON.stringify({ label: LABEL }) })).data.nodes!;
      expect(steps.map((s: Step) => [s.name, s.opinion_required])).toEqual([['部门经理审批', 1], ['公司总经理审批', 0]]);
      expect((await api.nextFlow('clerk', { tpl_label: LABEL, form_data_id: id })).data.next_flow).toMatchObject({ name: '部门经理审批', opinion_required: 1 });
      await api.submit('clerk', id);
      const task = (await api.taskOf('manager', id))!;
      // The approval panel learns it from the record's pending task.
      expect((await record(id)).pending).toEqual([expect.objectContaining({ id: task, user_id: FLOW_PEOPLE.manager.id, node_name: '部门经理审批', opinion_required: 1 })]);
      const before = await engineTables();
      expect(await api.post('manager', `${W}/handle`, { task_id: task, action: 'approve' })).toMatchObject({ code: 4400, msg: '请填写审批意见' });
      expect(await api.post('manager', `${W}/handle`, { task_id: task, action: 'approve', opinion: ' ' })).toMatchObject({ code: 4400, msg: '请填写审批意见' });
      expect(await engineTables()).toBe(before);
      expect(await api.post('manager', `${W}/handle`, { task_id: task, action: 'approve', opinion: '价格已核对' })).toMatchObject({ code: 2000 });
      expect((await record(id)).log.map((e) => [e.user_name, e.status, e.opinion])).toEqual([['张伟', 7, ''], ['李明', 1, '价格已核对']]);
    } finally {
      await firstStepRequires(0);
    }
  });

  it('the refusal speaks the caller\'s language', async () => {
    const id = await api.draft();
    await api.submit('clerk', id);
    const task = (await api.taskOf('manager', id))!;
    const token = await login(server.app, FLOW_PEOPLE.manager.mobile);
    const answer = await server.app.inject({ method: 'POST', url: `${W}/handle`, payload: { task_id: task, action: 'return' }, headers: { ...bearer(token), 'accept-language': 'en' } });
    expect(answer.json()).toEqual({ code: 4400, msg: 'Please enter an opinion for this decision', data: null });
  });
});

describe('who may decide', () => {
  it('a decision on another person\'s task is 4403 and writes nothing; an unknown task or the log\'s submit entry is 4404', async () => {
    const id = await api.draft();
    await api.submit('clerk', id);
    const task = (await api.taskOf('manager', id))!;
    const before = await engineTables();
    for (const who of ['boss', 'clerk', 'colleague'] as const) {
      for (const action of ['approve', 'reject', 'return']) {
        expect(await api.post(who, `${W}/handle`, { task_id: task, action, opinion: '越权' })).toEqual({ code: 4403, msg: '这不是您的审批任务', data: null });
      }
    }
    const submitted = (await record(id)).log[0];
    expect(submitted).toMatchObject({ status: 7, user_id: FLOW_PEOPLE.clerk.id });
    expect(await api.post('clerk', `${W}/handle`, { task_id: submitted.id, action: 'approve' })).toMatchObject({ code: 4404, msg: '审批任务不存在' });
    expect(await api.nextFlow('clerk', { tpl_label: LABEL, form_data_id: id, task_id: submitted.id })).toMatchObject({ code: 4404 });
    expect(await api.post('manager', `${W}/handle`, { task_id: 2_147_483_647, action: 'approve' })).toMatchObject({ code: 4404 });
    expect(await engineTables()).toBe(before);
  });
});

describe('驳回 and 退回 are different outcomes', () => {
  it('驳回 ends the flow 已驳回 (3): with a one-round template it cannot be submitted again', async () => {
    const tpl = (await api.db.selectFrom('workflow_tpls').select('id').where('label', '=', LABEL).where('status', '=', 1).executeTakeFirstOrThrow()).id;
    await api.db.updateTable('workflow_tpls').set({ multiple_rounds: 0 }).where('id', '=', tpl).execute();
    try {
      const id = await api.draft();
      await api.submit('clerk', id);
      expect(await api.handle('manager', (await api.taskOf('manager', id))!, 'reject', { opinion: '不予采购' })).toMatchObject({ code: 2000 });
      expect((await record(id)).data).toMatchObject({ status: 3 });
      expect(await api.contractStatus(id)).toBe(3);
      expect(await api.submit('clerk', id)).toMatchObject({ code: 4400, msg: '该审批流程不允许驳回后再次提交' });

      // 退回 at the first step: back with its creator as 已退回 (5), editable, and submitted again as the next round.
      const other = await api.draft();
      await api.submit('clerk', other);
      expect(await api.handle('manager', (await api.taskOf('manager', other))!, 'return', { opinion: '请补充付款条款' })).toMatchObject({ code: 2000 });
      expect((await record(other)).data).toMatchObject({ status: 5, current_node_id: null });
      expect(await api.contractStatus(other)).toBe(5);
      const row = await api.db.selectFrom('sales_contracts' as never).select(['approval_status' as never]).where('id' as never, '=', other as never).executeTakeFirstOrThrow();
      expect(Number((row as { approval_status: number }).approval_status)).toBe(5);
      expect(await api.post('clerk', '/api/contract/sales_contract/update', { id: other, remark: '已补充付款条款' })).toMatchObject({ code: 2000 });
      expect(await api.submit('clerk', other)).toMatchObject({ code: 2000, data: { status: 1, round: 2 } });
      expect((await record(other)).log.map((e) => [e.round, e.status, e.opinion])).toEqual([[1, 7, ''], [1, 3, '请补充付款条款'], [2, 8, '']]);
    } finally {
      await api.db.updateTable('workflow_tpls').set({ multiple_rounds: 1 }).where('id', '=', tpl).execute();
    }
  });

  it('退回 at a later step goes back to the step before: the flow stays in approval with that step\'s approvers', async () => {
    const id = await api.draft();
    await api.submit('clerk', id);
    await api.handle('manager', (await api.taskOf('manager', id))!, 'approve');
    expect(await api.handle('boss', (await api.taskOf('boss', id))!, 'return', { opinion: '请部门再核' })).toMatchObject({ code: 2000 });
    const after = await record(id);
    expect(after.data.status).toBe(1);
    expect(await api.contractStatus(id)).toBe(1);
    expect(after.pending.map((p) => [p.user_name, p.node_name])).toEqual([['李明', '部门经理审批']]);
  });
});

describe('the flow log', () => {
  it('lists submit, each action with its opinion and time, recall and resubmit in order; detail shows who holds it now', async () => {
    const id = await api.draft();
    await api.submit('clerk', id);
    const task = (await api.taskOf('manager', id))!;
    expect(await api.handle('manager', task, 'addSign', { user_ids: [FLOW_PEOPLE.warehouse.id], opinion: '请仓储一起看' })).toMatchObject({ code: 2000 });
    const waiting = await record(id);
    expect(waiting.pending.map((p) => [p.user_name, p.node_name, p.opinion_required])).toEqual([['李明', '部门经理审批', 0], ['郑强', '部门经理审批', 0]]);
    expect(await api.post('clerk', `${W}/recall`, { tpl_id: waiting.data.tpl_id, form_data_id: id })).toMatchObject({ code: 2000 });
    expect((await record(id)).pending).toEqual([]);
    await api.submit('clerk', id);
    const log = (await record(id)).log;
    expect(log.map((e) => [e.round, e.user_name, e.status, e.opinion])).toEqual([
      [1, '张伟', 7, ''],
      [1, '李明', 5, '请仓储一起看'],
      [1, '张伟', 9, ''],
      [2, '张伟', 8, ''],
    ]);
    for (const entry of log) expect(entry.handled_at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    // executedFlowList (spec 000 §7) answers the same log.
    expect((await api.log('clerk', waiting.data.tpl_id, id)).data).toEqual(log);
    // The log's entries are no tasks: nobody's approval centre lists them.
    const approved = await api.tasks('clerk', 'approved');
    expect(approved.data.filter((t) => t.form_data_id === id)).toEqual([]);
  });
});
