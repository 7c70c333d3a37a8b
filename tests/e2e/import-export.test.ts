import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { readFile } from 'node:fs/promises';
import type { Download, Page } from 'playwright-core';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { apiWithPage, browserPerFile, databaseFile, headerLabels, listTotal, newPage, openListPage, signIn } from './browser';

const CLERK = '13800000003';
const ADMIN = '13800000000';

const ui = browserPerFile();

/** The first sheet of a downloaded .xlsx as rows of cell values, the header row first. */
async function sheetOf(download: Download): Promise<unknown[][]> {
  const file = await readFile((await download.path())!);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(file.buffer.slice(file.byteOffset, file.byteOffset + file.byteLength) as ArrayBuffer);
  return book.worksheets[0].getSheetValues().slice(1).map((row) => (row as unknown[]).slice(1));
}

async function pickExport(page: Page): Promise<void> {
  await page.getByRole('button', { name: /数据导出/ }).click();
  await page.getByRole('menuitem', { name: /导出$/ }).click();
}

/** The administrator sets the export sync limit (config/update), as the settings page would. */
async function setSyncRows(value: string): Promise<void> {
  const admin = await newPage(ui.page.context().browser()!);
  await signIn(admin, ADMIN);
  await admin.waitForURL('**/message');
  await apiWithPage(admin, '/api/base/config/update', { label: 'export_sync_rows', group_label: 'common', value });
  await admin.context().close();
}

describe('export (issue 22)', () => {
  it('a clerk exports the filtered contracts list: the file has the columns and the rows the list shows', async () => {
    const page = ui.page;
    await openListPage(page, CLERK, '合同管理', '销售合同', '/contract/sales');
    // A status tab narrows the list: the export follows it.
    const all = await listTotal(page);
    await page.getByRole('tab', { name: /已完成/ }).click();
    await expect.poll(() => page.getByRole('tab', { selected: true }).textContent()).toContain('已完成');
    // The list reloads a moment after the search changes (spec 001 §9, 50 ms): its total is the tab's once it has.
    await expect.poll(() => listTotal(page)).not.toBe(all);
    const total = await listTotal(page);
    const headers = await headerLabels(page);
    const [download] = await Promise.all([page.waitForEvent('download'), pickExport(page)]);
    expect(download.suggestedFilename()).toMatch(/^销售合同-\d{14}\.xlsx$/);
    const rows = await sheetOf(download);
    // Every exported header is a column of the table, in the table's order.
    expect(rows[0].length).toBeGreaterThan(3);
    expect(headers.filter((h) => (rows[0] as string[]).includes(h))).toEqual(rows[0]);
    expect(rows.length - 1).toBe(total);
    const status = (rows[0] as string[]).indexOf('状态');
    expect(new Set(rows.slice(1).map((r) => r[status]))).toEqual(new Set(['已完成']));
    await page.getByText('导出成功').waitFor();
  });

  it('导出选中 exports the ticked contracts only, in the list’s order', async () => {
    const page = ui.page;
    await openListPage(page, CLERK, '合同管理', '销售合同', '/contract/sales');
    const rows = page.locator('.ant-table-tbody tr.ant-table-row:visible');
    const numberOf = async (i: number) => /(?:XS|HT)\d{12,13}/.exec((await rows.nth(i).textContent()) ?? '')?.[0];
    const numbers = [await numberOf(0), await numberOf(2)];
    expect(numbers.every(Boolean)).toBe(true);
    await rows.nth(0).locator('input[type="checkbox"]').check();
    await rows.nth(2).locator('input[type="checkbox"]').check();
    await page.getByRole('button', { name: /数据导出/ }).click();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('menuitem', { name: '导出选中' }).click()]);
    const sheet = await sheetOf(download);
    const column = (sheet[0] as string[]).indexOf('合同编号');
    expect(sheet.slice(1).map((r) => r[column])).toEqual(numbers);
  });

  it('a large export runs as a job: the exporting notice, progress to done, 下载 gives the file, the message centre keeps it', async () => {
    await setSyncRows('3');
    try {
      const page = ui.page;
      await openListPage(page, CLERK, '合同管理', '销售合同', '/contract/sales');
      const total = await listTotal(page);
      await pickExport(page);
      await page.getByText('数据较多，已转为后台导出，完成后将在消息中心通知您').waitFor();
      const notice = page.locator('[data-testid^="job-"][data-status="done"]');
      await notice.waitFor({ timeout: 60_000 });
      await expect.poll(() => notice.textContent()).toContain(`共 ${total} 条`);
      const [download] = await Promise.all([page.waitForEvent('download'), page.locator('.ant-notification').getByRole('button', { name: /下\s*载/ }).click()]);
      expect(download.suggestedFilename()).toMatch(/^销售合同-\d{14}\.xlsx$/);
      expect((await sheetOf(download)).length - 1).toBe(total);
      // The message centre: 导出完成, opening it downloads the file again.
      await page.goto(page.url().replace(/\/contract\/sales.*$/, '/message'));
      await page.getByRole('tab', { name: /通知/ }).click();
      const message = page.getByRole('link', { name: /^导出完成：销售合同-/ }).first();
      const [again] = await Promise.all([page.waitForEvent('download'), message.click()]);
      expect((await sheetOf(again)).length - 1).toBe(total);
    } finally {
      await setSyncRows('10000');
    }
  });
});

