import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';
import { activateTemplate, countersConsistent, FLOW_PEOPLE, flowClient, LABEL, W, type FlowClient, type Who } from './workflow-helpers';

let server: TestServer;
let api: FlowClient;
beforeAll(async () => {
  server = await startTestServer(80);
  api = await flowClient(server);
});
afterAll(async () => {
  await server.close();
});

/** Every task and flow row, to show a refused call changed nothing. */
async function snapshot() {
  const [tasks, flows, messages] = await Promise.all([
    api.db.selectFrom('workflow_tasks').selectAll().orderBy('id').execute(),
    api.db.selectFrom('workflow_data').selectAll().orderBy('id').execute(),
    api.db.selectFrom('messages').selectAll().orderBy('id').execute(),
  ]);
  return { tasks, flows, messages };
}

describe('bad input changes nothing', () => {
  it('malformed bodies, forged ids, another\'s task, a document outside the scope, a second submit', async () => {
    const id = await api.draft();
    await api.submit('clerk', id);
    const task = (await api.taskOf('manager', id))!;
    const before = await snapshot();
    const status = await api.contractStatus(id);
    const refusals: [Who, string, unknown, number, string?][] = [
      ['manager', '/handle', { task_id: task, action: 'explode' }, 4400],
      ['manager', '/handle', { task_id: 'x', action: 'approve' }, 4400],
      ['manager', '/handle', { task_id: task, action: 'approve', opinion: 'a'.repeat(501) }, 4400],
      ['manager', '/handle', { task_id: task, action: 'approve', extra: 1 }, 4400],
      ['manager', '/handle', { task_id: 2_000_000_000, action: 'approve' }, 4404, '审批任务不存在'],
      ['boss', '/handle', { task_id: task, action: 'approve' }, 4403, '这不是您的审批任务'],
      ['manager', '/handle', { task_id: task, action: 'transfer', user_ids: [FLOW_PEOPLE.manager.id] }, 4400, '不能选择自己'],
      ['manager', '/handle', { task_id: task, action: 'transfer', user_ids: [999999] }, 4400, '所选人员无效'],
      ['manager', '/handle', { task_id: task, action: 'transfer', user_ids: [16] }, 4400, '所选人员无效'],
      ['manager', '/handle', { task_id: task, action: 'transfer' }, 4400, '所选人员无效'],
      ['clerk', '/submitFlow', { tpl_label: LABEL, form_data_id: id }, 4400, '单据正在审批中或已完成，不能再次提交'],
      ['colleague', '/submitFlow', { tpl_label: LABEL, form_data_id: id }, 4404],
      ['clerk', '/submitFlow', { tpl_label: 'no_such_label', form_data_id: id }, 4400, '该单据没有启用的审批流程'],
      ['clerk', '/submitFlow', { tpl_label: LABEL, form_data_id: 2_000_000_000 }, 4404],
      ['clerk', '/submitFlow', { tpl_label: "x'; drop", form_data_id: id }, 4400],
      ['clerk', '/recall', { tpl_id: 1, form_data_id: 'abc' }, 4400],
    ];
    for (const [who, path, body, code, msg] of refusals) {
      const answer = await api.post(who, `${W}${path}`, body);
      expect(answer.code, `${who} ${path} ${JSON.stringify(body)}`).toBe(code);
      if (msg) expect(answer.msg).toBe(msg);
    }
    expect(await api.get('colleague', `${W}/executedFlowList`, { tpl_id: (await api.flow(id)).tpl_id, data_id: id })).toMatchObject({ code: 4404 });
    expect(await api.get('colleague', '/api/base/workflowdata', { tpl_label: LABEL, form_data_id: id })).toMatchObject({ code: 4404 });
    expect(await api.get('manager', '/api/base/workflowdata', { tpl_label: LABEL, form_data_id: id })).toMatchObject({ code: 2000, data: { data: [{ status: 1 }] } });
    expect(await snapshot()).toEqual(before);
    expect(await api.contractStatus(id)).toBe(status);
  });
});

