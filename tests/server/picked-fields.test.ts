import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ResourceDefinition } from '../../schemas/generated/resource-definition';
import { migrate } from '../../server/db/migrate';
import { resourceDefinitions } from '../../server/modules/resources/definitions';
import { get, login, MOBILES, post, startTestServer, type TestServer } from './harness';
import { CONTRACT_ADD, CONTRACT_UPDATE, newContract } from './risk-helpers';

// Issue 21: the contract's handler (经办人, user picker) and department (所属部门, organisation picker), spec 001 §3
// form record user_id / user_name, org_id / org_name. The server checks them against what the caller's pickers
// offer, defaults them to the caller, and names them from the database; on SQLite and PostgreSQL.

const STASH = '/api/contract/sales_contract/stash';
const DETAIL = '/api/contract/sales_contract/detail';

type Row = Record<string, unknown> & { id: number };

// The demo: the clerk 张伟 (user 4) sits in 销售一组 (org 7) of 上海华科 (company 3, with 杭州华科 below it).
const CLERK = { user_id: 4, user_name: '张伟', org_id: 7, org_name: '销售一组' };

let server: TestServer;
let clerk: string;
beforeAll(async () => {
  server = await startTestServer(20);
  clerk = await login(server.app, MOBILES.salesClerk);
});
afterAll(async () => {
  await server.close();
});

function picked(row: Record<string, unknown>): Record<string, unknown> {
  return { user_id: Number(row.user_id), user_name: row.user_name, org_id: Number(row.org_id), org_name: row.org_name };
}

async function added(extra: Record<string, unknown> = {}, url = CONTRACT_ADD): Promise<Row> {
  const answer = await post<Row>(server.app, clerk, url, newContract(1000, extra));
  expect(answer.msg).toBe('success');
  return answer.data;
}

/** A digest of the contracts table: equal before and after means nothing was written. */
async function contracts(): Promise<string> {
  const rows = (await sql.raw('select * from sales_contracts order by id').execute(server.database.db)).rows;
  return createHash('sha256').update(JSON.stringify(rows)).digest('hex');
}

describe('a new contract\'s handler and department', () => {
  it('default to the caller and their department when left empty (add and stash), named by the server', async () => {
    expect(picked(await added())).toEqual(CLERK);
    expect(picked(await added({ user_id: null, org_id: null, user_name: '某人', org_name: '某部门' }, STASH))).toEqual(CLERK);
  });

  it('keep a colleague and a department of the company, with their names from the database (a forged name is dropped)', async () => {
    const row = await added({ user_id: 3, user_name: '假名字', org_id: 9, org_name: '假部门' });
    expect(picked(row)).toEqual({ user_id: 3, user_name: '李明', org_id: 9, org_name: '大客户部' });
    expect(picked((await get<Row>(server.app, clerk, DETAIL, { id: row.id })).data)).toEqual(picked(row));
    // A subsidiary below the company is inside it, as the pickers show it.
    expect(picked(await added({ org_id: 17 }))).toMatchObject({ org_id: 17, org_name: '化工品销售组' });
  });

  it.each([
    ['a user of another company', { user_id: 10 }, '字段 user_id 所选人员不在本公司'],
    ['a disabled user', { user_id: 16 }, '字段 user_id 所选人员不存在或已停用'],
    ['a user who does not exist', { user_id: 987_654 }, '字段 user_id 所选人员不存在或已停用'],
    ['a department of another company', { org_id: 22 }, '字段 org_id 所选组织不在本公司'],
    ['an organisation that is not a department', { org_id: 4 }, '字段 org_id 不能选择该类型的组织'],
    ['a position', { org_id: 104 }, '字段 org_id 所选组织不存在'],
    ['an organisation that does not exist', { org_id: 987_654 }, '字段 org_id 所选组织不存在'],
    ['an id as text', { user_id: '3' }, '字段 user_id 的值不合法'],
  ])('%s is refused on add and stash with a clear message; nothing is written', async (_what, change, msg) => {
    const before = await contracts();
    for (const url of [CONTRACT_ADD, STASH]) expect(await post(server.app, clerk, url, newContract(1000, change))).toMatchObject({ code: 4400, msg, data: null });
    expect(await contracts()).toBe(before);
  });

  it('answers in the caller\'s language', async () => {
    const answer = await server.app.inject({
      method: 'POST', url: CONTRACT_ADD, payload: newContract(1000, { org_id: 22 }), headers: { authorization: `Bearer ${clerk}`, 'accept-language': 'en' },
    });
    expect(answer.json()).toMatchObject({ code: 4400, msg: 'Field org_id: the chosen organisation is not in your company' });
  });
});

