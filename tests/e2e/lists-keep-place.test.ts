import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiWithPage, baseUrl, launchBrowser, pageTableShown, signedInAt } from './browser';
import type { MessageCounts } from '../../schemas/generated/message-counts';

/**
 * Issue 41 items 9-12 at both screen sizes: the header's bell leads back to the message centre and the logo
 * home; a list keeps its place (conditions, tab, page, sort, page size, scroll) while a record is opened and
 * left by Back, 返回 or a save; record numbers are links (a new tab opens them) that a plain click follows
 * inside the app; the contracts list shows at least 12 rows at 1440x900 and 6 at 390x844 without scrolling,
 * with 当页合计 one line under them and 筛选后合计 under the table.
 */
const CLERK = '13800000003';
const DEPARTMENT_MANAGER = '13800000002';
const CONTRACTS = '/contract/sales';
const ROWS = '.ant-table-tbody tr.ant-table-row';

const SIZES = [
  { name: 'desktop', width: 1440, height: 900, phone: false, rows: 12 },
  { name: 'phone', width: 390, height: 844, phone: true, rows: 6 },
] as const;
type Size = (typeof SIZES)[number];

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const signedIn = (size: Size, mobile: string): Promise<Page> => signedInAt(browser, size, mobile);

/** Opens the contracts in the app (a link of the message centre's page would do as well): no reload. */
async function openContracts(page: Page): Promise<void> {
  await page.goto(`${baseUrl()}${CONTRACTS}`);
  await page.locator(ROWS).first().waitFor({ timeout: 30_000 });
  await pageTableShown(page);
}

/** The contract numbers of the rows shown. */
function numbers(page: Page): Promise<string[]> {
  return page.locator(ROWS).getByRole('link', { name: /^XS\d+$/ }).allTextContents();
}

/** A mark on the window: still there after a navigation, the app did not reload. */
async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { hkwlMark?: number }).hkwlMark = 41;
  });
}
const marked = (page: Page) => page.evaluate(() => (window as unknown as { hkwlMark?: number }).hkwlMark === 41);

