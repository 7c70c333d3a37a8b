import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiWithPage, baseUrl, browserPerFile, columnTexts, headerLabels, openListPage } from './browser';

// Issue 20: the pager's page size is remembered per page (spec 001 §3 local preference); 复制 copies what the
// cell shows; 重置字段 restores the default columns visibly.

const ui = browserPerFile();
const ADMIN = '13800000000';

const openContracts = (page: Page) => openListPage(page, ADMIN, '合同管理', '销售合同', '/contract/sales');
const shownRows = (page: Page) => page.locator('.ant-table-tbody tr.ant-table-row').count();

/** Back to the administrator's defaults, so the other e2e files find the demo's columns. */
async function resetSetting(page: Page): Promise<void> {
  await apiWithPage(page, '/api/base/customsetting/update', { table_name: 'menu-301', perms_id: 301, table_fields: null, table_cell_width: null, button_inline_position: 'top' });
}

describe('the page size chosen in the pager', () => {
  it('stays after a reload, for that list only', async () => {
    const page = ui.page;
    await openContracts(page);
    await page.getByTestId('pagination-total').waitFor({ timeout: 30_000 });
    await expect.poll(() => shownRows(page)).toBe(15);
    await page.getByTestId('pagination-sizes').click();
    await page.locator('.ant-select-dropdown:visible').getByTitle('30条/页').click();
    await expect.poll(() => shownRows(page)).toBe(30);

    await page.reload();
    await page.getByTestId('pagination-total').waitFor({ timeout: 30_000 });
    await expect.poll(() => shownRows(page)).toBe(30);
    await expect(page.getByTestId('pagination-sizes').textContent()).resolves.toContain('30条/页');

    // Another list keeps its own size.
    await page.getByTestId('sidebar').getByText('客户关系', { exact: true }).click();
    await page.getByTestId('sidebar').getByText('客户管理', { exact: true }).click();
    await page.waitForURL('**/crm/customer');
    await page.locator('[data-testid="pagination-total"]:visible').waitFor();
    await expect.poll(() => page.locator('[data-testid="list-page"]:visible .ant-table-tbody tr.ant-table-row').count()).toBe(15);
  });
});

describe('复制 in a row’s menu', () => {
  it('copies the right-clicked cell as it shows: the customer’s name, the formatted credit limit; never the id', async () => {
    const page = ui.page;
    await openListPage(page, ADMIN, '客户关系', '客户管理', '/crm/customer');
    await page.getByTestId('pagination-total').waitFor();
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl() });
    const row = page.locator('.ant-table-tbody tr.ant-table-row').first();
    for (const header of ['客户名称', '授信额度']) {
      const headers = (await page.locator('.ant-table-thead th').allTextContents()).map((h) => h.trim());
      const cell = row.locator('td').nth(headers.indexOf(header));
      const shown = ((await cell.textContent()) ?? '').trim();
      expect(shown).not.toBe('');
      await cell.click({ button: 'right' });
      const menu = page.getByTestId('table-context-menu');
      await menu.getByRole('menuitem', { name: '复制', exact: true }).click();
      await page.locator('.ant-message').getByText('复制成功').last().waitFor();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(shown);
      await menu.waitFor({ state: 'detached' });
    }
    expect(await columnTexts(page, '授信额度')).toContain(await page.evaluate(() => navigator.clipboard.readText()));
  });
});

describe('重置字段', () => {
  it('brings back the columns the user hid, says 已恢复默认字段, and they stay after a reload', async () => {
    const page = ui.page;
    await openContracts(page);
    await page.getByTestId('pagination-total').waitFor();
    try {
      expect(await headerLabels(page)).toContain('品名');
      await page.mouse.move(0, 0);
      await page.getByTestId('toolbar-tools').getByRole('button', { name: '设置' }).click();
      await page.getByTestId('settings-columns').waitFor();
      await page.locator('.ant-drawer').getByRole('checkbox', { name: '品名' }).uncheck();
      await page.locator('.ant-drawer').getByRole('button', { name: '保存设置' }).click();
      await page.locator('.ant-drawer').waitFor({ state: 'hidden' });
      await expect.poll(() => headerLabels(page)).not.toContain('品名');

      await page.getByTestId('view-title-bar').getByRole('button', { name: '重置字段' }).click();
      await page.locator('.ant-message').getByText('已恢复默认字段').waitFor();
      await expect.poll(() => headerLabels(page)).toContain('品名');

      await page.reload();
      await page.getByTestId('pagination-total').waitFor({ timeout: 30_000 });
      await expect.poll(() => headerLabels(page)).toContain('品名');
    } finally {
      await resetSetting(page);
    }
  });
});
