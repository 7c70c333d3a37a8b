import { afterAll, describe, expect, it } from 'vitest';
import { chinesePdfBytes, DOCX_TYPE, docxBytes, pdfBytes, xlsxBytes, XLSX_TYPE } from '../../stories/fixtures/preview-files';
import { apiWithPage, baseUrl, browserPerFile, signIn } from './browser';

const ui = browserPerFile();
const CLERK = '13800000003';
const uploaded: { id: number; secret: string }[] = [];
/** One of the clerk's draft contracts: a completed one's files are fixed (4423). */
const DRAFT_CONTRACT = `/api/contract/sales_contract/index?limit=1&where=${encodeURIComponent(JSON.stringify({ status: 0 }))}`;

/** Uploads a file to one of the signed-in clerk's contracts as the attachment list does (multipart, fields before the file). */
async function upload(secret: string, contractId: number, name: string, content: Uint8Array<ArrayBuffer>, type: string): Promise<{ id: number; url: string }> {
  const form = new FormData();
  form.append('resource', 'sales_contract');
  form.append('data_id', String(contractId));
  form.append('scene', 'default');
  form.append('file', new Blob([content], { type }), name);
  const response = await fetch(`${baseUrl()}/api/base/file/upload`, { method: 'POST', headers: { authorization: `Bearer ${secret}` }, body: form });
  const answer = (await response.json()) as { code: number; msg: string; data: { id: number; url: string } };
  if (answer.code !== 2000) throw new Error(`upload ${name}: ${answer.code} ${answer.msg}`);
  uploaded.push({ id: answer.data.id, secret });
  return answer.data;
}

afterAll(async () => {
  for (const { id, secret } of uploaded) {
    await fetch(`${baseUrl()}/api/base/file/del`, {
      method: 'POST',
      headers: { authorization: `Bearer ${secret}`, 'content-type': 'application/json' },
      body: JSON.stringify({ id }),
    });
  }
});

const previewAddress = (name: string, url: string) => `${baseUrl()}/mobileOffice?${new URLSearchParams({ name, url }).toString()}`;

