import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/connection';
import { login, MOBILES, startTestServer, type TestServer } from './harness';
import { newContract } from './risk-helpers';

// Issue 19: PostgreSQL stopping must not kill the app server. During the outage every call answers an
// envelope (503, 5030), the realtime LISTEN connection comes back by itself, the server serves again once the
// database is back, and every write it acknowledged is there. Runs where the suite runs on the throwaway
// cluster .ci/postgres.sh started (it records its folder in /tmp/hkwl-pg-dir), which this test stops and starts.

const PG_DIR_FILE = '/tmp/hkwl-pg-dir';
const url = process.env.DATABASE_URL ?? '';
const clusterDir = existsSync(PG_DIR_FILE) ? readFileSync(PG_DIR_FILE, 'utf8').trim() : '';
const canStop = /^postgres/.test(url) && clusterDir !== '' && existsSync(`${clusterDir}/data`);

function pgCtl(...args: string[]): void {
  const bin = readdirSync('/usr/lib/postgresql').sort((a, b) => Number(a) - Number(b)).at(-1);
  execFileSync('runuser', ['-u', 'postgres', '--', `/usr/lib/postgresql/${bin}/bin/pg_ctl`, '-D', `${clusterDir}/data`, ...args], { stdio: 'ignore' });
}

function startCluster(): void {
  const port = new URL(url).port;
  pgCtl('-o', `-p ${port} -k ${clusterDir} -c listen_addresses=127.0.0.1 -c fsync=off`, '-l', `${clusterDir}/log`, '-w', 'start');
}

function clusterRunning(): boolean {
  try {
    pgCtl('status');
    return true;
  } catch {
    return false;
  }
}

describe.runIf(canStop)('PostgreSQL stopping and coming back', () => {
  let server: TestServer;
  let token: string;
  beforeAll(async () => {
    server = await startTestServer(20);
    token = await login(server.app, MOBILES.salesClerk);
  });
  afterAll(async () => {
    if (!clusterRunning()) startCluster();
    await server.close();
  });

  /** One stash of a new draft: its HTTP status, envelope code and contract number. */
  async function write(): Promise<{ status: number; code: number | undefined; no: string }> {
    const body = newContract(1000);
    const response = await server.app.inject({ method: 'POST', url: '/api/contract/sales_contract/stash', payload: body, headers: { authorization: `Bearer ${token}` } });
    return { status: response.statusCode, code: (response.json() as { code?: number }).code, no: String(body.contract_no) };
  }

  /** How many connections LISTEN (the app server's realtime channel and its resource definitions'), asked on a connection of its own. */
  async function listening(): Promise<number> {
    const probe = openDatabase(url);
    try {
      const rows = await sql<{ n: number }>`select count(*) as n from pg_stat_activity where query ilike 'LISTEN %'`.execute(probe.db);
      return Number(rows.rows[0].n);
    } finally {
      await probe.close();
    }
  }

  it('answers 503 envelopes while it is down, serves again by itself, keeps every acknowledged write and listens again', async () => {
    expect(await listening()).toBe(2);
    const acknowledged: string[] = [];
    const codes: Array<number | undefined> = [];
    // Twenty writers, each a bounded loop; the database stops under them once some writes went through.
    const writers = Array.from({ length: 20 }, async () => {
      for (let i = 0; i < 4; i += 1) {
        const answer = await write();
        codes.push(answer.code);
        if (answer.code === 2000) acknowledged.push(answer.no);
      }
    });
    const stopper = (async () => {
      await expect.poll(() => acknowledged.length).toBeGreaterThan(10);
      pgCtl('-m', 'fast', 'stop');
    })();
    await Promise.all([...writers, stopper]);
    // Every answer is an envelope: written, or told the database is unavailable; never a 500 or a hang-up.
    expect(codes.filter((code) => code !== 2000 && code !== 5030)).toEqual([]);

    const during = await Promise.all(Array.from({ length: 5 }, () => write()));
    for (const answer of during) expect(answer).toMatchObject({ status: 503, code: 5030 });
    const list = await server.app.inject({ method: 'GET', url: '/api/contract/sales_contract/index?limit=5', headers: { authorization: `Bearer ${token}` } });
    expect([list.statusCode, list.json().code]).toEqual([503, 5030]);
    // An unpaged list, read on its own thread and connections (json-rows.ts), says the same.
    const unpaged = await server.app.inject({ method: 'GET', url: '/api/contract/sales_contract/index?limit=9999', headers: { authorization: `Bearer ${token}` } });
    expect([unpaged.statusCode, unpaged.json().code]).toEqual([503, 5030]);

    startCluster();
    await expect.poll(async () => (await write()).code, { timeout: 30_000 }).toBe(2000);
    const stored = await sql<{ contract_no: string }>`select contract_no from sales_contracts`.execute(server.database.db);
    const numbers = new Set(stored.rows.map((r) => r.contract_no));
    expect(acknowledged.filter((no) => !numbers.has(no))).toEqual([]);
    await expect.poll(listening, { timeout: 30_000 }).toBe(2);
    // The unpaged list's own connections come back too.
    await expect
      .poll(async () => (await server.app.inject({ method: 'GET', url: '/api/contract/sales_contract/index?limit=9999', headers: { authorization: `Bearer ${token}` } })).json().code, { timeout: 30_000 })
      .toBe(2000);
  });
});
