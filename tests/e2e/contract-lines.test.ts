import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiWithPage, baseUrl, chooseFirst, launchBrowser, removeContracts, signedInAt } from './browser';
import { saveAndSubmit } from './submit-for-approval';

/**
 * Issue 41, the contract form and its lines, at a desktop and a phone: the goods chosen by typing on the cell,
 * the price the chooser filled passes a submit, a new row is not red before anything was typed, the grid refuses
 * what the server would (a negative quantity), and a form that cannot be submitted names the cell that blocks.
 */
const CLERK = '13800000003';
/** Contracts this file creates carry this number prefix and are removed afterwards (other files count the demo's 20,000). */
const PREFIX = 'E2EL-';
/** A small but real PDF (file-type knows it by its %PDF- start). */
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

const SIZES = [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  removeContracts(PREFIX);
  await browser.close();
});

const signedIn = (size: (typeof SIZES)[number]): Promise<Page> => signedInAt(browser, size, CLERK);

const lineCell = (page: Page, row: number, column: string): Locator => page.getByRole('grid').getByRole('gridcell', { name: `第 ${row} 行 ${column}`, exact: true });

/** Focuses a cell with a click and types on it (the grid opens its editor, or a chooser cell its chooser). */
async function typeOn(page: Page, row: number, column: string, text: string): Promise<void> {
  await lineCell(page, row, column).click();
  await page.keyboard.type(text);
}

/** Pastes `text` on the focused grid as a spreadsheet's copy arrives (text/plain). */
async function pasteText(page: Page, text: string): Promise<void> {
  await page.evaluate((data) => {
    const transfer = new DataTransfer();
    transfer.setData('text/plain', data);
    document.activeElement?.dispatchEvent(new ClipboardEvent('paste', { clipboardData: transfer, bubbles: true, cancelable: true }));
  }, text);
}

async function commitCell(page: Page, row: number, column: string, text: string): Promise<void> {
  const cell = lineCell(page, row, column);
  await cell.dblclick();
  await cell.getByRole('textbox').fill(text);
  await cell.getByRole('textbox').press('Enter');
}

