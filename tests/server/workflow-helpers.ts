import type { Kysely } from 'kysely';
import type { FlowLogEntry, NextFlowAnswer, TaskListAnswer, WorkflowData } from '../../schemas/generated/workflow';
import type { Database } from '../../server/db/tables';
import { LISTED_KINDS, messagePage } from '../../server/modules/message/list';
import { messageCounts } from '../../server/modules/message/counts';
import { taskList } from '../../server/modules/workflow/lists';
import { get, login, MOBILES, post, type Answer, type TestServer } from './harness';

export const LABEL = 'sales_contract';
/** The opinion `handle` gives a reject or a return when the test names none. */
export const DEFAULT_OPINION = '请核实后重新提交';
const SAYS_WHY = ['reject', 'return'];
export const W = '/api/base/workflow';

/** The demo people of the flows: 张伟 creates; 李明 leads his department; 王建国 manages the company. */
export const FLOW_PEOPLE = {
  clerk: { mobile: MOBILES.salesClerk, id: 4 },
  manager: { mobile: MOBILES.departmentManager, id: 3 },
  boss: { mobile: MOBILES.companyManager, id: 2 },
  /** 郑强, department manager of 仓储运营部 in the same company. */
  warehouse: { mobile: '13800000010', id: 11 },
  /** 马超, another clerk in 张伟's group (scope oneself: cannot see 张伟's contracts). */
  colleague: { mobile: '13800000013', id: 14 },
  admin: { mobile: MOBILES.admin, id: 1 },
} as const;
export type Who = keyof typeof FLOW_PEOPLE;

export interface FlowClient {
  db: Kysely<Database>;
  post<T = unknown>(who: Who, path: string, body: unknown): Promise<Answer<T>>;
  get<T = unknown>(who: Who, path: string, query?: Record<string, unknown>): Promise<Answer<T>>;
  submit(who: Who, formDataId: number, extra?: Record<string, unknown>): Promise<Answer<WorkflowData>>;
  handle(who: Who, taskId: number, action: string, extra?: Record<string, unknown>): Promise<Answer<null>>;
  /** The caller's open task on the document (undefined when none). */
  taskOf(who: Who, formDataId: number): Promise<number | undefined>;
  tasks(who: Who, tab?: 'pending' | 'approved'): Promise<TaskListAnswer>;
  log(who: Who, tplId: number, formDataId: number): Promise<Answer<FlowLogEntry[]>>;
  nextFlow(who: Who, body: Record<string, unknown>): Promise<Answer<NextFlowAnswer>>;
  /** The caller's five counters as message/count answers them. */
  counts(who: Who): Promise<Record<string, number>>;
  flow(formDataId: number): Promise<{ status: number; round: number; current_node_id: number | null; tpl_id: number }>;
  contractStatus(id: number): Promise<number>;
  /** A fresh draft contract created by 张伟 (a seeded one restamped: status 0, an amount of 500,000, his stamps). */
  draft(owner?: { userId: number; orgId: number }): Promise<number>;
}

