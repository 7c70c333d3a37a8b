/**
 * How fast a list page opens, in Chromium against the real server (`server/main.ts` on a fresh SQLite file
 * with the demo data): the time from a sidebar click in a warm app, and from a cold reload of the page's
 * address, to the first rows painted, for our 销售合同 page against a bare antd page built beside it that
 * makes the same list call (the same decrypted parameters, the same columns) and shows its rows in an antd
 * Table (bench/page-open/bare.tsx, built beside the app). One unmeasured load of each first, then the four cases take turns, each
 * round in the reverse order of the one before; medians over BENCH_REPEATS loads, and the ratios.
 *   npm run bench:open
 *   BENCH_REPEATS=5 npm run bench:open
 * "Painted" is the first animation frame after the first table row (or first row of our first rows) is in the document; the second table printed
 * is when a row of the page's own table (data-testid data-table) was visible: ours draws the first rows from its
 * opening calls on a cover while the page renders under it (src/pages/FirstRowsStage), the bare page has one table.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { build } from 'vite';
import { decryptApiPayload, deriveApiKey } from '../server/plugins/api-encryption';
import { clientTokenFor } from '../server/http/session-cookie';

const REPEATS = Number(process.env.BENCH_REPEATS ?? 7);
const PORT = Number(process.env.BENCH_PORT ?? 8090);
const BASE = `http://127.0.0.1:${PORT}`;
const ADMIN = '13800000000';
const PASSWORD = 'Hkwl@2026';
const LIST_PATH = '/contract/sales';
const LIST_CALL = '/api/contract/sales_contract/index';
const MENU_ID = 301;
const ROOT = fileURLToPath(new URL('..', import.meta.url));
const OUT = fileURLToPath(new URL('./.data/page-open-dist', import.meta.url));

declare global {
  interface Window {
    /**
     * Set by the init script: when the first row was painted (performance.now()), when a row of the page's own
     * table was (visible: the page's first rows, drawn while it renders, are replaced by it), and the click before them.
     */
    __rowsAt?: number;
    __liveAt?: number;
    __clickAt?: number;
  }
}

/**
 * Watches for the first table row; records the frame after it and the last click's time (same clock). Text,
 * not a function: tsx's name helpers would not exist in the page.
 */
const WATCH_ROWS = `
  document.addEventListener('click', (event) => (window.__clickAt = event.timeStamp), true);
  new MutationObserver((_, observer) => {
    if (window.__rowsAt === undefined && document.querySelector('.ant-table-tbody tr.ant-table-row, [data-testid="first-rows"] tbody tr')) {
      window.__rowsAt = -1;
      requestAnimationFrame(() => (window.__rowsAt = performance.now()));
    }
    const live = document.querySelector('[data-testid="data-table"] .ant-table-tbody tr.ant-table-row');
    // The first rows' cover, while it is shown (hidden, it is still in the document until React removes it).
    const cover = document.querySelector('[data-testid="first-rows-cover"]');
    const covered = cover !== null && cover.checkVisibility();
    if (window.__liveAt === undefined && live && !covered && live.checkVisibility({ visibilityProperty: true })) {
      window.__liveAt = -1;
      observer.disconnect();
      requestAnimationFrame(() => (window.__liveAt = performance.now()));
    }
  }).observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ['style', 'class'] });
`;

