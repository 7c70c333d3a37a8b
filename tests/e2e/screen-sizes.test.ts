import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MOBILE_TABLE_HEIGHT } from '../../renderers/core/table-constants';
import type { TaskListAnswer } from '../../schemas/generated/workflow';
import { apiWithPage, baseUrl, chooseFirst, columnTexts, launchBrowser, listTotal, removeContracts, signedInAt } from './browser';
import { saveAndSubmit } from './submit-for-approval';

/**
 * Issue 20, every screen size: the same journeys at a desktop (1440x900) and a phone (390x844): sign in, a
 * list with a filter, a form, an approval. Under 768 px the sidebar is a drawer behind the menu button, the
 * query panel stacks one control a row, the table scrolls inside its card, form labels are 110 px and the
 * approval decisions sit in a bar fixed at the bottom of the screen.
 */
const ADMIN = '13800000000';
const CLERK = '13800000003';
const DEPARTMENT_MANAGER = '13800000002';
/** Contracts this file creates carry this number prefix and are removed afterwards (other files count the demo's 20,000). */
const PREFIX = 'E2ES-';

const SIZES = [
  { name: 'desktop', width: 1440, height: 900, phone: false },
  { name: 'phone', width: 390, height: 844, phone: true },
] as const;
type Size = (typeof SIZES)[number];
const PHONE = SIZES[1];

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  removeContracts(PREFIX);
  await browser.close();
});

const signedIn = (size: Size, mobile: string): Promise<Page> => signedInAt(browser, size, mobile);

/** Nothing sticks out of the screen sideways: the page itself never scrolls horizontally. */
async function fitsWidth(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
}

async function width(page: Page, selector: string): Promise<number> {
  const box = await page.locator(selector).first().boundingBox();
  if (!box) throw new Error(`${selector} is not shown`);
  return box.width;
}

/** Opens 销售合同 from the sidebar: on a phone through the menu button's drawer. */
async function openContracts(page: Page, size: Size): Promise<void> {
  if (size.phone) {
    await expect(page.getByTestId('sidebar').isVisible()).resolves.toBe(false);
    await page.getByTestId('menu-button').click();
  }
  const sidebar = page.getByTestId('sidebar');
  await sidebar.getByText('合同管理', { exact: true }).click();
  await sidebar.getByText('销售合同', { exact: true }).click();
  await page.waitForURL('**/contract/sales');
  // The drawer closes on the way; its mask fades out after it (the page's calls may be in before the fade is over:
  // they leave when the pointer is pressed on the entry).
  if (size.phone) {
    await page.locator('.ant-drawer-open').waitFor({ state: 'detached' });
    await page.locator('.ant-drawer-mask').waitFor({ state: 'hidden' });
  }
  await listTotal(page);
}