describe('export template (issue 22)', () => {
  it('合同确认单: one ticked contract opens in the office preview, two come as a zip of one workbook each', async () => {
    const page = ui.page;
    await openListPage(page, CLERK, '合同管理', '销售合同', '/contract/sales');
    const rows = page.locator('.ant-table-tbody tr.ant-table-row:visible');
    const numbers = [await rows.nth(0).getAttribute('data-row-key'), await rows.nth(1).getAttribute('data-row-key')];
    expect(numbers.every(Boolean)).toBe(true);
    const pick = async () => {
      await page.getByRole('button', { name: /数据导出/ }).click();
      await page.getByRole('menuitem', { name: '合同确认单' }).click();
    };
    await rows.nth(0).locator('input[type="checkbox"]').check();
    const popup = page.context().waitForEvent('page');
    await pick();
    const tab = await popup;
    expect(new URL(tab.url()).pathname).toBe('/mobileOffice');
    const sheet = tab.getByTestId('preview-sheet');
    await sheet.waitFor({ timeout: 20_000 });
    await sheet.getByText('销售合同确认单').waitFor();
    await sheet.getByText('商品名称').waitFor();
    await tab.close();

    await rows.nth(1).locator('input[type="checkbox"]').check();
    const [download] = await Promise.all([page.waitForEvent('download'), pick()]);
    expect(download.suggestedFilename()).toMatch(/^销售合同确认单-\d{14}\.zip$/);
    const zip = await JSZip.loadAsync(await readFile((await download.path())!));
    const names = Object.keys(zip.files);
    expect(names).toHaveLength(2);
    for (const name of names) expect(name).toMatch(/^合同确认单-.+\.xlsx$/);
    await page.getByText('导出成功').waitFor();
  });
});

describe('import (issue 22)', () => {
  it('a clerk fills the template, the server checks it (one bad row), imports the good rows and the list shows them', async () => {
    const page = ui.page;
    await openListPage(page, CLERK, '合同管理', '销售合同', '/contract/sales');
    await page.getByRole('button', { name: /导\s*入/ }).click();
    const dialog = page.getByTestId('import-dialog');
    const [template] = await Promise.all([page.waitForEvent('download'), dialog.getByTestId('import-template').click()]);
    expect(template.suggestedFilename()).toBe('销售合同-导入模板.xlsx');
    // The template's header, filled in as a user would: two good rows and one with a bad amount.
    const header = (await sheetOf(template))[0] as string[];
    const stamp = Date.now();
    const row = (values: Record<string, unknown>) => header.map((h) => values[h.replace(/^\*/, '')] ?? null);
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('导入数据');
    sheet.addRow(header);
    sheet.addRow(row({ 合同名称: `导入E2E甲${stamp}`, 客户名称: '华东钢铁', 品名: '热轧卷板', 合同金额: 5200, 签订日期: '2026/11/2' }));
    sheet.addRow(row({ 合同名称: `导入E2E乙${stamp}`, 客户名称: '华东钢铁', 品名: '热轧卷板', 合同金额: '五千', 签订日期: '2026-11-03' }));
    sheet.addRow(row({ 合同名称: `导入E2E丙${stamp}`, 客户名称: '华南物流', 品名: '冷轧板', 合同金额: 880.25, 签订日期: '2026-11-04' }));
    const file = { name: '合同导入.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: Buffer.from(await book.xlsx.writeBuffer()) };
    await dialog.locator('input[type=file]').setInputFiles(file);
    await dialog.getByText('共 3 行，可导入 2 行，失败 1 行').waitFor({ timeout: 60_000 });
    const [failed] = await Promise.all([page.waitForEvent('download'), dialog.getByTestId('import-failed-rows').click()]);
    const failedRows = await sheetOf(failed);
    expect(failedRows).toHaveLength(2);
    expect(String(failedRows[1].at(-1))).toContain('合同金额');
    await dialog.getByTestId('import-start').click();
    await dialog.getByText('导入成功 2 条').waitFor({ timeout: 60_000 });
    await dialog.getByTestId('import-close').click();
    // The list reloaded: a search for the stamp finds the two imported drafts.
    const found = await apiWithPage<{ data: { contract_name: string; status: number }[] }>(page, `/api/contract/sales_contract/index?where=${encodeURIComponent(JSON.stringify({ contract_name: ['like', String(stamp)] }))}&perms_id=301`);
    expect(found.data.map((r) => r.contract_name).sort()).toEqual([`导入E2E丙${stamp}`, `导入E2E甲${stamp}`]);
    expect(found.data.every((r) => r.status === 0)).toBe(true);
    // Other files count the demo's contracts exactly: the imported drafts go again.
    const served = databaseFile();
    if (served) {
      const db = new Database(served);
      try {
        db.prepare('delete from sales_contracts where contract_name like ?').run(`导入E2E%${stamp}`);
      } finally {
        db.close();
      }
    }
  });
});
