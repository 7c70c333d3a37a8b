import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grantsPredicate } from '../../server/acl/data-scope';
import { scopeForResource } from '../../server/acl/grants';
import type { SessionContext } from '../../server/http/session';
import { salesLead } from '../../server/modules/resources/definitions/sales-lead';
import { exportRows } from '../../server/modules/resources/export-rows';
import { bearer, changePosition, get, login, MOBILES, post, startTestServer, type TestServer } from './harness';
import { addLeadButtons, CLERK, grantPosition, ID, nameOf, NAMES, resetLeads, type GrantCase } from './scope-fixtures';

const BASE = '/api/crm/sales_lead';
const INDEX = `${BASE}/index`;

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer(200);
  await addLeadButtons(server.database.db);
});
afterAll(async () => {
  await server.close();
});

interface Lead {
  id: number;
  lead_name: string;
  status: number;
}

/** The role of each token's position, for the export's row source. */
const roleOf = new Map<string, number>();

/** Signs the clerk in, in a new position holding only this grant. */
async function as(grant: GrantCase): Promise<string> {
  const { positionId, roleId } = await grantPosition(server.database.db, grant);
  const token = await changePosition(server.app, await login(server.app, CLERK.mobile), positionId);
  roleOf.set(token, roleId);
  return token;
}


async function visible(token: string): Promise<string[]> {
  const answer = await get<{ data: Lead[] }>(server.app, token, INDEX, { limit: 100, order: 'id asc' });
  expect(answer.code).toBe(2000);
  return answer.data.data.map((r) => nameOf(r.id));
}

/** What is in the table now, whoever may see it. */
async function stored(): Promise<Map<string, { lead_name: string; status: number }>> {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const rows = (await (server.database.db as any).selectFrom('sales_leads').select(['id', 'lead_name', 'status']).execute()) as Lead[];
  return new Map(rows.map((r) => [nameOf(r.id), { lead_name: r.lead_name, status: Number(r.status) }]));
}

/** The export's row source under the same grants the list uses. */
async function exported(token: string): Promise<string[]> {
  const { db } = server.database;
  const role = { role_id: roleOf.get(token)! };
  const org = await db.selectFrom('orgs').selectAll().where('id', '=', CLERK.department).executeTakeFirstOrThrow();
  const roleRow = await db.selectFrom('roles').select('distinguish_org').where('id', '=', role.role_id).executeTakeFirstOrThrow();
  const session = {
    roleId: role.role_id,
    subject: {
      userId: CLERK.userId, orgId: org.id, orgPath: org.path, parentOrgId: org.pid, companyOrgId: org.company_org_id, entityOrgId: org.entity_org_id,
      bureauOrgId: org.bureau_org_id, parentCompanyOrgId: org.parent_company_org_id, distinguishOrg: roleRow.distinguish_org === 1,
    },
  } as SessionContext;
  const scope = grantsPredicate(await scopeForResource(db, session, INDEX, undefined), session.subject);
  const out: string[] = [];
  for await (const batch of exportRows(db, salesLead, scope, { order: 'id asc' }, 4)) out.push(...batch.map((r) => nameOf(Number(r.id))));
  return out;
}

