import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MessageCounts, MessageIndexAnswer } from '../../schemas/generated/message';
import type { TaskListAnswer } from '../../schemas/generated/workflow';
import { PEOPLE } from '../../server/db/seed/people';
import { get, login, post, startTestServer, type TestServer } from './harness';
import { flowClient, LABEL, W, type FlowClient } from './workflow-helpers';

/**
 * The message centre tells the truth (issue 20): after random sequences of workflow actions by random demo
 * users through the HTTP API (submit, approve, reject, return, transfer, add-sign, copy, recall, reading and
 * opening messages, reading copies, deleting), every demo user's five badges equal what their tabs list: 待审批
 * the approval centre's pending total, the other four the unread messages of their lists. Many of the calls
 * are refused (someone else's task, a finished document); a refused call must not move a badge either.
 * BADGE_SEED picks another sequence.
 */
const SEED = Number(process.env.BADGE_SEED ?? 20_260_520);
const KINDS = ['inhand', 'notice', 'alarm', 'flow_back'] as const;
const ACTIONS = ['submit', 'approve', 'reject', 'return', 'transfer', 'addSign', 'copy', 'recall', 'open', 'read', 'readCopies', 'delete'] as const;
/** How often each is drawn: mostly the steps that move a flow on. */
const WEIGHTS: Readonly<Record<(typeof ACTIONS)[number], number>> = {
  submit: 6, approve: 10, reject: 2, return: 2, transfer: 2, addSign: 1, copy: 2, recall: 1, open: 2, read: 1, readCopies: 1, delete: 1,
};
/** Who creates the documents: 张伟 and 马超 of 销售一组 (whose flows find their approvers). */
const CREATORS = [{ userId: 4, orgId: 7 }, { userId: 14, orgId: 7 }];

let server: TestServer;
let api: FlowClient;
const tokens = new Map<number, string>();
const users = PEOPLE.filter((p) => (p.status ?? 1) === 1).map((p) => p.id);

beforeAll(async () => {
  server = await startTestServer(80);
  api = await flowClient(server);
  for (const person of PEOPLE.filter((p) => users.includes(p.id))) tokens.set(person.id, await login(server.app, person.mobile));
});
afterAll(async () => {
  await server.close();
});

const as = (userId: number) => tokens.get(userId)!;

/** Answers by action and code (`approve 2000`), printed at the end: how deep the sequences reached. */
const answered = new Map<string, number>();
async function send(action: string, userId: number, url: string, body: unknown): Promise<void> {
  const { code } = await post(server.app, as(userId), url, body);
  answered.set(`${action} ${code}`, (answered.get(`${action} ${code}`) ?? 0) + 1);
}

/** One user's badges against their lists, read as the browser reads them. */
async function expectBadgesTrue(userId: number, after: string): Promise<void> {
  const { app } = server;
  const counts = (await get<MessageCounts>(app, as(userId), '/api/access/message/count', { app_id: 0 })).data;
  const pending = (await get<TaskListAnswer>(app, as(userId), `${W}/taskList`, { tab: 'pending', limit: 9999 })).data;
  expect(pending.data.length, `user ${userId} 待审批 list after ${after}`).toBe(pending.total);
  expect(counts.workflow, `user ${userId} 待审批 badge after ${after}`).toBe(pending.total);
  for (const kind of KINDS) {
    const list = (await get<MessageIndexAnswer>(app, as(userId), '/api/access/message/index', { kind, limit: 9999 })).data;
    const unread = list.data.filter((m) => m.status === 0).length;
    expect(list.data.length, `user ${userId} ${kind} list after ${after}`).toBe(list.total);
    expect(counts[kind], `user ${userId} ${kind} badge after ${after}`).toBe(unread);
    expect(list.unread, `user ${userId} ${kind} unread after ${after}`).toBe(unread);
  }
}

interface Step {
  action: (typeof ACTIONS)[number];
  doc: number;
  actor: number;
  target: number;
  /** Mostly the person the action is for (a task's holder, the creator); otherwise anyone, to be refused. */
  faithful: boolean;
}

const step: fc.Arbitrary<Step> = fc.record({
  action: fc.oneof(...ACTIONS.map((a) => ({ weight: WEIGHTS[a], arbitrary: fc.constant(a) }))),
  doc: fc.nat(),
  actor: fc.nat(),
  target: fc.nat(),
  faithful: fc.oneof({ weight: 4, arbitrary: fc.constant(true) }, { weight: 1, arbitrary: fc.constant(false) }),
});

const pick = <T>(items: readonly T[], at: number): T | undefined => (items.length === 0 ? undefined : items[at % items.length]);

