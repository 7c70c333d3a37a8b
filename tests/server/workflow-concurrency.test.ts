import { afterAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';
import { countersConsistent, flowClient, LABEL, W, type FlowClient } from './workflow-helpers';

/**
 * Concurrent calls on one document on both engines: SQLite (transactions one at a time on the main
 * connection) and PostgreSQL (the workflow_data row locked while deciding). PostgreSQL comes from
 * DATABASE_URL (the PostgreSQL run) or HKWL_POSTGRES_URL (the SQLite run); under CI a missing URL fails.
 */
const pgUrl = [process.env.DATABASE_URL, process.env.HKWL_POSTGRES_URL].find((u) => u !== undefined && /^postgres/.test(u));

async function startOn(engine: 'sqlite' | 'postgres'): Promise<TestServer> {
  const saved = process.env.DATABASE_URL;
  if (engine === 'postgres') process.env.DATABASE_URL = pgUrl;
  else delete process.env.DATABASE_URL;
  try {
    return await startTestServer(40);
  } finally {
    if (saved === undefined) delete process.env.DATABASE_URL;
    else process.env.DATABASE_URL = saved;
  }
}

const servers: TestServer[] = [];
afterAll(async () => {
  for (const server of servers) await server.close();
});

async function dataId(api: FlowClient, formDataId: number): Promise<number> {
  return (await api.db.selectFrom('workflow_data').select('id').where('tpl_label', '=', LABEL).where('form_data_id', '=', formDataId).executeTakeFirstOrThrow()).id;
}

describe.each(['sqlite', 'postgres'] as const)('on %s', (engine) => {
  it.runIf(engine === 'sqlite' || pgUrl !== undefined || process.env.CI !== undefined)('a one-of-N node completes once however many approve at once; a document starts one flow however many submit', async () => {
    expect(engine === 'sqlite' || pgUrl !== undefined, 'no PostgreSQL URL (DATABASE_URL or HKWL_POSTGRES_URL)').toBe(true);
    const server = await startOn(engine);
    servers.push(server);
    const api = await flowClient(server);
    const node = await api.db.selectFrom('workflow_nodes as n').innerJoin('workflow_tpls as t', 't.id', 'n.tpl_id').select(['n.id']).where('t.name', '=', '销售合同审批').where('n.sort', '=', 2).executeTakeFirstOrThrow();
    // Three candidates in the company (王建国, 李明, 郑强), one approval completes the node.
    await api.db.updateTable('workflow_nodes').set({ approvers: JSON.stringify({ roles: [2, 3] }) }).where('id', '=', node.id).execute();
    for (let i = 0; i < 4; i += 1) {
      const id = await api.draft();
      const submits = await Promise.all([api.submit('clerk', id), api.submit('clerk', id), api.submit('clerk', id)]);
      expect(submits.map((s) => s.code).sort()).toEqual([2000, 4400, 4400]);
      await api.handle('manager', (await api.taskOf('manager', id))!, 'approve');
      const tasks = await Promise.all((['boss', 'warehouse', 'manager'] as const).map(async (who) => [who, (await api.taskOf(who, id))!] as const));
      const answers = await Promise.all(tasks.map(([who, task]) => api.handle(who, task, 'approve')));
      expect(answers.map((a) => a.code).sort()).toEqual([2000, 4400, 4400]);
      expect(answers.filter((a) => a.code === 4400).map((a) => a.msg)).toEqual(['该审批已处理', '该审批已处理']);
      expect(await api.flow(id)).toMatchObject({ status: 2 });
      expect(await api.contractStatus(id)).toBe(2);
      const flowId = await dataId(api, id);
      const approved = await api.db.selectFrom('workflow_tasks').select('id').where('workflow_data_id', '=', flowId).where('node_id', '=', node.id).where('status', '=', 1).execute();
      expect(approved).toHaveLength(1);
      const open = await api.db.selectFrom('workflow_tasks').select('id').where('workflow_data_id', '=', flowId).where('status', '=', 0).execute();
      expect(open).toHaveLength(0);
    }
    // Reject and recall racing on one document: one wins, the other is refused, the counters agree.
    const id = await api.draft();
    const tplId = (await api.submit('clerk', id)).data.tpl_id;
    const task = (await api.taskOf('manager', id))!;
    const race = await Promise.all([api.handle('manager', task, 'reject'), api.post('clerk', `${W}/recall`, { tpl_id: tplId, form_data_id: id })]);
    expect(race.map((r) => r.code).sort()).toEqual([2000, 4400]);
    const { stored, fresh } = await countersConsistent(api.db);
    expect(stored).toEqual(fresh);
  });
});
