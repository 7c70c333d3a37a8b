import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChooseConfig } from '../../schemas/generated/choose-config';
import type { CheckAnswer, VersionRow } from '../../schemas/generated/studio';
import type { WorkflowDefinition } from '../../schemas/generated/workflow-definition';
import { buildApp } from '../../server/app';
import { migrate } from '../../server/db/migrate';
import { bearer, call, login, MOBILES, startTestServer, type TestServer } from './harness';

/**
 * A database seeded before the studio versioned approval templates and choose configs (migrations 027, 029) has
 * them as rows only: migrating it (034, at the next start) stores each as version 1 (made from its rows, authored by
 * the platform), so the studio lists them and a publish over them is version 2.
 */

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer(20);
});
afterAll(async () => server.close());

describe('versions of configuration made before the studio', () => {
  it('become version 1 as the next start migrates the database, as the rows say, once', async () => {
    const token = await login(server.app, MOBILES.admin);
    const studio = <T>(app: typeof server.app, url: string, payload?: object) =>
      call<T>(app, { method: payload ? 'POST' : 'GET', url: `/api/base/studio/${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });
    const seededFlow = (await studio<{ definition: WorkflowDefinition }>(server.app, 'workflow/detail?name=sales_contract')).data.definition;
    const seededChooser = (await studio<{ definition: ChooseConfig }>(server.app, 'chooser/detail?name=customer')).data.definition;
    const { db } = server.database;
    await db.deleteFrom('definition_versions').where('kind', 'in', ['workflow', 'chooser']).execute();
    // The database as it was before migration 034 (and the ones after it, which run again: 035's table goes too).
    await db.deleteFrom('kysely_migration' as never).where('name' as never, '>=', '034_versions_of_older_rows' as never).execute();
    await db.schema.dropTable('risk_confirmations').execute();

    await migrate(server.database);
    const restarted = await buildApp({ database: server.database, logLevel: false });
    try {
      const flow = await studio<{ version: number; definition: WorkflowDefinition }>(restarted, 'workflow/detail?name=sales_contract');
      expect(flow.data.version).toBe(1);
      expect(flow.data.definition).toMatchObject(seededFlow);
      expect((await studio<{ definition: ChooseConfig }>(restarted, 'chooser/detail?name=customer')).data.definition).toEqual(seededChooser);
      const history = await studio<VersionRow[]>(restarted, 'workflow/versions?name=sales_contract');
      expect(history.data).toEqual([expect.objectContaining({ version: 1, author_name: null, note: 'existing' })]);
      // As made from its rows, it passes the studio's own check, and a change over it is version 2.
      expect((await studio<CheckAnswer>(restarted, 'workflow/check', { definition: flow.data.definition })).data.problems).toEqual([]);
      const renamed = { ...flow.data.definition, name: '销售合同审批（新版）' };
      expect(await studio<CheckAnswer>(restarted, 'workflow/publish', { definition: renamed, base_version: 1 })).toMatchObject({ code: 2000, data: { version: 2 } });
    } finally {
      await restarted.close();
    }
    // Another start adds nothing.
    await migrate(server.database);
    const again = await buildApp({ database: server.database, logLevel: false });
    await again.close();
    const counted = await db.selectFrom('definition_versions').select((eb) => eb.fn.countAll<number>().as('n')).where('kind', '=', 'chooser').where('name', '=', 'customer').executeTakeFirstOrThrow();
    expect(Number(counted.n)).toBe(1);
    expect((await db.selectFrom('definition_versions').select('version').where('kind', '=', 'workflow').where('name', '=', 'sales_contract').orderBy('version').execute()).map((r) => r.version)).toEqual([1, 2]);
  });
});
