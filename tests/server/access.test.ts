import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, changePosition, get, getSigned, login, MOBILES, sessionSecretFrom, signedHeaders, startTestServer, type TestServer } from './harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const LOGIN = '/api/access/account/login';
const loginWith = (payload: unknown, headers: Record<string, string> = {}) =>
  call(server.app, { method: 'POST', url: LOGIN, payload: payload as Record<string, unknown>, headers });

describe('account/login', () => {
  it('signs in with a trimmed mobile and returns a token', async () => {
    const answer = await loginWith({ user_mobile: '  13800000003 ', password: 'Hkwl@2026', from_app_id: 44 });
    expect(answer.code).toBe(2000);
    expect(answer.data).toMatchObject({ token: expect.stringMatching(/^[A-Za-z0-9_-]{40,}$/), need_choose_position: 0 });
  });

  it('says the same clear thing for a wrong password and an unknown mobile', async () => {
    const wrong = await loginWith({ user_mobile: MOBILES.salesClerk, password: 'Hkwl@2025' });
    const unknown = await loginWith({ user_mobile: '13999999999', password: 'Hkwl@2026' });
    expect(wrong).toEqual({ code: 4401, msg: '手机号或密码错误', data: null });
    expect(unknown).toEqual(wrong);
  });

  it('answers in English when the language cookie says so', async () => {
    const answer = await loginWith({ user_mobile: MOBILES.salesClerk, password: 'nope' }, { cookie: 'language=en' });
    expect(answer.msg).toBe('Incorrect mobile number or password');
  });

  it('refuses a disabled account', async () => {
    const answer = await loginWith({ user_mobile: MOBILES.disabled, password: 'Hkwl@2026' });
    expect(answer.code).toBe(4402);
  });

  it('asks a user with two positions to choose', async () => {
    const answer = await loginWith({ user_mobile: MOBILES.twoPositions, password: 'Hkwl@2026' });
    expect(answer.data).toMatchObject({ need_choose_position: 1 });
  });

  it.each([
    ['a missing password', { user_mobile: MOBILES.admin }],
    ['a non-string mobile', { user_mobile: { $ne: '' }, password: 'x' }],
    ['an oversized password', { user_mobile: MOBILES.admin, password: 'x'.repeat(10_000) }],
  ])('rejects %s with 4400 in the envelope', async (_, payload) => {
    const answer = await loginWith(payload);
    expect(answer.code).toBe(4400);
    expect(answer.msg).toMatch(/^请求参数有误/);
  });

  it('rejects a malformed JSON body with 4400, not a 500', async () => {
    const answer = await call(server.app, {
      method: 'POST',
      url: LOGIN,
      payload: '{"user_mobile":',
      headers: { 'content-type': 'application/json' },
    });
    expect(answer.code).toBe(4400);
  });
});

