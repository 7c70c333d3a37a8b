import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { apiWithPage, baseUrl, browserPerFile, chooseFirst, removeContracts, signIn } from './browser';

// Issue 21: the contract's handler (经办人) from the user picker and its department (所属部门) from the organisation
// picker; the server keeps both with the names it reads itself, and the read-only contract shows the names.

const CLERK = '13800000003';
/** Contracts this file creates carry this number prefix, so they are removed afterwards. */
const PREFIX = 'E2EP-';

const ui = browserPerFile();

afterAll(() => {
  removeContracts(PREFIX);
});

/** Picks `name` in the picker dialog `testId` after searching for it in its search box `search`, then 确定. */
async function pick(page: Page, testId: string, search: string, name: string): Promise<void> {
  const picker = page.getByTestId(testId);
  await picker.waitFor();
  await picker.getByLabel(search, { exact: true }).fill(name);
  await picker.getByText(name, { exact: true }).first().click();
  await picker.getByRole('button', { name: /^确\s*定$/ }).click();
  await picker.waitFor({ state: 'detached' });
}

describe('the contract form\'s handler and department', () => {
  it('are picked in the user and organisation pickers, saved with the contract and shown by name when it is read', async () => {
    const page = ui.page;
    const contractNo = `${PREFIX}${Date.now().toString(36)}`;
    await signIn(page, CLERK);
    await page.waitForURL('**/message');
    await page.goto(`${baseUrl()}/contract/sales`);
    await page.getByRole('button', { name: /新增/ }).click();
    const form = page.locator('[data-testid="form-page"][data-mode="edit"]');
    await form.waitFor();
    await form.getByLabel('合同编号', { exact: true }).fill(contractNo);
    await form.getByLabel('合同名称', { exact: true }).fill(`经办人测试 ${contractNo}`);
    await chooseFirst(page, form, '客户名称');
    await form.getByLabel('签订日期', { exact: true }).fill('2026-11-20');
    await form.getByLabel('签订日期', { exact: true }).press('Enter');
    await form.getByLabel('品名', { exact: true }).fill('聚乙烯');
    await form.getByLabel('合同金额', { exact: true }).fill('1000');

    await form.getByLabel('经办人', { exact: true }).click();
    await pick(page, 'user-picker', '搜索姓名或手机号', '马超');
    await expect(form.getByLabel('经办人', { exact: true }).inputValue()).resolves.toBe('马超');
    await form.getByLabel('所属部门', { exact: true }).click();
    await pick(page, 'org-picker', '搜索组织名称', '销售二组');
    await expect(form.getByLabel('所属部门', { exact: true }).inputValue()).resolves.toBe('销售二组');

    await page.getByRole('button', { name: '保 存' }).click();
    await page.getByText('保存成功！').waitFor();
    const found = await apiWithPage<{ data: Array<{ id: number; user_id: number; user_name: string; org_id: number; org_name: string }> }>(
      page, `/api/contract/sales_contract/index?limit=5&where=${encodeURIComponent(JSON.stringify({ contract_no: contractNo }))}`,
    );
    expect(found.data.map((c) => [c.user_id, c.user_name, c.org_id, c.org_name])).toEqual([[14, '马超', 8, '销售二组']]);

    // Read only (the contract's detail), the names show where the pickers were.
    await page.goto(`${baseUrl()}/contract/sales/form?data_id=${found.data[0].id}&readonly=1`);
    const read = page.locator('[data-testid="form-page"][data-mode="read"]');
    await read.waitFor({ timeout: 30_000 });
    await expect.poll(() => read.locator('[data-field="user_id"]').textContent()).toBe('马超');
    await expect.poll(() => read.locator('[data-field="org_id"]').textContent()).toBe('销售二组');
  });
});
