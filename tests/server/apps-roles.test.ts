import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, login, MOBILES, startTestServer, type TestServer } from './harness';

// Spec 000 §7: account/app, account/role and role/index.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer(20);
});
afterAll(async () => {
  await server.close();
});

describe('applications and roles of the caller', () => {
  it('account/app lists the applications the position opens; account/role its role; another position is 4403', async () => {
    const clerk = await login(server.app, MOBILES.salesClerk);
    const apps = await get<Array<{ app_id: number; name: string }>>(server.app, clerk, '/api/access/account/app');
    expect(apps.data.map((a) => a.app_id)).toEqual([44]);
    const roles = await get<{ data: Array<{ id: number; name: string }>; total: number }>(server.app, clerk, '/api/access/account/role');
    expect(roles.data).toEqual({ data: [{ id: 4, name: '销售专员' }], total: 1 });
    expect((await get(server.app, clerk, '/api/access/account/role', { position_org_id: 101 })).code).toBe(4403);
    expect((await get(server.app, clerk, '/api/access/account/app', { app_id: 12 })).data).toEqual([]);
  });

  it('role/index lists every role (at most 1000); without a session 4001', async () => {
    const clerk = await login(server.app, MOBILES.salesClerk);
    const all = await get<{ data: Array<{ id: number; name: string }>; total: number }>(server.app, clerk, '/api/access/role/index', { limit: 1000 });
    expect(all.data.data.map((r) => r.id)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect((await get(server.app, clerk, '/api/access/role/index', { limit: 1001 })).code).toBe(4400);
    expect((await server.app.inject({ method: 'GET', url: '/api/access/role/index' })).json()).toMatchObject({ code: 4001 });
  });
});
