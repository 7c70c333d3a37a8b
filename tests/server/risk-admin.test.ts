import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, login, MOBILES, post, startTestServer, type TestServer } from './harness';
import { CONTRACT_ADD, newContract } from './risk-helpers';

// Issue 19: administrators manage the risk rules; a condition the sandbox would not run is refused before
// it is stored, and a change takes effect on the next save.

const R = '/api/rule/risk_rule';
let server: TestServer;
let admin: string;
let clerk: string;
beforeAll(async () => {
  server = await startTestServer(20);
  admin = await login(server.app, MOBILES.admin);
  clerk = await login(server.app, MOBILES.salesClerk);
});
afterAll(async () => {
  await server.close();
});

type Rule = { id: number; code: string; status: number; condition: string; severity: string };
const rules = () => server.database.db.selectFrom('risk_rules').selectAll().orderBy('id').execute();
const NEW_RULE = { code: 'SC_TINY_BLOCK', resource: 'sales_contract', name: '金额过小', condition: 'amount < 10', severity: 'block', prompt: '合同金额{amount}元过小' };

describe('risk-rule administration', () => {
  it('only the administrator: a manager gets 4403 and nothing changes', async () => {
    const manager = await login(server.app, MOBILES.companyManager);
    const before = await rules();
    expect((await get(server.app, manager, `${R}/index`)).code).toBe(4403);
    expect((await post(server.app, manager, `${R}/add`, NEW_RULE)).code).toBe(4403);
    expect((await get(server.app, manager, `${R}/disable`, { ids: '1' })).code).toBe(4403);
    expect(await rules()).toEqual(before);
  });

  it('lists the rules with the list query language: filter, order, page', async () => {
    const all = await get<{ data: Rule[]; total: number }>(server.app, admin, `${R}/index`, { limit: 50 });
    expect(all.data.total).toBe((await rules()).length);
    const warnings = await get<{ data: Rule[]; total: number }>(server.app, admin, `${R}/index`, { where: { severity: 'warning', resource: 'sales_contract' }, order: 'code desc' });
    expect(warnings.data.data.map((r) => r.code)).toContain('SC_AMOUNT_WARN');
    expect(warnings.data.data.every((r) => r.severity === 'warning')).toBe(true);
    expect((await get(server.app, admin, `${R}/index`, { where: { nope: 1 } })).code).toBe(4420);
  });

  it.each([
    ['a function call outside the sandbox', { condition: 'evaluate("1")' }, /规则条件有误/],
    ['an unknown field', { condition: 'amountt > 1' }, /规则条件有误：unknown name amountt/],
    ['property access', { condition: 'amount.constructor' }, /规则条件有误/],
    ['an unknown resource', { resource: 'nothing_here' }, /未知的业务对象/],
    ['a taken code', { code: 'SC_AMOUNT_WARN' }, /已存在/],
    ['a bad severity', { severity: 'maybe' }, /请求参数有误/],
  ])('refuses %s (4400) and stores nothing', async (_name, change, msg) => {
    const before = await rules();
    const answer = await post(server.app, admin, `${R}/add`, { ...NEW_RULE, ...change });
    expect(answer.code).toBe(4400);
    expect(answer.msg).toMatch(msg);
    expect(await rules()).toEqual(before);
  });

  it('a rule added takes effect on the next save; updated and disabled likewise', async () => {
    const added = await post<Rule>(server.app, admin, `${R}/add`, NEW_RULE);
    expect(added).toMatchObject({ code: 2000, data: { code: 'SC_TINY_BLOCK', status: 1 } });
    expect((await post(server.app, clerk, CONTRACT_ADD, newContract(5))).code).toBe(3010);
    expect((await post(server.app, admin, `${R}/update`, { id: added.data.id, condition: 'amount < 1' })).code).toBe(2000);
    expect((await post(server.app, clerk, CONTRACT_ADD, newContract(5))).code).toBe(2000);
    expect((await post(server.app, admin, `${R}/update`, { id: added.data.id, condition: 'amount <' })).code).toBe(4400);
    expect((await post(server.app, clerk, CONTRACT_ADD, newContract(0.5))).code).toBe(3010);
    const disabled = await get<{ changed: number }>(server.app, admin, `${R}/disable`, { ids: String(added.data.id) });
    expect(disabled).toMatchObject({ code: 2000, msg: '已停用 1 条规则', data: { changed: 1 } });
    expect((await post(server.app, clerk, CONTRACT_ADD, newContract(0.5))).code).toBe(2000);
    expect((await get(server.app, admin, `${R}/detail`, { id: added.data.id })).data).toMatchObject({ status: 0, condition: 'amount < 1' });
  });
});