describe('session calls', () => {
  it('account/info returns every login-user field of spec 000 §3 and the token', async () => {
    const token = await login(server.app, MOBILES.salesClerk);
    const { code, data } = await getSigned<Record<string, unknown>>(server.app, token, '/api/access/account/info', { app_id: 44 });
    expect(code).toBe(2000);
    for (const field of [
      'id', 'user_name', 'user_mobile', 'org_id', 'org_name', 'entity_org_id', 'company_org_id', 'position_org_id',
      'parent_company_org_id', 'sub_company_org_id', 'bureau_org_id', 'parent_org_id', 'company_id', 'company_name',
      'entity_org_name', 'org_path_name', 'org_path_id', 'position_name', 'token',
    ]) expect(data).toHaveProperty(field);
    expect(data).toMatchObject({
      user_name: '张伟', org_id: 7, org_name: '销售一组', company_org_id: 3, entity_org_id: 4, bureau_org_id: 2,
      org_path_id: '1,2,3,4,5,6,7', position_name: '销售专员',
    });
    // The token answered is the client token, never the session secret itself.
    expect(data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(data.token).not.toBe(token);
  });

  it.each([
    ['no token', {}],
    ['a forged token', { authorization: 'Bearer AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' }],
    ['a malformed header', { authorization: "Bearer ' or 1=1 --" }],
  ])('answers 4001 with %s', async (_, headers) => {
    const answer = await call(server.app, { method: 'GET', url: '/api/access/account/info', headers });
    expect(answer.code).toBe(4001);
  });

  it('account/status answers for a live session', async () => {
    const token = await login(server.app, MOBILES.finance);
    const answer = await getSigned(server.app, token, '/api/access/account/status');
    expect(answer).toMatchObject({ code: 2000, data: { status: 1, user_id: 5 } });
  });

  it('logout makes the token stop working', async () => {
    const token = await login(server.app, MOBILES.finance);
    expect((await get(server.app, token, '/api/access/account/logout')).code).toBe(2000);
    expect((await getSigned(server.app, token, '/api/access/account/info')).code).toBe(4001);
  });

  it('changePositionOrg issues a new token and retires the old one', async () => {
    const token = await login(server.app, MOBILES.twoPositions);
    const positions = await get<Array<{ position_org_id: number; is_current: number; org_id: number }>>(server.app, token, '/api/access/account/positionOrg');
    expect(positions.data.map((p) => [p.position_org_id, p.org_id, p.is_current])).toEqual([[106, 9, 1], [107, 22, 0]]);
    const changed = await changePosition(server.app, token, 107);
    expect(changed).not.toBe(token);
    expect((await getSigned(server.app, token, '/api/access/account/info')).code).toBe(4001);
    const info = await getSigned<{ position_org_id: number; company_org_id: number }>(server.app, changed, '/api/access/account/info');
    expect(info.data).toMatchObject({ position_org_id: 107, company_org_id: 20 });
  });

  it("refuses to switch into someone else's position", async () => {
    const token = await login(server.app, MOBILES.salesClerk);
    const answer = await call(server.app, {
      method: 'POST',
      url: '/api/access/account/changePositionOrg',
      payload: { position_org_id: 101 },
      headers: { authorization: `Bearer ${token}` },
    });
    expect(answer.code).toBe(4403);
    expect((await getSigned(server.app, token, '/api/access/account/info')).code).toBe(2000);
  });

  it('message/count returns the five counters computed from open messages', async () => {
    const token = await login(server.app, MOBILES.salesClerk);
    const answer = await get<Record<string, number>>(server.app, token, '/api/access/message/count', { app_id: 0 });
    const rows = await server.database.db
      .selectFrom('messages')
      .select(['kind', (eb) => eb.fn.countAll<number>().as('n')])
      .where('user_id', '=', 4)
      .where('status', '=', 0)
      .groupBy('kind')
      .execute();
    const expected = { workflow: 0, inhand: 0, notice: 0, alarm: 0, flow_back: 0 } as Record<string, number>;
    for (const r of rows) expected[r.kind] = Number(r.n);
    expect(answer.data).toEqual(expected);
  });
});

describe('account/perms', () => {
  type Node = { id: number; name: string; type: number; app_id: number; status: number; perms: { flag: string }[]; perms_data: { data_scope?: string } | null; children: Node[] };
  const flat = (nodes: Node[]): Node[] => nodes.flatMap((n) => [n, ...flat(n.children)]);

  it('gives the administrator every module of app 44 and nothing of other apps', async () => {
    const token = await login(server.app, MOBILES.admin);
    const { data } = await get<Node[]>(server.app, token, '/api/access/account/perms', { app_id: 44 });
    expect(data.map((n) => n.id)).toEqual([100, 200, 300, 400, 500, 600, 700, 800, 900, 1000]);
    const nodes = flat(data);
    expect(nodes.every((n) => n.app_id === 44)).toBe(true);
    const contracts = nodes.find((n) => n.id === 301)!;
    expect(contracts.perms.map((p) => p.flag)).toEqual(['add', 'export', 'import', 'exportSelection', 'customers', 'exportConfirmation', 'edit', 'del', 'filterViewCommon']);
    // The contract form: a hidden leaf (page_type 2) beside the list.
    expect(nodes.find((n) => n.id === 3011)).toMatchObject({ flag: '/contract/sales/form', show_in_sidebar: 0 });
    expect(contracts.perms_data).toMatchObject({ data_scope: 'all' });
    expect(nodes.find((n) => n.id === 104)?.type).toBe(3);
  });

  it('gives the sales clerk only CRM and contracts, scoped to oneself', async () => {
    const token = await login(server.app, MOBILES.salesClerk);
    const { data } = await get<Node[]>(server.app, token, '/api/access/account/perms', { app_id: 44 });
    expect(data.map((n) => n.id)).toEqual([100, 300]);
    expect(flat(data).find((n) => n.id === 301)?.perms_data).toMatchObject({ data_scope: 'oneself' });
  });
});

describe('config', () => {
  it('config/get answers the version item without a session', async () => {
    const answer = await call(server.app, { method: 'GET', url: '/api/base/config/get?label=version&group_label=hkwl' });
    expect(answer).toMatchObject({ code: 2000, data: { label: 'version', group_label: 'hkwl', status: 1, value: '1.0.0' } });
  });

  it('config/get answers 4404 for an unknown item and 4400 without a label', async () => {
    expect((await call(server.app, { method: 'GET', url: '/api/base/config/get?label=nope&group_label=hkwl' })).code).toBe(4404);
    expect((await call(server.app, { method: 'GET', url: '/api/base/config/get?group_label=hkwl' })).code).toBe(4400);
  });

  it('config/getAll lists a group; getFrontConfig carries the page sizes and feature flags', async () => {
    const token = await login(server.app, MOBILES.admin);
    const all = await get<Array<{ label: string }>>(server.app, token, '/api/base/config/getAll', { groupLabel: 'common' });
    expect(all.data.map((i) => i.label)).toEqual(['attachment_file_name_length', 'export_sync_rows', 'import_max_rows']);
    const front = await get(server.app, token, '/api/base/config/getFrontConfig', { app_id: 44 });
    expect(front.data).toMatchObject({ app_id: 44, page_sizes: [15, 20, 30, 50], default_page_size: 15, api_encryption: 1, invoice_split: 1 });
  });

  it('unknown API paths answer 4404 in the envelope', async () => {
    const answer = await call(server.app, { method: 'GET', url: '/api/nothing/here' }, 404);
    expect(answer.code).toBe(4404);
  });
});

describe('the session cookie', () => {
  const signIn = () => server.app.inject({ method: 'POST', url: LOGIN, payload: { user_mobile: MOBILES.salesClerk, password: 'Hkwl@2026' } });

  it('the secret goes only to an httpOnly SameSite cookie; the body carries a client token that is not it', async () => {
    const response = await signIn();
    const cookie = String(response.headers['set-cookie']);
    expect(cookie).toMatch(/^JWT-Token=[A-Za-z0-9_-]{40,}; Path=\/; Max-Age=604800; HttpOnly; SameSite=Lax$/);
    const secret = sessionSecretFrom(response);
    const clientToken = (response.json() as { data: { token: string } }).data.token;
    expect(clientToken).not.toBe(secret);
    expect(response.body).not.toContain(secret);
  });

  it('the browser pair (cookie + client token) works; either alone is refused, so another site cannot use the cookie', async () => {
    const response = await signIn();
    const secret = sessionSecretFrom(response);
    const clientToken = (response.json() as { data: { token: string } }).data.token;
    const url = '/api/access/account/info';
    const info = (headers: Record<string, string>) => call<{ token: string }>(server.app, { method: 'GET', url, headers });
    // The browser signs with the token it sends: its client token.
    const both = await info({ cookie: `language=zh; JWT-Token=${secret}`, authorization: `Bearer ${clientToken}`, ...signedHeaders(clientToken, url) });
    expect(both.code).toBe(2000);
    expect(both.data.token).toBe(clientToken);
    expect((await info({ cookie: `JWT-Token=${secret}` })).code).toBe(4001);
    expect((await info({ authorization: `Bearer ${clientToken}` })).code).toBe(4001);
    expect((await info({ cookie: `JWT-Token=${secret}x`, authorization: `Bearer ${clientToken}` })).code).toBe(4001);
  });

  it('with COOKIE_DOMAIN, the session cookie and a readable Cookie-Domain naming it go on the parent domain (spec 000 §9)', async () => {
    process.env.COOKIE_DOMAIN = 'example.com';
    try {
      const cookies = [(await signIn()).headers['set-cookie']].flat().map(String);
      expect(cookies[0]).toMatch(/^JWT-Token=[A-Za-z0-9_-]{40,}; Path=\/; Max-Age=604800; HttpOnly; SameSite=Lax; Domain=example\.com$/);
      expect(cookies[1]).toBe('Cookie-Domain=example.com; Path=/; Max-Age=604800; SameSite=Lax; Domain=example.com');
      // A domain that is none (a path, a port, a script) is not taken: the host only, as without the setting.
      process.env.COOKIE_DOMAIN = 'evil.com/x; a=b';
      expect([(await signIn()).headers['set-cookie']].flat().map(String)).toEqual([expect.stringMatching(/SameSite=Lax$/)]);
    } finally {
      delete process.env.COOKIE_DOMAIN;
    }
  });

  it('sign-out clears the cookie', async () => {
    const secret = sessionSecretFrom(await signIn());
    const out = await server.app.inject({ method: 'GET', url: '/api/access/account/logout', headers: { authorization: `Bearer ${secret}` } });
    expect(String(out.headers['set-cookie'])).toMatch(/^JWT-Token=; Path=\/; Max-Age=0; HttpOnly/);
  });
});

describe('session expiry', () => {
  it('an expired session answers 4000 (sign in again and retry); a revoked one 4001', async () => {
    const expired = await login(server.app, MOBILES.departmentManager);
    await server.database.db.updateTable('sessions').set({ expires_at: '2000-01-01 00:00:00' }).where('user_id', '=', 3).where('revoked_at', 'is', null).execute();
    const answer = await call(server.app, { method: 'GET', url: '/api/contract/sales_contract/index', headers: { authorization: `Bearer ${expired}` } });
    expect(answer).toMatchObject({ code: 4000, msg: '登录已过期，请重新登录后继续', data: null });
    const revoked = await login(server.app, MOBILES.departmentManager);
    await call(server.app, { method: 'GET', url: '/api/access/account/logout', headers: { authorization: `Bearer ${revoked}` } });
    expect((await call(server.app, { method: 'GET', url: '/api/contract/sales_contract/index', headers: { authorization: `Bearer ${revoked}` } })).code).toBe(4001);
  });
});
