import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ResourceDefinition } from '../../schemas/generated/resource-definition';
import type { CheckAnswer } from '../../schemas/generated/studio';
import { bearer, call, login, MOBILES, startTestServer, type TestServer } from './harness';

/**
 * The studio's publishes at their edges (issue 23): racing creates, names that meet the database's own objects or
 * another module's address, fields dropped and declared again, changes inside a child, rolling back over a dropped
 * child, and publishing over a stored resource without saying which version.
 */

let server: TestServer;
let admin: string;

function publish(definition: unknown, extra: Record<string, unknown> = {}) {
  return call<CheckAnswer>(server.app, { method: 'POST', url: '/api/base/studio/resource/publish', headers: bearer(admin), payload: { definition, ...extra } });
}

async function columnType(table: string, column: string): Promise<string | undefined> {
  return (await server.database.db.introspection.getTables()).find((t) => t.name === table)?.columns.find((c) => c.name === column)?.dataType;
}

const KIT: ResourceDefinition = {
  name: 'kit', module: 'lease', table: 'kits', label: { zh: '套件', en: 'Kits' },
  fields: [{ name: 'title', type: 'text', maxLength: 40 }, { name: 'code', type: 'text', maxLength: 20, nullable: true }],
  defaultOrder: 'id desc',
  children: [{ name: 'parts', table: 'kit_parts', label: { zh: '部件', en: 'Parts' }, maxRows: 10, fields: [{ name: 'part', type: 'text', maxLength: 40 }, { name: 'qty', type: 'number' }, { name: 'total', type: 'number', nullable: true }] }],
};

beforeAll(async () => {
  server = await startTestServer(20);
  admin = await login(server.app, MOBILES.admin);
});
afterAll(async () => server.close());

