import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, login, MOBILES, startTestServer, type TestServer } from './harness';

/**
 * Reads of a session known from the server's cache run while its revocation is read (plugins/auth); a
 * session ended meanwhile, by another app server or an administrator, must still get no data.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const LIST = '/api/contract/sales_contract/index';
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function userId(mobile: string): Promise<number> {
  const row = await server.database.db.selectFrom('users').select('id').where('user_mobile', '=', mobile).executeTakeFirstOrThrow();
  return row.id;
}

/** A signed-in finance user whose session the server has cached (one list call answered). */
async function cachedSession(): Promise<{ token: string; firstId: number }> {
  const token = await login(server.app, MOBILES.finance);
  const first = await call<{ data: { id: number }[] }>(server.app, { method: 'GET', url: LIST, headers: bearer(token) });
  expect(first.code).toBe(2000);
  expect(first.data.data.length).toBeGreaterThan(0);
  return { token, firstId: first.data.data[0].id };
}

async function endSessions(change: { revoked_at?: string; expires_at?: string }): Promise<void> {
  await server.database.db.updateTable('sessions').set(change).where('user_id', '=', await userId(MOBILES.finance)).where('revoked_at', 'is', null).execute();
}

describe('reads of a cached session ended elsewhere', () => {
  it('a session revoked in the database gets 4001 and no rows from index (GET and POST) and detail', async () => {
    const { token, firstId } = await cachedSession();
    await endSessions({ revoked_at: '2026-01-01 00:00:00' });
    const answers = [
      await call(server.app, { method: 'GET', url: LIST, headers: bearer(token) }),
      await call(server.app, { method: 'POST', url: LIST, headers: bearer(token), payload: { page: 1, limit: 15 } }),
      await call(server.app, { method: 'GET', url: `/api/contract/sales_contract/detail?id=${firstId}`, headers: bearer(token) }),
    ];
    for (const answer of answers) expect(answer).toEqual({ code: 4001, msg: expect.any(String), data: null });
  });

  it('the revocation wins over what else is wrong with the call', async () => {
    const { token } = await cachedSession();
    await endSessions({ revoked_at: '2026-01-01 00:00:00' });
    const badWhere = await call(server.app, { method: 'GET', url: `${LIST}?where=${encodeURIComponent('{"nope":1}')}`, headers: bearer(token) });
    expect(badWhere.code).toBe(4001);
    const missing = await call(server.app, { method: 'GET', url: '/api/contract/sales_contract/detail?id=99999999', headers: bearer(token) });
    expect(missing.code).toBe(4001);
  });

  it('an expired one gets 4000 (sign in again and retry), in English too', async () => {
    const { token } = await cachedSession();
    await endSessions({ expires_at: '2000-01-01 00:00:00' });
    const answer = await call(server.app, { method: 'GET', url: LIST, headers: { ...bearer(token), cookie: 'language=en' } });
    expect(answer.code).toBe(4000);
    expect(answer.data).toBeNull();
    expect(answer.msg).toMatch(/sign in/i);
  });

  it("a disabled user's cached session gets 4001", async () => {
    const { token } = await cachedSession();
    const id = await userId(MOBILES.finance);
    await server.database.db.updateTable('users').set({ status: 0 }).where('id', '=', id).execute();
    try {
      expect((await call(server.app, { method: 'GET', url: LIST, headers: bearer(token) })).code).toBe(4001);
    } finally {
      await server.database.db.updateTable('users').set({ status: 1 }).where('id', '=', id).execute();
    }
  });

  it('a live cached session still reads, and a write of a revoked one changes nothing', async () => {
    const { token, firstId } = await cachedSession();
    const again = await call<{ data: unknown[] }>(server.app, { method: 'GET', url: LIST, headers: bearer(token) });
    expect(again.code).toBe(2000);
    await endSessions({ revoked_at: '2026-01-01 00:00:00' });
    const contract = () => sql`select * from sales_contracts where id = ${firstId}`.execute(server.database.db);
    const before = (await contract()).rows;
    expect(before).toHaveLength(1);
    const write = await call(server.app, { method: 'POST', url: '/api/contract/sales_contract/update', headers: bearer(token), payload: { id: firstId, remark: 'changed by a revoked session' } });
    expect(write.code).toBe(4001);
    expect((await contract()).rows).toEqual(before);
  });
});