describe('changing them', () => {
  it('takes another colleague or department of the company, named by the server', async () => {
    const row = await added();
    const answer = await post<Row>(server.app, clerk, CONTRACT_UPDATE, { id: row.id, user_id: 14, user_name: 'x', org_id: 8, org_name: 'y' });
    expect(answer.code).toBe(2000);
    expect(picked(answer.data)).toEqual({ user_id: 14, user_name: '马超', org_id: 8, org_name: '销售二组' });
  });

  it('an empty one becomes the caller again; one not sent is left alone; a name alone changes nothing', async () => {
    const row = await added({ user_id: 3, org_id: 9 });
    expect(picked((await post<Row>(server.app, clerk, CONTRACT_UPDATE, { id: row.id, user_id: null })).data)).toEqual({ ...CLERK, org_id: 9, org_name: '大客户部' });
    expect(await post(server.app, clerk, CONTRACT_UPDATE, { id: row.id, org_name: '假部门' })).toMatchObject({ code: 4400, msg: '没有要修改的字段' });
    expect(picked((await get<Row>(server.app, clerk, DETAIL, { id: row.id })).data)).toMatchObject({ org_id: 9, org_name: '大客户部' });
  });

  it('a value the record already holds is kept even when the caller could not pick it now', async () => {
    const row = await added();
    // Set behind the server's back: a handler who has since left the company.
    await sql`update sales_contracts set user_id = 10, user_name = '吴敏' where id = ${row.id}`.execute(server.database.db);
    const answer = await post<Row>(server.app, clerk, CONTRACT_UPDATE, { id: row.id, user_id: 10, contract_name: '改名' });
    expect(answer.code).toBe(2000);
    expect(picked(answer.data)).toMatchObject({ user_id: 10, user_name: '吴敏' });
  });

  it('refuses a user or department outside the company with the same words; nothing changes', async () => {
    const row = await added();
    const before = await contracts();
    expect(await post(server.app, clerk, CONTRACT_UPDATE, { id: row.id, user_id: 10, contract_name: '不应保存' })).toMatchObject({ code: 4400, msg: '字段 user_id 所选人员不在本公司' });
    expect(await post(server.app, clerk, CONTRACT_UPDATE, { id: row.id, org_id: 24 })).toMatchObject({ code: 4400, msg: '字段 org_id 所选组织不在本公司' });
    expect(await contracts()).toBe(before);
  });
});

describe('older databases', () => {
  it('the demo contracts carry their creator as handler and department', async () => {
    const rows = (await sql.raw('select user_id, add_user_id, user_name, add_user_name, org_id, add_org_id, org_name, add_org_name from sales_contracts limit 5').execute(server.database.db)).rows as Record<string, unknown>[];
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) expect([r.user_id, r.user_name, r.org_id, r.org_name]).toEqual([r.add_user_id, r.add_user_name, r.add_org_id, r.add_org_name]);
  });

  it('a picked field added to a table with rows is filled from each row\'s creator stamps by the resource sync', async () => {
    const before: ResourceDefinition = {
      name: 'handled_note', module: 'crm', table: 'test_handled_notes', label: { zh: '记录', en: 'Notes' }, defaultOrder: 'id desc',
      fields: [{ name: 'title', type: 'text', maxLength: 50 }],
    };
    await migrate(server.database, [...resourceDefinitions, before]);
    const stamps = { add_user_id: 3, add_user_name: '李明', add_org_id: 6, add_org_name: '华东销售部', add_company_id: 3, add_company_name: '上海华科', add_entity_org_id: 4, created_at: '2026-01-01 00:00:00', updated_at: '2026-01-01 00:00:00' };
    await server.database.db.insertInto('test_handled_notes' as never).values({ title: 'old', ...stamps } as never).execute();
    const after: ResourceDefinition = {
      ...before,
      fields: [
        ...before.fields,
        { name: 'user_id', type: 'int', nullable: true, picked: { kind: 'user', nameField: 'user_name' } },
        { name: 'user_name', type: 'text', maxLength: 50, nullable: true },
        { name: 'org_id', type: 'int', nullable: true, picked: { kind: 'org', nameField: 'org_name' } },
        { name: 'org_name', type: 'text', maxLength: 100, nullable: true },
      ],
    };
    await migrate(server.database, [...resourceDefinitions, after]);
    const rows = (await sql.raw('select user_id, user_name, org_id, org_name from test_handled_notes').execute(server.database.db)).rows as Record<string, unknown>[];
    expect(rows.map(picked)).toEqual([{ user_id: 3, user_name: '李明', org_id: 6, org_name: '华东销售部' }]);
  });
});
