import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { bearer, call, login, MOBILES, startTestServer, type TestServer } from './harness';

let server: TestServer;
let origin: string;
beforeAll(async () => {
  server = await startTestServer(50);
  origin = (await server.app.listen({ port: 0, host: '127.0.0.1' })).replace('http', 'ws');
});
afterAll(async () => {
  await server.close();
});

type Counts = Record<string, number>;

/** A socket that collects every event it receives. */
async function connect(base: string, headers: Record<string, string>, query = ''): Promise<{ socket: WebSocket; events: { event: string; data: Counts }[]; next(): Promise<{ event: string; data: Counts }> }> {
  const socket = new WebSocket(`${base}/api/realtime${query}`, { headers });
  const events: { event: string; data: Counts }[] = [];
  const waiting: ((e: { event: string; data: Counts }) => void)[] = [];
  socket.on('message', (data) => {
    const event = JSON.parse(String(data)) as { event: string; data: Counts };
    events.push(event);
    waiting.shift()?.(event);
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('unexpected-response', (req, res) => {
      req.destroy();
      reject(new Error(`refused with HTTP ${res.statusCode}`));
    });
    socket.once('error', reject);
  });
  let seen = 0;
  return {
    socket,
    events,
    next: () => (events.length > seen ? Promise.resolve(events[seen++]) : new Promise((resolve) => waiting.push((e) => (seen++, resolve(e))))),
  };
}

async function unreadIds(token: string, kind: string): Promise<number[]> {
  const list = await call<{ data: { id: number; status: number }[] }>(server.app, { method: 'GET', url: `/api/access/message/index?kind=${kind}&limit=50`, headers: bearer(token) });
  return list.data.data.filter((m) => m.status === 0).map((m) => m.id);
}

describe('the realtime socket', () => {
  it('sends the counters on connect, and every tab of the user sees a change; another user does not', async () => {
    const token = await login(server.app, MOBILES.admin);
    const otherToken = await login(server.app, MOBILES.finance);
    const first = await connect(origin, bearer(token));
    const second = await connect(origin, bearer(token));
    const other = await connect(origin, bearer(otherToken));
    const initial = (await first.next()).data;
    await second.next();
    await other.next();
    // A message kind (待审批 lists the approval centre's tasks, not messages).
    const kind = Object.keys(initial).find((k) => k !== 'workflow' && initial[k] > 0)!;
    expect(kind).toBeDefined();
    const ids = await unreadIds(token, kind);
    expect(ids.length).toBe(initial[kind]);

    const read = await call<Counts>(server.app, { method: 'POST', url: '/api/access/message/read', payload: { ids: [ids[0]] }, headers: bearer(token) });
    expect(read.data[kind]).toBe(initial[kind] - 1);
    for (const tab of [first, second]) {
      const pushed = await tab.next();
      expect(pushed).toEqual({ event: 'message-count', data: read.data });
    }
    // The other user's own change, pushed to them after the admin's (one socket delivers in order): had the
    // admin's counters reached them, they would have come first. Marking someone else's id read changes
    // nothing for them, and still pushes their counters.
    const fence = await call<Counts>(server.app, { method: 'POST', url: '/api/access/message/read', payload: { ids: [ids[0]] }, headers: bearer(otherToken) });
    expect(fence.code).toBe(2000);
    // (Their counters differ from the admin's, so the two pushes cannot be taken for each other.)
    expect(fence.data).not.toEqual(read.data);
    expect(await other.next()).toEqual({ event: 'message-count', data: fence.data });
    expect(other.events).toHaveLength(2);
    for (const s of [first, second, other]) s.socket.close();
  });

  it('a browser connects with the cookie and its client token in the query; neither alone', async () => {
    const response = await server.app.inject({ method: 'POST', url: '/api/access/account/login', payload: { user_mobile: MOBILES.salesClerk, password: 'Hkwl@2026' } });
    const secret = /JWT-Token=([^;]+)/.exec(String(response.headers['set-cookie']))![1];
    const clientToken = (response.json() as { data: { token: string } }).data.token;
    const browser = await connect(origin, { cookie: `JWT-Token=${secret}` }, `?token=${clientToken}`);
    expect((await browser.next()).event).toBe('message-count');
    browser.socket.close();
    await expect(connect(origin, { cookie: `JWT-Token=${secret}` })).rejects.toThrow(/refused/);
    await expect(connect(origin, {}, `?token=${clientToken}`)).rejects.toThrow(/refused/);
  });

  it('someone else\'s message ids are ignored when marking read', async () => {
    const admin = await login(server.app, MOBILES.admin);
    const clerk = await login(server.app, MOBILES.salesClerk);
    const kind = 'notice';
    const before = await unreadIds(admin, kind);
    if (before.length === 0) return;
    await call(server.app, { method: 'POST', url: '/api/access/message/read', payload: { ids: before }, headers: bearer(clerk) });
    expect(await unreadIds(admin, kind)).toEqual(before);
  });

  it('a new front-end version set by the administrator reaches every open socket; others may not set it', async () => {
    const admin = await login(server.app, MOBILES.admin);
    const clerk = await login(server.app, MOBILES.salesClerk);
    const listening = await connect(origin, bearer(clerk));
    await listening.next();
    const refused = await call(server.app, { method: 'POST', url: '/api/base/config/update', payload: { label: 'version', group_label: 'hkwl', value: '9.9.9' }, headers: bearer(clerk) });
    expect(refused.code).toBe(4403);
    const done = await call<{ value: string }>(server.app, { method: 'POST', url: '/api/base/config/update', payload: { label: 'version', group_label: 'hkwl', value: '2.0.0' }, headers: bearer(admin) });
    expect(done.data.value).toBe('2.0.0');
    expect(await listening.next()).toEqual({ event: 'version', data: { value: '2.0.0' } });
    const missing = await call(server.app, { method: 'POST', url: '/api/base/config/update', payload: { label: 'nope', group_label: 'hkwl', value: 'x' }, headers: bearer(admin) });
    expect(missing.code).toBe(4404);
    listening.socket.close();
  });

  // Two app servers share changes through PostgreSQL only (SQLite is one process): declared on that engine alone.
  (/^postgres/.test(process.env.DATABASE_URL ?? '') ? it : () => undefined)('on PostgreSQL a change made through one app server reaches a socket on another', async () => {
    const other = await buildApp({ database: server.database, logLevel: false });
    const otherOrigin = (await other.listen({ port: 0, host: '127.0.0.1' })).replace('http', 'ws');
    try {
      const token = await login(server.app, MOBILES.departmentManager);
      const remote = await connect(otherOrigin, bearer(token));
      const initial = (await remote.next()).data;
      const kind = Object.keys(initial).find((k) => k !== 'workflow' && initial[k] > 0)!;
      const ids = await unreadIds(token, kind);
      await call(server.app, { method: 'POST', url: '/api/access/message/read', payload: { ids: [ids[0]] }, headers: bearer(token) });
      expect((await remote.next()).data[kind]).toBe(initial[kind] - 1);
      remote.socket.close();
    } finally {
      await other.close();
    }
  });
});
