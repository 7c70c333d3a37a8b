import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toStamp } from '../../server/db/time';
import { captchaHash } from '../../server/modules/account/captcha';
import { bearer, call, get, getSigned, login, MOBILES, sessionSecretFrom, startTestServer, type TestServer } from './harness';

let server: TestServer;
let adminToken: string;
beforeAll(async () => {
  server = await startTestServer(60);
  adminToken = await login(server.app, MOBILES.admin);
});
afterAll(async () => {
  await server.close();
});

const ACCOUNT = '/api/access/account';
const PASSWORD = 'Hkwl@2026';
/** Each test calls from its own address, so the per-address budget of one does not spend another's. */
let addressCounter = 0;
const newAddress = () => `10.6.${Math.floor(++addressCounter / 250)}.${(addressCounter % 250) + 1}`;

function post<T = unknown>(path: string, payload: object, from: string, extra: Partial<InjectOptions> = {}) {
  return call<T>(server.app, { method: 'POST', url: `${ACCOUNT}/${path}`, payload, remoteAddress: from, ...extra });
}
const loginAs = (mobile: string, password: string, from: string, captcha?: string) =>
  post('login', { user_mobile: mobile, password, from_app_id: 44, ...(captcha === undefined ? {} : { captcha }) }, from);
const checkCaptcha = (mobile: string, from: string) => post('checkCaptcha', { mobile }, from);

/** Loads a captcha picture for the mobile, then sets its stored answer to `text` (the picture is random). */
async function knownCaptcha(mobile: string, text: string, from: string): Promise<void> {
  const response = await server.app.inject({ method: 'GET', url: `${ACCOUNT}/captcha`, query: { user_mobile: mobile, random: '0.5' }, remoteAddress: from });
  expect(response.statusCode).toBe(200);
  const { db } = server.database;
  const row = await db.selectFrom('captcha_challenges').selectAll().where('mobile', '=', mobile).executeTakeFirstOrThrow();
  await db.updateTable('captcha_challenges').set({ text_hash: captchaHash(row.salt, text) }).where('mobile', '=', mobile).execute();
}

/** The newest code the outbox holds for a recipient, read as the administrator. */
async function codeFromOutbox(recipient: string): Promise<string> {
  const page = await get<{ data: { recipient: string; body: string }[] }>(server.app, adminToken, '/api/access/outbox/index', { page: 1, limit: 50 });
  expect(page.code).toBe(2000);
  const message = page.data.data.find((m) => m.recipient === recipient);
  const code = message ? /\b(\d{6})\b/.exec(message.body)?.[1] : undefined;
  if (!code) throw new Error(`no code for ${recipient} in the outbox`);
  return code;
}

/** Lets the next code for a target be requested at once (as if the minute had passed). */
async function minutePassed(target: string): Promise<void> {
  await server.database.db
    .updateTable('verification_codes')
    .set({ created_at: toStamp(new Date(Date.now() - 120_000)) })
    .where('target', '=', target)
    .execute();
}

