import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Tpl, TplListAnswer } from '../../schemas/generated/workflow';
import { startTestServer, type TestServer } from './harness';
import { countersConsistent, FLOW_PEOPLE, flowClient, LABEL, W, type FlowClient } from './workflow-helpers';

let server: TestServer;
let api: FlowClient;
beforeAll(async () => {
  server = await startTestServer(80);
  api = await flowClient(server);
});
afterAll(async () => {
  await server.close();
});

async function expectConsistent() {
  const { stored, fresh } = await countersConsistent(api.db);
  expect(stored).toEqual(fresh);
}

describe('templates', () => {
  it('workflowtpl/index lists the label\'s templates; detailbylabel answers the active one with its labelled steps', async () => {
    const list = await api.get<TplListAnswer>('clerk', '/api/base/workflowtpl/index', { where: JSON.stringify({ label: LABEL }), page: 1, limit: 9999 });
    expect(list.code).toBe(2000);
    expect(list.data.data.map((t) => [t.name, t.status])).toEqual([['销售合同审批', 1], ['销售合同审批（随机与自选）', 0]]);
    const detail = await api.get<Tpl>('clerk', '/api/base/workflowtpl/detailbylabel', { where: JSON.stringify({ label: LABEL }) });
    expect(detail.data).toMatchObject({ label: LABEL, status: 1, multiple_rounds: 1, group_tab: '合同审批' });
    expect(detail.data.nodes?.map((n) => [n.name, n.pending_type, n.pending_type_label, n.get_user_type_label])).toEqual([
      ['部门经理审批', 0, '全部通过', '部门负责人'],
      ['公司总经理审批', 1, 'N人通过', '角色'],
    ]);
    expect((await api.get('clerk', '/api/base/workflowtpl/detailbylabel', { where: JSON.stringify({ label: 'nothing_here' }) })).data).toBeNull();
  });

  it('nextFlow answers the first step of a submit with its candidates and round 1', async () => {
    const id = await api.draft();
    const next = await api.nextFlow('clerk', { tpl_label: LABEL, form_data_id: id });
    expect(next.code).toBe(2000);
    expect(next.data.round).toBe(1);
    expect(next.data.next_flow).toMatchObject({ name: '部门经理审批', get_user_type: 3, pending_type: 0, user_count: 1, users: [{ id: 3, name: '李明' }] });
  });
});

describe('submit and approve through both nodes', () => {
  it('moves the document 草稿 → 审批中 → 已完成, counts and pushes each approver\'s pending, and logs every step', async () => {
    const id = await api.draft();
    const before = { manager: await api.counts('manager'), boss: await api.counts('boss') };
    const pushed: Record<string, number>[] = [];
    const unsubscribe = server.app.realtime.subscribe(FLOW_PEOPLE.manager.id, (text) => pushed.push((JSON.parse(text) as { data: Record<string, number> }).data));

    const submitted = await api.submit('clerk', id);
    expect(submitted).toMatchObject({ code: 2000, data: { status: 1, round: 1, form_data_id: id, created_user: 4, created_user_name: '张伟' } });
    expect(await api.contractStatus(id)).toBe(1);
    expect((await api.counts('manager')).workflow).toBe(before.manager.workflow + 1);
    // On PostgreSQL the push comes through NOTIFY, after the submit answered: waited for, not assumed.
    const counts = await api.counts('manager');
    await expect.poll(() => pushed.at(-1)).toEqual(counts);
    unsubscribe();

    const pending = await api.tasks('manager');
    const item = pending.data.find((t) => t.form_data_id === id)!;
    expect(item).toMatchObject({ status: 0, tpl_label: LABEL, form_type: 0, form_name: '/approve', group_tab: '合同审批', node_name: '部门经理审批' });
    expect(item.link).toBe(`/approve?data_id=${id}&workflow_label=${LABEL}&workflow_tpl_id=${item.tpl_id}&workflow_log_id=${item.workflow_log_id}`);

    expect(await api.handle('manager', item.workflow_log_id, 'approve', { opinion: '同意' })).toEqual({ code: 2000, msg: 'success', data: null });
    expect((await api.counts('manager')).workflow).toBe(before.manager.workflow);
    expect((await api.counts('boss')).workflow).toBe(before.boss.workflow + 1);
    expect(await api.contractStatus(id)).toBe(1);
    const bossTask = (await api.taskOf('boss', id))!;
    expect(await api.handle('boss', bossTask, 'approve')).toMatchObject({ code: 2000 });
    expect(await api.flow(id)).toMatchObject({ status: 2, current_node_id: null });
    expect(await api.contractStatus(id)).toBe(2);
    expect((await api.counts('boss')).workflow).toBe(before.boss.workflow);

    const log = await api.log('clerk', submitted.data.tpl_id, id);
    // The submit (7, no step) comes first, then each approval with its opinion.
    expect(log.data.map((e) => [e.node_name, e.user_name, e.status, e.opinion])).toEqual([['', '张伟', 7, ''], ['部门经理审批', '李明', 1, '同意'], ['公司总经理审批', '王建国', 1, '']]);
    const approved = await api.tasks('manager', 'approved');
    expect(approved.data[0]).toMatchObject({ workflow_log_id: item.workflow_log_id, status: 1, workflow_status: 2 });
    expect((await api.handle('manager', item.workflow_log_id, 'approve')).msg).toBe('该审批已处理');
    await expectConsistent();
  });
});

