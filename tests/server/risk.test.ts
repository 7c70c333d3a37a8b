import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, MOBILES, post, startTestServer, type TestServer } from './harness';
import { CONTRACT_ADD, CONTRACT_UPDATE, CUSTOMER_ADD, contractsNumbered, newContract, storedContract, type RiskData, type RiskItem } from './risk-helpers';

let server: TestServer;
let clerk: string;
let manager: string;
const logLines: string[] = [];
beforeAll(async () => {
  server = await startTestServer(20, { logLevel: 'error', logStream: { write: (line) => void logLines.push(line) } });
  clerk = await login(server.app, MOBILES.salesClerk);
  manager = await login(server.app, MOBILES.departmentManager);
});
afterAll(async () => {
  await server.close();
});

type Added = Record<string, unknown> & { id: number; amount: number; warning: RiskItem[] };
const ruleId = async (code: string) => (await server.database.db.selectFrom('risk_rules').select('id').where('code', '=', code).executeTakeFirstOrThrow()).id;

describe('sales-contract amount rules on add', () => {
  it('an amount up to 10,000,000 saves with no warning', async () => {
    const body = newContract(10_000_000);
    const answer = await post<Added>(server.app, clerk, CONTRACT_ADD, body);
    expect(answer.code).toBe(2000);
    expect(answer.data).toMatchObject({ contract_no: body.contract_no, amount: 10_000_000, warning: [] });
  });

  it('over 10,000,000 answers 2888 with the warning to confirm, and writes nothing', async () => {
    const body = newContract(20_000_000);
    const answer = await post<RiskData>(server.app, clerk, CONTRACT_ADD, body);
    expect(answer.code).toBe(2888);
    expect(answer.msg).toBe('风险提示：合同金额20,000,000.00元超过1000万元，请确认是否继续。是否继续？');
    expect(answer.data.breakdown).toEqual([]);
    expect(answer.data.warning).toEqual([
      { id: await ruleId('SC_AMOUNT_WARN'), code: 'SC_AMOUNT_WARN', prompt_content_result: '合同金额20,000,000.00元超过1000万元，请确认是否继续', trigger_control_type: 'warning' },
    ]);
    expect(answer.data.confirm_token).toMatch(/^\d+\.[A-Za-z0-9_-]+$/);
    expect(await contractsNumbered(server, body.contract_no)).toBe(0);
  });

  it('the retry with the accepted codes and the same payload saves, answering the confirmed warnings', async () => {
    const body = newContract(20_000_000);
    const first = await post<RiskData>(server.app, clerk, CONTRACT_ADD, body);
    const retry = await post<Added>(server.app, clerk, CONTRACT_ADD, { ...body, confirm_rule_code: ['SC_AMOUNT_WARN'], confirm_token: first.data.confirm_token });
    expect(retry.code).toBe(2000);
    expect(retry.data.warning).toEqual(first.data.warning);
    expect(retry.data.amount).toBe(20_000_000);
    expect(await contractsNumbered(server, body.contract_no)).toBe(1);
  });

  it('a changed payload makes the confirmation void: 2888 again, nothing written', async () => {
    const body = newContract(20_000_000);
    const first = await post<RiskData>(server.app, clerk, CONTRACT_ADD, body);
    const confirmation = { confirm_rule_code: ['SC_AMOUNT_WARN'], confirm_token: first.data.confirm_token };
    for (const changed of [{ ...body, amount: 20_000_001 }, { ...body, remark: '改了备注' }, { ...body, submit_status: 1 }]) {
      const retry = await post<RiskData>(server.app, clerk, CONTRACT_ADD, { ...changed, ...confirmation });
      expect(retry.code).toBe(2888);
      expect(retry.data.confirm_token).not.toBe(first.data.confirm_token);
    }
    expect(await contractsNumbered(server, body.contract_no)).toBe(0);
  });

  it('unknown codes, a forged token or another user\'s token are not accepted (codes alone: tests/server/spec-wire.test.ts)', async () => {
    const body = newContract(30_000_000);
    const first = await post<RiskData>(server.app, clerk, CONTRACT_ADD, body);
    const theirs = await post<RiskData>(server.app, manager, CONTRACT_ADD, body);
    const [expires] = first.data.confirm_token!.split('.');
    for (const confirmation of [
      { confirm_rule_code: ['BOGUS_RULE'], confirm_token: first.data.confirm_token },
      { confirm_rule_code: [], confirm_token: first.data.confirm_token },
      { confirm_rule_code: ['SC_AMOUNT_WARN'], confirm_token: `${expires}.${'A'.repeat(43)}` },
      { confirm_rule_code: ['SC_AMOUNT_WARN'], confirm_token: `${Number(expires) + 3600}.${first.data.confirm_token!.split('.')[1]}` },
      { confirm_rule_code: ['SC_AMOUNT_WARN'], confirm_token: theirs.data.confirm_token },
    ]) {
      expect((await post(server.app, clerk, CONTRACT_ADD, { ...body, ...confirmation })).code).toBe(2888);
    }
    expect(await contractsNumbered(server, body.contract_no)).toBe(0);
  });

  it('over 100,000,000 answers 3010 with the breakdown and the warning, even with confirmations, and writes nothing', async () => {
    const body = newContract(150_000_000);
    const answer = await post<RiskData>(server.app, clerk, CONTRACT_ADD, body);
    expect(answer.code).toBe(3010);
    expect(answer.msg).toBe('风控拦截，禁止提交：合同金额150,000,000.00元超过1亿元，不允许提交');
    expect(answer.data.breakdown).toEqual([
      { id: await ruleId('SC_AMOUNT_BLOCK'), code: 'SC_AMOUNT_BLOCK', prompt_content_result: '合同金额150,000,000.00元超过1亿元，不允许提交', trigger_control_type: 'block' },
    ]);
    expect(answer.data.warning.map((w) => w.code)).toEqual(['SC_AMOUNT_WARN']);
    expect(answer.data).not.toHaveProperty('confirm_token');
    const retry = await post(server.app, clerk, CONTRACT_ADD, { ...body, confirm_rule_code: ['SC_AMOUNT_WARN', 'SC_AMOUNT_BLOCK'] });
    expect(retry.code).toBe(3010);
    expect(await contractsNumbered(server, body.contract_no)).toBe(0);
  });

  it('answers the message in English for an English caller', async () => {
    const response = await server.app.inject({
      method: 'POST', url: CONTRACT_ADD, payload: newContract(150_000_000), headers: { authorization: `Bearer ${clerk}`, cookie: 'language=en' },
    });
    // The rule's own prompt in English too (issue 20).
    expect(response.json()).toMatchObject({ code: 3010, msg: 'Blocked by risk control: The contract amount 150,000,000.00 exceeds 100,000,000 and cannot be submitted' });
  });
});

