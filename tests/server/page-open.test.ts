import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpenedPage } from '../../schemas/generated/opened-page';
import { deriveApiKey, encryptQuery, ENCRYPTED_HEADERS } from '../../src/services/request/encryption';
import { call, get, login, MOBILES, sessionSecretFrom, startTestServer, type Answer, type TestServer } from './harness';

// Issue 42 item 3: a page's opening is one call. page/open answers the compiled page and the GETs the page makes as
// it opens, each answered by its own route as the caller's: the same data, the same scope, the same sealing. Only
// the page's own calls may be asked.

let server: TestServer;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  server = await startTestServer();
  tokens.admin = await login(server.app, MOBILES.admin);
  tokens.clerk = await login(server.app, MOBILES.salesClerk);
});
afterAll(async () => {
  await server.close();
});

const CONTRACTS = 301;
const LIST_URL = '/api/contract/sales_contract/index';
const viewsQuery = { table_key: `menu-${CONTRACTS}`, perms_id: CONTRACTS };
const CALLS = [
  { url: '/api/base/view/list', query: viewsQuery },
  { url: '/api/base/view/defaultFields', query: viewsQuery },
  { url: '/api/base/customsetting/detail', query: { table_name: `menu-${CONTRACTS}`, perms_id: CONTRACTS } },
  { url: LIST_URL, query: { perms_id: CONTRACTS, page: 1, limit: 15, where: { amount: ['>=', 1000] } } },
];
const open = (token: string, query: Record<string, unknown>) => get<OpenedPage>(server.app, token, '/api/base/page/open', query);
const envelope = ({ code, msg, data }: Answer) => ({ code, msg, data: data ?? null });