const cases: Array<[string, GrantCase, string[]]> = [
  ['all: no filter', { scope: 'all' }, NAMES],
  ['bureau: the bureau and below', { scope: 'bureau' }, ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'I', 'K', 'L']],
  ['parent_company_path: the (parent) company and below, subsidiaries included', { scope: 'parent_company_path' }, ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'K', 'L']],
  ['path: the entity and below', { scope: 'path' }, ['A', 'B', 'C', 'D', 'E', 'K', 'L']],
  ['company: the company only, not its subsidiary', { scope: 'company' }, ['A', 'B', 'C', 'D', 'E', 'F', 'K', 'L']],
  ['entity: the entity only', { scope: 'entity' }, ['A', 'B', 'C', 'D', 'E', 'K', 'L']],
  ['parent_org_path: the parent department and below', { scope: 'parent_org_path' }, ['A', 'B', 'C', 'D', 'K', 'L']],
  ['path_org: the own department and below', { scope: 'path_org' }, ['A', 'B', 'K']],
  ['org: the own department only', { scope: 'org' }, ['A', 'B']],
  ['oneself: created by the user', { scope: 'oneself' }, ['A', 'L']],
  ['oneself, org distinguished: created by the user in this org', { scope: 'oneself', distinguishOrg: true }, ['A']],
  ['oneself with execution permissions: also executed by the user', { scope: 'oneself', execution: true }, ['A', 'L', 'M']],
  ['org with execution permissions: also executed in the org', { scope: 'org', execution: true }, ['A', 'B', 'M']],
  ['company with execution permissions: also executed in the company', { scope: 'company', execution: true }, ['A', 'B', 'C', 'D', 'E', 'F', 'K', 'L', 'M', 'N']],
  ['oneself with an extended org (深圳华科): also created there', { scope: 'oneself', extraOrgs: [20] }, ['A', 'H', 'L', 'M', 'N']],
  ['org with an extended org and execution: created or executed in the sibling group too', { scope: 'org', extraOrgs: [8], execution: true }, ['A', 'B', 'C', 'L', 'M', 'N']],
];

describe.each(cases)('scope %s', (_, grant, expected) => {
  const hidden = NAMES.filter((n) => !expected.includes(n));
  let token: string;
  beforeAll(async () => {
    await resetLeads(server.database.db);
    token = await as(grant);
  });

  it('lists exactly its rows; detail answers them and 4404 for the others', async () => {
    expect(await visible(token)).toEqual(expected);
    for (const name of expected) expect((await get(server.app, token, `${BASE}/detail`, { id: ID[name] })).code).toBe(2000);
    for (const name of hidden) expect(await get(server.app, token, `${BASE}/detail`, { id: ID[name] })).toMatchObject({ code: 4404, data: null });
  });

  it('exports exactly its rows', async () => {
    expect(await exported(token)).toEqual(expected);
  });

  it('updates its rows; a forged id outside it is 4404 and changes nothing', async () => {
    for (const name of hidden) {
      expect(await post(server.app, token, `${BASE}/update`, { id: ID[name], lead_name: '篡改' })).toMatchObject({ code: 4404, msg: '数据不存在或无权查看', data: null });
    }
    const target = expected[expected.length - 1];
    const answer = await post<Lead>(server.app, token, `${BASE}/update`, { id: ID[target], lead_name: `已改 ${target}` });
    expect(answer.code).toBe(2000);
    expect(answer.data).toMatchObject({ id: ID[target], lead_name: `已改 ${target}` });
    const now = await stored();
    for (const name of NAMES) expect(now.get(name)!.lead_name).toBe(name === target ? `已改 ${target}` : `线索 ${name}`);
  });

  it('closes its rows all or none through the interface action', async () => {
    if (hidden.length > 0) {
      const mixed = [ID[expected[0]], ID[hidden[0]]].join(',');
      expect(await get(server.app, token, `${BASE}/close`, { ids: mixed })).toMatchObject({ code: 4404, data: null });
      expect([...(await stored()).values()].every((r) => r.status === 0)).toBe(true);
    }
    const answer = await get(server.app, token, `${BASE}/close`, { ids: expected.map((n) => ID[n]).join(',') });
    expect(answer).toEqual({ code: 2000, msg: `已关闭 ${expected.length} 条线索`, data: { changed: expected.length } });
    const now = await stored();
    for (const name of NAMES) expect(now.get(name)!.status).toBe(expected.includes(name) ? 3 : 0);
  });

  it('deletes only its rows and counts the others as ignored', async () => {
    const answer = await post(server.app, token, `${BASE}/del`, { ids: NAMES.map((n) => ID[n]) });
    expect(answer).toEqual({ code: 2000, msg: 'success', data: { deleted: expected.length, ignored: hidden.length } });
    expect([...(await stored()).keys()].sort()).toEqual(hidden);
  });
});

