/**
 * Many users at once, on loopback only: closed-loop clients (each sends its next request when the last
 * answer arrives) for BENCH_SECONDS against our list endpoint (mixed roles and filters, full auth, scope,
 * validation) and, in the same run, against a bare Fastify route running the same SQL with none of that.
 * While the lists run, one client keeps calling a trivial endpoint, to show a heavy query never stalls a
 * light one. Prints throughput, p50/p99 and errors for 50 and 200 clients.
 *   npm run bench:load                       # SQLite, 20,000 contracts
 *   BENCH_SECONDS=5 BENCH_CLIENTS=50 npm run bench:load
 */
import { spawn } from 'node:child_process';
import { Agent, request } from 'node:http';
import { performance } from 'node:perf_hooks';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const CLIENTS = (process.env.BENCH_CLIENTS ?? '50,200').split(',').map(Number);
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
      let body = '';
      res.on('data', (c: Buffer) => (body += c));
      res.on('end', () => resolve(res.statusCode === 200 && body.includes('"code":2000') ? 1 : 0));
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

// The servers run in a child process: the clients' work must not share their event loop.
const target = spawn(process.execPath, ['--import', 'tsx', 'bench/load-target.ts'], { stdio: ['pipe', 'pipe', 'inherit'] });
const ready = await new Promise<{ port: number; barePort: number; tokens: string[] }>((resolve, reject) => {
  let out = '';
  target.stdout.on('data', (chunk: Buffer) => {
    out += chunk.toString();
    const line = out.split('\n').find((l) => l.startsWith('{'));
    if (line) resolve(JSON.parse(line) as { port: number; barePort: number; tokens: string[] });
  });
  target.on('exit', (code) => reject(new Error(`load target exited with ${code}`)));
});
const { port, barePort, tokens } = ready;
const ours = (i: number): [string, Record<string, string>] => {
  const where = encodeURIComponent(JSON.stringify(FILTERS[i % FILTERS.length]));
  // The user varies independently of the filter (every role meets every filter), as do order and page.
  const user = tokens[Math.floor(i / FILTERS.length) % tokens.length];
  return [`/api/contract/sales_contract/index?where=${where}&order=${encodeURIComponent(ORDERS[i % ORDERS.length])}&page=${1 + (Math.floor(i / 7) % 5)}&limit=15`, { authorization: `Bearer ${user}` }];
};

for (const clients of CLIENTS) {
  const a = await load(clients, ours, port, ['/api/base/config/get?label=version&group_label=hkwl', {}]);
  const b = await load(clients, (i) => [ours(i)[0].replace('/api/contract/sales_contract/index', '/bare'), {}], barePort);
  console.log(`${clients} clients, ${SECONDS} s`);
  console.log(`  ours: ${a.rps.toFixed(0)} req/s, p50 ${a.p50.toFixed(1)} ms, p99 ${a.p99.toFixed(1)} ms, errors ${a.errors}; trivial call p99 ${a.lightP99.toFixed(1)} ms`);
  console.log(`  bare: ${b.rps.toFixed(0)} req/s, p50 ${b.p50.toFixed(1)} ms, p99 ${b.p99.toFixed(1)} ms, errors ${b.errors}`);
  console.log(`  throughput ours/bare: ${(a.rps / b.rps).toFixed(2)}`);
}
agent.destroy();
target.stdin.end();
await new Promise((resolve) => target.on('exit', resolve));