describe('file preview at /mobileOffice', () => {
  it("shows a clerk's uploaded PDF drawn by pdf.js and an xlsx as a table, fetched with the session", async () => {
    await signIn(ui.page, CLERK);
    await ui.page.waitForURL('**/message');
    const secret = (await ui.page.context().cookies()).find((c) => c.name === 'JWT-Token')?.value ?? '';
    const contracts = await apiWithPage<{ data: { id: number }[] }>(ui.page, DRAFT_CONTRACT);
    const contractId = contracts.data[0].id;
    const pdf = await upload(secret, contractId, '销售合同.pdf', pdfBytes('Sales contract'), 'application/pdf');
    const xlsx = await upload(secret, contractId, '合同汇总.xlsx', await xlsxBytes(), XLSX_TYPE);

    await ui.page.goto(previewAddress('销售合同.pdf', pdf.url));
    await ui.page.getByTestId('office-preview').waitFor();
    await expect.poll(() => ui.page.getByTestId('preview-pdf-pages').textContent(), { timeout: 20_000 }).toBe('共 1 页');
    const page = ui.page.locator('[data-testid="preview-pdf-page"][data-drawn="true"]');
    await page.waitFor({ timeout: 20_000 });
    // The page's blue rectangle: the canvas has pixels that are not white.
    const coloured = await page.evaluate((canvas) => {
      const { width, height } = canvas as HTMLCanvasElement;
      const pixels = (canvas as HTMLCanvasElement).getContext('2d')?.getImageData(0, 0, width, height).data ?? new Uint8ClampedArray();
      let count = 0;
      for (let i = 0; i < pixels.length; i += 4) if (pixels[i + 3] > 0 && (pixels[i] < 200 || pixels[i + 1] < 200 || pixels[i + 2] < 200)) count++;
      return count;
    });
    expect(coloured).toBeGreaterThan(1000);
    expect(await ui.page.getByTestId('preview-name').textContent()).toBe('销售合同.pdf');

    await ui.page.goto(previewAddress('合同汇总.xlsx', xlsx.url));
    const sheet = ui.page.getByTestId('preview-sheet');
    await sheet.waitFor({ timeout: 20_000 });
    const rows = await sheet.locator('tr').evaluateAll((trs) => trs.map((tr) => Array.from(tr.querySelectorAll('td')).map((td) => td.textContent)));
    expect(rows.slice(0, 3)).toEqual([['销售合同汇总'], ['合同编号', '金额', '签订日期'], ['XS001', '1200.5', '2026-11-27']]);
    expect(await sheet.locator('td').first().getAttribute('colspan')).toBe('3');
    expect(await ui.page.getByRole('tab').allTextContents()).toEqual(['合同明细', '备注']);

    // 下载 saves the file under its own name (the bytes come with the session's headers, never a plain link).
    const [download] = await Promise.all([ui.page.waitForEvent('download'), ui.page.getByTestId('preview-download').click()]);
    expect(download.suggestedFilename()).toBe('合同汇总.xlsx');
  });

  it('shows a docx rendered by docx-preview', async () => {
    await signIn(ui.page, CLERK);
    await ui.page.waitForURL('**/message');
    const secret = (await ui.page.context().cookies()).find((c) => c.name === 'JWT-Token')?.value ?? '';
    const contracts = await apiWithPage<{ data: { id: number }[] }>(ui.page, DRAFT_CONTRACT);
    const docx = await upload(secret, contracts.data[0].id, '合同正文.docx', await docxBytes(['销售合同', '甲方：上海宏达化工有限公司']), DOCX_TYPE);
    await ui.page.goto(previewAddress('合同正文.docx', docx.url));
    await expect.poll(() => ui.page.getByTestId('preview-docx').evaluate((host) => host.shadowRoot?.textContent ?? ''), { timeout: 20_000 }).toContain('甲方：上海宏达化工有限公司');
  });

  it('draws a PDF in a Chinese font it does not embed with the character map served under /pdfjs/', async () => {
    await signIn(ui.page, CLERK);
    await ui.page.waitForURL('**/message');
    const secret = (await ui.page.context().cookies()).find((c) => c.name === 'JWT-Token')?.value ?? '';
    const contracts = await apiWithPage<{ data: { id: number }[] }>(ui.page, DRAFT_CONTRACT);
    const pdf = await upload(secret, contracts.data[0].id, '中文合同.pdf', chinesePdfBytes(), 'application/pdf');
    const map = ui.page.waitForResponse((response) => response.url().endsWith('/pdfjs/cmaps/UniGB-UCS2-H.bcmap'), { timeout: 20_000 });
    await ui.page.goto(previewAddress('中文合同.pdf', pdf.url));
    expect((await map).status()).toBe(200);
    await ui.page.locator('[data-testid="preview-pdf-page"][data-drawn="true"]').waitFor({ timeout: 20_000 });
    expect(await ui.page.getByTestId('preview-failed').count()).toBe(0);
  });

  it('opens a blob: address of this origin in a new tab, as an export answer would be shown', async () => {
    await signIn(ui.page, CLERK);
    await ui.page.waitForURL('**/message');
    const popup = ui.page.context().waitForEvent('page');
    await ui.page.evaluate(() => {
      const url = URL.createObjectURL(new Blob(['导出结果\n第二行'], { type: 'text/plain' }));
      window.open(`/mobileOffice?${new URLSearchParams({ name: '导出.txt', url }).toString()}`, '_blank', 'noopener');
    });
    const tab = await popup;
    await expect.poll(() => tab.getByTestId('preview-text').textContent(), { timeout: 20_000 }).toBe('导出结果\n第二行');
    await tab.close();
  });

  it('refuses another site’s address without calling it', async () => {
    await signIn(ui.page, CLERK);
    await ui.page.waitForURL('**/message');
    const requests: string[] = [];
    ui.page.on('request', (request) => void requests.push(request.url()));
    await ui.page.goto(previewAddress('x.pdf', 'https://evil.example.com/api/base/file/download?id=1'));
    await ui.page.getByTestId('office-error').waitFor();
    expect(await ui.page.getByTestId('office-error').textContent()).toContain('不支持预览该地址的文件');
    expect(requests.filter((url) => new URL(url).hostname === 'evil.example.com')).toEqual([]);
  });
});
