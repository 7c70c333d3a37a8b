import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MessageIndexAnswer, MessageItem, MessageKind, MessageOpenAnswer } from '../../schemas/generated/message';
import { get, login, startTestServer, type TestServer } from './harness';
import { FLOW_PEOPLE, flowClient, LABEL, W, type FlowClient, type Who } from './workflow-helpers';

const M = '/api/access/message';

let server: TestServer;
let api: FlowClient;
beforeAll(async () => {
  server = await startTestServer(80);
  api = await flowClient(server);
});
afterAll(async () => {
  await server.close();
});

async function inbox(who: Who, kind: MessageKind): Promise<MessageIndexAnswer> {
  return (await api.get<MessageIndexAnswer>(who, `${M}/index`, { kind, limit: 100 })).data;
}

/** The caller's newest message of a kind (unread ones come first). */
async function newest(who: Who, kind: MessageKind): Promise<MessageItem> {
  return (await inbox(who, kind)).data[0]!;
}

/** A draft of 张伟 submitted for approval, with its flow's title and template. */
async function submitted(): Promise<{ id: number; title: string; tpl: number }> {
  const id = await api.draft();
  expect((await api.submit('clerk', id)).code).toBe(2000);
  const flow = await api.db.selectFrom('workflow_data').select(['name', 'tpl_id']).where('tpl_label', '=', LABEL).where('form_data_id', '=', id).executeTakeFirstOrThrow();
  return { id, title: flow.name, tpl: flow.tpl_id };
}

async function decide(who: Who, id: number, action: string, extra: Record<string, unknown> = {}): Promise<void> {
  expect(await api.handle(who, (await api.taskOf(who, id))!, action, extra)).toMatchObject({ code: 2000 });
}

describe('workflow events reach the people concerned', () => {
  it('the creator hears the approval under 通知, in their own language; it opens the document', async () => {
    const { id, title, tpl } = await submitted();
    const before = await api.counts('clerk');
    await decide('manager', id, 'approve', { opinion: '同意' });
    expect((await api.counts('clerk')).notice).toBe(before.notice);
    await decide('boss', id, 'approve', { opinion: '价格合理' });
    expect((await api.counts('clerk')).notice).toBe(before.notice + 1);
    const message = await newest('clerk', 'notice');
    expect(message).toMatchObject({
      kind: 'notice', status: 0, title: `审批通过：${title}`, content: `您提交的《${title}》已审批通过，最后一步由王建国（公司总经理审批）同意。意见：价格合理`,
      // The document's page as the approval centre links it, without a task: the creator reads it as its owner.
      link: `/approve?data_id=${id}&workflow_label=${LABEL}&workflow_tpl_id=${tpl}`,
    });
    const english = await get<MessageIndexAnswer>(server.app, await login(server.app, FLOW_PEOPLE.clerk.mobile), `${M}/index`, { kind: 'notice' }, { cookie: 'language=en' });
    expect(english.data.data[0]).toMatchObject({ id: message.id, title: `Approved: ${title}`, content: `Your "${title}" has been approved; 王建国 (公司总经理审批) gave the final approval. Opinion: 价格合理` });
  });

  it('a rejection and a return reach the creator under 退回 with the opinion; a resubmit settles the return', async () => {
    const before = (await api.counts('clerk')).flow_back;
    const rejected = await submitted();
    await decide('manager', rejected.id, 'reject', { opinion: '金额有误' });
    expect(await newest('clerk', 'flow_back')).toMatchObject({ title: `已驳回：${rejected.title}`, content: `李明（部门经理审批）驳回了您提交的《${rejected.title}》。意见：金额有误`, status: 0 });

    const returned = await submitted();
    await decide('manager', returned.id, 'approve', { opinion: '同意' });
    // Back to the first step: its approver decides again, the creator is not told yet.
    await decide('boss', returned.id, 'return', { opinion: '补充附件' });
    expect((await api.counts('clerk')).flow_back).toBe(before + 1);
    await decide('manager', returned.id, 'return', { opinion: '请补充附件后再提交' });
    const back = await newest('clerk', 'flow_back');
    expect(back).toMatchObject({ title: `已退回：${returned.title}`, content: `李明（部门经理审批）将《${returned.title}》退回给您，请修改后重新提交。意见：请补充附件后再提交` });
    expect((await api.counts('clerk')).flow_back).toBe(before + 2);

    expect((await api.submit('clerk', returned.id)).code).toBe(2000);
    expect((await api.counts('clerk')).flow_back).toBe(before + 1);
    expect((await inbox('clerk', 'flow_back')).data.find((m) => m.id === back.id)).toMatchObject({ status: 1 });
  });

  it('a copy gives the person copied a notice that opens the document through their copy; reading either reads both', async () => {
    const { id, title } = await submitted();
    const before = (await api.counts('colleague')).notice;
    await decide('manager', id, 'copy', { user_ids: [FLOW_PEOPLE.colleague.id], opinion: '请知悉' });
    expect((await api.counts('colleague')).notice).toBe(before + 1);
    const copy = await newest('colleague', 'notice');
    expect(copy).toMatchObject({ title: `抄送：${title}`, content: `李明（部门经理审批）将张伟提交的《${title}》抄送给您。意见：请知悉` });
    // The same link as the copy's entry in the approval centre.
    const entry = (await api.tasks('colleague', 'approved')).data.find((t) => t.form_data_id === id && t.status === 6)!;
    expect(copy.link).toBe(entry.link);

    const opened = await api.post<MessageOpenAnswer>('colleague', `${M}/open`, { id: copy.id });
    expect(opened).toMatchObject({ code: 2000, data: { message: { id: copy.id, status: 1, link: entry.link }, counts: { notice: before } } });
    const task = await api.db.selectFrom('workflow_tasks').select('read_at').where('id', '=', entry.workflow_log_id).executeTakeFirstOrThrow();
    expect(task.read_at).not.toBeNull();

    await decide('manager', id, 'copy', { user_ids: [FLOW_PEOPLE.colleague.id] });
    const second = (await api.tasks('colleague', 'approved')).data.find((t) => t.form_data_id === id && t.status === 6 && t.read_at === null)!;
    expect((await api.counts('colleague')).notice).toBe(before + 1);
    expect(await api.post('colleague', `${W}/readCopies`, { ids: [second.workflow_log_id] })).toMatchObject({ code: 2000 });
    expect((await api.counts('colleague')).notice).toBe(before);
  });

  it('deleting a document sent back takes its messages along', async () => {
    const { id } = await submitted();
    const flow = await api.db.selectFrom('workflow_data').select('id').where('tpl_label', '=', LABEL).where('form_data_id', '=', id).executeTakeFirstOrThrow();
    const about = () => api.db.selectFrom('messages').select('kind').where('workflow_data_id', '=', flow.id).execute();
    const before = (await api.counts('clerk')).flow_back;
    await decide('manager', id, 'reject', { opinion: '重新起草' });
    expect((await api.counts('clerk')).flow_back).toBe(before + 1);
    expect(await about()).toEqual([{ kind: 'flow_back' }]);
    expect(await api.post('clerk', '/api/contract/sales_contract/del', { ids: [id] })).toMatchObject({ code: 2000, data: { deleted: 1 } });
    expect((await api.counts('clerk')).flow_back).toBe(before);
    expect(await about()).toEqual([]);
  });
});