describe('rules on update', () => {
  it('checks the stored record with the changes: 2888, then the confirmed retry saves; 3010 leaves it unchanged', async () => {
    const { data: created } = await post<Added>(server.app, clerk, CONTRACT_ADD, newContract(1_000_000));
    const patch = { id: created.id, amount: 12_000_000 };
    const warned = await post<RiskData>(server.app, clerk, CONTRACT_UPDATE, patch);
    expect(warned.code).toBe(2888);
    expect(warned.data.warning.map((w) => w.prompt_content_result)).toEqual(['合同金额12,000,000.00元超过1000万元，请确认是否继续']);
    // The token names this record: it does not confirm the same change on another one.
    const { data: other } = await post<Added>(server.app, clerk, CONTRACT_ADD, newContract(1_000_000));
    const elsewhere = await post(server.app, clerk, CONTRACT_UPDATE, { ...patch, id: other.id, confirm_rule_code: ['SC_AMOUNT_WARN'], confirm_token: warned.data.confirm_token });
    expect(elsewhere.code).toBe(2888);
    const saved = await post<Added>(server.app, clerk, CONTRACT_UPDATE, { ...patch, confirm_rule_code: ['SC_AMOUNT_WARN'], confirm_token: warned.data.confirm_token });
    expect(saved.code).toBe(2000);
    expect(saved.data.amount).toBe(12_000_000);

    const blocked = await post<RiskData>(server.app, clerk, CONTRACT_UPDATE, { id: created.id, amount: 120_000_000 });
    expect(blocked.code).toBe(3010);
    expect((await storedContract(server, created.id)).amount).toBe(12_000_000);
  });

  it('a change that leaves a large stored amount large still warns (the whole record is checked)', async () => {
    const body = newContract(20_000_000);
    const first = await post<RiskData>(server.app, clerk, CONTRACT_ADD, body);
    const { data: created } = await post<Added>(server.app, clerk, CONTRACT_ADD, { ...body, confirm_rule_code: ['SC_AMOUNT_WARN'], confirm_token: first.data.confirm_token });
    expect((await post(server.app, clerk, CONTRACT_UPDATE, { id: created.id, remark: '只改备注' })).code).toBe(2888);
  });
});

