import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiWithPage, baseUrl, chooseFirst, launchBrowser, signIn } from './browser';

// Issue 20: risk prompts have both languages. An English-speaking clerk saving a contract over the demo's
// thresholds reads the rules' own prompts in English. Nothing is written: the warning is cancelled and the
// block refuses.

const CLERK = '13800000003';
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

async function englishClerk(): Promise<Page> {
  const context = await browser.newContext({ locale: 'en-US', viewport: { width: 1400, height: 900 } });
  const page = await context.newPage();
  // Leaving a form with input (the next new contract) asks first; here the answer is to leave.
  page.on('dialog', (dialog) => void dialog.accept());
  await signIn(page, CLERK);
  await page.waitForURL('**/message');
  return page;
}

/** A new contract of `amount` in the English form; its number is returned to look it up. */
async function fillNewContract(page: Page, amount: number): Promise<string> {
  const contractNo = `E2ER-${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
  await page.goto(`${baseUrl()}/contract/sales`);
  await page.getByRole('button', { name: /^(plus )?New$/ }).click();
  const form = page.getByTestId('form-page');
  await form.waitFor();
  await form.getByLabel('Contract no.').fill(contractNo);
  await form.getByLabel('Contract name').fill(`Risk prompt ${contractNo}`);
  await chooseFirst(page, form, 'Customer');
  await form.getByLabel('Signed on').fill('2026-11-20');
  await form.getByLabel('Signed on').press('Enter');
  await form.getByLabel('Goods', { exact: true }).fill('Polyethylene');
  await form.getByLabel('Amount', { exact: true }).fill(String(amount));
  return contractNo;
}

async function stored(page: Page, contractNo: string): Promise<number> {
  const answer = await apiWithPage<{ total: number }>(page, `/api/contract/sales_contract/index?limit=1&where=${encodeURIComponent(JSON.stringify({ contract_no: contractNo }))}`);
  return answer.total;
}

describe('risk prompts in English', () => {
  it('the warning to confirm and the block are in the rules’ English words', async () => {
    const page = await englishClerk();
    try {
      const warned = await fillNewContract(page, 20_000_000);
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      const question = page.getByRole('dialog').filter({ hasText: 'These risk rules need your confirmation:' });
      await question.waitFor();
      // The prompt as the dialog's numbered item (the title repeats the server's message).
      await expect.poll(() => question.textContent()).toContain('1. The contract amount 20,000,000.00 exceeds 10,000,000');
      expect(await question.textContent()).not.toMatch(/[\u4e00-\u9fff]/);
      await question.getByRole('button', { name: /Cancel/ }).click();
      expect(await stored(page, warned)).toBe(0);

      const blocked = await fillNewContract(page, 200_000_000);
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      const refusal = page.getByTestId('risk-items');
      await expect.poll(() => refusal.textContent()).toContain('The contract amount 200,000,000.00 exceeds 100,000,000 and cannot be submitted');
      expect(await refusal.textContent()).not.toMatch(/[\u4e00-\u9fff]/);
      expect(await stored(page, blocked)).toBe(0);
    } finally {
      await page.context().close();
    }
  });
});