describe('opening a message', () => {
  it('marks it read and answers its address and the new counters', async () => {
    const unread = (await inbox('manager', 'alarm')).data.find((m) => m.status === 0)!;
    const before = await api.counts('manager');
    const opened = await api.post<MessageOpenAnswer>('manager', `${M}/open`, { id: unread.id });
    expect(opened.data).toEqual({ message: { ...unread, status: 1 }, counts: { ...before, alarm: before.alarm - 1 } });
    expect(unread.link).toMatch(/^\/contract\/sales\/form\?data_id=\d+$/);
    // Opening it again changes nothing.
    expect((await api.post<MessageOpenAnswer>('manager', `${M}/open`, { id: unread.id })).data.counts).toEqual(opened.data.counts);
  });

  it('refuses another user\'s message (4403), a missing one (4404) and malformed bodies (4400), and changes nothing', async () => {
    const theirs = (await inbox('boss', 'notice')).data.find((m) => m.status === 0)!;
    const rows = () => api.db.selectFrom('messages').selectAll().orderBy('id').execute();
    const before = await rows();
    const refusals: [unknown, number, string?][] = [
      [{ id: theirs.id }, 4403, '这不是您的消息'],
      [{ id: 2_000_000_000 }, 4404, '消息不存在'],
      [{ id: 'x' }, 4400], [{ id: String(theirs.id) }, 4400], [{ id: null }, 4400], [{}, 4400], [{ id: 0 }, 4400], [{ id: 1.5 }, 4400], [{ id: 2_147_483_648 }, 4400], [{ id: theirs.id, extra: 1 }, 4400], [{ ids: [theirs.id] }, 4400], [[theirs.id], 4400],
    ];
    for (const [body, code, msg] of refusals) {
      const answer = await api.post('clerk', `${M}/open`, body);
      expect(answer.code, JSON.stringify(body)).toBe(code);
      if (msg) expect(answer.msg).toBe(msg);
    }
    expect(await api.post('clerk', `${M}/read`, { ids: [theirs.id] })).toMatchObject({ code: 2000 });
    // Ids travel as JSON numbers: text is refused, not read as the number it spells.
    expect(await api.post('clerk', `${M}/read`, { ids: [String(theirs.id)] })).toMatchObject({ code: 4400 });
    expect(await rows()).toEqual(before);
    for (const kind of ['workflow', 'nope', '']) expect((await api.get('clerk', `${M}/index`, { kind })).code).toBe(4400);
  });
});