describe('the demo users with their seeded roles', () => {
  beforeAll(async () => {
    await resetLeads(server.database.db);
    // The seed grants no edit button: give the sales clerk's role (4) the one the fixtures add.
    await server.database.db.insertInto('role_buttons').values({ role_id: 4, button_id: 9401 }).execute();
  });

  it.each([
    ['the administrator (all)', MOBILES.admin, NAMES],
    ['the company manager (company 3)', MOBILES.companyManager, ['A', 'B', 'C', 'D', 'E', 'F', 'K', 'L']],
    ['the department manager of 华东销售部 (path_org)', MOBILES.departmentManager, ['A', 'B', 'C', 'D', 'K', 'L']],
    ['the sales clerk 张伟 (oneself)', MOBILES.salesClerk, ['A', 'L']],
    ['the trade clerk 赵磊 (oneself)', '13800000006', ['C']],
  ])('%s reads exactly their rows', async (_, mobile, expected) => {
    expect(await visible(await login(server.app, mobile))).toEqual(expected);
  });

  it('finance holds no leads menu: 4403 and no rows', async () => {
    expect(await get(server.app, await login(server.app, MOBILES.finance), INDEX)).toMatchObject({ code: 4403, data: null });
  });

  it('the sales clerk updates their own lead; a colleague\'s, by a forged id, is 4404 and unchanged', async () => {
    const token = await login(server.app, MOBILES.salesClerk);
    expect((await post(server.app, token, `${BASE}/update`, { id: ID.A, lead_name: '我的线索' })).code).toBe(2000);
    expect(await post(server.app, token, `${BASE}/update`, { id: ID.B, lead_name: '篡改' })).toMatchObject({ code: 4404 });
    const now = await stored();
    expect([now.get('A')!.lead_name, now.get('B')!.lead_name]).toEqual(['我的线索', '线索 B']);
  });

  it('the department manager holds no edit button: 4403', async () => {
    expect(await post(server.app, await login(server.app, MOBILES.departmentManager), `${BASE}/update`, { id: ID.C, lead_name: 'x' })).toMatchObject({ code: 4403 });
  });
});

