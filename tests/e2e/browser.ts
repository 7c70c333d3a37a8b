import Database from 'better-sqlite3';
import { chromium, type Browser, type Locator, type Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, inject, vi } from 'vitest';

export const PASSWORD = 'Hkwl@2026';

/**
 * Debian's Chromium with the flags this machine needs (docs/architecture.md §8), as a user whose system asks for
 * reduced motion: the app's theme then has no animations (STILL_PLATFORM_THEME), so a test waits for no dialog to
 * zoom or menu to slide, and two cores do not paint their frames. reduced-motion.test.ts shows both themes.
 */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
      '--disable-background-networking', '--disable-component-update', '--disable-sync', '--force-prefers-reduced-motion',
    ],
  });
}

/** Which of the app servers (global-setup.ts) is this worker's: files run in parallel, each worker on its own. */
function serverIndex(servers: number): number {
  return (Number(process.env.VITEST_POOL_ID ?? 1) - 1) % servers;
}

/** This worker's app server. */
export function baseUrl(): string {
  const urls = inject('baseUrls');
  return urls[serverIndex(urls.length)];
}

/** The SQLite file this worker's app server serves ('' when not known), for changes behind the app's back. */
export function databaseFile(): string {
  const files = inject('databaseFiles');
  return files[serverIndex(files.length)];
}

/** A fresh Chinese-language page (browser language zh-CN, no cookies). */
export async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ locale: 'zh-CN', viewport: { width: 1400, height: 900 } });
  return context.newPage();
}

/** Signs in on the app at `base` (the `npm start` under test unless another app server is named). */
export async function signIn(page: Page, mobile: string, password = PASSWORD, base = baseUrl()): Promise<void> {
  await page.goto(`${base}/login`);
  await page.getByTestId('login-mobile').fill(mobile);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
}

/** A fresh Chinese-language page at a screen size, signed in as `mobile` and landed on the message centre. */
export async function signedInAt(browser: Browser, size: { width: number; height: number }, mobile: string): Promise<Page> {
  const context = await browser.newContext({ locale: 'zh-CN', viewport: { width: size.width, height: size.height } });
  const page = await context.newPage();
  await signIn(page, mobile);
  await page.waitForURL('**/message');
  return page;
}

/** The number in the list's "共 N 条". */
export async function listTotal(page: Page): Promise<number> {
  const text = await page.getByTestId('pagination-total').textContent({ timeout: 30_000 });
  return Number(/(\d+)/.exec(text ?? '')?.[1]);
}

/** The header cells' texts of the page's (first) table, once the table is there (it mounts with its first answer). */
async function headerLabelsRaw(page: Page): Promise<string[]> {
  await page.locator('.ant-table-thead').first().waitFor({ timeout: 30_000 });
  // A list's first rows stand in for its table while the page renders: the table is read once it has taken their place.
  await pageTableShown(page);
  return page.locator('.ant-table-thead').first().locator('th').allTextContents();
}

/** Waits until a list page's first rows (drawn while the page renders) have given way to its table. */
export async function pageTableShown(page: Page): Promise<void> {
  await page.locator('[data-testid="first-rows-page"]').waitFor({ state: 'detached', timeout: 30_000 });
}

/** The texts of one column (by header label) over the visible rows. */
export async function columnTexts(page: Page, header: string): Promise<string[]> {
  const headers = await headerLabelsRaw(page);
  const index = headers.findIndex((h) => h.trim() === header);
  if (index < 0) throw new Error(`no column ${header} in ${headers.join('|')}`);
  return page.locator('.ant-table-tbody tr.ant-table-row').evaluateAll(
    (rows, i) => rows.map((row) => (row as HTMLTableRowElement).cells[i]?.textContent?.trim() ?? ''),
    index,
  );
}

