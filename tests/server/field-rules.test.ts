import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, login, MOBILES, post, startTestServer, type TestServer } from './harness';
import { CONTRACT_ADD, CONTRACT_UPDATE, contractCount, newContract } from './risk-helpers';

// Issue 19: field rules declared on the resource (min, max, precision, pattern, unique within the company)
// and the server's document numbering, on SQLite and PostgreSQL.

const STASH = '/api/contract/sales_contract/stash';
let server: TestServer;
let clerk: string;
beforeAll(async () => {
  server = await startTestServer(20);
  clerk = await login(server.app, MOBILES.salesClerk);
});
afterAll(async () => {
  await server.close();
});

type Row = Record<string, unknown> & { id: number };

describe('field rules', () => {
  it.each([
    ['a negative amount', { amount: -5 }, '合同金额不能小于0.01'],
    ['a zero amount', { amount: 0 }, '合同金额不能小于0.01'],
    ['three decimals', { amount: 100.125 }, '合同金额最多保留2位小数'],
    ['over the maximum', { amount: 1_000_000_000_000 }, '合同金额不能大于999999999999'],
    ['a number with spaces', { contract_no: 'HT 1' }, '合同编号只能包含字母、数字和-'],
  ])('%s is refused on add, stash and update with the rule\'s words, and nothing is written', async (_name, change, msg) => {
    const before = await contractCount(server);
    for (const url of [CONTRACT_ADD, STASH]) expect(await post(server.app, clerk, url, newContract(1000, change))).toMatchObject({ code: 4400, msg, data: null });
    expect(await contractCount(server)).toBe(before);
    const { data } = await post<Row>(server.app, clerk, CONTRACT_ADD, newContract(1000));
    expect(await post(server.app, clerk, CONTRACT_UPDATE, { id: data.id, ...change })).toMatchObject({ code: 4400, msg });
    expect((await get<Row>(server.app, clerk, '/api/contract/sales_contract/detail', { id: data.id })).data.amount).toBe(1000);
  });

  it('answers in English for an English caller', async () => {
    const answer = await server.app.inject({ method: 'POST', url: CONTRACT_ADD, payload: newContract(-5), headers: { authorization: `Bearer ${clerk}`, 'accept-language': 'en' } });
    expect(answer.json()).toMatchObject({ code: 4400, msg: 'Amount must be at least 0.01' });
  });

  it('a contract number that exists in the company is refused on add and update; another company may hold it', async () => {
    const first = (await post<Row>(server.app, clerk, CONTRACT_ADD, newContract(1000))).data;
    const before = await contractCount(server);
    expect(await post(server.app, clerk, CONTRACT_ADD, newContract(1000, { contract_no: first.contract_no }))).toMatchObject({ code: 4400, msg: `合同编号“${String(first.contract_no)}”已存在` });
    const second = (await post<Row>(server.app, clerk, CONTRACT_ADD, newContract(1000))).data;
    expect((await post(server.app, clerk, CONTRACT_UPDATE, { id: second.id, contract_no: first.contract_no })).code).toBe(4400);
    // Updating a record with its own number is no repeat.
    expect((await post(server.app, clerk, CONTRACT_UPDATE, { id: first.id, contract_no: first.contract_no })).code).toBe(2000);
    expect(await contractCount(server)).toBe(before + 1);
    // A record of another company holding a number does not stop this company using it.
    await sql`update sales_contracts set add_company_id = 99 where id = ${first.id}`.execute(server.database.db);
    expect((await post(server.app, clerk, CONTRACT_ADD, newContract(1000, { contract_no: first.contract_no }))).code).toBe(2000);
  });

  it('GET fieldRules answers the declared rules and the numbered field', async () => {
    const answer = await get<{ fields: Record<string, unknown>; numbered?: string }>(server.app, clerk, '/api/contract/sales_contract/fieldRules');
    expect(answer.data.numbered).toBe('contract_no');
    expect(answer.data.fields.amount).toEqual({ min: 0.01, max: 999_999_999_999, precision: 2 });
    expect((await get(server.app, clerk, '/api/contract/sales_contract/fieldRules', { perms_id: 101 })).code).toBe(4403);
  });

  it('GET fieldRules names the fields the server fills with the caller when left empty (the handler and the department)', async () => {
    const answer = await get<{ picked?: Record<string, string> }>(server.app, clerk, '/api/contract/sales_contract/fieldRules');
    expect(answer.data.picked).toEqual({ user_id: 'user', org_id: 'org' });
    const admin = await login(server.app, MOBILES.admin);
    expect((await get<{ picked?: unknown }>(server.app, admin, '/api/stock/goods/fieldRules')).data.picked).toBeUndefined();
  });

  it('GET fieldRules answers the rules of the lines\' fields under the child\'s name, the ones a line is refused by', async () => {
    type Rules = { fields: Record<string, unknown>; numbered?: string; children?: Record<string, { fields: Record<string, unknown> }> };
    const contract = (await get<Rules>(server.app, clerk, '/api/contract/sales_contract/fieldRules')).data;
    expect(contract.children).toEqual({ lines: { fields: { quantity: { min: 0.001 }, price: { min: 0 }, tax_rate: { min: 0, max: 1 } } } });
    // The record's own rules and number keep their names.
    expect(Object.keys(contract).sort()).toEqual(['children', 'fields', 'numbered', 'picked', 'totals']);
    const line = { goods_name: '螺纹钢', quantity: 0.0001, price: 3820, tax_rate: 0.13 };
    expect(await post(server.app, clerk, CONTRACT_ADD, newContract(1000, { lines: [line] }))).toMatchObject({ code: 4400, msg: expect.stringContaining('字段 quantity 不能小于0.001') });
    // A resource without children answers none.
    const admin = await login(server.app, MOBILES.admin);
    expect((await get<Rules>(server.app, admin, '/api/crm/customer/fieldRules')).data.children).toBeUndefined();
    expect((await get<Rules>(server.app, admin, '/api/invoice/sales_invoice/fieldRules')).data.children?.lines.fields).toEqual({ quantity: { min: 0.001 }, price: { min: 0 }, tax_rate: { min: 0, max: 1 } });
  });
});

