import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiWithPage, browserPerFile, columnTexts, openListPage } from './browser';

/**
 * Issue 20, every record opens: a list row opens its record (the name or number links to it, 查看 where
 * configured), the record shows labels and dictionary names, 快速查看 shows it in a dialog without the shell,
 * and the customers list adds customers through its form (server/db/seed/menus.ts).
 */

const ui = browserPerFile();
const ADMIN = '13800000000';

const openCustomers = (page: Page) => openListPage(page, ADMIN, '客户关系', '客户管理', '/crm/customer');
const readForm = (page: Page) => page.locator('[data-testid="form-page"][data-mode="read"]');

describe('the customers list opens its customers', () => {
  it('the customer name opens the customer read only, by labels and dictionary names', async () => {
    const page = ui.page;
    await openCustomers(page);
    const name = (await columnTexts(page, '客户名称'))[0];
    await page.locator('.ant-table-tbody tr.ant-table-row').first().getByRole('button', { name, exact: true }).click();
    await page.waitForURL('**/crm/customer/form**');
    const form = readForm(page);
    await form.waitFor();
    await expect.poll(() => form.textContent()).toContain(name);
    const text = (await form.textContent()) ?? '';
    for (const label of ['客户编号', '客户类型', '授信额度', '创建人']) expect(text).toContain(label);
    expect(text).toMatch(/终端客户|贸易商|集团内部/);
    expect(text).not.toMatch(/customer_type|add_user_id|credit_limit/);
  });

  it('快速查看 shows the customer in a dialog without the sidebar and header', async () => {
    const page = ui.page;
    await openCustomers(page);
    const name = (await columnTexts(page, '客户名称'))[0];
    const row = page.locator('.ant-table-tbody tr.ant-table-row').first();
    // Row buttons sit in the toolbar by default (页面展示设置): select the row, then 快速查看.
    await row.locator('input[type="checkbox"]').check();
    await page.getByTestId('toolbar-button-quick_view').click();
    const frame = page.frameLocator('[data-testid="external-view-frame"]');
    const form = frame.locator('[data-testid="form-page"][data-mode="read"]');
    await form.waitFor({ timeout: 30_000 });
    await expect.poll(() => form.textContent()).toContain(name);
    await frame.getByTestId('no-layout').waitFor();
    expect(await frame.getByTestId('sidebar').count()).toBe(0);
    expect(await frame.getByTestId('user-name').count()).toBe(0);
  });

  it('新增客户 opens the customer form; saved, the customer is in the list', async () => {
    const page = ui.page;
    await openCustomers(page);
    await page.getByTestId('toolbar-button-add').click();
    await page.waitForURL('**/crm/customer/form');
    const form = page.locator('[data-testid="form-page"][data-mode="edit"]');
    await form.waitFor();
    const code = `E2E${Date.now() % 1_000_000_000}`;
    await form.getByLabel('客户编号').fill(code);
    await form.getByLabel('客户名称').fill(`端到端测试客户 ${code}`);
    await form.getByLabel('统一社会信用代码').fill('91330200MA2E2E0001');
    await form.getByRole('combobox', { name: '客户类型' }).click();
    await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').getByTitle('贸易商').click();
    await form.getByLabel('所属行业').fill('化工');
    await form.getByLabel('省份').fill('浙江');
    await form.getByLabel('联系人').fill('王工');
    await form.getByLabel('联系电话').fill('13900000000');
    await form.getByLabel('授信额度').fill('500000');
    await page.getByRole('button', { name: /^提\s*交$/ }).click();
    await page.waitForURL('**/crm/customer');
    const found = await apiWithPage<{ data: Array<{ customer_name: string; customer_type: number }> }>(
      page, `/api/crm/customer/index?perms_id=101&where=${encodeURIComponent(JSON.stringify({ customer_code: code }))}`,
    );
    expect(found.data).toEqual([expect.objectContaining({ customer_name: `端到端测试客户 ${code}`, customer_type: 2 })]);
  });
});

describe('the sales contracts open their contracts', () => {
  it('the contract name opens the contract form on that contract', async () => {
    const page = ui.page;
    await openListPage(page, ADMIN, '合同管理', '销售合同', '/contract/sales');
    const name = (await columnTexts(page, '合同名称'))[0];
    await page.locator('.ant-table-tbody tr.ant-table-row').first().getByRole('button', { name, exact: true }).click();
    await page.waitForURL('**/contract/sales/form**');
    const form = page.getByTestId('form-page');
    await form.waitFor();
    await expect.poll(() => form.textContent()).toContain(name);
  });
});
