import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseUrl, browserPerFile, signIn } from './browser';

// Issue 20: a form with unsaved input asks before the browser's Back, a reload or closing the tab leaves it
// (the sidebar and 返回 are covered in forms-approvals.test.ts). Nothing is saved here.

const ui = browserPerFile();
const CLERK = '13800000003';
const QUESTION = '表单内容尚未保存，离开后将丢失，确定离开吗？';

/** Signs in, opens the contracts, then 新增 (two entries in the history: the list, the form), and types a name. */
async function dirtyForm(page: Page): Promise<void> {
  await signIn(page, CLERK);
  await page.waitForURL('**/message');
  await page.goto(`${baseUrl()}/contract/sales`);
  await page.getByRole('button', { name: /新增/ }).click();
  await page.waitForURL((url) => url.pathname === '/contract/sales/form');
  // Clicked first, as a person would: the browser asks on leaving only a page the user has interacted with.
  await page.getByTestId('form-page').getByLabel('合同名称').click();
  await page.getByTestId('form-page').getByLabel('合同名称').fill('未保存的合同');
}

const nameValue = (page: Page) => page.getByTestId('form-page').getByLabel('合同名称').inputValue();

describe('leaving a dirty form by the browser', () => {
  it('Back asks; 取消 keeps the form, its input and its address; Back again and 确定 goes back to the list', async () => {
    const page = ui.page;
    await dirtyForm(page);
    await page.goBack({ waitUntil: 'commit' });
    const question = page.locator('.ant-modal-confirm').filter({ hasText: QUESTION });
    await question.waitFor();
    await question.getByRole('button', { name: /取\s*消/ }).click();
    await question.waitFor({ state: 'detached' });
    await expect.poll(() => new URL(page.url()).pathname).toBe('/contract/sales/form');
    await expect(nameValue(page)).resolves.toBe('未保存的合同');

    await page.goBack({ waitUntil: 'commit' });
    await question.waitFor();
    await question.getByRole('button', { name: /确\s*定/ }).click();
    await page.waitForURL((url) => url.pathname === '/contract/sales');
    await page.getByTestId('pagination-total').waitFor();
    // The form is gone, and nothing asks any more: Forward opens a fresh form.
    await page.goForward({ waitUntil: 'commit' });
    await page.waitForURL((url) => url.pathname === '/contract/sales/form');
    await expect(nameValue(page)).resolves.toBe('');
  });

  it('a reload asks the browser’s own question; staying keeps the input', async () => {
    const page = ui.page;
    await dirtyForm(page);
    const asked = page.waitForEvent('dialog');
    // Not awaited: the reload waits on the question.
    void page.evaluate(() => window.location.reload());
    const dialog = await asked;
    expect(dialog.type()).toBe('beforeunload');
    await dialog.dismiss();
    await expect(nameValue(page)).resolves.toBe('未保存的合同');
    expect(new URL(page.url()).pathname).toBe('/contract/sales/form');
  });

  it('closing the tab asks too; a clean form closes without asking', async () => {
    const page = ui.page;
    await dirtyForm(page);
    const asked = page.waitForEvent('dialog');
    await page.close({ runBeforeUnload: true });
    const dialog = await asked;
    expect(dialog.type()).toBe('beforeunload');
    await dialog.dismiss();
    expect(page.isClosed()).toBe(false);

    // Saved input is not asked about: the same form without input closes at once.
    const clean = await page.context().newPage();
    await clean.goto(`${baseUrl()}/contract/sales/form`);
    await clean.getByTestId('form-page').waitFor();
    let questions = 0;
    clean.on('dialog', (d) => {
      questions += 1;
      void d.dismiss();
    });
    await clean.close({ runBeforeUnload: true });
    await expect.poll(() => clean.isClosed()).toBe(true);
    expect(questions).toBe(0);
  });
});
