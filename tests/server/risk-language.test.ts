import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/connection';
import * as riskRules from '../../server/db/migrations/010_risk_rules';
import * as riskPromptEn from '../../server/db/migrations/017_risk_prompt_en';
import { call, get, login, MOBILES, post, startTestServer, type TestServer } from './harness';
import { CONTRACT_ADD, newContract, type RiskData } from './risk-helpers';

// Issue 20: a risk rule's prompt has both languages; the warning or block is told in the caller's language.

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

/** A contract add as an English-speaking caller sends it (the browser's Accept-Language). */
function addInEnglish(body: Record<string, unknown>) {
  return call<RiskData>(server.app, { method: 'POST', url: CONTRACT_ADD, payload: body, headers: { authorization: `Bearer ${clerk}`, 'accept-language': 'en' } });
}

describe('risk prompts in the caller’s language', () => {
  it('a warning: English words for an English caller, Chinese for a Chinese one', async () => {
    const english = await addInEnglish(newContract(20_000_000));
    expect(english.code).toBe(2888);
    expect(english.msg).toBe('Risk warning: The contract amount 20,000,000.00 exceeds 10,000,000. Continue?');
    expect(english.data.warning.map((w) => w.prompt_content_result)).toEqual(['The contract amount 20,000,000.00 exceeds 10,000,000']);
    const chinese = await post<RiskData>(server.app, clerk, CONTRACT_ADD, newContract(20_000_000));
    expect(chinese.data.warning.map((w) => w.prompt_content_result)).toEqual(['合同金额20,000,000.00元超过1000万元，请确认是否继续']);
  });

  it('a block: the reason in English, nothing written', async () => {
    const body = newContract(150_000_000);
    const answer = await addInEnglish(body);
    expect(answer.code).toBe(3010);
    expect(answer.msg).toBe('Blocked by risk control: The contract amount 150,000,000.00 exceeds 100,000,000 and cannot be submitted');
    expect(answer.data.breakdown.map((b) => b.prompt_content_result)).toEqual(['The contract amount 150,000,000.00 exceeds 100,000,000 and cannot be submitted']);
  });

  it('the administrator writes the English prompt; a rule without one tells English callers the Chinese prompt', async () => {
    const rule = { code: 'SC_ODD_WARN', resource: 'sales_contract', name: '金额奇特', condition: 'amount == 7777777', severity: 'warning', prompt: '合同金额{amount}元很奇特', prompt_en: '' };
    const added = await post<{ id: number; prompt_en: string | null }>(server.app, admin, `${R}/add`, rule);
    expect(added.code).toBe(2000);
    // A blank English prompt is none.
    expect(added.data.prompt_en).toBeNull();
    expect((await addInEnglish(newContract(7_777_777))).data.warning.map((w) => w.prompt_content_result)).toEqual(['合同金额7,777,777.00元很奇特']);

    const updated = await post<{ prompt_en: string | null }>(server.app, admin, `${R}/update`, { id: added.data.id, prompt_en: 'The amount {amount} is odd' });
    expect(updated.data.prompt_en).toBe('The amount {amount} is odd');
    expect((await get<{ prompt_en: string | null }>(server.app, admin, `${R}/detail`, { id: added.data.id })).data.prompt_en).toBe('The amount {amount} is odd');
    expect((await addInEnglish(newContract(7_777_777))).data.warning.map((w) => w.prompt_content_result)).toEqual(['The amount 7,777,777.00 is odd']);

    // Changing another part keeps it; an English prompt over 500 characters is refused.
    await post(server.app, admin, `${R}/update`, { id: added.data.id, name: '金额很奇特' });
    expect((await get<{ prompt_en: string | null }>(server.app, admin, `${R}/detail`, { id: added.data.id })).data.prompt_en).toBe('The amount {amount} is odd');
    expect((await post(server.app, admin, `${R}/update`, { id: added.data.id, prompt_en: 'x'.repeat(501) })).code).toBe(4400);
    await get(server.app, admin, `${R}/disable`, { ids: String(added.data.id) });
  });
});

describe('migration 017 on a database of the rules as issue 9 seeded them', () => {
  it('gives the demo rules their English prompt, except where the Chinese one was changed since', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'hkwl-017-'));
    const database = openDatabase(join(dir, 'old.sqlite'));
    try {
      await riskRules.up(database.db, database.dialect);
      const now = '2026-11-01 00:00:00';
      const row = (code: string, prompt: string) => ({ code, resource: 'sales_contract', name: code, condition: 'amount > 0', severity: 'warning' as const, prompt, status: 1, sort: 1, created_at: now, updated_at: now });
      await database.db
        .insertInto('risk_rules')
        .values([row('SC_AMOUNT_WARN', '合同金额{amount}元超过1000万元，请确认是否继续'), row('SC_AMOUNT_BLOCK', '合同金额超过一亿，禁止提交'), row('MY_OWN_RULE', '自定义')])
        .execute();
      await riskPromptEn.up(database.db);
      const rules = await database.db.selectFrom('risk_rules').select(['code', 'prompt_en']).orderBy('code').execute();
      expect(rules).toEqual([
        { code: 'MY_OWN_RULE', prompt_en: null },
        { code: 'SC_AMOUNT_BLOCK', prompt_en: null },
        { code: 'SC_AMOUNT_WARN', prompt_en: 'The contract amount {amount} exceeds 10,000,000' },
      ]);
    } finally {
      await database.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
