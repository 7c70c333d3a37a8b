import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseUrl, browserPerFile, signIn } from './browser';

// Issue 20: folded, the sidebar shows each group's icon with its name as a tooltip. (Its own scrolling is not
// yet isolated from the page's: the wheel over an open sidebar still scrolls the page behind in Chromium.)

const ui = browserPerFile();
const ADMIN = '13800000000';

/** The administrator (who sees every group) on the contracts list, a page taller than the window. */
async function onContracts(page: Page): Promise<void> {
  await page.setViewportSize({ width: 1400, height: 600 });
  await signIn(page, ADMIN);
  await page.waitForURL('**/message');
  await page.goto(`${baseUrl()}/contract/sales`);
  await page.getByTestId('pagination-total').waitFor();
}

const sidebar = (page: Page) => page.getByTestId('sidebar');

describe('the sidebar', () => {
  it('folded, each group shows its icon (never a first character) with its name as tooltip and over its popup', async () => {
    const page = ui.page;
    await onContracts(page);
    await page.locator('.ant-layout-sider-trigger').click();
    await page.locator('.ant-layout-sider-collapsed').waitFor();
    const groups = sidebar(page).locator(':scope > li.ant-menu-submenu > .ant-menu-submenu-title');
    const count = await groups.count();
    expect(count).toBeGreaterThanOrEqual(5);
    expect(await sidebar(page).locator('.ant-menu-inline-collapsed-noicon').count()).toBe(0);
    const titles: string[] = [];
    for (let i = 0; i < count; i += 1) {
      const icon = groups.nth(i).locator('.anticon').first();
      expect((await icon.boundingBox())?.width ?? 0).toBeGreaterThan(8);
      titles.push((await icon.getAttribute('title')) ?? '');
    }
    expect(titles).toEqual(expect.arrayContaining(['客户关系', '合同管理', '系统管理']));

    // Hovering 客户关系 opens its pages under its name; 客户管理 opens that list.
    await groups.nth(titles.indexOf('客户关系')).hover();
    const popup = page.locator('.ant-menu-submenu-popup:not(.ant-menu-submenu-hidden)').filter({ has: page.locator('.ant-menu-item-group-title', { hasText: '客户关系' }) });
    await popup.waitFor();
    await popup.getByText('客户管理', { exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/crm/customer');
  });

  it('in English the folded group’s tooltip is its English name', async () => {
    const page = ui.page;
    await page.context().addCookies([{ name: 'language', value: 'en', url: baseUrl() }]);
    await onContracts(page);
    await page.locator('.ant-layout-sider-trigger').click();
    await page.locator('.ant-layout-sider-collapsed').waitFor();
    const titles = await sidebar(page).locator(':scope > li.ant-menu-submenu > .ant-menu-submenu-title .anticon[title]').evaluateAll((icons) => icons.map((i) => i.getAttribute('title')));
    expect(titles).toEqual(expect.arrayContaining(['CRM', 'Contracts', 'Administration']));
  });
});
