import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { launchBrowser } from './browser';
import { leaseCheck } from './lease-check';

// Issue 23's check on PostgreSQL with two app servers of one database, as a deployment runs them: the configurator
// publishes on the first, the clerk and the company manager work on the second, which serves the new resource at
// once (LISTEN/NOTIFY) without a restart. Runs where a PostgreSQL cluster is given (HKWL_POSTGRES_URL: .ci/run
// starts one); each app server is the real `npm start` server (server/main.ts) over the web build the suite serves.

const clusterUrl = process.env.HKWL_POSTGRES_URL ?? '';
const databaseName = `hkwl_e2e_two_${process.pid}`;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

async function adminQuery(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: clusterUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

interface AppServer {
  url: string;
  child: ChildProcess;
}

const filesRoot = clusterUrl ? mkdtempSync(join(tmpdir(), 'hkwl-e2e-two-')) : '';

async function startServer(databaseUrl: string): Promise<AppServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: databaseUrl,
      // Shared by both, as several app servers of one deployment share them (docs/architecture.md: storage and confirmation keys).
      FILES_ROOT: filesRoot, RISK_CONFIRM_SECRET: 'e2e-two-servers', WEB_ROOT: process.env.WEB_ROOT ?? 'dist',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
    detached: true,
  });
  // Ready when it says so (server/main.ts prints its address once it listens), or failed when it exits first.
  const ready = new Promise<void>((resolve, reject) => {
    let said = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      process.stdout.write(chunk);
      said = (said + chunk.toString()).slice(-4096);
      if (said.includes(`HKWL platform on ${url}`)) resolve();
    });
    child.once('exit', (code) => reject(new Error(`the app server on ${url} exited with ${code}`)));
  });
  try {
    await ready;
  } catch (error) {
    if (child.pid && child.exitCode === null) process.kill(-child.pid, 'SIGTERM');
    throw error;
  }
  return { url, child };
}

function stopServer(server: AppServer | undefined): Promise<void> {
  if (!server?.child.pid || server.child.exitCode !== null) return Promise.resolve();
  const exited = new Promise<void>((resolve) => server.child.once('exit', () => resolve()));
  process.kill(-server.child.pid, 'SIGTERM');
  return exited;
}

// Under CI this always runs: without a PostgreSQL cluster it fails instead of being skipped.
describe.runIf(clusterUrl !== '' || process.env.CI !== undefined)('the studio’s check on PostgreSQL with two app servers', () => {
  let first: AppServer | undefined;
  let second: AppServer | undefined;
  beforeAll(async () => {
    if (!clusterUrl) throw new Error('no PostgreSQL cluster (HKWL_POSTGRES_URL): the two-server check cannot run');
    await adminQuery(`drop database if exists ${databaseName}`);
    await adminQuery(`create database ${databaseName}`);
    const databaseUrl = new URL(clusterUrl);
    databaseUrl.pathname = `/${databaseName}`;
    // The first migrates and seeds the demo; the second starts on the database as it then stands.
    first = await startServer(databaseUrl.toString());
    second = await startServer(databaseUrl.toString());
  });
  afterAll(async () => {
    await Promise.all([stopServer(first), stopServer(second)]);
    if (clusterUrl) await adminQuery(`drop database if exists ${databaseName}`);
    if (filesRoot) rmSync(filesRoot, { recursive: true, force: true });
  });

  it('published on one app server; entered and submitted on the other; approved on both', async () => {
    const browser = await launchBrowser();
    try {
      await leaseCheck(browser, { studio: first!.url, clerk: second!.url, departmentManager: first!.url, companyManager: second!.url });
    } finally {
      await browser.close();
    }
  });
});