describe('reject, rounds and return', () => {
  it('a reject ends the flow 已驳回 and counts the creator\'s flow_back; resubmitting starts round 2 and keeps round 1\'s log', async () => {
    const id = await api.draft();
    const back = (await api.counts('clerk')).flow_back;
    const tplId = (await api.submit('clerk', id)).data.tpl_id;
    expect(await api.handle('manager', (await api.taskOf('manager', id))!, 'reject', { opinion: '金额有误' })).toMatchObject({ code: 2000 });
    expect(await api.flow(id)).toMatchObject({ status: 3, round: 1 });
    expect(await api.contractStatus(id)).toBe(3);
    expect((await api.counts('clerk')).flow_back).toBe(back + 1);
    expect(await api.nextFlow('clerk', { tpl_label: LABEL, form_data_id: id })).toMatchObject({ data: { round: 2 } });
    expect(await api.submit('clerk', id)).toMatchObject({ code: 2000, data: { status: 1, round: 2 } });
    expect((await api.counts('clerk')).flow_back).toBe(back);
    expect(await api.handle('manager', (await api.taskOf('manager', id))!, 'approve')).toMatchObject({ code: 2000 });
    const log = (await api.log('clerk', tplId, id)).data;
    expect(log.map((e) => [e.round, e.status, e.opinion])).toEqual([[1, 7, ''], [1, 2, '金额有误'], [2, 8, ''], [2, 1, '']]);
    await expectConsistent();
  });

  it('return at the second node sends it back to the first; at the first node back to the creator (已退回, not 已驳回)', async () => {
    const id = await api.draft();
    await api.submit('clerk', id);
    await api.handle('manager', (await api.taskOf('manager', id))!, 'approve');
    expect(await api.handle('boss', (await api.taskOf('boss', id))!, 'return', { opinion: '请部门再核' })).toMatchObject({ code: 2000 });
    const flow = await api.flow(id);
    expect(flow.status).toBe(1);
    const again = await api.taskOf('manager', id);
    expect(again).toBeDefined();
    expect(await api.taskOf('boss', id)).toBeUndefined();
    expect(await api.handle('manager', again!, 'return')).toMatchObject({ code: 2000 });
    expect(await api.flow(id)).toMatchObject({ status: 5 });
    expect(await api.contractStatus(id)).toBe(5);
    const log = (await api.log('clerk', flow.tpl_id, id)).data;
    expect(log.map((e) => e.status)).toEqual([7, 1, 3, 3]);
    await expectConsistent();
  });
});