describe('brute force: five wrong passwords, then a captcha', () => {
  const mobile = '13800000006';

  it('30 wrong passwords from many addresses: captcha needed after the 5th, the right password refused without it', async () => {
    for (let attempt = 1; attempt <= 30; attempt++) {
      const answer = await loginAs(mobile, `Wrong@${attempt}x`, newAddress());
      expect(answer.code, `attempt ${attempt}`).toBe(attempt <= 5 ? 4401 : 4406);
      if (attempt === 4) expect((await checkCaptcha(mobile, newAddress())).code).toBe(2000);
      if (attempt === 5) expect(await checkCaptcha(mobile, newAddress())).toEqual({ code: 4406, msg: '请输入图片中的字符', data: null });
    }
    expect((await loginAs(mobile, PASSWORD, newAddress())).code).toBe(4406);
    expect((await loginAs(` +86${mobile} `, PASSWORD, newAddress())).code).toBe(4406);
  });

  it('a wrong captcha is refused (and used up), the right one with the right password signs in and resets the count', async () => {
    const from = newAddress();
    await knownCaptcha(mobile, 'K7PQ', from);
    expect(await loginAs(mobile, PASSWORD, from, 'ABCD')).toMatchObject({ code: 4407 });
    // The challenge was used by the wrong answer: the right letters no longer help.
    expect((await loginAs(mobile, PASSWORD, from, 'K7PQ')).code).toBe(4407);
    await knownCaptcha(mobile, 'K7PQ', from);
    const answer = await loginAs(mobile, PASSWORD, from, 'k7pq');
    expect(answer.code).toBe(2000);
    expect((await checkCaptcha(mobile, from)).code).toBe(2000);
    expect((await loginAs(mobile, PASSWORD, from)).code).toBe(2000);
  });

  it('a right captcha with a wrong password still counts as a failure and is used up', async () => {
    const other = '13800000007';
    for (let i = 0; i < 5; i++) await loginAs(other, 'Wrong@pass1', newAddress());
    await knownCaptcha(other, 'M3NX', newAddress());
    expect((await loginAs(other, 'Wrong@pass1', newAddress(), 'M3NX')).code).toBe(4401);
    expect((await loginAs(other, PASSWORD, newAddress(), 'M3NX')).code).toBe(4407);
  });

  it('an unknown mobile is counted the same way (no enumeration)', async () => {
    const unknown = '13999999998';
    for (let i = 0; i < 5; i++) expect((await loginAs(unknown, PASSWORD, newAddress())).code).toBe(4401);
    expect((await checkCaptcha(unknown, newAddress())).code).toBe(4406);
  });

  it('the captcha picture is an SVG whose text is stored only hashed, for 5 minutes', async () => {
    const response = await server.app.inject({ method: 'GET', url: `${ACCOUNT}/captcha?user_mobile=13800000008&random=0.123`, remoteAddress: newAddress() });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toMatch(/^<svg [^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(response.body).not.toMatch(/<text/);
    const row = await server.database.db.selectFrom('captcha_challenges').selectAll().where('mobile', '=', '13800000008').executeTakeFirstOrThrow();
    expect(row.text_hash).toMatch(/^[0-9a-f]{64}$/);
    const minutes = (Date.parse(`${row.expires_at.replace(' ', 'T')}Z`) - Date.parse(`${row.created_at.replace(' ', 'T')}Z`)) / 60_000;
    expect(minutes).toBe(5);
  });

  it('the captcha picture needs a mainland mobile', async () => {
    const answer = await call(server.app, { method: 'GET', url: `${ACCOUNT}/captcha?user_mobile=12345`, remoteAddress: newAddress() });
    expect(answer).toEqual({ code: 4400, msg: '请输入正确的手机号', data: null });
    expect((await call(server.app, { method: 'GET', url: `${ACCOUNT}/captcha`, remoteAddress: newAddress() })).code).toBe(4400);
  });
});

describe('sign-in limits by address and account', () => {
  it('an address that spent its 20 failed sign-in calls a minute asks every account for the captcha instead of refusing it; codes and captcha checks from it get 4429; other addresses are not touched', async () => {
    const from = newAddress();
    for (let i = 0; i < 20; i++) {
      const mobile = `1390000${String(1000 + i)}`;
      const answer = i % 2 === 0 ? await loginAs(mobile, 'Wrong@pass1', from) : await post('verifyCode', { target: mobile, drivers: ['sms'], scene: 'findpasswd' }, from);
      expect(answer.code).not.toBe(4429);
    }
    // A colleague behind the same address with the right password: asked for the captcha, not locked out.
    expect(await loginAs(MOBILES.finance, PASSWORD, from)).toMatchObject({ code: 4406 });
    await knownCaptcha(MOBILES.finance, 'AB12', from);
    expect((await loginAs(MOBILES.finance, PASSWORD, from, 'AB12')).code).toBe(2000);
    expect((await checkCaptcha(MOBILES.finance, from)).code).toBe(4429);
    expect((await post('loginByCode', { user_mobile: MOBILES.finance, code: '123456' }, from)).code).toBe(4429);
    expect((await loginAs(MOBILES.finance, PASSWORD, newAddress())).code).toBe(2000);
  });

  it('the 21st sign-in call for one account from one address within a minute is 4429; the same account elsewhere is not', async () => {
    const from = newAddress();
    const target = '13900002999';
    for (let i = 0; i < 20; i++) expect((await loginAs(target, 'Wrong@pass1', from)).code).not.toBe(4429);
    expect(await loginAs(target, 'Wrong@pass1', from)).toEqual({ code: 4429, msg: '操作过于频繁，请一分钟后再试', data: null });
    expect((await loginAs(target, 'Wrong@pass1', newAddress())).code).not.toBe(4429);
  });

  it('successful sign-ins do not spend the budget', async () => {
    const from = newAddress();
    for (let i = 0; i < 25; i++) expect((await loginAs(MOBILES.companyManager, PASSWORD, from)).code, `sign-in ${i + 1}`).toBe(2000);
  });
});

describe('account/verifyCode', () => {
  it.each([
    ['an sms to something that is not a mobile', { target: 'someone@example.com', drivers: ['sms'], scene: 'login' }, '请输入正确的手机号'],
    ['an e-mail to something that is not an address', { target: '13800000004', drivers: ['email'], scene: 'findpasswd' }, '请输入正确的邮箱地址'],
    ['an empty scene', { target: '13800000004', drivers: ['sms'], scene: '' }, undefined],
    ['an unknown scene', { target: '13800000004', drivers: ['sms'], scene: 'register' }, undefined],
    ['no driver', { target: '13800000004', drivers: [], scene: 'login' }, undefined],
    ['an unknown driver', { target: '13800000004', drivers: ['pigeon'], scene: 'login' }, undefined],
    ['no target', { drivers: ['sms'], scene: 'login' }, undefined],
  ])('refuses %s with 4400', async (_, payload, msg) => {
    const answer = await post('verifyCode', payload, newAddress());
    expect(answer.code).toBe(4400);
    if (msg) expect(answer.msg).toBe(msg);
  });

  it('sends a 6-digit code through the outbox, never in the answer, and one per target per minute', async () => {
    const target = '13800000011';
    const first = await post('verifyCode', { target, drivers: ['sms'], scene: 'login', captcha: '' }, newAddress());
    expect(first).toEqual({ code: 2000, msg: 'success', data: { resend_in: 60, expires_in: 600 } });
    const code = await codeFromOutbox(target);
    expect(code).toMatch(/^\d{6}$/);
    expect(JSON.stringify(first)).not.toContain(code);
    const row = await server.database.db.selectFrom('verification_codes').selectAll().where('target', '=', target).executeTakeFirstOrThrow();
    expect(row.code_hash).not.toContain(code);

    const again = await post('verifyCode', { target: `+86${target}`, drivers: ['sms'], scene: 'findpasswd' }, newAddress());
    expect(again.code).toBe(4408);
    expect(again.msg).toMatch(/^请在(60|59|58)秒后重新获取$/);
    const english = await post('verifyCode', { target, drivers: ['sms'], scene: 'login' }, newAddress(), { headers: { cookie: 'language=en' } });
    expect(english.msg).toMatch(/^Request after \d+ seconds$/);
  });

  it('delivers by e-mail to an address', async () => {
    const answer = await post('verifyCode', { target: ' Someone@Example.com ', drivers: ['email'], scene: 'changepasswd' }, newAddress());
    expect(answer.code).toBe(2000);
    const outbox = await get<{ data: { recipient: string; driver: string; subject: string }[] }>(server.app, adminToken, '/api/access/outbox/index');
    expect(outbox.data.data[0]).toMatchObject({ recipient: 'someone@example.com', driver: 'email', subject: '修改密码验证码' });
  });

  it('a mobile that is no user gets the same answer and no message', async () => {
    const before = await get<{ total: number }>(server.app, adminToken, '/api/access/outbox/index');
    const answer = await post('verifyCode', { target: '13911112222', drivers: ['sms'], scene: 'login' }, newAddress());
    expect(answer.code).toBe(2000);
    expect((await post('verifyCode', { target: '13911112222', drivers: ['sms'], scene: 'login' }, newAddress())).code).toBe(4408);
    expect((await get<{ total: number }>(server.app, adminToken, '/api/access/outbox/index')).data.total).toBe(before.data.total);
  });
});

describe('outbox/index', () => {
  it('is for the administrator role only', async () => {
    const clerk = await login(server.app, MOBILES.salesClerk);
    expect((await get(server.app, clerk, '/api/access/outbox/index')).code).toBe(4403);
    expect((await call(server.app, { method: 'GET', url: '/api/access/outbox/index' })).code).toBe(4001);
    const page = await get<{ data: unknown[]; total: number }>(server.app, adminToken, '/api/access/outbox/index', { page: 1, limit: 2 });
    expect(page.code).toBe(2000);
    expect(page.data.data.length).toBeLessThanOrEqual(2);
    expect(page.data.total).toBeGreaterThan(0);
  });
});

describe('account/loginByCode', () => {
  const mobile = MOBILES.finance;

  it('signs in with a code of scene login, once', async () => {
    const from = newAddress();
    expect((await post('verifyCode', { target: mobile, drivers: ['sms'], scene: 'login' }, from)).code).toBe(2000);
    const code = await codeFromOutbox(mobile);
    const response = await server.app.inject({ method: 'POST', url: `${ACCOUNT}/loginByCode`, payload: { user_mobile: mobile, code }, remoteAddress: from });
    expect(response.json()).toMatchObject({ code: 2000, data: { token: expect.any(String), need_choose_position: 0 } });
    const info = await getSigned<{ user_mobile: string }>(server.app, sessionSecretFrom(response), `${ACCOUNT}/info`);
    expect(info.data.user_mobile).toBe(mobile);
    expect((await post('loginByCode', { user_mobile: mobile, code }, from)).code).toBe(4409);
  });

  it('a wrong code is refused clearly and counts toward the captcha; the code dies after 5 wrong tries', async () => {
    const target = MOBILES.departmentManager;
    expect((await post('verifyCode', { target, drivers: ['sms'], scene: 'login' }, newAddress())).code).toBe(2000);
    const code = await codeFromOutbox(target);
    const wrong = code === '000000' ? '000001' : '000000';
    for (let i = 0; i < 5; i++) {
      expect(await post('loginByCode', { user_mobile: target, code: wrong }, newAddress())).toEqual({ code: 4409, msg: '验证码错误或已过期', data: null });
    }
    expect((await checkCaptcha(target, newAddress())).code).toBe(4406);
    expect((await post('loginByCode', { user_mobile: target, code }, newAddress())).code).toBe(4409);
    // Locked: a new sign-in code needs the captcha.
    await minutePassed(target);
    expect((await post('verifyCode', { target, drivers: ['sms'], scene: 'login' }, newAddress())).code).toBe(4406);
    const from = newAddress();
    await knownCaptcha(target, 'Q4RT', from);
    expect((await post('verifyCode', { target, drivers: ['sms'], scene: 'login', captcha: 'Q4RT' }, from)).code).toBe(2000);
    expect((await post('loginByCode', { user_mobile: target, code: await codeFromOutbox(target) }, from)).code).toBe(2000);
    expect((await checkCaptcha(target, from)).code).toBe(2000);
  });

  it('a code of another scene does not sign in', async () => {
    const target = MOBILES.twoPositions;
    expect((await post('verifyCode', { target, drivers: ['sms'], scene: 'findpasswd' }, newAddress())).code).toBe(2000);
    expect((await post('loginByCode', { user_mobile: target, code: await codeFromOutbox(target) }, newAddress())).code).toBe(4409);
  });
});

describe('account/resetPassword', () => {
  const mobile = '13800000012';
  const NEW_PASSWORD = 'New#Pass2026';

  it('checks the policy, then the code; revokes the other sessions and sets password_changed_at', async () => {
    const from = newAddress();
    const oldSession = await login(server.app, mobile);
    await server.database.db.updateTable('users').set({ password_changed_at: '2020-01-01 00:00:00' }).where('user_mobile', '=', mobile).execute();
    expect((await post('verifyCode', { target: mobile, drivers: ['sms'], scene: 'findpasswd' }, from)).code).toBe(2000);
    const code = await codeFromOutbox(mobile);

    for (const weak of ['short1A', 'alllowercase1', 'ABCDEFGH1234', 'Abcdefgh12345678x', 'Abc 1234567']) {
      const answer = await post('resetPassword', { user_mobile: mobile, code, password: weak }, from);
      expect(answer, weak).toEqual({ code: 4430, msg: '密码须为8-16位，且至少包含大写字母、小写字母、数字、特殊字符中的3种', data: null });
    }
    expect((await post('resetPassword', { user_mobile: mobile, code: '999999' === code ? '999998' : '999999', password: NEW_PASSWORD }, from)).code).toBe(4409);
    expect((await post('resetPassword', { user_mobile: mobile, code, password: PASSWORD }, from)).msg).toBe('新密码不能与当前密码相同');
    expect(await post('resetPassword', { user_mobile: mobile, code, password: NEW_PASSWORD }, from)).toEqual({ code: 2000, msg: 'success', data: null });

    expect((await getSigned(server.app, oldSession, `${ACCOUNT}/status`)).code).toBe(4001);
    expect((await loginAs(mobile, PASSWORD, from)).code).toBe(4401);
    expect((await loginAs(mobile, NEW_PASSWORD, from)).code).toBe(2000);
    const user = await server.database.db.selectFrom('users').select('password_changed_at').where('user_mobile', '=', mobile).executeTakeFirstOrThrow();
    expect(user.password_changed_at > '2020-01-01 00:00:00').toBe(true);
    expect((await post('resetPassword', { user_mobile: mobile, code, password: 'Other#Pass2026' }, from)).code).toBe(4409);
  });

  it('keeps the session of a signed-in user who changes their own password', async () => {
    const target = '13800000013';
    const own = await login(server.app, target);
    const other = await login(server.app, target);
    expect((await post('verifyCode', { target, drivers: ['sms'], scene: 'changepasswd' }, newAddress())).code).toBe(2000);
    const answer = await post('resetPassword', { user_mobile: target, code: await codeFromOutbox(target), password: NEW_PASSWORD }, newAddress(), { headers: bearer(own) });
    expect(answer.code).toBe(2000);
    expect((await getSigned(server.app, own, `${ACCOUNT}/status`)).code).toBe(2000);
    expect((await getSigned(server.app, other, `${ACCOUNT}/status`)).code).toBe(4001);
  });
});

describe('90-day password expiry', () => {
  const daysAgo = (days: number) => toStamp(new Date(Date.now() - days * 86_400_000));

  it('account/info answers 9999 with the spec text when the password is 91 days old, and not at 89', async () => {
    const mobile = '13800000014';
    const token = await login(server.app, mobile);
    const { db } = server.database;
    await db.updateTable('users').set({ password_changed_at: daysAgo(91) }).where('user_mobile', '=', mobile).execute();
    expect(await getSigned(server.app, token, `${ACCOUNT}/info`)).toEqual({ code: 9999, msg: '您的密码已超过90天未修改，请立即修改密码', data: null });
    // Signing in still works: the client learns of the expiry from account/info.
    expect((await loginAs(mobile, PASSWORD, newAddress())).code).toBe(2000);
    await db.updateTable('users').set({ password_changed_at: daysAgo(89) }).where('user_mobile', '=', mobile).execute();
    expect((await getSigned(server.app, token, `${ACCOUNT}/info`)).code).toBe(2000);
  });
});
