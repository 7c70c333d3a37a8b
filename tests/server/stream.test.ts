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
    const started = Date.now();
    const response = await fetch(`${origin}/api/base/sse/progress?steps=3&interval=50`, { headers: { authorization: `Bearer ${token}` } });
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    const chunks: { done: number; total: number; user_id: number; at: number }[] = [];
    const arrivals: number[] = [];
    await readChunks(response.body!, (chunk) => {
      chunks.push(chunk as (typeof chunks)[number]);
      arrivals.push(Date.now() - started);
    });
    expect(chunks.map((c) => [c.done, c.total, c.user_id])).toEqual([[1, 3, 4], [2, 3, 4], [3, 3, 4]]);
    // Each chunk arrived on its own, not all at the end.
    expect(arrivals[2] - arrivals[0]).toBeGreaterThanOrEqual(80);
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