describe('pending types', () => {
  it('N pass: two approvers of a one-of-N node approve at once; exactly one completes the node', async () => {
    const tpl = (await api.db.selectFrom('workflow_tpls').select('id').where('name', '=', '销售合同审批').executeTakeFirstOrThrow()).id;
    const node = await api.db.selectFrom('workflow_nodes').selectAll().where('tpl_id', '=', tpl).where('sort', '=', 2).executeTakeFirstOrThrow();
    await api.db.updateTable('workflow_nodes').set({ approvers: JSON.stringify({ roles: [2, 3] }) }).where('id', '=', node.id).execute();
    try {
      for (let i = 0; i < 3; i += 1) {
        const id = await api.draft();
        await api.submit('clerk', id);
        await api.handle('manager', (await api.taskOf('manager', id))!, 'approve');
        const [a, b] = [(await api.taskOf('boss', id))!, (await api.taskOf('warehouse', id))!];
        expect(a && b).toBeTruthy();
        const answers = await Promise.all([api.handle('boss', a, 'approve'), api.handle('warehouse', b, 'approve')]);
        expect(answers.map((x) => x.code).sort()).toEqual([2000, 4400]);
        expect(answers.find((x) => x.code === 4400)!.msg).toBe('该审批已处理');
        expect(await api.flow(id)).toMatchObject({ status: 2 });
        const approvedAtNode = await api.db.selectFrom('workflow_tasks').select('id').where('node_id', '=', node.id).where('status', '=', 1)
          .where('workflow_data_id', '=', (await api.db.selectFrom('workflow_data').select('id').where('form_data_id', '=', id).executeTakeFirstOrThrow()).id).execute();
        expect(approvedAtNode).toHaveLength(1);
        expect(await api.taskOf('boss', id)).toBeUndefined();
        expect(await api.taskOf('warehouse', id)).toBeUndefined();
      }
      const { stored, fresh } = await countersConsistent(api.db);
      expect(stored).toEqual(fresh);
    } finally {
      await api.db.updateTable('workflow_nodes').set({ approvers: node.approvers }).where('id', '=', node.id).execute();
    }
  });

  it('random N gives the task to N of the candidates; approver-chooses needs a choice among the candidates', async () => {
    const tplId = await activateTemplate(api.db, '销售合同审批（随机与自选）');
    try {
      const id = await api.draft();
      expect((await api.submit('clerk', id)).data.tpl_id).toBe(tplId);
      const holders = (await Promise.all((['boss', 'manager'] as const).map(async (who) => [who, await api.taskOf(who, id)] as const))).filter(([, t]) => t);
      expect(holders).toHaveLength(1);
      const [who, task] = holders[0];
      const next = await api.nextFlow(who, { tpl_label: LABEL, form_data_id: id, task_id: task });
      expect(next.data.next_flow).toMatchObject({ name: '自选审批', pending_type: 3, pending_type_label: '审批人自选' });
      expect(next.data.next_flow!.users.map((u) => u.id)).toContain(FLOW_PEOPLE.warehouse.id);
      const before = await snapshot();
      expect((await api.handle(who, task!, 'approve')).msg).toBe('请选择审批人');
      expect((await api.handle(who, task!, 'approve', { next_users: [9] })).msg).toBe('所选审批人不在可选范围内');
      expect(await snapshot()).toEqual(before);
      expect(await api.handle(who, task!, 'approve', { next_users: [FLOW_PEOPLE.warehouse.id] })).toMatchObject({ code: 2000 });
      expect(await api.taskOf('boss', id)).toBeUndefined();
      expect(await api.handle('warehouse', (await api.taskOf('warehouse', id))!, 'approve')).toMatchObject({ code: 2000 });
      expect(await api.flow(id)).toMatchObject({ status: 2 });
    } finally {
      await activateTemplate(api.db, '销售合同审批');
    }
  });
});

describe('counters', () => {
  it('after a random sequence of actions every badge equals what its tab lists', async () => {
    let seed = 9;
    const random = () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648);
    const docs = await Promise.all(Array.from({ length: 6 }, () => api.draft()));
    const approvers: Who[] = ['manager', 'boss', 'warehouse'];
    for (let step = 0; step < 60; step += 1) {
      const id = docs[Math.floor(random() * docs.length)];
      const flow = await api.db.selectFrom('workflow_data').select('status').where('form_data_id', '=', id).executeTakeFirst();
      if (!flow || flow.status !== 1) {
        if (flow?.status !== 2) await api.submit('clerk', id);
        continue;
      }
      if (random() < 0.1) {
        await api.post('clerk', `${W}/recall`, { tpl_id: (await api.flow(id)).tpl_id, form_data_id: id });
        continue;
      }
      for (const who of approvers) {
        const task = await api.taskOf(who, id);
        if (!task) continue;
        const action = ['approve', 'approve', 'approve', 'reject', 'return', 'copy', 'addSign', 'transfer'][Math.floor(random() * 8)];
        const target = action === 'copy' ? [FLOW_PEOPLE.colleague.id] : action === 'addSign' || action === 'transfer' ? [FLOW_PEOPLE.admin.id] : undefined;
        await api.handle(who, task, action, { opinion: '请核对', ...(target ? { user_ids: target } : {}) });
        break;
      }
      const admin = await api.taskOf('admin', id);
      if (admin) await api.handle('admin', admin, 'approve');
    }
    const { stored, fresh } = await countersConsistent(api.db);
    expect(Object.keys(fresh).length).toBeGreaterThan(0);
    expect(stored).toEqual(fresh);
  });
});