describe('buttons and bad input', () => {
  let token: string;
  let viewer: string;
  beforeAll(async () => {
    await resetLeads(server.database.db);
    token = await as({ scope: 'company' });
    viewer = await as({ scope: 'all', buttons: [] });
  });

  it('without the edit, close or del button the list is readable but nothing can change (4403)', async () => {
    expect(await visible(viewer)).toEqual(NAMES);
    expect(await post(server.app, viewer, `${BASE}/update`, { id: ID.A, lead_name: 'x' })).toMatchObject({ code: 4403 });
    expect(await get(server.app, viewer, `${BASE}/close`, { id: ID.A })).toMatchObject({ code: 4403 });
    expect(await post(server.app, viewer, `${BASE}/del`, { id: ID.A })).toMatchObject({ code: 4403 });
    expect((await stored()).get('A')).toEqual({ lead_name: '线索 A', status: 0 });
  });

  it.each([
    ['an unknown field', { id: 900_001, no_such: 1 }, '字段 no_such 不能修改'],
    // The record's stamps, sent back as read (spec 001 §3, issue 43): never changed, so nothing to change here.
    ['a creator stamp alone', { id: 900_001, add_user_id: 1 }, '没有要修改的字段'],
    ['an executor stamp alone', { id: 900_001, exec_user_id: 4 }, '没有要修改的字段'],
    ['an audit time alone', { id: 900_001, updated_at: '2026-01-01 00:00:00' }, '没有要修改的字段'],
    ['the spec\'s stamps alone', { id: 900_001, add_company_org_id: 1, add_entity_org_name: 'x', created_user: 1, company_id: 1 }, '没有要修改的字段'],
    ['a number as text', { id: 900_001, source: '2' }, '字段 source 的值不合法'],
    ['null in a required field', { id: 900_001, estimated_amount: null }, '字段 estimated_amount 的值不合法'],
    ['a text too long', { id: 900_001, lead_name: 'x'.repeat(201) }, '字段 lead_name 的值不合法'],
    ['a NUL in text', { id: 900_001, lead_name: 'a\u0000b' }, '字段 lead_name 的值不合法'],
    ['a date that is not one', { id: 900_001, lead_date: '2026-13-01' }, '字段 lead_date 的值不合法'],
    ['an amount past the limit', { id: 900_001, estimated_amount: 1e16 }, '字段 estimated_amount 的值不合法'],
    ['nothing to change', { id: 900_001 }, '没有要修改的字段'],
  ])('an update with %s is 4400 and changes nothing', async (_, body, msg) => {
    expect(await post(server.app, token, `${BASE}/update`, body)).toEqual({ code: 4400, msg, data: null });
    expect((await stored()).get('A')).toEqual({ lead_name: '线索 A', status: 0 });
  });

  it.each([
    ['no id', { lead_name: 'x' }],
    ['an id that is not one', { id: 'A', lead_name: 'x' }],
    ['a negative id', { id: -1, lead_name: 'x' }],
  ])('an update with %s is refused by the body schema', async (_, body) => {
    expect(await post(server.app, token, `${BASE}/update`, body)).toMatchObject({ code: 4400, data: null });
  });

  it('a nullable field may be emptied, and the record answers as it now is', async () => {
    const answer = await post<Record<string, unknown>>(server.app, token, `${BASE}/update`, { id: ID.A, next_follow_date: null, remark: '跟进 50% _完成_' });
    expect(answer.data).toMatchObject({ next_follow_date: null, remark: '跟进 50% _完成_' });
    expect(answer.data.updated_at).not.toBe('2026-11-01 09:00:00');
  });

  it('an id that does not exist is 4404', async () => {
    expect(await post(server.app, token, `${BASE}/update`, { id: 2_000_000_000, lead_name: 'x' })).toMatchObject({ code: 4404 });
    expect(await get(server.app, token, `${BASE}/close`, { id: 2_000_000_000 })).toMatchObject({ code: 4404 });
  });

  it('the close action refuses, all or none, when a record is not in an open status', async () => {
    await post(server.app, token, `${BASE}/update`, { id: ID.B, status: 2 });
    expect(await get(server.app, token, `${BASE}/close`, { ids: `${ID.A},${ID.B},${ID.C}` })).toEqual({
      code: 4400, msg: '所选数据中有 1 条的当前状态不允许此操作', data: null,
    });
    const now = await stored();
    expect([now.get('A')!.status, now.get('B')!.status, now.get('C')!.status]).toEqual([0, 2, 0]);
  });

  it('the close action takes ids repeated as the toolbar sends several rows, and answers in English when asked', async () => {
    const response = await server.app.inject({
      method: 'GET', url: `${BASE}/close?ids=${ID.C}&ids=${ID.D}`, headers: { ...bearer(token), cookie: 'language=en' },
    });
    expect(response.json()).toEqual({ code: 2000, msg: 'Closed 2 leads', data: { changed: 2 } });
  });

  it.each([
    ['no selection', {}, 4400],
    ['ids that are not ids', { ids: '1,x' }, 4400],
    ['an id of zero', { ids: '0' }, 4400],
    ['a NUL', { ids: '1\u0000' }, 4400],
    ['over 1000 ids', { ids: Array.from({ length: 1001 }, (_, i) => i + 1).join(',') }, 4400],
    ['an unknown parameter', { id: 1, status: 3 }, 4400],
  ])('the close action with %s is refused and changes nothing', async (_, query, code) => {
    const before = await stored();
    expect(await get(server.app, token, `${BASE}/close`, query)).toMatchObject({ code, data: null });
    expect(await stored()).toEqual(before);
  });
});
