import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { photoPdf } from '../server/pdf-fixture';
import { ghostscriptMissing } from '../server/ghostscript';
import { apiWithPage, baseUrl, browserPerFile, removeContracts, signIn } from './browser';

/**
 * Issue 22, the browser half of attachments: a clerk attaches a file to a draft contract of theirs in 附件上传
 * (with its progress), finds it in the list, downloads the very bytes, edits its remarks and deletes it;
 * a program renamed .pdf is refused with the server's message.
 */

const CLERK = '13800000003';
const PREFIX = 'E2EA-';
const ui = browserPerFile();
/** Set when this machine has no Ghostscript: the tests of PDF compression say so and skip. */
const GS_MISSING = ghostscriptMissing();

afterAll(() => removeContracts(PREFIX));

/** A small but real PDF (file-type knows it by its %PDF- start), padded so that a throttled upload takes a while. */
function pdfBytes(padding: number): Buffer {
  return Buffer.concat([Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\n'), Buffer.alloc(padding, 0x20), Buffer.from('\ntrailer <<>>\n%%EOF\n')]);
}

/** Signs the clerk in and opens a new draft contract of theirs (made through the API). */
async function openOwnDraft(page: Page): Promise<number> {
  await signIn(page, CLERK);
  await page.waitForURL('**/message');
  const contract = await apiWithPage<{ id: number }>(page, '/api/contract/sales_contract/add', {
    contract_no: `${PREFIX}${Date.now().toString(36)}`, contract_name: '附件测试合同', customer_name: '上海测试客户有限公司', goods_name: '螺纹钢', amount: 1000, sign_date: '2026-11-20', perms_id: 301,
  });
  await page.goto(`${baseUrl()}/contract/sales/form?data_id=${contract.id}`);
  await page.locator('[data-testid="form-page"][data-mode="edit"]').waitFor({ timeout: 30_000 });
  return contract.id;
}

const section = (page: Page) => page.getByTestId('attachments-section');
const rowOf = (page: Page, name: string) => section(page).locator('tr.ant-table-row', { hasText: name });

describe('attachments on a contract', () => {
  it('upload with progress, the row, download of the same bytes, remarks, delete after the confirm', async () => {
    const page = ui.page;
    const id = await openOwnDraft(page);
    await section(page).getByText('暂无数据').waitFor();
    await section(page).getByRole('button', { name: '上传附件' }).click();
    const dialog = page.getByRole('dialog', { name: '附件上传' });
    await dialog.waitFor();
    // A slow line, so the upload is seen on its way: 上传中 with a percentage under 100.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: 256 * 1024 });
    const bytes = pdfBytes(600 * 1024);
    await dialog.locator('input[type=file]').setInputFiles({ name: '签收单.pdf', mimeType: 'application/pdf', buffer: bytes });
    const entry = dialog.getByTestId('upload-entry');
    await entry.getByText('上传中').waitFor();
    await expect.poll(async () => Number((await entry.locator('.ant-progress-text').textContent())?.replace('%', '')), { timeout: 30_000 }).toBeGreaterThan(0);
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
    await entry.getByText('上传成功').waitFor({ timeout: 30_000 });
    await dialog.getByRole('button', { name: '关 闭' }).click();
    const row = rowOf(page, '签收单.pdf');
    await row.waitFor();
    const cells = await row.locator('td').allTextContents();
    expect(cells.slice(0, 4)).toEqual(['1', '签收单.pdf', `${(bytes.length / 1024).toFixed(1)} KB`, '无']);
    const stored = await apiWithPage<{ id: number; name: string; size: number }[]>(page, `/api/base/file/index?resource=sales_contract&data_id=${id}&perms_id=301`);
    expect(stored.map((f) => [f.name, f.size])).toEqual([['签收单.pdf', bytes.length]]);

    // 下载: the browser saves the very bytes under the file's name.
    const [download] = await Promise.all([page.waitForEvent('download'), row.getByRole('button', { name: '下载' }).click()]);
    expect(download.suggestedFilename()).toBe('签收单.pdf');
    expect(Buffer.compare(await readFile((await download.path()) as string), bytes)).toBe(0);

    // 预览: the full-screen preview of the stored file, with its name and its own 下载; closed again.
    await row.getByRole('button', { name: '预览' }).click();
    await expect.poll(() => page.getByTestId('preview-name').textContent()).toBe('签收单.pdf');
    await page.getByTestId('preview-download').waitFor();
    await page.getByTestId('preview-close').click();
    await page.getByTestId('file-preview').waitFor({ state: 'detached' });

    // 编辑备注
    await row.getByRole('button', { name: '编辑备注' }).click();
    const remarks = page.getByRole('dialog', { name: '编辑备注' });
    await remarks.getByTestId('remarks-input').fill('客户签收确认');
    await remarks.getByRole('button', { name: '确 定' }).click();
    await expect.poll(() => row.locator('td').nth(3).textContent()).toBe('客户签收确认');

    // 删除, after its confirmation.
    await row.getByRole('button', { name: '删除' }).click();
    const confirm = page.locator('.ant-modal-confirm');
    await confirm.getByText('确定删除附件“签收单.pdf”吗？').waitFor();
    await confirm.getByRole('button', { name: /确\s*定|OK/ }).click();
    await section(page).getByText('暂无数据').waitFor();
    expect(await apiWithPage<unknown[]>(page, `/api/base/file/index?resource=sales_contract&data_id=${id}&perms_id=301`)).toEqual([]);
  });

  it('a scanned PDF is compressed once stored (the compression tool, Ghostscript on the server): the entry says from and to, the list and the download have the smaller file', async ({ skip }) => {
    skip(GS_MISSING !== undefined, GS_MISSING);
    const page = ui.page;
    const id = await openOwnDraft(page);
    await section(page).getByRole('button', { name: '上传附件' }).click();
    const dialog = page.getByRole('dialog', { name: '附件上传' });
    const quality = dialog.getByTestId('compression-tool').locator('input').nth(1);
    await quality.fill('30');
    await quality.blur();
    const original = photoPdf(3);
    await dialog.locator('input[type=file]').setInputFiles({ name: '扫描合同.pdf', mimeType: 'application/pdf', buffer: original });
    const note = dialog.getByTestId('upload-entry').getByTestId('upload-note');
    await expect.poll(() => note.textContent().catch(() => null), { timeout: 60_000 }).toMatch(/^已压缩：1\.\d MB → \d+\.\d KB$/);
    const stored = await apiWithPage<{ id: number; size: number }[]>(page, `/api/base/file/index?resource=sales_contract&data_id=${id}&perms_id=301`);
    expect(stored).toHaveLength(1);
    expect(stored[0].size).toBeLessThan(original.length / 10);
    await dialog.getByRole('button', { name: '关 闭' }).click();
    const row = rowOf(page, '扫描合同.pdf');
    await expect.poll(() => row.locator('td').nth(2).textContent()).toBe(`${(stored[0].size / 1024).toFixed(1)} KB`);
    const [download] = await Promise.all([page.waitForEvent('download'), row.getByRole('button', { name: '下载' }).click()]);
    const bytes = await readFile((await download.path()) as string);
    expect(bytes.length).toBe(stored[0].size);
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  it('合同资料: a file uploaded for 合同原件 stays under that item when the contract is opened again', async ({ skip }) => {
    skip(GS_MISSING !== undefined, GS_MISSING);
    const page = ui.page;
    const id = await openOwnDraft(page);
    const table = page.getByTestId('attachment-collect');
    const itemRow = (label: string) => table.locator('tr', { has: page.getByText(label, { exact: true }) });
    await itemRow('合同原件').locator('input[type=file]').setInputFiles({ name: '购销合同-盖章.pdf', mimeType: 'application/pdf', buffer: pdfBytes(2048) });
    await itemRow('合同原件').getByTestId('collected-file').getByText('购销合同-盖章.pdf').waitFor({ timeout: 30_000 });
    // Listed once stored, then compressed (Ghostscript on the server); this one has no page to write, so it is kept as sent.
    await expect.poll(() => itemRow('合同原件').getByTestId('collected-note').textContent(), { timeout: 30_000 }).toBe('PDF 压缩失败：文件无法解析，可能已损坏，已保留原文件');
    const stored = await apiWithPage<{ name: string; item?: string }[]>(page, `/api/base/file/index?resource=sales_contract&data_id=${id}&perms_id=301`);
    expect(stored.map((f) => [f.name, f.item])).toEqual([['购销合同-盖章.pdf', 'signed_contract']]);
    await page.reload();
    await page.locator('[data-testid="form-page"][data-mode="edit"]').waitFor({ timeout: 30_000 });
    await expect.poll(() => itemRow('合同原件').getByTestId('collected-file').allTextContents(), { timeout: 30_000 }).toEqual([expect.stringContaining('购销合同-盖章.pdf')]);
    expect(await itemRow('其他材料').getByTestId('collected-file').count()).toBe(0);
  });

  it("a program renamed .pdf is refused: the file in red with the server's message, nothing stored", async () => {
    const page = ui.page;
    const id = await openOwnDraft(page);
    await section(page).getByRole('button', { name: '上传附件' }).click();
    const dialog = page.getByRole('dialog', { name: '附件上传' });
    const program = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00\x04\x00\x00\x00\xff\xff\x00\x00', 'latin1'), Buffer.alloc(2048, 0)]);
    await dialog.locator('input[type=file]').setInputFiles({ name: 'setup.pdf', mimeType: 'application/pdf', buffer: program });
    const entry = dialog.getByTestId('upload-entry');
    await expect.poll(() => entry.getAttribute('data-status'), { timeout: 30_000 }).toBe('failed');
    expect(await entry.getByTestId('upload-state').textContent()).toBe('上传失败,该文件将不会提交');
    expect(await entry.getByTestId('upload-error').textContent()).toBe('不支持的文件格式');
    expect(await entry.evaluate((el) => getComputedStyle(el).color)).toBe('rgb(255, 77, 79)');
    expect(await apiWithPage<unknown[]>(page, `/api/base/file/index?resource=sales_contract&data_id=${id}&perms_id=301`)).toEqual([]);
  });
});

describe('a goods line’s 质检报告 (an editable-table upload cell)', () => {
  it('a clerk uploads a report into a line of a saved contract, saves, and the contract keeps it under its name', async () => {
    const page = ui.page;
    await signIn(page, CLERK);
    await page.waitForURL('**/message');
    const contract = await apiWithPage<{ id: number }>(page, '/api/contract/sales_contract/add', {
      contract_no: `${PREFIX}L${Date.now().toString(36)}`, contract_name: '质检报告测试合同', customer_name: '上海测试客户有限公司', goods_name: '螺纹钢', amount: 7640, sign_date: '2026-11-20', perms_id: 301,
      lines: [{ goods_name: '螺纹钢', unit: '吨', quantity: 2, price: 3820, tax_rate: 0.13 }],
    });
    await page.goto(`${baseUrl()}/contract/sales/form?data_id=${contract.id}`);
    await page.locator('[data-testid="form-page"][data-mode="edit"]').waitFor({ timeout: 30_000 });
    const cell = page.getByRole('gridcell', { name: '第 1 行 质检报告' });
    await cell.getByRole('button', { name: '上传质检报告' }).waitFor();
    await cell.locator('input[type=file]').setInputFiles({ name: '螺纹钢质检报告.pdf', mimeType: 'application/pdf', buffer: pdfBytes(1024) });
    await cell.getByText('螺纹钢质检报告.pdf').waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: '保 存' }).click();
    await page.getByText('保存成功！').waitFor({ timeout: 30_000 });
    const saved = await apiWithPage<{ lines: { report_file_id: number | null; report_file_name: string | null }[] }>(page, `/api/contract/sales_contract/detail?id=${contract.id}&perms_id=301`);
    expect(saved.lines[0].report_file_name).toBe('螺纹钢质检报告.pdf');
    const files = await apiWithPage<{ id: number; name: string }[]>(page, `/api/base/file/index?resource=sales_contract&data_id=${contract.id}&perms_id=301`);
    expect(files.map((f) => [f.id, f.name])).toEqual([[saved.lines[0].report_file_id, '螺纹钢质检报告.pdf']]);
  });
});