/** Does one step through HTTP; answers the users it may concern (the actor, the creator, the target, the approvers). */
async function perform(s: Step, docs: readonly { id: number; creator: number }[]): Promise<number[]> {
  const { database } = server;
  const anyone = pick(users, s.actor)!;
  const target = pick(users, s.target)!;
  const flows = await database.db
    .selectFrom('workflow_data')
    .select(['form_data_id', 'status'])
    .where('tpl_label', '=', LABEL)
    .where('form_data_id', 'in', docs.map((d) => d.id))
    .execute();
  const statusOf = (id: number) => flows.find((f) => f.form_data_id === id)?.status ?? 0;
  // A faithful step acts on a document it fits: a submit on one not in approval, a decision on one in approval.
  const fitting = docs.filter((d) => (s.action === 'submit' ? statusOf(d.id) !== 1 : statusOf(d.id) === 1));
  const doc = pick(s.faithful && fitting.length > 0 ? fitting : docs, s.doc)!;
  const pendingTasks = await database.db
    .selectFrom('workflow_tasks as t')
    .innerJoin('workflow_data as d', 'd.id', 't.workflow_data_id')
    .select(['t.id', 't.user_id'])
    .where('d.tpl_label', '=', LABEL)
    .where('d.form_data_id', '=', doc.id)
    .where('t.status', '=', 0)
    .orderBy('t.id')
    .execute();
  const concerned = [anyone, target, doc.creator, ...pendingTasks.map((t) => t.user_id)];
  switch (s.action) {
    case 'submit':
      await send(s.action, s.faithful ? doc.creator : anyone, `${W}/submitFlow`, { tpl_label: LABEL, form_data_id: doc.id });
      break;
    case 'recall': {
      const flow = await database.db.selectFrom('workflow_data').select('tpl_id').where('tpl_label', '=', LABEL).where('form_data_id', '=', doc.id).executeTakeFirst();
      await send(s.action, s.faithful ? doc.creator : anyone, `${W}/recall`, { tpl_id: flow?.tpl_id ?? 1, form_data_id: doc.id });
      break;
    }
    case 'delete':
      await send(s.action, s.faithful ? doc.creator : anyone, '/api/contract/sales_contract/del', { ids: [doc.id] });
      break;
    case 'open': {
      const messages = await database.db.selectFrom('messages').select(['id', 'user_id']).orderBy('id').execute();
      const message = pick(s.faithful ? messages.filter((m) => m.user_id === anyone) : messages, s.target);
      if (message) await send(s.action, anyone, '/api/access/message/open', { id: message.id });
      break;
    }
    case 'read': {
      const unread = await database.db.selectFrom('messages').select('id').where('status', '=', 0).where('user_id', s.faithful ? '=' : '<>', anyone).orderBy('id').execute();
      const ids = unread.filter((_, i) => (i + s.target) % 3 === 0).map((m) => m.id);
      if (ids.length > 0) await send(s.action, anyone, '/api/access/message/read', { ids });
      break;
    }
    case 'readCopies': {
      const copies = await database.db.selectFrom('workflow_tasks').select('id').where('status', '=', 6).where('read_at', 'is', null).where('user_id', s.faithful ? '=' : '<>', anyone).execute();
      if (copies.length > 0) await send(s.action, anyone, `${W}/readCopies`, { ids: copies.map((c) => c.id) });
      break;
    }
    default: {
      const task = pick(pendingTasks, s.actor);
      if (!task) break;
      const body: Record<string, unknown> = { task_id: task.id, action: s.action, opinion: '随机审批意见' };
      if (['transfer', 'addSign', 'copy'].includes(s.action)) body.user_ids = [target];
      await send(s.action, s.faithful ? task.user_id : anyone, `${W}/handle`, body);
    }
  }
  return [...new Set(concerned)];
}

describe('every badge equals what its tab lists', () => {
  it('for every demo user, after random sequences of workflow actions by random users', async () => {
    for (const user of users) await expectBadgesTrue(user, 'the seed');
    let run = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 12, maxLength: 30, size: 'max' }), async (steps) => {
        run += 1;
        const docs = [];
        for (let i = 0; i < 4; i += 1) {
          const creator = CREATORS[(run + i) % CREATORS.length]!;
          docs.push({ id: await api.draft(creator), creator: creator.userId });
        }
        for (const [at, s] of steps.entries()) {
          const concerned = await perform(s, docs);
          for (const user of concerned) await expectBadgesTrue(user, `run ${run} step ${at} ${JSON.stringify(s)}`);
        }
        for (const user of users) await expectBadgesTrue(user, `run ${run}`);
      }),
      { seed: SEED, numRuns: 8, endOnFailure: true },
    );
    console.info(`message badges: ${[...answered].sort().map(([k, n]) => `${k}×${n}`).join(' ')}`);
    // The sequences did reach the outcomes the badges count.
    const reached = await server.database.db.selectFrom('messages').select('template').where('template', 'like', 'flow%').groupBy('template').execute();
    expect(reached.map((r) => r.template).sort()).toEqual(['flowApproved', 'flowCopied', 'flowRejected', 'flowReturned']);
  });
});
