import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../server/db/seed/people';
import { get, getSigned, login, MOBILES, post, startTestServer, type Answer, type TestServer } from './harness';

// Issue 19: administrators manage users; disabling revokes every session for good, enabling brings none back.

const U = '/api/access/user';
const COLLEAGUE = { mobile: '13800000013', id: 14 };
let server: TestServer;
let admin: string;
beforeAll(async () => {
  server = await startTestServer(20);
  admin = await login(server.app, MOBILES.admin);
});
afterAll(async () => {
  await server.close();
});

async function loginAnswer(mobile: string, password = DEMO_PASSWORD): Promise<Answer> {
  return (await server.app.inject({ method: 'POST', url: '/api/access/account/login', payload: { user_mobile: mobile, password, from_app_id: 44 } })).json() as Answer;
}

interface UserPage {
  data: Array<{ id: number; user_name: string; user_mobile: string; status: number; positions: Array<{ position_name: string; role_name: string }> }>;
  total: number;
}

describe('user management', () => {
  it('only the administrator: everyone else gets 4403 and nothing changes', async () => {
    const manager = await login(server.app, MOBILES.companyManager);
    expect((await get(server.app, manager, `${U}/index`)).code).toBe(4403);
    expect((await post(server.app, manager, `${U}/disable`, { id: COLLEAGUE.id })).code).toBe(4403);
    expect((await post(server.app, manager, `${U}/resetPassword`, { id: COLLEAGUE.id, password: 'Abcdef12!' })).code).toBe(4403);
    expect((await loginAnswer(COLLEAGUE.mobile)).code).toBe(2000);
  });

  it('lists users with their positions, by keyword and status', async () => {
    const page = await get<UserPage>(server.app, admin, `${U}/index`, { keyword: '张伟' });
    expect(page.data.total).toBe(1);
    expect(page.data.data[0]).toMatchObject({ user_name: '张伟', user_mobile: MOBILES.salesClerk, status: 1 });
    expect(page.data.data[0].positions[0].role_name).toBe('销售专员');
    const disabled = await get<UserPage>(server.app, admin, `${U}/index`, { status: 0 });
    expect(disabled.data.data.map((u) => u.user_mobile)).toContain(MOBILES.disabled);
    // A keyword's % and _ match themselves, on both engines (SQLite has no default escape character).
    expect((await get<UserPage>(server.app, admin, `${U}/index`, { keyword: '%' })).data.total).toBe(0);
    await server.database.db.updateTable('users').set({ user_name: '李_50%' }).where('id', '=', COLLEAGUE.id).execute();
    for (const keyword of ['%', '_', '_50%', '50%']) {
      const found = await get<UserPage>(server.app, admin, `${U}/index`, { keyword });
      expect(found.data.data.map((u) => u.user_name), keyword).toEqual(['李_50%']);
    }
    expect((await get<UserPage>(server.app, admin, `${U}/index`, { keyword: '李x50' })).data.total).toBe(0);
  });

  it('disabling ends the user\'s sessions; enabling again lets them sign in anew but brings no old session back', async () => {
    const token = await login(server.app, COLLEAGUE.mobile);
    expect((await getSigned(server.app, token, '/api/access/account/status')).code).toBe(2000);
    expect(await post(server.app, admin, `${U}/disable`, { id: COLLEAGUE.id })).toMatchObject({ code: 2000 });
    expect((await getSigned(server.app, token, '/api/access/account/status')).code).toBe(4001);
    expect((await loginAnswer(COLLEAGUE.mobile)).code).toBe(4402);
    expect((await post(server.app, admin, `${U}/enable`, { id: COLLEAGUE.id })).code).toBe(2000);
    expect((await getSigned(server.app, token, '/api/access/account/status')).code).toBe(4001);
    expect((await loginAnswer(COLLEAGUE.mobile)).code).toBe(2000);
  });

  it('refuses disabling oneself, unknown users and ids past 32 bits', async () => {
    expect(await post(server.app, admin, `${U}/disable`, { id: 1 })).toMatchObject({ code: 4400, msg: '不能停用自己的账号' });
    expect((await post(server.app, admin, `${U}/disable`, { id: 999_999 })).code).toBe(4404);
    expect((await post(server.app, admin, `${U}/enable`, { id: 2_147_483_648 })).code).toBe(4400);
    expect((await loginAnswer(MOBILES.admin)).code).toBe(2000);
  });

  it('a password reset follows the policy, ends the user\'s sessions, and must be changed at the next sign-in', async () => {
    const token = await login(server.app, COLLEAGUE.mobile);
    expect((await post(server.app, admin, `${U}/resetPassword`, { id: COLLEAGUE.id, password: 'short' })).code).toBe(4430);
    expect((await getSigned(server.app, token, '/api/access/account/status')).code).toBe(2000);
    expect((await post(server.app, admin, `${U}/resetPassword`, { id: COLLEAGUE.id, password: 'Reset#2026ab' })).code).toBe(2000);
    expect((await getSigned(server.app, token, '/api/access/account/status')).code).toBe(4001);
    expect((await loginAnswer(COLLEAGUE.mobile)).code).toBe(4401);
    expect((await loginAnswer(COLLEAGUE.mobile, 'Reset#2026ab')).code).toBe(2000);
    const fresh = await login(server.app, COLLEAGUE.mobile, 'Reset#2026ab');
    expect((await getSigned(server.app, fresh, '/api/access/account/info')).code).toBe(9999);
  });
});
