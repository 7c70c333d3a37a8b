import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readChunks } from '../../src/services/request/sse';
import { login, MOBILES, startTestServer, type TestServer } from './harness';

let server: TestServer;
let origin: string;
let token: string;
beforeAll(async () => {
  server = await startTestServer(50);
  token = await login(server.app, MOBILES.salesClerk);
  origin = await server.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await server.close();
});

describe('server-sent progress', () => {
  it('streams one JSON chunk per step over a real socket, read by the client parser as they come', async () => {
    const response = await fetch(`${origin}/api/base/sse/progress?steps=3&interval=200`, { headers: { authorization: `Bearer ${token}` } });
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    const chunks: { done: number; total: number; user_id: number; at: string }[] = [];
    const arrivals: number[] = [];
    await readChunks(response.body!, (chunk) => {
      chunks.push(chunk as (typeof chunks)[number]);
      arrivals.push(Date.now());
    });
    expect(chunks.map((c) => [c.done, c.total, c.user_id])).toEqual([[1, 3, 4], [2, 3, 4], [3, 3, 4]]);
    // Each chunk came on its own, not all at the end: the client had each one before the server wrote the
    // next (server and client share this process's clock; `at` is when the server wrote the chunk). An
    // order of two events, not a duration: the 200 ms between steps only leaves the client room to read.
    for (let k = 0; k < 2; k++) expect(arrivals[k]).toBeLessThanOrEqual(Date.parse(chunks[k + 1].at));
  });

  it('POST takes the step count in the body', async () => {
    const response = await fetch(`${origin}/api/base/sse/progress?interval=10`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ steps: 2 }),
    });
    const chunks: unknown[] = [];
    await readChunks(response.body!, (chunk) => chunks.push(chunk));
    expect(chunks).toHaveLength(2);
  });

  it('without a session it answers the 4001 envelope, not a stream; bad steps are a 4400', async () => {
    const anonymous = await fetch(`${origin}/api/base/sse/progress`);
    expect(anonymous.headers.get('content-type')).toContain('application/json');
    expect(((await anonymous.json()) as { code: number }).code).toBe(4001);
    const bad = await fetch(`${origin}/api/base/sse/progress?steps=Infinity`, { headers: { authorization: `Bearer ${token}` } });
    expect(((await bad.json()) as { code: number }).code).toBe(4400);
  });
});