describe('studio publishes at the edges', () => {
  it('of two creates racing for one table, one is stored and the other told the table is taken', async () => {
    const a = { ...KIT, name: 'race_a', table: 'race_shared', children: undefined };
    const b = { ...KIT, name: 'race_b', table: 'race_shared', children: undefined };
    const answers = await Promise.all([publish(a), publish(b)]);
    expect(answers.map((x) => x.code).sort()).toEqual([2000, 4400]);
    expect(answers.find((x) => x.code === 4400)!.data.problems).toEqual([expect.objectContaining({ path: '/table', code: 'tableTaken' })]);
  });

  it('refuses a table named like an index or an engine object, and another module\'s address', async () => {
    for (const [definition, path] of [
      [{ ...KIT, name: 'idx_clash', table: 'customers_customer_name', children: undefined }, '/table'],
      [{ ...KIT, name: 'engine_clash', table: 'sqlite_stuff', children: undefined }, '/table'],
      [{ ...KIT, name: 'risk_rule', module: 'rule', table: 'kit_rules', children: undefined }, '/name'],
    ] as const) {
      const answer = await publish(definition);
      expect(answer.code, definition.table).toBe(4400);
      expect(answer.data.problems, definition.table).toEqual([expect.objectContaining({ path, code: 'tableTaken' })]);
    }
  });

  it('a stored resource changes only for someone who names the version they changed', async () => {
    expect(await publish(KIT)).toMatchObject({ code: 2000, data: { version: 1 } });
    expect(await publish({ ...KIT, label: { zh: '套装', en: 'Sets' } })).toMatchObject({ code: 4469, msg: expect.stringContaining('第 1 版') });
  });

  it('a child\'s formulas are a change; its table never changes', async () => {
    const withFormula = { ...KIT, children: [{ ...KIT.children![0], formulas: { total: 'qty * 2' } }] };
    const answer = await publish(withFormula, { base_version: 1 });
    expect(answer).toMatchObject({ code: 2000, data: { version: 2, changes: [{ kind: 'update', key: 'children', child: 'parts' }] } });
    const moved = await publish({ ...withFormula, children: [{ ...withFormula.children[0], table: 'kit_parts_new' }] }, { base_version: 2 });
    expect(moved.data.problems).toEqual([expect.objectContaining({ path: '/children/0/table', code: 'immutable' })]);
  });

  it('a field dropped and declared again gets its data back when it is of the same kind, and a new column when not', async () => {
    const { db } = server.database;
    await sql`insert into kits (title, code, add_user_id, add_user_name, add_org_id, add_org_name, add_company_id, add_company_name, add_entity_org_id, created_at, updated_at)
      values ('K1', 'C-1', 1, 'a', 1, 'a', 1, 'a', 1, '2026-11-27 00:00:00', '2026-11-27 00:00:00')`.execute(db);
    const withoutCode = { ...KIT, fields: [KIT.fields[0]], children: [{ ...KIT.children![0], formulas: { total: 'qty * 2' } }] };
    expect(await publish(withoutCode, { base_version: 2, confirm: true })).toMatchObject({ code: 2000, data: { version: 3 } });
    // Declared again as text: the column and its value come back.
    const again = { ...withoutCode, fields: [...withoutCode.fields, { name: 'code', type: 'text', maxLength: 30, nullable: true }] };
    expect(await publish(again, { base_version: 3 })).toMatchObject({ code: 2000, data: { version: 4 } });
    expect((await sql<{ code: string }>`select code from kits`.execute(db)).rows[0].code).toBe('C-1');
    // Dropped again and declared as a number: the text is set aside and the field starts empty, as a number.
    expect(await publish(withoutCode, { base_version: 4, confirm: true })).toMatchObject({ code: 2000 });
    const asNumber = { ...withoutCode, fields: [...withoutCode.fields, { name: 'code', type: 'int', nullable: true }] };
    expect(await publish(asNumber, { base_version: 5 })).toMatchObject({ code: 2000, data: { version: 6 } });
    expect(await columnType('kits', 'code')).toMatch(/^int/i);
    const row = (await sql<Record<string, unknown>>`select * from kits`.execute(db)).rows[0];
    expect(row.code).toBeNull();
    expect(Object.entries(row).find(([k]) => k.startsWith('code_v'))?.[1]).toBe('C-1');
  });

  it('rolls back over a dropped child: its table and lines come back', async () => {
    const { db } = server.database;
    await sql`insert into kit_parts (main_id, sort, part, qty, created_at, updated_at) values (1, 0, '轮子', 4, '2026-11-27 00:00:00', '2026-11-27 00:00:00')`.execute(db);
    const noChildren = { ...KIT, fields: [KIT.fields[0], { name: 'code', type: 'int', nullable: true }], children: undefined };
    expect(await publish(noChildren, { base_version: 6, confirm: true })).toMatchObject({ code: 2000, data: { version: 7 } });
    const back = await call<CheckAnswer>(server.app, { method: 'POST', url: '/api/base/studio/resource/rollback', headers: bearer(admin), payload: { name: 'kit', version: 6, base_version: 7 } });
    expect(back).toMatchObject({ code: 2000, data: { version: 8, changes: [{ kind: 'addChild', child: 'parts' }] } });
    expect((await sql<{ part: string }>`select part from kit_parts`.execute(db)).rows).toEqual([{ part: '轮子' }]);
  });

  it('refuses to drop a field an active risk rule reads: a rule that cannot run would stop guarding', async () => {
    const detail = await call<{ version: number; definition: ResourceDefinition }>(server.app, { method: 'GET', url: '/api/base/studio/resource/detail?name=customer', headers: bearer(admin) });
    const { version, definition } = detail.data;
    const answer = await publish({ ...definition, fields: definition.fields.filter((f) => f.name !== 'credit_limit') }, { base_version: version, confirm: true });
    expect(answer.code).toBe(4400);
    expect(answer.data.problems).toContainEqual(expect.objectContaining({ path: '/fields', code: 'ruleBroken', message: expect.stringContaining('CUSTOMER_CREDIT_LIMIT') }));
  });
});