describe('document numbering', () => {
  it('a contract saved without a number gets HT, the day and the company\'s next sequence', async () => {
    const body = newContract(1000);
    delete body.contract_no;
    const a = (await post<Row>(server.app, clerk, CONTRACT_ADD, body)).data;
    const b = (await post<Row>(server.app, clerk, STASH, { contract_name: '无编号草稿' })).data;
    const day = String(a.created_at).slice(0, 10).replaceAll('-', '');
    expect(a.contract_no).toMatch(new RegExp(`^HT${day}\\d{4}$`));
    expect(Number(String(b.contract_no).slice(-4))).toBe(Number(String(a.contract_no).slice(-4)) + 1);
  });

  it('twenty adds at once get twenty different numbers', async () => {
    const answers = await Promise.all(Array.from({ length: 20 }, () => post<Row>(server.app, clerk, STASH, { contract_name: '并发编号' })));
    expect(answers.map((a) => a.code)).toEqual(Array(20).fill(2000));
    expect(new Set(answers.map((a) => a.data.contract_no)).size).toBe(20);
  });

  it('a number typed by hand that the sequence would reach is stepped over', async () => {
    const body = newContract(1000);
    delete body.contract_no;
    const next = (await post<Row>(server.app, clerk, CONTRACT_ADD, body)).data;
    const sequence = Number(String(next.contract_no).slice(-4));
    const taken = `${String(next.contract_no).slice(0, -4)}${String(sequence + 1).padStart(4, '0')}`;
    expect((await post(server.app, clerk, CONTRACT_ADD, newContract(1000, { contract_no: taken }))).code).toBe(2000);
    const after = (await post<Row>(server.app, clerk, STASH, { contract_name: '跳号' })).data;
    expect(after.contract_no).not.toBe(taken);
    const rows = await sql<{ n: number }>`select count(*) as n from sales_contracts where contract_no = ${taken}`.execute(server.database.db);
    expect(Number(rows.rows[0].n)).toBe(1);
  });
});

describe('text the two engines would store differently', () => {
  it.each(['\\ud800', 'a\\udfffb', '\\udbff\\u0041'])('a lone surrogate (%s) in a body answers 4400 and writes nothing', async (escaped) => {
    const before = await contractCount(server);
    const raw = `{"contract_name":"合同${escaped}","customer_name":"客户","goods_name":"钢","amount":10,"sign_date":"2026-11-20"}`;
    const answer = await server.app.inject({ method: 'POST', url: CONTRACT_ADD, payload: raw, headers: { authorization: `Bearer ${clerk}`, 'content-type': 'application/json' } });
    expect(answer.json()).toEqual({ code: 4400, msg: '请求中含有无效的字符（孤立的 UTF-16 代理项）', data: null });
    expect(await contractCount(server)).toBe(before);
  });

  it('a proper pair (an emoji) is stored and read back the same on both engines', async () => {
    const answer = await post<Row>(server.app, clerk, CONTRACT_ADD, newContract(10, { contract_name: '合同🙂' }));
    expect(answer.code).toBe(2000);
    expect((await get<Row>(server.app, clerk, '/api/contract/sales_contract/detail', { id: answer.data.id })).data.contract_name).toBe('合同🙂');
  });
});
