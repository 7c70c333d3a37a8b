/**
 * The editable table in Chromium (issue 21 "Speed"): our editable-table against a plain antd Table with an
 * antd input in every cell, 200 rows x 10 editable columns of mixed types, same build and frame. Measures
 * the first render (render call to rows painted; both codes loaded before the clock), keystroke-to-paint
 * while typing in a cell (30 keys; at 200 rows, and ours at 2,000 rows with virtual rows), and pasting a
 * 1,000 x 10 block (parsed by the codecs, validated, painted). Modes take turns, each round reversed;
 * medians over BENCH_REPEATS loads. Chromium runs without the frame-rate limit, so a frame is its work.
 *   npm run bench:grid
 *   BENCH_REPEATS=3 npm run bench:grid
 */
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser } from 'playwright-core';
import { build } from 'vite';
import { serveStatic } from './static-server';

const REPEATS = Number(process.env.BENCH_REPEATS ?? 5);
const KEYS = 30;
const OUT = fileURLToPath(new URL('./.data/grid-dist', import.meta.url));


const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const quantile = (xs: number[], q: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(q * xs.length))];

interface Load {
  first: number;
  keyP95: number;
  paste?: number;
}

async function load(browser: Browser, port: number, mode: string, rows: number, paste: boolean): Promise<Load> {
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
  const page = await context.newPage();
  page.on('pageerror', (error) => console.error(`[${mode}] ${error.message}`));
  await page.goto(`http://127.0.0.1:${port}/?mode=${mode}&rows=${rows}`);
  await page.waitForFunction(() => window.__bench?.firstRender, undefined, { timeout: 120_000 });
  const first = await page.evaluate(() => window.__bench!.firstRender);
  const keys = await page.evaluate((n) => window.__type!(n), KEYS);
  const pasted = paste ? await page.evaluate(() => window.__paste!(1000)) : undefined;
  await context.close();
  return { first, keyP95: quantile(keys, 0.95), paste: pasted };
}

async function main() {
  await build({ configFile: fileURLToPath(new URL('./editable-grid/vite.config.ts', import.meta.url)) });
  const server = await serveStatic(OUT);
  const port = (server.address() as AddressInfo).port;
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-frame-rate-limit', '--disable-gpu-vsync', '--no-first-run'],
  });
  const cases = [
    { mode: 'raw', rows: 200, paste: false },
    { mode: 'ours', rows: 200, paste: true },
    { mode: 'ours', rows: 2000, paste: false },
  ];
  const runs = new Map(cases.map((c) => [`${c.mode}-${c.rows}`, [] as Load[]]));
  try {
    for (const c of cases) await load(browser, port, c.mode, c.rows, c.paste);
    for (let i = 0; i < REPEATS; i++) for (const c of i % 2 === 0 ? cases : [...cases].reverse()) runs.get(`${c.mode}-${c.rows}`)!.push(await load(browser, port, c.mode, c.rows, c.paste));
  } finally {
    await browser.close();
    server.close();
  }
  console.log(`editable-grid: 10 editable columns of mixed types, median of ${REPEATS} loads; ${KEYS} keystrokes in one cell`);
  console.log('| table | rows | first render | keystroke to paint p95 | paste 1,000 x 10 |');
  console.log('|---|---|---|---|---|');
  const figure = (key: string) => {
    const loads = runs.get(key)!;
    return { first: median(loads.map((l) => l.first)), key: median(loads.map((l) => l.keyP95)), paste: loads[0]?.paste === undefined ? undefined : median(loads.map((l) => l.paste!)), firsts: loads.map((l) => l.first) };
  };
  const raw = figure('raw-200');
  const ours = figure('ours-200');
  const many = figure('ours-2000');
  console.log(`| plain antd Table, an antd input in every cell | 200 | ${raw.first.toFixed(0)} ms | ${raw.key.toFixed(1)} ms | |`);
  console.log(`| our editable-table | 200 | ${ours.first.toFixed(0)} ms | ${ours.key.toFixed(1)} ms | ${ours.paste?.toFixed(0)} ms |`);
  console.log(`| our editable-table (virtual rows) | 2000 | ${many.first.toFixed(0)} ms | ${many.key.toFixed(1)} ms | |`);
  const paired = ours.firsts.map((f, i) => f / raw.firsts[i]);
  console.log(
    `first render ours / plain = ${(ours.first / raw.first).toFixed(2)} (target ≤ 1.0; round by round median ${median(paired).toFixed(2)}); ` +
      `keystroke p95 ${ours.key.toFixed(1)} ms at 200 rows, ${many.key.toFixed(1)} ms at 2,000 (target < 16); paste 1,000 x 10 ${ours.paste?.toFixed(0)} ms (target < 500)`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
