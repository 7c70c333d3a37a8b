import Database from 'better-sqlite3';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { apiWithPage, browserPerFile, chooseOption, databaseFile, openListPage, typeCell } from './browser';

// Issue 21: a second document with lines by configuration only. The sales invoice's form (menu 6012) is the
// contract's blocks configured for the invoice: a clerk enters an invoice with two lines from 销项发票 → 新增,
// the server recomputes the lines, and the invoice is in the list with its lines in its detail.

/** 业务专员 赵磊: works the whole trade (invoices included), of their own. */
const TRADE_CLERK = '13800000006';
/** Invoices this file creates carry this buyer prefix, so they are removed afterwards. */
const BUYER = 'E2E发票购买方';

const ui = browserPerFile();

afterAll(() => {
  const file = databaseFile();
  if (!file) return;
  const db = new Database(file);
  try {
    db.transaction(() => {
      db.prepare('delete from sales_invoice_line where main_id in (select id from sales_invoices where buyer_name like ?)').run(`${BUYER}%`);
      db.prepare('delete from sales_invoices where buyer_name like ?').run(`${BUYER}%`);
    })();
  } finally {
    db.close();
  }
});

/** Chooses an option in a line's select cell. */
async function chooseCell(page: Page, row: number, column: string, option: string): Promise<void> {
  await page.getByRole('grid').getByRole('gridcell', { name: `第 ${row} 行 ${column}`, exact: true }).dblclick();
  await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').getByTitle(option, { exact: true }).click();
}

const cellText = (page: Page, row: number, column: string) => page.getByRole('grid').getByRole('gridcell', { name: `第 ${row} 行 ${column}`, exact: true }).textContent();

describe('销项发票: a clerk enters an invoice with lines', () => {
  it('新增 opens the invoice form; header and two lines saved, the invoice is in the list and its lines in its detail', async () => {
    const page = ui.page;
    const buyer = `${BUYER}${Date.now() % 1_000_000}`;
    await openListPage(page, TRADE_CLERK, '发票管理', '销项发票', '/invoice/sales');
    await page.getByTestId('toolbar-button-add').click();
    await page.waitForURL('**/invoice/sales/form');
    const form = page.locator('[data-testid="form-page"][data-mode="edit"]');
    await form.waitFor();

    await chooseOption(page, '发票类型', '数电专票');
    await form.getByLabel('购买方', { exact: true }).fill(buyer);
    await form.getByLabel('购买方税号', { exact: true }).fill('91310000MA1FL0E2E1');
    await form.getByLabel('合同编号', { exact: true }).fill('E2E-HT-1');
    // After every seeded invoice, so the new one heads the list (newest first).
    await form.getByLabel('开票日期', { exact: true }).fill('2030-06-30');
    await form.getByLabel('开票日期', { exact: true }).press('Enter');
    await form.getByLabel('品名', { exact: true }).fill('螺纹钢');
    await form.getByLabel('数量(吨)', { exact: true }).fill('20.5');
    await form.getByLabel('不含税金额', { exact: true }).fill('67616.67');
    await chooseOption(page, '税率', '13%');
    await form.getByLabel('税额', { exact: true }).fill('8790.17');
    await form.getByLabel('价税合计', { exact: true }).fill('76406.84');

    await page.getByRole('button', { name: '新增行' }).click();
    await page.getByRole('button', { name: '新增行' }).click();
    await typeCell(page, 1, '项目名称', '*黑色金属冶炼压延品*螺纹钢');
    await typeCell(page, 1, '数量', '20');
    await typeCell(page, 1, '不含税单价', '3,300');
    await chooseCell(page, 1, '税率', '13%');
    await typeCell(page, 2, '项目名称', '*黑色金属冶炼压延品*线材');
    await typeCell(page, 2, '数量', '0.5');
    await typeCell(page, 2, '不含税单价', '3233.33');
    await chooseCell(page, 2, '税率', '13%');
    // The table computes as the server will: amount, tax on top, total.
    await expect.poll(() => cellText(page, 1, '价税合计')).toBe('74,580.00');
    await expect.poll(() => cellText(page, 2, '不含税金额')).toBe('1,616.67');

    await page.getByRole('button', { name: /^提\s*交$/ }).click();
    await page.waitForURL('**/invoice/sales');

    // In the list, first, with its buyer.
    const row = page.locator('.ant-table-tbody tr.ant-table-row', { hasText: buyer });
    await row.waitFor({ timeout: 30_000 });
    const found = await apiWithPage<{ data: Array<{ id: number }> }>(page, `/api/invoice/sales_invoice/index?perms_id=601&where=${encodeURIComponent(JSON.stringify({ buyer_name: buyer }))}`);
    expect(found.data).toHaveLength(1);
    const detail = await apiWithPage<{ lines: Array<Record<string, unknown>> }>(page, `/api/invoice/sales_invoice/detail?perms_id=601&id=${found.data[0].id}`);
    expect(detail.lines.map((l) => [l.sort, Number(l.amount_excl_tax), Number(l.tax_amount), Number(l.total_amount)])).toEqual([
      [0, 66000, 8580, 74580],
      [1, 1616.67, 210.17, 1826.84],
    ]);

    // 查看 (the row's menu) opens its detail: the form read only, its lines in order.
    await row.locator('td').nth(3).click({ button: 'right' });
    await page.getByTestId('table-context-menu').getByRole('menuitem', { name: '查看', exact: true }).click();
    await page.waitForURL('**/invoice/sales/form**');
    await page.locator('[data-testid="form-page"][data-mode="read"]').waitFor();
    await expect.poll(() => cellText(page, 1, '项目名称'), { timeout: 30_000 }).toBe('*黑色金属冶炼压延品*螺纹钢');
    await expect.poll(() => cellText(page, 2, '项目名称')).toBe('*黑色金属冶炼压延品*线材');
    await expect.poll(() => cellText(page, 2, '价税合计')).toBe('1,826.84');
  });
});