describe.each(SIZES)('at $name size ($width x $height)', (size) => {
  it('the header bell shows the message centre counts and leads to it; the logo leads home', async () => {
    const page = await signedIn(size, DEPARTMENT_MANAGER);
    try {
      await openContracts(page);
      const counts = await apiWithPage<MessageCounts>(page, '/api/access/message/count?app_id=0');
      const total = counts.workflow + counts.inhand + counts.notice + counts.alarm + counts.flow_back;
      expect(total).toBeGreaterThan(0);
      const bell = page.getByTestId('message-bell');
      await expect(bell.getAttribute('href')).resolves.toBe('/message');
      await expect.poll(() => bell.getAttribute('aria-label')).toBe(`消息中心：${counts.workflow} 条待审批，${total - counts.workflow} 条未读`);
      await expect.poll(() => bell.locator('.ant-scroll-number').getAttribute('title')).toBe(String(total));
      // In the viewport, beside the header's other controls, at every size.
      const box = (await bell.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(size.width);
      expect(box.y + box.height).toBeLessThanOrEqual(64);
      await markDocument(page);
      await bell.click();
      await page.waitForURL('**/message');
      await page.getByTestId('message-counts').waitFor();
      expect(await marked(page)).toBe(true);
      // The logo (the header's title on a phone) is a link home.
      const home = page.getByTestId('home-link').first();
      await expect(home.getAttribute('href')).resolves.toBe('/');
      await home.click();
      await page.waitForURL('**/bigData/formwork/index');
      expect(await marked(page)).toBe(true);
    } finally {
      await page.context().close();
    }
  });

  it('English: the bell says what it counts in English', async () => {
    const page = await signedIn(size, DEPARTMENT_MANAGER);
    try {
      await page.getByTestId('language-switch').getByText('EN', { exact: true }).click();
      const bell = page.getByTestId('message-bell');
      await expect.poll(() => bell.getAttribute('aria-label')).toMatch(/^Message centre: \d+ to approve, \d+ unread$/);
      await expect.poll(() => page.getByTestId('home-link').first().getAttribute('title')).toBe('Home page');
    } finally {
      await page.context().close();
    }
  });

  it(`the contracts show at least ${size.rows} rows without scrolling the page; 当页合计 is one line, 筛选后合计 under the table`, async () => {
    const page = await signedIn(size, CLERK);
    try {
      await openContracts(page);
      await page.getByTestId('summary-filtered').waitFor();
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      // Rows wholly in view: inside the screen and the table's body, above the fixed 当页合计 row.
      const shown = await page.locator(ROWS).evaluateAll((rows) => {
        const body = document.querySelector('.ant-table-body')!.getBoundingClientRect();
        const summary = document.querySelector('[data-testid="summary-page"]')!.getBoundingClientRect();
        const bottom = Math.min(window.innerHeight, body.bottom, summary.top);
        return rows.filter((row) => {
          const box = row.getBoundingClientRect();
          return box.top >= body.top - 1 && box.bottom <= bottom + 1;
        }).length;
      });
      expect(shown).toBeGreaterThanOrEqual(size.rows);
      // 当页合计: one line, no taller than a row; 筛选后合计 is not a second fixed row but a line under the table.
      const rowHeight = (await page.locator(ROWS).first().boundingBox())!.height;
      const summary = (await page.getByTestId('summary-page').boundingBox())!;
      expect(summary.height).toBeLessThanOrEqual(rowHeight + 1);
      expect(await page.locator('.ant-table-summary [data-testid="summary-filtered"]').count()).toBe(0);
      await expect(page.getByTestId('summary-filtered').textContent()).resolves.toMatch(/^筛选后合计合同金额 [\d,]+\.\d{2}/);
    } finally {
      await page.context().close();
    }
  });

  it('a contract number is a link: a plain click opens the record in the app, Ctrl+click in a new tab', async () => {
    const page = await signedIn(size, CLERK);
    try {
      await openContracts(page);
      const link = page.locator(ROWS).first().getByRole('link', { name: /^XS\d+$/ });
      const no = (await link.textContent())!;
      expect(no).toMatch(/^XS\d+$/);
      const href = (await link.getAttribute('href'))!;
      // A new tab opens the same record (the address is the one the app would go to: sealed queries too).
      const [tab] = await Promise.all([page.context().waitForEvent('page'), link.click({ modifiers: ['Control'] })]);
      await tab.waitForLoadState();
      expect(new URL(tab.url()).pathname + new URL(tab.url()).search).toBe(href);
      await expect.poll(() => tab.getByTestId('form-page').textContent(), { timeout: 30_000 }).toContain(no);
      await tab.close();
      expect(new URL(page.url()).pathname).toBe(CONTRACTS);
      // A plain click stays in this document.
      await markDocument(page);
      await link.click();
      await page.waitForURL('**/contract/sales/form**');
      await expect.poll(() => page.getByTestId('form-page').textContent(), { timeout: 30_000 }).toContain(no);
      expect(await marked(page)).toBe(true);
    } finally {
      await page.context().close();
    }
  });

  it('the list keeps its conditions, tab, page, sort, page size and scroll through Back, 返回 (a record, a new one) and a save', async () => {
    const page = await signedIn(size, CLERK);
    try {
      await openContracts(page);
      // A condition (合同编号 containing XS: every contract), the 草稿 tab, 50 a page, sorted by amount, page 2.
      const panel = page.getByTestId('query-panel');
      await panel.getByLabel('合同编号').fill('XS');
      await panel.getByLabel('合同编号').press('Enter');
      await page.getByTestId('filter-tag-contract_no').waitFor();
      const tabs = page.getByTestId('status-tabs');
      await tabs.getByRole('tab', { name: /^草稿\(\d+\)$/ }).click();
      await expect.poll(() => tabs.getByRole('tab', { selected: true }).textContent()).toMatch(/^草稿/);
      await page.getByTestId('pagination-sizes').click();
      await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').getByTitle('50条/页').click();
      await expect.poll(() => page.locator(ROWS).count()).toBe(50);
      await page.locator('.ant-table-thead th').filter({ hasText: /^\s*合同金额\s*$/ }).first().click();
      const sorted = page.locator('.ant-table-thead th[aria-sort]').filter({ hasText: '合同金额' });
      await sorted.waitFor();
      const direction = await sorted.getAttribute('aria-sort');
      const firstOfPage1 = (await numbers(page))[0];
      await page.locator('.ant-pagination-next').first().click();
      await expect.poll(async () => (await numbers(page))[0]).not.toBe(firstOfPage1);
      const shown = await numbers(page);
      // Scrolled: the table's body, and the page itself.
      await page.locator('.ant-table-body').evaluate((body) => body.scrollTo(0, 240));
      await page.evaluate(() => window.scrollTo(0, 120));
      await expect.poll(() => page.locator('.ant-table-body').evaluate((body) => body.scrollTop)).toBe(240);
      const pageScroll = await page.evaluate(() => window.scrollY);
      expect(pageScroll).toBeGreaterThan(0);

      /** The list as it was left, once its rows are in. */
      const keptPlace = async () => {
        await page.waitForURL(`**${CONTRACTS}`);
        await expect.poll(() => numbers(page), { timeout: 30_000 }).toEqual(shown);
        await expect.poll(() => tabs.getByRole('tab', { selected: true }).textContent()).toMatch(/^草稿/);
        expect(await panel.getByLabel('合同编号').inputValue()).toBe('XS');
        await page.getByTestId('filter-tag-contract_no').waitFor();
        await expect.poll(() => sorted.getAttribute('aria-sort')).toBe(direction);
        expect(await page.getByTestId('pagination-sizes').textContent()).toContain('50条/页');
        await expect.poll(() => page.locator('.ant-table-body').evaluate((body) => body.scrollTop)).toBe(240);
        await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(pageScroll);
      };
      /** Opens the contract of the first row in view (a click that scrolls nothing). */
      const openShown = async () => {
        const index = await page.locator(ROWS).evaluateAll((rows) => {
          const body = document.querySelector('.ant-table-body')!.getBoundingClientRect();
          return rows.findIndex((row) => row.getBoundingClientRect().top >= body.top + 60);
        });
        // Clicked where it is (a pointer click of the driver may first scroll the page to bring it clear of the
        // sticky header and footer, which would move the place this test then expects back).
        await page.locator(ROWS).nth(index).getByRole('link', { name: /^XS\d+$/ }).evaluate((link: HTMLElement) => link.click());
        await page.waitForURL('**/contract/sales/form**');
        await page.getByTestId('form-footer').waitFor({ timeout: 30_000 });
      };

      // Back.
      await openShown();
      await page.goBack();
      await keptPlace();
      // The form's 返回.
      await openShown();
      await page.getByTestId('form-footer').getByRole('button', { name: /^返\s?回$/ }).click();
      await keptPlace();
      // 新增 (a new contract's form), left by 返回.
      await page.getByTestId('toolbar-button-add').evaluate((button: HTMLElement) => button.click());
      await page.waitForURL('**/contract/sales/form');
      await page.getByTestId('form-footer').getByRole('button', { name: /^返\s?回$/ }).click();
      await keptPlace();
      // After saving (暂存: the draft saved as a draft).
      await openShown();
      await page.getByTestId('form-footer').getByRole('button', { name: /^暂\s?存$/ }).click();
      await page.locator('.ant-message').getByText(/成功/).first().waitFor();
      // The saved form goes back to the list by itself (after a moment), or stays open until 返回: either way.
      const back = page.getByTestId('form-footer').getByRole('button', { name: /^返\s?回$/ });
      const onList = () => new URL(page.url()).pathname === CONTRACTS;
      await expect
        .poll(async () => onList() || (await back.click({ timeout: 1_000 }).then(onList, onList)), { timeout: 30_000 })
        .toBe(true);
      await keptPlace();

      // Opened afresh from the sidebar, the list starts over.
      await page.getByTestId('message-bell').click();
      await page.waitForURL('**/message');
      if (size.phone) await page.getByTestId('menu-button').click();
      const sidebar = page.getByTestId('sidebar');
      const item = sidebar.getByRole('menuitem', { name: '销售合同', exact: true });
      if (!(await item.isVisible())) await sidebar.getByText('合同管理', { exact: true }).click();
      await item.click();
      await expect.poll(() => tabs.getByRole('tab', { selected: true }).textContent(), { timeout: 30_000 }).toMatch(/^全部/);
      expect(await panel.getByLabel('合同编号').inputValue()).toBe('');
    } finally {
      await page.context().close();
    }
  });
});
