import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserPerFile, columnTexts, openListPage, signIn } from './browser';

// Issue 20, page opens: on a cold start a list's first rows are drawn from its opening calls while the app and the
// page still load, and the page takes their place once its table has its rows. After a sidebar click the page draws
// its own table at once (issue 42 item 3: the list renderers have run once offscreen, ListWarmup). The list page's
// code is held back here, so what shows meanwhile is seen for certain.

const ui = browserPerFile();
const ADMIN = '13800000000';

/** Holds a chunk's code (the list renderers' file, scripts/list-chunk.ts, unless named) until `release` (every request for it, from now). */
async function holdListPageCode(page: Page, chunk = /\/assets\/list-renderers-[^/]*\.js$/): Promise<{ release(): void; asked(): number }> {
  const held: Route[] = [];
  let released = false;
  let asked = 0;
  await page.route(chunk, async (route) => {
    asked += 1;
    if (released) await route.continue();
    else held.push(route);
  });
  return {
    asked: () => asked,
    release() {
      released = true;
      for (const route of held.splice(0)) void route.continue();
    },
  };
}

/** The admin's 销售合同 list, opened from the sidebar and settled (its pager shows the total). */
async function openSalesContracts(page: Page): Promise<void> {
  await openListPage(page, ADMIN, '合同管理', '销售合同', '/contract/sales');
  await page.getByTestId('pagination-total').waitFor({ timeout: 30_000 });
}

const firstRowTexts = (page: Page, column: number) =>
  page.locator('[data-testid="first-rows"] tbody tr').evaluateAll((rows, i) => rows.map((row) => (row as HTMLTableRowElement).cells[i]?.textContent?.trim() ?? ''), column);