export async function flowClient(server: TestServer): Promise<FlowClient> {
  const { app } = server;
  const db = server.database.db;
  const tokens = new Map<Who, string>();
  for (const who of Object.keys(FLOW_PEOPLE) as Who[]) tokens.set(who, await login(app, FLOW_PEOPLE[who].mobile));
  const token = (who: Who) => tokens.get(who)!;
  const used = new Set<number>();
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const anyDb = db as unknown as Kysely<any>;
  const client: FlowClient = {
    db,
    post: (who, path, body) => post(app, token(who), path, body),
    get: (who, path, query = {}) => get(app, token(who), path, query),
    submit: (who, formDataId, extra = {}) => post(app, token(who), `${W}/submitFlow`, { tpl_label: LABEL, form_data_id: formDataId, ...extra }),
    // A reject or return carries an opinion unless the test gives its own (the server requires one; opinion.ts).
    handle: (who, taskId, action, extra = {}) => post(app, token(who), `${W}/handle`, { task_id: taskId, action, ...(SAYS_WHY.includes(action) ? { opinion: DEFAULT_OPINION } : {}), ...extra }),
    async taskOf(who, formDataId) {
      const row = await db
        .selectFrom('workflow_tasks as t')
        .innerJoin('workflow_data as d', 'd.id', 't.workflow_data_id')
        .select('t.id')
        .where('d.form_data_id', '=', formDataId)
        .where('t.user_id', '=', FLOW_PEOPLE[who].id)
        .where('t.status', '=', 0)
        .executeTakeFirst();
      return row?.id;
    },
    async tasks(who, tab = 'pending') {
      return (await get<TaskListAnswer>(app, token(who), `${W}/taskList`, { tab, limit: 100 })).data;
    },
    log: (who, tplId, formDataId) => get(app, token(who), `${W}/executedFlowList`, { tpl_id: tplId, data_id: formDataId }),
    nextFlow: (who, body) => post(app, token(who), `${W}/nextFlow`, body),
    async counts(who) {
      return (await get<Record<string, number>>(app, token(who), '/api/access/message/count', { app_id: 0 })).data;
    },
    async flow(formDataId) {
      return db.selectFrom('workflow_data').select(['status', 'round', 'current_node_id', 'tpl_id']).where('tpl_label', '=', LABEL).where('form_data_id', '=', formDataId).executeTakeFirstOrThrow();
    },
    async contractStatus(id) {
      const row = (await anyDb.selectFrom('sales_contracts').select('status').where('id', '=', id).executeTakeFirstOrThrow()) as { status: number };
      return Number(row.status);
    },
    async draft(owner = { userId: 4, orgId: 7 }) {
      const row = (await anyDb.selectFrom('sales_contracts').select('id').where('id', 'not in', [0, ...used]).orderBy('id').limit(1).executeTakeFirstOrThrow()) as { id: number };
      used.add(row.id);
      await anyDb
        .updateTable('sales_contracts')
        // An amount under the risk rules' warning line: these drafts test the engine, not the rules (risk.test.ts).
        .set({ status: 0, approval_status: 0, amount: 500_000, add_user_id: owner.userId, add_org_id: owner.orgId, add_company_id: 3, add_entity_org_id: 4, exec_user_id: null, exec_org_id: null, exec_company_id: null, exec_entity_org_id: null })
        .where('id', '=', row.id)
        .execute();
      return row.id;
    },
  };
  return client;
}

/**
 * Every user's badges (`stored`: what message/count answers) beside what their tabs list (`fresh`: the approval
 * centre's pending total, each message kind's unread), non-zero ones keyed `user|kind`: equal when every badge
 * tells the truth. (tests/server/message-badges.test.ts checks the same through HTTP after random actions.)
 */
export async function countersConsistent(db: Kysely<Database>): Promise<{ stored: Record<string, number>; fresh: Record<string, number> }> {
  const users = await db.selectFrom('users').select('id').orderBy('id').execute();
  const stored: Record<string, number> = {};
  const fresh: Record<string, number> = {};
  for (const { id } of users) {
    const counts = await messageCounts(db, id);
    const listed: Record<string, number> = { workflow: (await taskList(db, id, 'pending', 1, 1)).total };
    for (const kind of LISTED_KINDS) listed[kind] = (await messagePage(db, id, kind, 1, 1, 'zh')).unread;
    for (const [kind, n] of Object.entries(counts)) if (n !== 0) stored[`${id}|${kind}`] = n;
    for (const [kind, n] of Object.entries(listed)) if (n !== 0) fresh[`${id}|${kind}`] = n;
  }
  return { stored, fresh };
}

/** Switches the label's active template: only `name` active. */
export async function activateTemplate(db: Kysely<Database>, name: string): Promise<number> {
  await db.updateTable('workflow_tpls').set({ status: 0 }).where('label', '=', LABEL).execute();
  await db.updateTable('workflow_tpls').set({ status: 1 }).where('name', '=', name).execute();
  const row = await db.selectFrom('workflow_tpls').select('id').where('name', '=', name).executeTakeFirstOrThrow();
  return row.id;
}