function uniqueNo(): string {
  return `${PREFIX}${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
}

describe.each(SIZES)('at $width x $height ($name)', (size) => {
  it('signs in: the header never overlaps the title, and the sidebar is a drawer on a phone', async () => {
    const page = await signedIn(size, CLERK);
    try {
      expect(await fitsWidth(page)).toBe(true);
      // Polled: the header's parts settle as the session's answers (the position's name) arrive.
      await expect
        .poll(async () => {
          const header = await page.locator('.ant-layout-header').boundingBox();
          const signOut = await page.getByTestId('sign-out').boundingBox();
          return Boolean(header && signOut && signOut.x + signOut.width <= header.x + header.width);
        })
        .toBe(true);
      if (size.phone) {
        // The menu button and the title share the header with the position, language and sign-out, side by side.
        const menu = (await page.getByTestId('menu-button').boundingBox())!;
        const position = (await page.getByTestId('position-switch').boundingBox())!;
        expect(menu.x + menu.width).toBeLessThanOrEqual(position.x);
        await page.getByTestId('menu-button').click();
        await page.getByTestId('sidebar').waitFor();
        await page.keyboard.press('Escape');
        await page.locator('.ant-drawer-open').waitFor({ state: 'detached' });
      } else {
        expect(await width(page, '.hkwl-sider')).toBe(220);
        expect(await page.getByTestId('menu-button').count()).toBe(0);
      }
    } finally {
      await page.context().close();
    }
  });

  it('a list with a filter: every control shows its value; the table scrolls inside its card', async () => {
    const page = await signedIn(size, CLERK);
    try {
      await openContracts(page, size);
      const panel = page.getByTestId('query-panel');
      if (size.phone) {
        const columns = await page.getByTestId('query-panel-fields').evaluate((grid) => getComputedStyle(grid).gridTemplateColumns.split(' ').length);
        expect(columns).toBe(1);
      } else {
        // Ranges side by side, each input wide enough for a value; the organisation tree as wide as a range.
        expect(await width(page, '[data-testid="query-field-amount"] .ant-input-number')).toBeGreaterThanOrEqual(100);
        expect(await width(page, '[data-testid="query-field-sign_date"] .ant-picker-input')).toBeGreaterThanOrEqual(100);
        expect(await width(page, '[data-testid="query-field-add_org_id"] .ant-select-selector >> nth=-1')).toBeGreaterThanOrEqual(160);
        // A whole contract number shows in its box (at 1440 px five a row left 78 px: its last five characters).
        const number = panel.getByLabel('合同编号');
        await number.fill('XS2026110019172');
        expect(await number.evaluate((input) => (input as HTMLInputElement).scrollWidth <= (input as HTMLInputElement).clientWidth + 1)).toBe(true);
        await number.fill('');
      }
      // A value typed in the amount shows whole.
      const min = panel.getByLabel('合同金额 最小值');
      await min.fill('500000');
      expect(await min.evaluate((input) => (input as HTMLInputElement).scrollWidth <= (input as HTMLInputElement).clientWidth + 1)).toBe(true);
      await min.fill('');
      // Two statuses: the second is not cut off (the select shows it, or +1).
      const status = page.getByTestId('query-field-status');
      await status.locator('.ant-select-selector').click();
      await page.locator('.ant-select-dropdown:visible .ant-select-item-option').nth(0).click();
      await page.locator('.ant-select-dropdown:visible .ant-select-item-option').nth(1).click();
      await page.keyboard.press('Escape');
      const overflow = await status.locator('.ant-select-selection-overflow').evaluate((el) => el.scrollWidth <= el.clientWidth + 1);
      expect(overflow).toBe(true);
      await panel.getByRole('button', { name: /重\s*置/ }).click();

      // The filter.
      const keyword = '0001';
      await panel.getByLabel('合同编号').fill(keyword);
      await panel.getByLabel('合同编号').press('Enter');
      await page.getByTestId('filter-tag-contract_no').waitFor();
      await page.waitForFunction(() => !/20000/.test(document.querySelector('[data-testid="pagination-total"]')?.textContent ?? '20000'));

      // The table scrolls inside its card; the page does not.
      expect(await fitsWidth(page)).toBe(true);
      if (size.phone) {
        const scrolls = await page.locator('.ant-table-body, .ant-table-content').first().evaluate((el) => el.scrollWidth > el.clientWidth);
        expect(scrolls).toBe(true);
        expect(await width(page, '.ant-table-wrapper')).toBeGreaterThan(300);
      }
    } finally {
      await page.context().close();
    }
  });

  it('a form: labels 160 px on a desktop and 110 px on a phone, nothing wider than the screen', async () => {
    const page = await signedIn(size, CLERK);
    try {
      await page.goto(`${baseUrl()}/contract/sales`);
      await page.getByRole('button', { name: /新增/ }).click();
      const form = page.getByTestId('form-page');
      await form.waitFor();
      const label = form.locator('.ant-formily-item-label').first();
      expect(Math.round((await label.boundingBox())!.width)).toBe(size.phone ? 110 : 160);
      await form.getByLabel('合同名称').fill('屏幕尺寸测试');
      expect(await fitsWidth(page)).toBe(true);
      // The footer's actions are on the screen.
      const footer = (await page.getByTestId('form-footer').boundingBox())!;
      expect(footer.y + footer.height).toBeLessThanOrEqual(size.height + 1);
    } finally {
      await page.context().close();
    }
  });

  it('an approval: 同意, 驳回 and 退回 are whole on the first screen, confirmed, and approve', async () => {
    const clerk = await signedIn(size, CLERK);
    const contractNo = uniqueNo();
    try {
      await clerk.goto(`${baseUrl()}/contract/sales`);
      await clerk.getByRole('button', { name: /新增/ }).click();
      const form = clerk.getByTestId('form-page');
      await form.getByLabel('合同编号').fill(contractNo);
      await form.getByLabel('合同名称').fill(`屏幕尺寸合同 ${contractNo}`);
      await chooseFirst(clerk, form, '客户名称');
      await form.getByLabel('签订日期').fill('2026-11-20');
      await form.getByLabel('签订日期').press('Enter');
      await form.getByLabel('品名').fill('聚乙烯');
      await form.getByLabel('合同金额').fill('120000');
      await saveAndSubmit(clerk);
    } finally {
      await clerk.context().close();
    }

    const manager = await signedIn(size, DEPARTMENT_MANAGER);
    try {
      const pending = await apiWithPage<TaskListAnswer>(manager, '/api/base/workflow/taskList?tab=pending&limit=100');
      const task = pending.data.find((t) => t.title.includes(contractNo));
      expect(task, `a pending task on ${contractNo}`).toBeDefined();
      await manager.goto(`${baseUrl()}/message?active=workflow`);
      await manager.getByTestId('tasks-pending').getByRole('link', { name: task!.title }).click();
      await manager.getByTestId('form-page').waitFor();
      const bar = manager.getByTestId('decision-bar');
      await bar.waitFor();
      if (size.phone) {
        // Fixed at the bottom of the screen from the first paint: no scrolling needed.
        const box = (await bar.boundingBox())!;
        expect(box.y + box.height).toBeLessThanOrEqual(size.height + 1);
        expect(box.y).toBeGreaterThan(size.height - 80);
      }
      // At every size the three decisions are whole on the first screen, before any scrolling.
      expect(await manager.evaluate(() => window.scrollY)).toBe(0);
      for (const name of ['同 意', '驳 回', '退 回']) {
        const button = (await bar.getByRole('button', { name }).boundingBox())!;
        expect(button.x).toBeGreaterThanOrEqual(0);
        expect(button.x + button.width).toBeLessThanOrEqual(size.width);
        expect(button.y).toBeGreaterThanOrEqual(0);
        expect(button.y + button.height).toBeLessThanOrEqual(size.height);
      }
      expect(await fitsWidth(manager)).toBe(true);
      await bar.getByRole('button', { name: '同 意' }).click();
      const dialog = manager.getByRole('dialog').filter({ has: manager.getByTestId('decision-dialog') });
      const dialogBox = (await dialog.locator('.ant-modal-content').boundingBox())!;
      expect(dialogBox.x).toBeGreaterThanOrEqual(0);
      expect(dialogBox.x + dialogBox.width).toBeLessThanOrEqual(size.width);
      await dialog.getByRole('button', { name: '同 意' }).click();
      await manager.getByText('审批通过', { exact: true }).first().waitFor();
    } finally {
      await manager.context().close();
    }
  });
});

/** The studio on a phone: one pane at a time, the list or the definition opened from it. */
describe('the studio at 390 x 844', () => {
  it('shows the list, then the opened definition alone with the way back', async () => {
    const page = await signedIn(PHONE, ADMIN);
    try {
      await page.goto(`${baseUrl()}/system/studio/resources`);
      const item = page.getByTestId('studio-resource-supplier_archive');
      await item.waitFor();
      expect(await page.getByTestId('studio-editor-pane').isVisible()).toBe(false);
      // The list takes the screen's width (it kept the desktop's 260 px, a blank strip beside it).
      expect((await item.boundingBox())!.width).toBeGreaterThan(PHONE.width * 0.8);
      await item.click();
      await page.getByTestId('studio-json').waitFor();
      expect(await item.isVisible()).toBe(false);
      expect(await fitsWidth(page)).toBe(true);
      // The form view puts each name above its control: nested objects no longer run off the screen.
      await page.getByRole('tab', { name: '表单视图' }).click();
      await page.getByTestId('studio-form').waitFor();
      expect(await fitsWidth(page)).toBe(true);
      await page.getByTestId('studio-back-to-list').click();
      await item.waitFor();
      expect(await page.getByTestId('studio-editor-pane').isVisible()).toBe(false);
    } finally {
      await page.context().close();
    }
  });
});

/** The list page on a phone, beyond not scrolling sideways: each part of it usable at 390 px. */
describe('a list page at 390 x 844', () => {
  it('every toolbar button is in reach, the tabs scroll, the pager pages, the table scrolls in its card', async () => {
    const size = PHONE;
    const page = await signedIn(size, CLERK);
    try {
      await openContracts(page, size);
      // Every toolbar button is on the screen and nothing covers it: the one under its centre is itself.
      const buttons = page.getByTestId('toolbar').locator('button');
      const count = await buttons.count();
      expect(count).toBeGreaterThanOrEqual(5);
      for (let i = 0; i < count; i += 1) {
        const button = buttons.nth(i);
        await button.scrollIntoViewIfNeeded();
        const box = (await button.boundingBox())!;
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(size.width);
        const onTop = () => button.evaluate((el, at) => el.contains(document.elementFromPoint(at.x, at.y)), { x: box.x + box.width / 2, y: box.y + box.height / 2 });
        await expect.poll(onTop, { message: `toolbar button ${i} (${await button.textContent()}) is under something` }).toBe(true);
      }
      await page.getByTestId('toolbar').getByRole('button', { name: /新增/ }).click();
      await page.getByTestId('form-page').waitFor();
      await page.goBack();
      await page.waitForURL('**/contract/sales');
      await listTotal(page);

      // The status tabs do not fit: they scroll sideways inside their bar, the page does not.
      const tablist = page.getByTestId('status-tabs').getByRole('tablist');
      const overflow = await tablist.evaluate((el) => el.scrollWidth - el.clientWidth);
      expect(overflow).toBeGreaterThan(0);
      await page.getByTestId('status-tabs').getByRole('button', { name: '向右滚动' }).click();
      await expect.poll(() => tablist.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
      const lastTab = tablist.getByRole('tab').last();
      await lastTab.scrollIntoViewIfNeeded();
      const tabBox = (await lastTab.boundingBox())!;
      expect(tabBox.x + tabBox.width).toBeLessThanOrEqual(size.width);

      // The table's body is at most the phone's table height and scrolls its rows inside the card.
      const body = page.locator('.ant-table-body').first();
      const bodyBox = (await body.boundingBox())!;
      expect(bodyBox.height).toBeLessThanOrEqual(MOBILE_TABLE_HEIGHT + 1);
      expect(await body.evaluate((el) => el.scrollHeight > el.clientHeight)).toBe(true);
      await body.scrollIntoViewIfNeeded();
      const scrolledBefore = await page.evaluate(() => window.scrollY);
      const inBody = (await body.boundingBox())!;
      await page.mouse.move(inBody.x + inBody.width / 2, inBody.y + Math.min(inBody.height / 2, 100));
      await page.mouse.wheel(0, 200);
      await expect.poll(() => body.evaluate((el) => el.scrollTop)).toBeGreaterThan(0);
      expect(await page.evaluate(() => window.scrollY)).toBe(scrolledBefore);

      // The pager shows on the screen and goes to page 2.
      const pager = page.getByTestId('pagination');
      await pager.scrollIntoViewIfNeeded();
      const pagerBox = (await pager.boundingBox())!;
      expect(pagerBox.x).toBeGreaterThanOrEqual(0);
      expect(pagerBox.x + pagerBox.width).toBeLessThanOrEqual(size.width);
      const firstPage = await columnTexts(page, '合同编号');
      await pager.locator('.ant-pagination-next').click();
      await expect.poll(() => pager.locator('.ant-pagination-simple-pager input').inputValue()).toBe('2');
      await expect.poll(async () => (await columnTexts(page, '合同编号'))[0]).not.toBe(firstPage[0]);
      expect((await columnTexts(page, '合同编号')).some((no) => firstPage.includes(no))).toBe(false);

      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.width);
    } finally {
      await page.context().close();
    }
  });
});