describe('a list page’s first rows', () => {
  it('are not drawn after a sidebar click: the page draws its own table, a spinner while its code is still coming', async () => {
    const page = ui.page;
    const code = await holdListPageCode(page);
    const opened = page.waitForResponse((response) => response.url().includes('/api/base/page/open'));
    await openListPage(page, ADMIN, '合同管理', '销售合同', '/contract/sales');
    // The opening's answers are in, the page's code is not: the page is loading, and no stand-in rows are drawn.
    await opened;
    await page.locator('main .ant-spin-spinning, .ant-layout-content .ant-spin-spinning').first().waitFor();
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(await page.getByTestId('first-rows-page').count()).toBe(0);

    code.release();
    await page.locator('[data-testid="data-table"] .ant-table-tbody tr.ant-table-row').first().waitFor({ timeout: 30_000 });
    const numbers = await columnTexts(page, '合同编号');
    expect(numbers.length).toBe(15);
    expect(numbers.every((n) => /^XS/.test(n))).toBe(true);
    // Money as its codec formats it: thousands separators and two decimals.
    expect((await columnTexts(page, '合同金额')).every((a) => /^-?[\d,]+\.\d{2}$/.test(a))).toBe(true);
    expect(await page.getByTestId('first-rows-page').count()).toBe(0);
  });

  it('on a reload, the page, its views, setting and the list call made last time come in one call', async () => {
    const page = ui.page;
    await openSalesContracts(page);
    const asked: string[] = [];
    const opened: Promise<{ data: { answers: { code: number }[] } }>[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (path.startsWith('/api/base/') || path === '/api/contract/sales_contract/index') asked.push(path);
    });
    page.on('response', (response) => {
      if (new URL(response.url()).pathname === '/api/base/page/open') opened.push(response.json());
    });
    await page.reload();
    await page.getByTestId('pagination-total').waitFor({ timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    // Started on the cold start (before the session had loaded) and taken by the page: nothing of the page asked alone.
    expect(asked.filter((path) => path === '/api/base/page/open')).toHaveLength(1);
    for (const path of ['/api/contract/sales_contract/index', '/api/base/page/compiled', '/api/base/view/list', '/api/base/view/defaultFields', '/api/base/customsetting/detail']) {
      expect(asked.filter((p) => p === path), path).toHaveLength(0);
    }
    // Its answers: views, default columns, setting and the list, each answered.
    expect((await opened[0]!).data.answers.map((a) => a.code)).toHaveLength(4);
  });
});

describe('a pointer resting on a sidebar entry', () => {
  it('sends the page’s opening before the click; the click takes its answers and asks nothing again', async () => {
    const page = ui.page;
    await signIn(page, ADMIN);
    await page.waitForURL('**/message');
    const sidebar = page.getByTestId('sidebar');
    const item = sidebar.getByRole('menuitem', { name: '销售合同', exact: true });
    if (!(await item.isVisible())) await sidebar.getByText('合同管理', { exact: true }).click();
    await item.waitFor();
    const opened: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (path === '/api/base/page/open' || path === '/api/contract/sales_contract/index') opened.push(path);
    });
    // Resting on the entry: the opening leaves, and nothing has been navigated.
    const asked = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/base/page/open');
    await item.hover();
    await asked;
    expect(new URL(page.url()).pathname).toBe('/message');
    await item.click();
    await page.waitForURL('**/contract/sales');
    await page.getByTestId('pagination-total').waitFor({ timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    expect(opened.filter((path) => path === '/api/base/page/open')).toHaveLength(1);
  });
});

describe('a cold start at a list page', () => {
  it('shows the page’s first rows in the layout’s frame while the session and the layout’s code load, then the page', async () => {
    const page = ui.page;
    await openSalesContracts(page);
    const numbers = await columnTexts(page, '合同编号');
    // The layout and the menu page come in one file, named by its group in scripts/code-splitting.ts.
    const layout = await holdListPageCode(page, /\/assets\/layout-[^/]*\.js$/);
    await page.reload();
    const boot = page.getByTestId('boot-first-rows');
    await boot.waitFor({ timeout: 30_000 });
    const headers = (await boot.locator('thead th').allTextContents()).map((h) => h.trim());
    await expect.poll(() => firstRowTexts(page, headers.indexOf('合同编号'))).toEqual(numbers);
    // No sidebar menu or header actions yet: the frame only.
    expect(await page.getByTestId('sidebar').count()).toBe(0);
    layout.release();
    await boot.waitFor({ state: 'detached', timeout: 30_000 });
    await page.getByTestId('pagination-total').waitFor({ timeout: 30_000 });
    expect(await columnTexts(page, '合同编号')).toEqual(numbers);
  });
});

describe('a cold start’s code', () => {
  it('asks for the page’s renderers with the layout, before the layout has come', async () => {
    const page = ui.page;
    await openSalesContracts(page);
    const layout = await holdListPageCode(page, /\/assets\/layout-[^/]*\.js$/);
    const list = await holdListPageCode(page);
    await page.reload();
    await page.getByTestId('boot-first-rows').waitFor({ timeout: 30_000 });
    // The list page's code is asked for while the layout (and the menu page in it) is still held back.
    await expect.poll(() => list.asked(), { timeout: 30_000 }).toBeGreaterThan(0);
    expect(layout.asked()).toBeGreaterThan(0);
    expect(await page.getByTestId('sidebar').count()).toBe(0);
    layout.release();
    list.release();
    await page.getByTestId('pagination-total').waitFor({ timeout: 30_000 });
  });
});

describe('a cold start’s calls', () => {
  it('leave before the app’s code has come: the entry sends them, and the app is evaluated after', async () => {
    const page = ui.page;
    await openSalesContracts(page);
    // The app's file (the shell, antd, the registry), named by its group in scripts/code-splitting.ts.
    const app = await holdListPageCode(page, /\/assets\/app-[^/]*\.js$/);
    const asked: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (path.startsWith('/api/')) asked.push(path);
    });
    await page.reload({ waitUntil: 'commit' });
    await expect.poll(() => app.asked(), { timeout: 30_000 }).toBeGreaterThan(0);
    await expect.poll(() => asked, { timeout: 30_000 }).toEqual(expect.arrayContaining(['/api/access/account/info', '/api/base/page/open']));
    expect(await page.getByTestId('boot-first-rows').count()).toBe(0);
    app.release();
    await page.getByTestId('pagination-total').waitFor({ timeout: 30_000 });
    // The list's rows came in the opening's one call (the list call made last time): the page asks nothing of its own.
    expect(asked.filter((path) => path === '/api/base/page/open')).toHaveLength(1);
    expect(asked.filter((path) => path === '/api/contract/sales_contract/index' || path === '/api/base/page/compiled')).toEqual([]);
  });
});

describe('kept openings', () => {
  it('go with the session: after signing out the browser keeps none of them', async () => {
    const page = ui.page;
    await openSalesContracts(page);
    const kept = () => page.evaluate(() => Object.keys(window.localStorage).filter((key) => key.startsWith('hkwl:opening-menu:')));
    await expect.poll(kept).toContain('hkwl:opening-menu:/contract/sales');
    await page.getByTestId('sign-out').click();
    await page.waitForURL('**/login**');
    await expect.poll(kept).toEqual([]);
  });
});
