/**
 * Many users at once, on loopback only: closed-loop clients (each sends its next request when the last
 * answer arrives) for BENCH_SECONDS against our list endpoint (mixed roles and filters, full auth, scope,
 * validation) and, in the same run, against a bare Fastify route running the same SQL with none of that.
 * While the lists run, one client keeps calling a trivial endpoint, to show a heavy query never stalls a
 * light one. Prints throughput, p50/p99 and errors for 50 and 200 clients.
 *   npm run bench:load                       # SQLite, 20,000 contracts
 *   BENCH_SECONDS=5 BENCH_CLIENTS=50 npm run bench:load
 *   BENCH_CASES=big npm run bench:load      # only the unpaged case: 20 clients asking limit=9999 at once
 *   BENCH_DATABASE_URL=postgres://... npm run bench:load
 * The unpaged case (the spec's limit=9999 lists) reports the trivial call's p99 while 20 such lists run,
 * and the server's peak resident memory, for the app with big pages as the database's JSON text (as served)
 * and, in the same run, with them as row objects (LIST_JSON_ROWS=0 on a second target).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { performance } from 'node:perf_hooks';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const CLIENTS = (process.env.BENCH_CLIENTS ?? '50,200').split(',').map(Number);
const CASES = new Set((process.env.BENCH_CASES ?? 'paged,big').split(','));
const BIG_CLIENTS = Number(process.env.BENCH_BIG_CLIENTS ?? 20);
const FILTERS = [
  { status: 2 },
  { sign_date: ['between', ['2025-01-01', '2025-06-30']] },
  { customer_name: ['like', '宏达'] },
  { amount: ['>=', 1_000_000] },
  {},
];
const ORDERS = ['sign_date desc', 'amount desc', 'id desc'];

const agent = new Agent({ keepAlive: true, maxSockets: 1024 });

function get(port: number, path: string, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve) => {
    const req = request({ host: '127.0.0.1', port, path, headers, agent }, (res) => {
      // Only the answer's head is kept (the envelope's code comes first): an unpaged list's megabytes would
      // otherwise cost this process (and the light call it times) more than they cost the server.
      let head = '';
      res.on('data', (c: Buffer) => {
        if (head.length < 64) head += c.subarray(0, 64).toString('latin1');
      });
      res.on('end', () => resolve(res.statusCode === 200 && head.startsWith('{"code":2000') ? 1 : 0));
    });
    req.on('error', () => resolve(0));
    req.end();
  });
}

function percentile(sorted: number[], q: number): number {
  return sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
}

/** `clients` loops for SECONDS, each picking its next request from `next`; plus an optional trivial loop. */
async function load(clients: number, next: (i: number) => [string, Record<string, string>], port: number, trivial?: [string, Record<string, string>]) {
  const end = performance.now() + SECONDS * 1000;
  const times: number[] = [];
  const light: number[] = [];
  let errors = 0;
  const loop = async (i: number) => {
    let n = i;
    while (performance.now() < end) {
      const [path, headers] = next(n++);
      const start = performance.now();
      if ((await get(port, path, headers)) === 0) errors++;
      times.push(performance.now() - start);
    }
  };
  const lightLoop = async () => {
    while (trivial && performance.now() < end) {
      const start = performance.now();
      if ((await get(port, trivial[0], trivial[1])) === 0) errors++;
      light.push(performance.now() - start);
      await new Promise((r) => setTimeout(r, 20));
    }
  };
  await Promise.all([...Array.from({ length: clients }, (_, i) => loop(i)), lightLoop()]);
  times.sort((a, b) => a - b);
  light.sort((a, b) => a - b);
  return { rps: times.length / SECONDS, p50: percentile(times, 0.5), p99: percentile(times, 0.99), errors, lightP99: percentile(light, 0.99) };
}

interface Target {
  child: ChildProcess;
  port: number;
  barePort: number;
  tokens: string[];
}

// The servers run in a child process: the clients' work must not share their event loop.
async function startTarget(env: Record<string, string> = {}): Promise<Target> {
  const child = spawn(process.execPath, [...(process.env.BENCH_TARGET_NODE_ARGS ?? '').split(' ').filter(Boolean), '--import', 'tsx', 'bench/load-target.ts'], { stdio: ['pipe', 'pipe', 'inherit'], env: { ...process.env, ...env } });
  const ready = await new Promise<{ port: number; barePort: number; tokens: string[] }>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const line = out.split('\n').find((l) => l.startsWith('{'));
      if (line) resolve(JSON.parse(line) as { port: number; barePort: number; tokens: string[] });
    });
    child.on('exit', (code) => reject(new Error(`load target exited with ${code}`)));
  });
  return { child, ...ready };
}

