/**
 * Issue 40, point 4: the work budget of one request. Our server runs in a child process (`server/main.ts` on a
 * fresh SQLite file with the demo data), and this prints:
 *  - how long the heavy update (29 split sub-items of ~980 characters of fractional powers, 100 lines,
 *    32.7 s before the budget) takes to be refused, median of 5;
 *  - a light call's (message/count) p50 and p99 alone, then while 10 clients send, one after another, the
 *    heaviest update the budget allows, two ways (1,000 lines of light formulas; 10 lines of fractional
 *    powers), and the ratio of the p99s.
 *   npm run bench:budget
 *   BENCH_SECONDS=5 npm run bench:budget
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { REQUEST_FORMULA_BUDGET } from '../codecs/formula/index';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const CLIENTS = 10;
const PORT = 18000 + Math.floor(Math.random() * 1000);
const agent = new Agent({ keepAlive: true, maxSockets: 64 });

function call(method: 'GET' | 'POST', path: string, token: string | null, body?: unknown): Promise<{ status: number; text: string; cookies: string[] }> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = request(
      { host: '127.0.0.1', port: PORT, path, method, agent, headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}) } },
      (res) => {
        let text = '';
        res.on('data', (c: Buffer) => (text += c.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text, cookies: res.headers['set-cookie'] ?? [] }));
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

const percentile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];

const dir = mkdtempSync(join(tmpdir(), 'bench-budget-'));
const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
  stdio: ['ignore', 'pipe', 'inherit'],
  env: { ...process.env, PORT: String(PORT), DATABASE_URL: join(dir, 'bench.sqlite'), FILES_ROOT: join(dir, 'files'), WEB_ROOT: join(dir, 'no-web') },
});
await new Promise<void>((resolve, reject) => {
  child.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('HKWL platform on') && resolve());
  child.on('exit', (code) => reject(new Error(`server exited with ${code}`)));
});

try {
  const login = await call('POST', '/api/access/account/login', null, { user_mobile: '13800000003', password: 'Hkwl@2026' });
  // The session secret travels in the JWT-Token cookie; a client outside the browser sends it as a Bearer token.
  const secret = /JWT-Token=([^;]+)/.exec(login.cookies.join(';'))?.[1];
  if (!secret) throw new Error(`login: ${login.text}`);
  const token: string = secret;
  const line = { goods_name: '螺纹钢', spec: 'HRB400 Φ12', unit: '吨', quantity: 10, price: 1130, tax_rate: 0.13 };
  const contract = { contract_name: '预算测试', customer_name: '上海测试客户有限公司', goods_name: '螺纹钢', amount: 1000, sign_date: '2026-11-20', lines: [line] };
  const created = JSON.parse((await call('POST', '/api/contract/sales_contract/add', token, { ...contract, contract_no: `B-${Date.now()}` })).text) as { code: number; data: { id: number } };
  if (created.code !== 2000) throw new Error(`add: ${JSON.stringify(created)}`);
  const id = created.data.id;
  const tax = [
    { key: 'price_excl_tax', label: '不含税单价', formula: 'price / (1 + tax_rate)', fixed: true },
    { key: 'price_tax', label: '单位税额', formula: 'price - price_excl_tax', fixed: true },
  ];

  // The update.
  const heavyText = Array.from({ length: 40 }, (_, i) => `quantity^${(99.123456789 - i / 7).toFixed(9)}`).join('+').slice(0, 980).replace(/[+^.\d]*$/, '');
  const heavy = { id, lines: Array.from({ length: 100 }, () => line), line_splits: { lines: { price: [...tax, ...Array.from({ length: 27 }, (_, i) => ({ key: `split_${i + 1}`, label: `子项${i + 1}`, formula: heavyText }))] } } };
  const refusals: number[] = [];
  for (let i = 0; i < 5; i++) {
    const start = performance.now();
    const answer = JSON.parse((await call('POST', '/api/contract/sales_contract/update', token, heavy)).text) as { code: number };
    refusals.push(performance.now() - start);
    if (answer.code !== 4400) throw new Error(`the heavy update answered ${answer.code}`);
  }
  refusals.sort((a, b) => a - b);
  console.log(`heavy update (the issue's, 100 lines, 29 sub-items of ~980 characters): refused in ${percentile(refusals, 0.5).toFixed(1)} ms (median of 5; was 32.7 s)`);

  // The heaviest updates the budget allows, two ways: many lines of light formulas, and few lines of heavy ones.
  const terms = (text: string, n: number) => Array.from({ length: n }, () => text).join(' + ');
  const manyLines = (n: number) => ({ id, lines: Array.from({ length: 1000 }, () => line), line_splits: { lines: { price: [...tax, { key: 'split_1', label: '货款', formula: terms('price_excl_tax', n) }] } } });
  // Fractional powers (1000 units each): as many as fit on 10 lines.
  const fewLines = (n: number) => ({ id, lines: Array.from({ length: 10 }, () => line), line_splits: { lines: { price: [...tax, { key: 'split_1', label: '货款', formula: terms('quantity ^ 1.5', n) }] } } });
  async function heaviest(build: (n: number) => object): Promise<{ body: object; n: number }> {
    let n = 0;
    while ((JSON.parse((await call('POST', '/api/contract/sales_contract/update', token, build(n + 1))).text) as { code: number }).code === 2000) n += 1;
    if (n === 0) throw new Error('not even one term fits');
    return { body: build(n), n };
  }

  async function lightCalls(until: number): Promise<number[]> {
    const times: number[] = [];
    while (performance.now() < until) {
      const start = performance.now();
      await call('GET', '/api/access/message/count?app_id=0', token);
      times.push(performance.now() - start);
      await new Promise((r) => setTimeout(r, 20));
    }
    return times.sort((a, b) => a - b);
  }
  const quiet = await lightCalls(performance.now() + SECONDS * 500);
  console.log(`light call (message/count) alone: p50 ${percentile(quiet, 0.5).toFixed(1)} ms, p99 ${percentile(quiet, 0.99).toFixed(1)} ms (${quiet.length} calls)`);

  for (const [name, build] of [['1,000 lines, a split sub-item of N sums', manyLines], ['10 lines, a split sub-item of N fractional powers', fewLines]] as const) {
    const { body, n } = await heaviest(build);
    const one = performance.now();
    const answer = JSON.parse((await call('POST', '/api/contract/sales_contract/update', token, body)).text) as { code: number };
    console.log(`heaviest allowed: ${name.replace('N', String(n))} (budget ${REQUEST_FORMULA_BUDGET} units): alone ${(performance.now() - one).toFixed(0)} ms, code ${answer.code}`);
    const end = performance.now() + SECONDS * 1000;
    let updates = 0;
    const loaded = (await Promise.all([
      lightCalls(end),
      ...Array.from({ length: CLIENTS }, async () => {
        while (performance.now() < end) {
          await call('POST', '/api/contract/sales_contract/update', token, body);
          updates += 1;
        }
        return [];
      }),
    ]))[0];
    console.log(`  light call while ${CLIENTS} clients send it (${updates} updates in ${SECONDS} s): p50 ${percentile(loaded, 0.5).toFixed(1)} ms, p99 ${percentile(loaded, 0.99).toFixed(1)} ms (${loaded.length} calls); p99 loaded / alone ${(percentile(loaded, 0.99) / percentile(quiet, 0.99)).toFixed(1)}x`);
  }
} finally {
  child.kill('SIGTERM');
  await new Promise((r) => child.on('exit', r));
  rmSync(dir, { recursive: true, force: true });
}