describe('page/open', () => {
  it('answers the compiled page and each call as that call alone answers the caller, in order', async () => {
    for (const token of [tokens.clerk, tokens.admin]) {
      const opened = await open(token, { menu_id: CONTRACTS, language: 'zh', calls: CALLS });
      expect(opened.code).toBe(2000);
      const compiled = await get(server.app, token, '/api/base/page/compiled', { menu_id: CONTRACTS, language: 'zh' });
      expect({ menu_id: opened.data.menu_id, page: opened.data.page, problems: opened.data.problems }).toEqual(compiled.data);
      const alone = await Promise.all(CALLS.map((c) => get(server.app, token, c.url, c.query)));
      expect(opened.data.answers.map((a) => a.code)).toEqual([2000, 2000, 2000, 2000]);
      expect(opened.data.answers).toEqual(alone.map(envelope));
    }
    // The clerk's rows are the clerk's scope, not the administrator's.
    const total = async (token: string) => {
      const answer = (await open(token, { menu_id: CONTRACTS, calls: [CALLS[3]] })).data.answers[0];
      expect(answer.code, answer.msg).toBe(2000);
      return (answer.data as { total: number }).total;
    };
    expect(await total(tokens.clerk)).toBeLessThan(await total(tokens.admin));
  });

  it('without calls it is the compiled page alone; a failing call is answered as it failed, the others still', async () => {
    expect((await open(tokens.clerk, { menu_id: CONTRACTS })).data.answers).toEqual([]);
    const badList = { url: LIST_URL, query: { perms_id: CONTRACTS, limit: 'many' } };
    const opened = await open(tokens.clerk, { menu_id: CONTRACTS, calls: [badList, CALLS[0]] });
    expect(opened.code).toBe(2000);
    expect(opened.data.answers[0]).toEqual(envelope(await get(server.app, tokens.clerk, badList.url, badList.query)));
    expect(opened.data.answers[0].code).not.toBe(2000);
    expect(opened.data.answers[1].code).toBe(2000);
  });

  it('answers refused (4400) a call that is not one of this page’s, the others still; refuses whole what is no list of calls', async () => {
    const notOurs = [
      { url: '/api/base/user/index', query: {} },
      { url: '/api/access/account/info', query: {} },
      { url: '/api/base/view/list', query: { table_key: 'menu-1', perms_id: 1 } },
      { url: '/api/base/customsetting/detail', query: { table_name: 'x' } },
      { url: LIST_URL.replace('sales', 'purchase'), query: {} },
      { url: '/api/base/page/open', query: { menu_id: CONTRACTS } },
    ];
    for (const call of notOurs) {
      const answer = await open(tokens.clerk, { menu_id: CONTRACTS, calls: [call, CALLS[0]] });
      expect(answer.code, call.url).toBe(2000);
      expect(answer.data.answers[0], call.url).toMatchObject({ code: 4400, data: null });
      expect(answer.data.answers[1]!.code, call.url).toBe(2000);
    }
    // Each of the page's calls once: a second list call is refused, the first answered.
    const twice = await open(tokens.clerk, { menu_id: CONTRACTS, calls: [CALLS[3], CALLS[3]] });
    expect(twice.data.answers.map((a) => a.code)).toEqual([2000, 4400]);
    const malformed = [[{ url: LIST_URL }], ['/api/base/view/list'], { url: LIST_URL, query: {} }, Array.from({ length: 7 }, () => CALLS[0])];
    for (const calls of malformed) {
      const answer = await open(tokens.clerk, { menu_id: CONTRACTS, calls });
      expect(answer.code, JSON.stringify(calls)).toBe(4400);
      expect(answer.data ?? null).toBeNull();
    }
    expect((await call(server.app, { method: 'GET', url: '/api/base/page/open', query: { menu_id: String(CONTRACTS), calls: '[{"url":' }, headers: { authorization: `Bearer ${tokens.clerk}` } })).code).toBe(4420);
    expect((await open(tokens.clerk, { menu_id: CONTRACTS, calls: 'x'.repeat(9000) })).code).toBe(4400);
    expect((await open(tokens.clerk, { menu_id: 2_000_000, calls: [CALLS[0]] })).code).toBe(4403);
    expect((await call(server.app, { method: 'GET', url: '/api/base/page/open', query: { menu_id: String(CONTRACTS) } })).code).toBe(4001);
  });

  it('sealed as the browser seals it (API encryption), its calls are answered sealed the same way', async () => {
    const response = await server.app.inject({ method: 'POST', url: '/api/access/account/login', payload: { user_mobile: MOBILES.salesClerk, password: 'Hkwl@2026' } });
    const secret = sessionSecretFrom(response);
    const clientToken = (response.json() as Answer<{ token: string }>).data.token;
    const key = deriveApiKey(clientToken);
    const headers = { cookie: `JWT-Token=${secret}`, authorization: `Bearer ${clientToken}`, ...ENCRYPTED_HEADERS };
    const { db } = server.database;
    await db.updateTable('config_items').set({ value: '1' }).where('group_label', '=', 'front').where('label', '=', 'api_encryption_required').execute();
    server.app.settings.forget();
    try {
      const query = encryptQuery({ menu_id: CONTRACTS, language: 'zh', calls: JSON.stringify([CALLS[3]]) }, key);
      const opened = await call<OpenedPage>(server.app, { method: 'GET', url: '/api/base/page/open', query, headers });
      expect(opened.code, JSON.stringify(opened)).toBe(2000);
      const alone = await call(server.app, { method: 'GET', url: LIST_URL, query: encryptQuery({ perms_id: CONTRACTS, page: 1, limit: 15, where: JSON.stringify({ amount: ['>=', 1000] }) }, key), headers });
      expect(alone.code).toBe(2000);
      expect(opened.data.answers).toEqual([envelope(alone)]);
      // Unsealed, the opening is refused as any call is.
      expect((await open(tokens.clerk, { menu_id: CONTRACTS, calls: [CALLS[3]] })).code).toBe(4413);
    } finally {
      server.app.settings.forget();
      await db.updateTable('config_items').set({ value: '0' }).where('group_label', '=', 'front').where('label', '=', 'api_encryption_required').execute();
    }
  });
});