async function stopTarget(target: Target): Promise<void> {
  const exited = new Promise((resolve) => target.child.on('exit', resolve));
  target.child.stdin!.end();
  await exited;
}

/** The target's peak resident memory so far, in MB (Linux: VmHWM). */
function peakMb(target: Target): number {
  try {
    const status = readFileSync(`/proc/${target.child.pid}/status`, 'utf8');
    return Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? NaN) / 1024;
  } catch {
    return NaN;
  }
}

const LIGHT: [string, Record<string, string>] = ['/api/base/config/get?label=version&group_label=hkwl', {}];

const target = await startTarget();
const { port, barePort, tokens } = target;
const ours = (i: number): [string, Record<string, string>] => {
  const where = encodeURIComponent(JSON.stringify(FILTERS[i % FILTERS.length]));
  // The user varies independently of the filter (every role meets every filter), as do order and page.
  const user = tokens[Math.floor(i / FILTERS.length) % tokens.length];
  return [`/api/contract/sales_contract/index?where=${where}&order=${encodeURIComponent(ORDERS[i % ORDERS.length])}&page=${1 + (Math.floor(i / 7) % 5)}&limit=15`, { authorization: `Bearer ${user}` }];
};

for (const clients of CASES.has('paged') ? CLIENTS : []) {
  const a = await load(clients, ours, port, LIGHT);
  const b = await load(clients, (i) => [ours(i)[0].replace('/api/contract/sales_contract/index', '/bare'), {}], barePort);
  console.log(`${clients} clients, ${SECONDS} s`);
  console.log(`  ours: ${a.rps.toFixed(0)} req/s, p50 ${a.p50.toFixed(1)} ms, p99 ${a.p99.toFixed(1)} ms, errors ${a.errors}; trivial call p99 ${a.lightP99.toFixed(1)} ms`);
  console.log(`  bare: ${b.rps.toFixed(0)} req/s, p50 ${b.p50.toFixed(1)} ms, p99 ${b.p99.toFixed(1)} ms, errors ${b.errors}`);
  console.log(`  throughput ours/bare: ${(a.rps / b.rps).toFixed(2)}`);
}
/** BIG_CLIENTS loops asking the administrator's whole list (limit=9999) in varying orders, beside the light loop. */
async function bigCase(on: Target, label: string) {
  const big = (i: number): [string, Record<string, string>] => [
    `/api/contract/sales_contract/index?order=${encodeURIComponent(ORDERS[i % ORDERS.length])}&page=1&limit=9999`,
    { authorization: `Bearer ${on.tokens[0]}` },
  ];
  const before = peakMb(on);
  const quiet = await load(0, big, on.port, LIGHT);
  const r = await load(BIG_CLIENTS, big, on.port, LIGHT);
  console.log(`  ${label}: ${r.rps.toFixed(1)} lists/s, list p50 ${r.p50.toFixed(0)} ms, p99 ${r.p99.toFixed(0)} ms, errors ${r.errors}; trivial call p99 ${r.lightP99.toFixed(1)} ms (alone ${quiet.lightP99.toFixed(1)} ms); peak memory ${before.toFixed(0)} -> ${peakMb(on).toFixed(0)} MB`);
  return r;
}

if (CASES.has('big')) {
  console.log(`unpaged lists: ${BIG_CLIENTS} clients asking limit=9999 (20,000 contracts), ${SECONDS} s`);
  const served = await bigCase(target, 'as served (rows as the database\'s JSON text)');
  const objects = await startTarget({ LIST_JSON_ROWS: '0' });
  const baseline = await bigCase(objects, 'rows as objects (LIST_JSON_ROWS=0)');
  await stopTarget(objects);
  console.log(`  trivial call p99 served/objects: ${(served.lightP99 / baseline.lightP99).toFixed(2)}; lists/s served/objects: ${(served.rps / baseline.rps).toFixed(2)}`);
}
agent.destroy();
await stopTarget(target);