describe('recall', () => {
  it('only the creator, only in approval: open tasks close, the log stays, the document goes back to 草稿', async () => {
    const id = await api.draft();
    const tplId = (await api.submit('clerk', id)).data.tpl_id;
    await api.handle('manager', (await api.taskOf('manager', id))!, 'approve');
    const boss = (await api.counts('boss')).workflow;
    const denied = await api.post('manager', `${W}/recall`, { tpl_id: tplId, form_data_id: id });
    expect(denied).toMatchObject({ code: 4400, msg: '单据由您创建并且单据状态在审批中的才可撤回' });
    expect(await api.post('clerk', `${W}/recall`, { tpl_id: tplId, form_data_id: id })).toMatchObject({ code: 2000 });
    expect(await api.flow(id)).toMatchObject({ status: 0, current_node_id: null });
    expect(await api.contractStatus(id)).toBe(0);
    expect(await api.taskOf('boss', id)).toBeUndefined();
    expect((await api.counts('boss')).workflow).toBe(boss - 1);
    // The log keeps 李明's approval between the submit and the recall.
    expect((await api.log('clerk', tplId, id)).data.map((e) => [e.user_name, e.status])).toEqual([['张伟', 7], ['李明', 1], ['张伟', 9]]);
    expect((await api.post('clerk', `${W}/recall`, { tpl_id: tplId, form_data_id: id })).msg).toBe('单据由您创建并且单据状态在审批中的才可撤回');
    expect(await api.submit('clerk', id)).toMatchObject({ code: 2000, data: { round: 2 } });
    await expectConsistent();
  });
});

describe('transfer, add-sign and copy', () => {
  it('transfer hands the task to one person on the same node', async () => {
    const id = await api.draft();
    await api.submit('clerk', id);
    const task = (await api.taskOf('manager', id))!;
    expect(await api.handle('manager', task, 'transfer', { user_ids: [FLOW_PEOPLE.warehouse.id], opinion: '请郑强处理' })).toMatchObject({ code: 2000 });
    expect(await api.taskOf('manager', id)).toBeUndefined();
    expect(await api.handle('warehouse', (await api.taskOf('warehouse', id))!, 'approve')).toMatchObject({ code: 2000 });
    expect(await api.taskOf('boss', id)).toBeDefined();
    const log = (await api.log('clerk', (await api.flow(id)).tpl_id, id)).data;
    expect(log.map((e) => [e.user_name, e.status])).toEqual([['张伟', 7], ['李明', 4], ['郑强', 1]]);
    await expectConsistent();
  });

  it('add-sign makes the node wait for the added approver too', async () => {
    const id = await api.draft();
    await api.submit('clerk', id);
    const task = (await api.taskOf('manager', id))!;
    expect(await api.handle('manager', task, 'addSign', { user_ids: [FLOW_PEOPLE.warehouse.id] })).toMatchObject({ code: 2000 });
    expect(await api.handle('manager', task, 'approve')).toMatchObject({ code: 2000 });
    expect(await api.taskOf('boss', id)).toBeUndefined();
    expect(await api.handle('warehouse', (await api.taskOf('warehouse', id))!, 'approve')).toMatchObject({ code: 2000 });
    expect(await api.taskOf('boss', id)).toBeDefined();
    await expectConsistent();
  });

  it('copy counts a notice for the person copied until they read it; the approver\'s task stays pending', async () => {
    const id = await api.draft();
    await api.submit('clerk', id);
    const task = (await api.taskOf('manager', id))!;
    const notice = (await api.counts('colleague')).notice;
    expect(await api.handle('manager', task, 'copy', { user_ids: [FLOW_PEOPLE.colleague.id] })).toMatchObject({ code: 2000 });
    expect((await api.counts('colleague')).notice).toBe(notice + 1);
    expect(await api.taskOf('manager', id)).toBe(task);
    const copied = (await api.tasks('colleague', 'approved')).data.find((t) => t.form_data_id === id)!;
    expect(copied).toMatchObject({ status: 6, read_at: null });
    expect(await api.post('colleague', `${W}/readCopies`, { ids: [copied.workflow_log_id] })).toMatchObject({ code: 2000 });
    expect((await api.counts('colleague')).notice).toBe(notice);
    await expectConsistent();
  });
});