describe.each(SIZES)('the contract form and its lines ($name)', (size) => {
  it('goods chosen by typing on the cell, a negative quantity refused, the chooser\'s price passes: 保存并提交 goes into approval', async () => {
    const page = await signedIn(size);
    const contractNo = `${PREFIX}${size.name}-${Date.now().toString(36)}`;
    await page.goto(`${baseUrl()}/contract/sales/form?devflag=1`);
    const form = page.getByTestId('form-page');
    await form.waitFor();
    // The handler and the department open as the server will save them: the clerk and their organisation.
    await expect.poll(() => form.getByLabel('经办人', { exact: true }).inputValue()).not.toBe('');
    const handler = await form.getByLabel('经办人', { exact: true }).inputValue();
    const department = await form.getByLabel('所属部门', { exact: true }).inputValue();
    expect(department).not.toBe('');
    // The footer's buttons stay on one line on a phone (查看审批信息 waits behind 更多).
    const tops = await page.getByTestId('form-footer').getByRole('button').evaluateAll((buttons) => buttons.map((b) => Math.round(b.getBoundingClientRect().top)));
    expect(new Set(tops).size).toBe(1);
    await form.getByLabel('合同编号').fill(contractNo);
    await form.getByLabel('合同名称').fill(`明细测试 ${contractNo}`);
    await chooseFirst(page, form, '客户名称');
    await form.getByLabel('签订日期').fill('2026-11-20');
    await form.getByLabel('签订日期').press('Enter');
    await form.getByLabel('品名').fill('螺纹钢');
    // An amount typed before the lines: the lines' total takes its place (the server's too).
    await form.getByLabel('合同金额').fill('500');

    await page.getByRole('button', { name: '新增行' }).click();
    await lineCell(page, 1, '商品名称').waitFor();
    // A new row is not red before anything was typed.
    await expect(page.getByRole('grid').locator('[aria-invalid="true"]').count()).resolves.toBe(0);
    await expect(page.getByText(/单元格需要填写或修改/).count()).resolves.toBe(0);

    // On a phone the lines take the screen's width, their label above them (beside it they had 188 px), and the
    // row's number stays in place while the cells scroll sideways.
    if (size.width < 768) {
      expect((await page.getByRole('grid').boundingBox())!.width).toBeGreaterThan(size.width * 0.7);
      const number = page.getByRole('grid').getByRole('rowheader').first();
      const before = (await number.boundingBox())!.x;
      await page.locator('.hkwl-grid-scroll').evaluate((scroller) => scroller.scrollBy({ left: 400 }));
      await expect.poll(() => page.locator('.hkwl-grid-scroll').evaluate((scroller) => scroller.scrollLeft)).toBeGreaterThan(100);
      expect((await number.boundingBox())!.x).toBe(before);
      await page.locator('.hkwl-grid-scroll').evaluate((scroller) => scroller.scrollTo({ left: 0 }));
    }
    // A key typed on the goods cell opens the chooser searching for it.
    await typeOn(page, 1, '商品名称', '螺');
    const chooser = page.getByTestId('chooser');
    await expect.poll(() => chooser.getByRole('textbox', { name: '商品名称' }).inputValue()).toBe('螺');
    const rebar = chooser.getByRole('row').filter({ hasText: 'HRB400 Φ12' });
    await rebar.waitFor();
    // Its columns keep a readable width (once the rows are in); on a phone the chooser is the whole screen.
    await expect.poll(async () => (await rebar.getByRole('cell').first().boundingBox())?.width ?? 0).toBeGreaterThanOrEqual(80);
    // (Polled: the dialog opens with a zoom, smaller until it has.)
    if (size.width < 768) await expect.poll(async () => (await page.locator('.ant-modal.hkwl-dialog').boundingBox())?.width ?? 0).toBeGreaterThanOrEqual(size.width - 1);
    await rebar.getByRole('button', { name: /^选择 / }).click();
    await chooser.waitFor({ state: 'detached' });
    await expect.poll(() => lineCell(page, 1, '商品名称').textContent()).toBe('螺纹钢');
    await expect.poll(() => lineCell(page, 1, '含税单价').textContent()).toBe('3,720.00');

    // The server's rule on the quantity, in the grid: a negative one is flagged.
    await commitCell(page, 1, '数量', '-5');
    await expect.poll(() => lineCell(page, 1, '数量').getAttribute('aria-invalid')).toBe('true');
    await expect.poll(() => lineCell(page, 1, '数量').getAttribute('title')).toBe('数量不能小于0.001');
    await commitCell(page, 1, '数量', '100');
    await expect.poll(() => lineCell(page, 1, '金额').textContent()).toBe('372,000.00');
    await expect.poll(() => form.locator('[data-field="amount"]').textContent()).toBe('372,000.00');
    await form.getByText('按商品明细合计自动计算').waitFor();

    await saveAndSubmit(page);
    const listed = await apiWithPage<{ data: { id: number; status: number }[] }>(page, `/api/contract/sales_contract/index?limit=5&where=${encodeURIComponent(JSON.stringify({ contract_no: contractNo }))}`);
    expect(listed.data.map((c) => c.status)).toEqual([1]);
    const detail = await apiWithPage<{ amount: number | string; user_name: string; add_user_name: string; org_name: string; lines: { goods_name: string; quantity: number | string; price: number | string }[] }>(
      page,
      `/api/contract/sales_contract/detail?id=${listed.data[0].id}`,
    );
    expect(detail.lines.map((l) => [l.goods_name, Number(l.quantity), Number(l.price)])).toEqual([['螺纹钢', 100, 3720]]);
    expect([detail.user_name, detail.org_name]).toEqual([handler, department]);
    expect(Number(detail.amount)).toBe(372_000);
    expect(detail.user_name).toBe(detail.add_user_name);
    await page.context().close();
  });

  it('a block pasted from a spreadsheet lands by its header, reads the common number forms, flags what a save refuses, and undoes in one step', async () => {
    const page = await signedIn(size);
    await page.goto(`${baseUrl()}/contract/sales/form?devflag=1`);
    await page.getByTestId('form-page').waitFor();
    await page.getByRole('button', { name: '新增行' }).click();
    await lineCell(page, 1, '商品名称').click();
    const block = [
      '商品名称\t规格\t单位\t数量\t含税单价\t金额',
      '螺纹钢\t"HRB400\tE"\t吨\t12.500\t¥7,820.00\t1',
      '线材\t"HPB300\nΦ6.5"\t千克\t18,650.00\t23 450,00\t',
      '\t\t\t\t\t',
      '盘螺\tHRB400E\t吨\t-3\t3720\t',
      '热轧卷板\tQ235\t吨\tabc\t4100\t',
    ].join('\r\n');
    await pasteText(page, block);
    await page.getByText('已按第一行的列名粘贴 18 个单元格，新增 3 行，跳过 1 个空行').waitFor();
    await page.getByText('1 个单元格属于只读列（如公式计算的金额），已保留原值').waitFor();
    await page.getByText('2 个单元格无法识别，已标红').waitFor();
    expect(await lineCell(page, 1, '商品名称').textContent()).toBe('螺纹钢');
    expect(await lineCell(page, 1, '规格').textContent()).toBe('HRB400\tE');
    await expect.poll(() => lineCell(page, 1, '金额').textContent()).toBe('97,750.00');
    expect(await lineCell(page, 2, '数量').getByRole('combobox').inputValue()).toBe('千克');
    expect(await lineCell(page, 2, '含税单价').textContent()).toBe('23,450.00');
    expect((await lineCell(page, 2, '数量').textContent())?.startsWith('18,650.000')).toBe(true);
    await expect.poll(() => lineCell(page, 3, '数量').getAttribute('title')).toBe('数量不能小于0.001');
    expect(await lineCell(page, 4, '数量').getAttribute('aria-invalid')).toBe('true');
    // One Ctrl+Z takes the whole paste back.
    await lineCell(page, 1, '规格').click();
    await page.keyboard.press('Control+z');
    await expect.poll(() => page.getByRole('grid').locator('[data-row-key]').count()).toBe(1);

    // More lines than the table holds: the limit is said.
    await lineCell(page, 1, '商品名称').click();
    await pasteText(page, Array.from({ length: 1200 }, (_, i) => `钢材${i}\tS${i}`).join('\n'));
    await page.getByText('表格最多 1000 行，其余 200 行未粘贴').waitFor();
    await page.context().close();
  });

  it('a new contract takes files before its first save: 暂存 binds them and keeps the user in the form', async () => {
    const page = await signedIn(size);
    const contractNo = `${PREFIX}f-${size.name}-${Date.now().toString(36)}`;
    await page.goto(`${baseUrl()}/contract/sales/form?devflag=1`);
    const form = page.getByTestId('form-page');
    await form.waitFor();
    await form.getByLabel('合同编号').fill(contractNo);
    await form.getByLabel('合同名称').fill(`附件先行 ${contractNo}`);
    // The files section takes uploads at once: no record needed.
    const files = page.getByTestId('attachments-section');
    await files.getByRole('button', { name: '上传附件' }).click();
    const dialog = page.getByRole('dialog', { name: '附件上传' });
    await dialog.locator('input[type=file]').setInputFiles({ name: '报价单.pdf', mimeType: 'application/pdf', buffer: PDF });
    await dialog.getByTestId('upload-entry').getByText('上传成功').waitFor();
    await dialog.getByRole('button', { name: '关 闭' }).click();
    await files.getByText('报价单.pdf').waitFor();

    await page.getByRole('button', { name: '暂 存' }).click();
    await page.getByText('暂存成功！').waitFor();
    await expect.poll(() => new URL(page.url()).searchParams.get('data_id')).not.toBeNull();
    const id = Number(new URL(page.url()).searchParams.get('data_id'));
    // The draft's own files, as the server holds them: the one uploaded before it existed.
    const stored = await apiWithPage<{ name: string; data_id: number }[]>(page, `/api/base/file/index?resource=sales_contract&data_id=${id}&perms_id=301`);
    expect(stored.map((f) => [f.name, f.data_id])).toEqual([['报价单.pdf', id]]);
    await files.getByText('报价单.pdf').waitFor();
    // A reload opens the stored draft with its file.
    await page.reload();
    await page.getByTestId('attachments-section').getByText('报价单.pdf').waitFor();
    await page.context().close();
  });

  it('a form that cannot be saved names the first cell that blocks and brings it into view', async () => {
    const page = await signedIn(size);
    await page.goto(`${baseUrl()}/contract/sales/form?devflag=1`);
    const form = page.getByTestId('form-page');
    await form.waitFor();
    await form.getByLabel('合同名称').fill('未填完的合同');
    await chooseFirst(page, form, '客户名称');
    await form.getByLabel('签订日期').fill('2026-11-20');
    await form.getByLabel('签订日期').press('Enter');
    await form.getByLabel('品名').fill('螺纹钢');
    await form.getByLabel('合同金额').fill('1000');
    await page.getByRole('button', { name: '新增行' }).click();
    await lineCell(page, 1, '商品名称').waitFor();
    await page.getByRole('button', { name: '保 存' }).click();
    await page.getByText(/^保存失败，请将表单填写完整。商品明细：第 1 行 商品名称：请输入商品名称（共 \d+ 个单元格需要填写或修改）$/).waitFor();
    // The cell is in view and flagged.
    const cell = lineCell(page, 1, '商品名称');
    await expect.poll(() => cell.getAttribute('aria-invalid')).toBe('true');
    await expect
      .poll(async () => {
        const box = await cell.boundingBox();
        return box !== null && box.y >= 0 && box.y + box.height <= size.height;
      })
      .toBe(true);
    await page.context().close();
  });
});
