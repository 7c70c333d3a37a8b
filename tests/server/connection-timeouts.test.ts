import { connect, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import type { FastifyInstance } from 'fastify';
import { startTestServer, type TestServer } from './harness';

// Issue 19: idle and slow connections are closed (they were held for good). Short limits here; the app's
// defaults are CONNECTION_TIMEOUTS in server/app.ts.

let server: TestServer;
let app: FastifyInstance;
let port: number;
beforeAll(async () => {
  server = await startTestServer(20);
  app = await buildApp({ database: server.database, logLevel: false, timeouts: { headers: 400, request: 800, keepAlive: 300, checkEvery: 100 } });
  await app.listen({ host: '127.0.0.1', port: 0 });
  port = (app.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await app.close();
  await server.close();
});

/** A raw connection that records what it received and whether the server closed it. */
function open(): { socket: Socket; received: () => string; closed: () => boolean } {
  const socket = connect(port, '127.0.0.1');
  let text = '';
  let closed = false;
  socket.on('data', (chunk) => (text += chunk.toString()));
  socket.on('close', () => (closed = true));
  socket.on('error', () => undefined);
  return { socket, received: () => text, closed: () => closed };
}

describe('connection limits', () => {
  it('a connection that never sends a request is closed', async () => {
    const idle = open();
    await expect.poll(idle.closed, { timeout: 5000 }).toBe(true);
  });

  it('a request whose headers never finish is closed', async () => {
    const slow = open();
    slow.socket.write('GET /api/access/account/status HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: 1\r\n');
    await expect.poll(slow.closed, { timeout: 5000 }).toBe(true);
  });

  it('a body that never finishes is closed', async () => {
    const slow = open();
    slow.socket.write('POST /api/access/account/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"user');
    await expect.poll(slow.closed, { timeout: 5000 }).toBe(true);
  });

  it('a kept-alive connection is answered, then closed once idle', async () => {
    const client = open();
    client.socket.write('GET /api/base/config/getFrontConfig HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\n\r\n');
    await expect.poll(client.received, { timeout: 5000 }).toMatch(/^HTTP\/1\.1 200/);
    await expect.poll(client.closed, { timeout: 5000 }).toBe(true);
  });
});
