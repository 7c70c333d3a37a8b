/**
 * First render and scroll frame times of a 30-column list in Chromium: our list page (registry, list
 * controller, data-table with selection and row numbers) against a bare antd virtual Table of the same
 * rows, at 1,000 and 10,000 rows. "ours" loads its renderer code before the clock starts, as the raw
 * table's is (in the bundle, evaluated before the clock); "ours-cold" includes fetching the renderer chunks;
 * "floor" is a hand-written virtual list without React or antd (what this browser and machine can scroll at
 * best). Both tables open inside the same antd frame, after the shell's kinds of components put their styles
 * in the page, as in the app (BENCH_SHELL=0: a bare page). One unmeasured load of each mode first, then the
 * modes take turns, each round in the reverse order of the one before, so the drift of a shared machine and
 * whatever one load leaves to the next fall on all alike.
 * Chromium runs without the frame-rate limit, so a frame's time is the work it took, not the display's refresh. Prints medians over BENCH_REPEATS loads and the ratio.
 *   npm run bench:render
 *   BENCH_ROWS=1000 BENCH_REPEATS=3 BENCH_MODES=raw,ours npm run bench:render
 *   BENCH_BUTTONS=1 npm run bench:render     # both tables with three row buttons in a fixed-right 操作 column
 */
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { build } from 'vite';
import { serveStatic } from './static-server';

const ROWS = (process.env.BENCH_ROWS ?? '1000,10000').split(',').map(Number);
const REPEATS = Number(process.env.BENCH_REPEATS ?? 7);
const MODES = (process.env.BENCH_MODES ?? 'raw,ours,ours-cold,floor').split(',');
const FRAMES = 120;
const STEP = 97;
const OUT = fileURLToPath(new URL('./.data/render-dist', import.meta.url));


const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const quantile = (xs: number[], q: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(q * xs.length))];

async function main() {
  await build({ configFile: fileURLToPath(new URL('./list-render/vite.config.ts', import.meta.url)) });
  const server = await serveStatic(OUT);
  const port = (server.address() as AddressInfo).port;
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-frame-rate-limit', '--disable-gpu-vsync', '--no-first-run'],
  });
  const results: { rows: number; mode: string; first: number; firsts: number[]; p95: number; mean: number }[] = [];
  /** One load of `mode`: its first render and its scroll frames. */
  const load = async (mode: string, rows: number) => {
    const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
    const page = await context.newPage();
    page.on('pageerror', (error) => console.error(`[${mode}] ${error.message}`));
    const query = mode === 'raw' || mode === 'floor' ? `mode=${mode}` : `mode=ours&warm=${mode === 'ours' ? 1 : 0}`;
    await page.goto(`http://127.0.0.1:${port}/?${query}&rows=${rows}&cols=30&shell=${process.env.BENCH_SHELL ?? 1}&buttons=${process.env.BENCH_BUTTONS ?? 0}`);
    await page.waitForFunction(() => window.__bench?.firstRender, undefined, { timeout: 120_000 });
    const first = await page.evaluate(() => window.__bench!.firstRender);
    if (process.env.BENCH_TRACE) console.log(mode, rows, 'rows requested at', await page.evaluate(() => window.__requestedAt), 'first render', first);
    const frames = await page.evaluate(([n, step]) => window.__scroll!(n, step), [FRAMES, STEP] as const);
    await context.close();
    return { first, p95: quantile(frames, 0.95), mean: frames.reduce((a, b) => a + b, 0) / frames.length };
  };
  try {
    for (const rows of ROWS) {
      // One unmeasured load of each first (the browser's caches, fonts and ICU data), then the modes take
      // turns, so drift of this shared machine falls on all of them alike.
      for (const mode of MODES) await load(mode, rows);
      const runs = new Map(MODES.map((mode) => [mode, [] as Awaited<ReturnType<typeof load>>[]]));
      // Each round reverses the order of the one before, so no mode always follows the same one.
      for (let i = 0; i < REPEATS; i++) for (const mode of i % 2 === 0 ? MODES : [...MODES].reverse()) runs.get(mode)!.push(await load(mode, rows));
      for (const [mode, loads] of runs) {
        const firsts = loads.map((l) => l.first);
        results.push({ rows, mode, first: median(firsts), firsts, p95: median(loads.map((l) => l.p95)), mean: median(loads.map((l) => l.mean)) });
      }
    }
  } finally {
    await browser.close();
    server.close();
  }
  console.log(`list-render: 30 columns, median of ${REPEATS} loads; scroll ${FRAMES} frames of ${STEP} px`);
  console.log('| rows | table | first render | first render, all loads | scroll frame p95 | scroll frame mean |');
  console.log('|---|---|---|---|---|---|');
  for (const r of results) {
    const label = {
      raw: 'raw antd (virtual)',
      ours: 'our list page',
      'ours-cold': 'our list page, renderer code not yet loaded',
      floor: 'floor: hand-written virtual divs, no React',
    }[r.mode] ?? r.mode;
    const spread = `${Math.min(...r.firsts).toFixed(0)}-${Math.max(...r.firsts).toFixed(0)} ms`;
    console.log(`| ${r.rows} | ${label} | ${r.first.toFixed(0)} ms | ${spread} | ${r.p95.toFixed(1)} ms | ${r.mean.toFixed(1)} ms |`);
  }
  for (const rows of ROWS) {
    const raw = results.find((r) => r.rows === rows && r.mode === 'raw');
    const ours = results.find((r) => r.rows === rows && r.mode === 'ours');
    const cold = results.find((r) => r.rows === rows && r.mode === 'ours-cold');
    const floor = results.find((r) => r.rows === rows && r.mode === 'floor');
    if (!raw || !ours) continue;
    // The loads of one round ran back to back: their ratio is free of the machine's drift between rounds.
    const paired = ours.firsts.map((first, i) => first / raw.firsts[i]);
    console.log(
      `${rows} rows: first render ours / raw = ${(ours.first / raw.first).toFixed(2)} (target ≤ 1.2; code loaded before the clock in both); ` +
        `round by round median ${median(paired).toFixed(2)}, ${Math.min(...paired).toFixed(2)}-${Math.max(...paired).toFixed(2)}` +
        (cold ? `; ${(cold.first / raw.first).toFixed(2)} with our renderer chunks still to fetch` : '') +
        `; our scroll p95 ${ours.p95.toFixed(1)} ms (target < 16.7)` +
        (floor ? `, this machine's floor ${floor.p95.toFixed(1)} ms` : ''),
    );
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