describe('the other seeded rules', () => {
  it('a customer over the credit limit warns', async () => {
    const customer = {
      customer_code: 'C9-RISK', customer_name: '授信测试客户', credit_code: '91310000MA1K000000', customer_type: 1, industry: '钢铁', province: '上海',
      contact_name: '王五', contact_mobile: '13900000000', credit_limit: 40_000_000, status: 1,
    };
    const answer = await post<RiskData>(server.app, clerk, CUSTOMER_ADD, customer);
    expect(answer.code).toBe(2888);
    expect(answer.data.warning).toEqual([expect.objectContaining({ code: 'CUSTOMER_CREDIT_LIMIT', prompt_content_result: '客户授信额度40,000,000.00元超过3000万元的授信上限，请确认是否继续' })]);
    expect((await post(server.app, clerk, CUSTOMER_ADD, { ...customer, credit_limit: 30_000_000 })).code).toBe(2000);
  });
});

describe('a rule that cannot run', () => {
  const MALICIOUS = {
    EVIL_IMPORT: 'import({}, {})',
    EVIL_FUNCTION: 'f(x) = x',
    EVIL_CONSTRUCTOR: 'amount.constructor("return process")',
    EVIL_INDEX: 'remark["constructor"]',
    EVIL_EVALUATE: 'evaluate("1 > 0")',
    EVIL_UNIT: 'createUnit("foo")',
    EVIL_ASSIGN: 'amount = 1',
    EVIL_UNKNOWN: 'process > 0',
    EVIL_RUNTIME: 'remark == "abc"',
    EVIL_NOT_BOOLEAN: '"text"',
  };

  it('is logged and skipped: the save behaves as without it', async () => {
    const now = '2026-11-22 08:00:00';
    await server.database.db.insertInto('risk_rules').values(
      Object.entries(MALICIOUS).map(([code, condition], i) => ({
        code, resource: 'sales_contract', name: code, condition, severity: 'block' as const, prompt: '不应出现', status: 1, sort: 10 + i, created_at: now, updated_at: now,
      })),
    ).execute();
    logLines.length = 0;
    const body = newContract(5_000_000, { remark: 'x' });
    const answer = await post<Added>(server.app, clerk, CONTRACT_ADD, body);
    expect(answer.code).toBe(2000);
    expect(await contractsNumbered(server, body.contract_no)).toBe(1);
    // The working rules still run beside the broken ones.
    expect((await post(server.app, clerk, CONTRACT_ADD, newContract(150_000_000))).code).toBe(3010);
    const logged = logLines.join('\n');
    for (const code of Object.keys(MALICIOUS)) expect(logged).toContain(`"rule":"${code}"`);
    expect(logged).toContain('risk rule skipped');
    expect(logged).not.toContain('internal error');
    await server.database.db.updateTable('risk_rules').set({ status: 0 }).where('code', 'like', 'EVIL_%').execute();
  });

  it('an inactive rule does not run', async () => {
    const now = '2026-11-22 08:00:00';
    await server.database.db.insertInto('risk_rules').values({
      code: 'OFF_RULE', resource: 'sales_contract', name: 'off', condition: 'amount > 0', severity: 'block', prompt: '停用', status: 0, sort: 99, created_at: now, updated_at: now,
    }).execute();
    expect((await post(server.app, clerk, CONTRACT_ADD, newContract(1000))).code).toBe(2000);
  });
});