/** What the API itself answers for this user's list, to compare the page with. */
export async function apiTotal(mobile: string, positionOrgId?: number): Promise<number> {
  // A non-browser client: the session secret comes in the httpOnly cookie and goes back as a Bearer token.
  const post = async (path: string, body: unknown, token?: string) => {
    const response = await fetch(`${baseUrl()}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
    return /JWT-Token=([^;]+)/.exec(response.headers.get('set-cookie') ?? '')?.[1] ?? '';
  };
  let token = await post('/api/access/account/login', { user_mobile: mobile, password: PASSWORD });
  if (positionOrgId) token = await post('/api/access/account/changePositionOrg', { position_org_id: positionOrgId }, token);
  const answer = (await fetch(`${baseUrl()}/api/contract/sales_contract/index?limit=1`, {
    headers: { authorization: `Bearer ${token}` },
  }).then((r) => r.json())) as { data: { total: number } };
  return answer.data.total;
}

/** A browser for the file and a fresh page for each test: `const ui = browserPerFile(); ... ui.page`. */
export function browserPerFile(): { readonly page: Page } {
  let browser: Browser;
  let page: Page;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });
  beforeEach(async () => {
    page = await newPage(browser);
  });
  return {
    get page() {
      return page;
    },
  };
}

/** Signs in (as `mobile`) and opens a list page from the sidebar: its group, its leaf, then waits for its address. */
export async function openListPage(page: Page, mobile: string, group: string, leaf: string, path: string): Promise<void> {
  await signIn(page, mobile);
  await page.waitForURL('**/message');
  await openFromSidebar(page, group, leaf, path);
}

/** Opens a page from the sidebar of a signed-in page: its group (unless open), its leaf, then waits for its address. */
export async function openFromSidebar(page: Page, group: string, leaf: string, path: string): Promise<void> {
  const sidebar = page.getByTestId('sidebar');
  const item = sidebar.getByRole('menuitem', { name: leaf, exact: true });
  // A group the sidebar remembers open is not clicked again: that would close it under the click on its item.
  // While the sidebar restores its open groups the item can be hidden for a moment and then shown: a click on
  // the group then closes it again and the item's click lands on nothing (seen once in CI). The user would try
  // again; so does this, until the page's address is the leaf's.
  await vi.waitFor(
    async () => {
      if (!(await item.isVisible())) await sidebar.getByText(group, { exact: true }).click();
      await item.click({ timeout: 5_000 });
      await page.waitForURL(`**${path}`, { timeout: 5_000 });
    },
    { timeout: 30_000, interval: 250 },
  );
}

/** The header labels of the page's (first) table, in order. */
export async function headerLabels(page: Page): Promise<string[]> {
  const texts = await headerLabelsRaw(page);
  return texts.map((t) => t.trim()).filter((t) => t !== '');
}

/**
 * An API call in the page's own session, answering the envelope's data: the session secret of the page's
 * httpOnly cookie sent as a Bearer token, as a non-browser client does.
 */
export async function apiWithPage<T>(page: Page, path: string, body?: unknown, base = baseUrl()): Promise<T> {
  const secret = (await page.context().cookies()).find((c) => c.name === 'JWT-Token')?.value;
  if (!secret) throw new Error('the page is not signed in');
  const response = await fetch(`${base}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { authorization: `Bearer ${secret}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer = (await response.json()) as { code: number; msg: string; data: T };
  if (answer.code !== 2000) throw new Error(`${path}: ${answer.code} ${answer.msg}`);
  return answer.data;
}

/**
 * The count a message-centre badge shows now (0 when antd draws no badge), read at once without waiting
 * for a badge to appear: expect.poll does the waiting, and an absent badge is an answer, not a timeout.
 */
export async function messageBadge(page: Page, kind: string): Promise<number> {
  const titles = await page
    .getByTestId(`count-${kind}`)
    .locator('.ant-scroll-number, .ant-badge-count')
    .evaluateAll((badges) => badges.map((badge) => badge.getAttribute('title')));
  return Number(titles[0] ?? 0);
}

/**
 * Resolves once the page has drawn two more frames: whatever a click already handled set in motion (a
 * React render, the first class of an antd leave motion) is in the DOM by then. An event of the page's own
 * rendering, not a pause.
 */
export async function nextFrames(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
}

/**
 * Resolves once the page is idle (requestIdleCallback): the tasks it had queued (React's scheduled
 * renders and effects among them) have all run, or 2 s have passed on a machine too busy to idle. For a
 * claim that something did not follow an event.
 */
export async function pageIdle(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 2_000 })));
}

/**
 * Removes the sales contracts a test file made (numbers starting with `prefix`) with their workflow records,
 * tasks and messages, straight from the database `npm start` serves; nothing when it is not known.
 */
export function removeContracts(prefix: string): void {
  const file = databaseFile();
  if (!file) return;
  const db = new Database(file);
  try {
    const flows = `select id from workflow_data where tpl_label = 'sales_contract' and form_data_id in (select id from sales_contracts where contract_no like ?)`;
    db.transaction(() => {
      db.prepare(`delete from messages where workflow_data_id in (${flows})`).run(`${prefix}%`);
      db.prepare(`delete from workflow_tasks where workflow_data_id in (${flows})`).run(`${prefix}%`);
      db.prepare(`delete from workflow_data where id in (${flows})`).run(`${prefix}%`);
      db.prepare('delete from sales_contracts where contract_no like ?').run(`${prefix}%`);
    })();
  } finally {
    db.close();
  }
}

/**
 * Chooses a record in a form's chooser field (x-component Chooser): opens the chooser dialog from the field
 * labelled `label`, takes the first candidate (single mode closes on the choice), and answers the name the
 * field now shows.
 */
export async function chooseFirst(page: Page, form: Locator, label: string): Promise<string> {
  await form.getByLabel(label, { exact: true }).click();
  const chooser = page.getByTestId('chooser');
  await chooser.getByRole('button', { name: /^(选择|Choose) / }).first().click();
  await chooser.waitFor({ state: 'detached' });
  const name = await form.getByLabel(label, { exact: true }).inputValue();
  if (name === '') throw new Error(`nothing was chosen in ${label}`);
  return name;
}

/** Picks `option` in the form's select labelled `label`. */
export async function chooseOption(page: Page, label: string, option: string): Promise<void> {
  await page.getByTestId('form-page').getByRole('combobox', { name: label, exact: true }).click();
  await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').getByTitle(option, { exact: true }).click();
}

/** Types `text` into a line's cell of the form's editable table (the editor opens on a double click, Enter commits). */
export async function typeCell(page: Page, row: number, column: string, text: string): Promise<void> {
  const cell = page.getByRole('grid').getByRole('gridcell', { name: `第 ${row} 行 ${column}`, exact: true });
  await cell.dblclick();
  await cell.getByRole('textbox').fill(text);
  await cell.getByRole('textbox').press('Enter');
}

/** Replaces the studio editor's whole text, as a user selecting all and pasting would. */
export async function replaceEditorText(page: Page, text: string): Promise<void> {
  const editor = page.getByTestId('studio-json');
  await editor.click();
  await page.keyboard.press('Control+A');
  await page.keyboard.insertText(text);
}

/**
 * Starts keeping the text of every toast this document shows, so a test can ask what was said after a
 * three-second toast has gone (a slow machine may paint it between two polls of a visibility wait).
 */
export async function keepToasts(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { __toasts: string[] }).__toasts = seen;
    new MutationObserver(() => {
      for (const notice of document.querySelectorAll('.ant-message-notice')) {
        const text = notice.textContent?.trim() ?? '';
        if (text !== '' && !notice.hasAttribute('data-kept')) {
          notice.setAttribute('data-kept', '');
          seen.push(text);
        }
      }
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
  });
  return () => page.evaluate(() => [...(window as unknown as { __toasts: string[] }).__toasts]);
}