async function startServer(): Promise<{ child: ChildProcess; dir: string }> {
  const dir = mkdtempSync(join(tmpdir(), 'hkwl-open-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: 'production', WEB_ROOT: OUT, PORT: String(PORT), HOST: '127.0.0.1', DATABASE_URL: join(dir, 'bench.sqlite') },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    const up = await fetch(`${BASE}/api/base/config/get?label=version&group_label=hkwl`).then((r) => r.ok, () => false);
    if (up) return { child, dir };
    if (Date.now() > deadline) throw new Error('the server did not start');
    await new Promise((r) => setTimeout(r, 300));
  }
}

/** Signs in over HTTP: the session secret (what the bare page sends as its Bearer token). */
async function signIn(): Promise<string> {
  const response = await fetch(`${BASE}/api/access/account/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ user_mobile: ADMIN, password: PASSWORD }),
  });
  const secret = /JWT-Token=([^;]+)/.exec(response.headers.get('set-cookie') ?? '')?.[1];
  if (!secret) throw new Error('sign-in failed');
  return secret;
}

/** The page's columns as the list shows them (its remote fields), for the bare table. */
async function columnsOf(secret: string): Promise<{ prop: string; label: string }[]> {
  const answer = (await fetch(`${BASE}/api/base/remoteField/list?perms_id=${MENU_ID}&page=1&limit=9999&sort=desc`, {
    headers: { authorization: `Bearer ${secret}` },
  }).then((r) => r.json())) as { data: { data: { prop: string; label: string; config?: { hide?: boolean } | string }[] } };
  return answer.data.data.map((f) => ({ prop: f.prop, label: f.label }));
}

/** The plain address of our page's first list call (its encrypted query opened with the session's key). */
function plainListCall(url: string, secret: string): string {
  const q = new URL(url).searchParams.get('q');
  if (!q) return url;
  for (const key of [deriveApiKey(clientTokenFor(secret)), deriveApiKey(secret)]) {
    const opened = decryptApiPayload(q, key);
    if (opened) {
      const params = new URLSearchParams(Object.entries(opened.value as Record<string, string>).map(([k, v]) => [k, String(v)]));
      return `${LIST_CALL}?${params}`;
    }
  }
  throw new Error('could not read the list call');
}

type Case = 'ours-click' | 'bare-click' | 'ours-reload' | 'bare-reload';

async function main() {
  // The app as `npm run build` makes it, then the bare page beside it.
  await build({ configFile: join(ROOT, 'vite.config.ts'), logLevel: 'warn', build: { outDir: OUT, emptyOutDir: true } });
  await build({ configFile: fileURLToPath(new URL('./page-open/vite.config.ts', import.meta.url)) });
  const { child, dir } = await startServer();
  const browser: Browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    const secret = await signIn();
    // The app's own session (cookie, stored preferences) from one sign-in through the page.
    const seed = await browser.newContext({ locale: 'zh-CN', viewport: { width: 1440, height: 900 } });
    const first = await seed.newPage();
    await first.goto(`${BASE}/login`);
    await first.getByTestId('login-mobile').fill(ADMIN);
    await first.getByTestId('login-password').fill(PASSWORD);
    let listUrl = '';
    first.on('request', (request) => {
      if (!listUrl && request.url().includes(LIST_CALL)) listUrl = request.url();
    });
    await first.getByTestId('login-submit').click();
    await first.waitForURL('**/message');
    await first.goto(`${BASE}${LIST_PATH}`);
    await first.locator('.ant-table-tbody tr.ant-table-row').first().waitFor({ timeout: 60_000 });
    const appSecret = (await seed.cookies()).find((c) => c.name === 'JWT-Token')?.value ?? '';
    const state = await seed.storageState();
    await seed.close();
    const plain = plainListCall(listUrl, appSecret);
    const hash = new URLSearchParams({ token: secret, list: plain, columns: JSON.stringify(await columnsOf(secret)) });
    const bareUrl = `${BASE}/bench/page-open/bare.html`;

    const fresh = async (): Promise<{ context: BrowserContext; page: Page }> => {
      const context = await browser.newContext({ locale: 'zh-CN', viewport: { width: 1440, height: 900 }, storageState: state });
      await context.addInitScript({ content: WATCH_ROWS });
      const page = await context.newPage();
      page.on('pageerror', (error) => console.error(`[page] ${error.message}`));
      return { context, page };
    };
    const paintedAt = async (page: Page): Promise<{ rows: number; live: number }> => {
      const rows = await page.waitForFunction(() => (window.__rowsAt ?? -1) > 0 && window.__rowsAt, undefined, { timeout: 60_000 }).then((h) => h.jsonValue() as Promise<number>);
      const live = await page.waitForFunction(() => (window.__liveAt ?? -1) > 0 && window.__liveAt, undefined, { timeout: 60_000 }).then((h) => h.jsonValue() as Promise<number>);
      return { rows, live };
    };
    const since = (at: { rows: number; live: number }, start: number) => ({ rows: at.rows - start, live: at.live - start });
    /** The app settled: its network quiet and the browser idle, as a user's app is before a click. */
    const settle = async (page: Page) => {
      await page.waitForLoadState('networkidle');
      await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 2000 })));
    };
    const run = async (which: Case): Promise<{ rows: number; live: number }> => {
      const { context, page } = await fresh();
      try {
        switch (which) {
          case 'ours-reload':
            await page.goto(`${BASE}${LIST_PATH}`, { waitUntil: 'commit' });
            return await paintedAt(page);
          case 'bare-reload':
            await page.goto(`${bareUrl}#${hash}&auto=1`, { waitUntil: 'commit' });
            return await paintedAt(page);
          case 'ours-click': {
            await page.goto(`${BASE}/message`);
            await page.getByTestId('sidebar').getByText('合同管理', { exact: true }).click();
            const leaf = page.getByTestId('sidebar').getByText('销售合同', { exact: true });
            await leaf.waitFor();
            await settle(page);
            await leaf.click();
            const at = await paintedAt(page);
            return since(at, await page.evaluate(() => window.__clickAt!));
          }
          case 'bare-click': {
            await page.goto(`${bareUrl}#${hash}`);
            await settle(page);
            await page.getByTestId('bare-open').click();
            const at = await paintedAt(page);
            return since(at, await page.evaluate(() => window.__clickAt!));
          }
        }
      } catch (error) {
        throw new Error(`${which}: ${(error as Error).message} at ${page.url()}`);
      } finally {
        await context.close();
      }
    };
    const cases: Case[] = ['ours-click', 'bare-click', 'ours-reload', 'bare-reload'];
    for (const which of cases) await run(which);
    const times = new Map<Case, { rows: number; live: number }[]>(cases.map((c) => [c, []]));
    for (let i = 0; i < REPEATS; i++) for (const which of i % 2 === 0 ? cases : [...cases].reverse()) times.get(which)!.push(await run(which));
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
    for (const [what, pick] of [
      ['first rows painted', (t: { rows: number }) => t.rows],
      ["the page's own table painted (the first rows replaced; the bare page's is its first)", (t: { live: number }) => t.live],
    ] as const) {
      console.log(`page-open: 销售合同, ${what}, median of ${REPEATS} loads (ms)`);
      console.log('| path | ours | bare antd | ratio (target <= 1.3) | ours, all loads |');
      console.log('|---|---|---|---|---|');
      for (const [label, ours, bare] of [['sidebar click, warm app', 'ours-click', 'bare-click'], ['cold reload', 'ours-reload', 'bare-reload']] as const) {
        const o = median(times.get(ours)!.map(pick));
        const b = median(times.get(bare)!.map(pick));
        console.log(`| ${label} | ${o.toFixed(0)} | ${b.toFixed(0)} | ${(o / b).toFixed(2)} | ${times.get(ours)!.map((t) => pick(t).toFixed(0)).join(', ')} |`);
      }
    }
  } finally {
    await browser.close();
    child.kill('SIGTERM');
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
