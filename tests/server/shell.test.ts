import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, call, login, MOBILES, startTestServer, type TestServer } from './harness';

const logLines: string[] = [];
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer(20, { logLevel: 'error', logStream: { write: (line) => void logLines.push(line) } });
});
afterAll(async () => {
  await server.close();
});

describe('debug/log', () => {
  it('writes what went wrong in the browser to the server log, with who and where', async () => {
    const token = await login(server.app, MOBILES.salesClerk);
    const answer = await call(server.app, { method: 'POST', url: '/api/access/debug/log', headers: bearer(token), payload: { url: 'http://x/contract/sales', content: 'TypeError: boom at ListPage' } });
    expect(answer.code).toBe(2000);
    const line = logLines.map((l) => JSON.parse(l) as { msg: string; client?: { user_id: number; content: string } }).find((l) => l.msg === 'browser error');
    expect(line?.client).toMatchObject({ user_id: 4, content: 'TypeError: boom at ListPage' });
  });

  it('refuses an oversized report and an anonymous one', async () => {
    const token = await login(server.app, MOBILES.salesClerk);
    expect((await call(server.app, { method: 'POST', url: '/api/access/debug/log', headers: bearer(token), payload: { url: 'x', content: 'y'.repeat(10_001) } })).code).toBe(4400);
    expect((await call(server.app, { method: 'POST', url: '/api/access/debug/log', payload: { url: 'x', content: 'y' } })).code).toBe(4001);
  });
});
