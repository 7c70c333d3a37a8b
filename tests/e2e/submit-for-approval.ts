import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** What the page says to the user now: messages, notifications, open dialogs and the form's own complaints. */
async function pageSays(page: Page): Promise<string> {
  const said = await page
    .locator('.ant-message, .ant-notification, .ant-modal-wrap:not([style*="display: none"]) .ant-modal, .ant-formily-item-error-help, .ant-form-item-explain-error')
    .allInnerTexts()
    .catch(() => []);
  return said.map((text) => text.replace(/\s+/g, ' ').trim()).filter(Boolean).join(' | ') || 'nothing';
}

/**
 * 保存并提交 on the open form as a user does it: the confirmation's OK, then 提交 in the next-step dialog once it names
 * `firstStep`, until the server says 提交审批成功！. A step that does not come fails with what the page showed instead
 * (a field's complaint, the server's message, a dialog still open), not a bare timeout.
 */
export async function saveAndSubmit(page: Page, firstStep = '部门经理审批'): Promise<void> {
  await page.getByRole('button', { name: '保存并提交' }).click();
  // The confirmation's own OK (another dialog closing may still hold one), pressed again while the confirmation
  // stays, as a user would: a loaded CI machine once saw it still open 30 s after the press, its OK answered
  // (the confirmation resolves on OK at once; not reproduced since).
  const confirmation = page.getByRole('dialog').filter({ hasText: '提交后数据不可修改，确认提交？' });
  const ok = confirmation.getByRole('button', { name: /确\s*定|OK/ });
  await ok.click();
  await expect
    .poll(async () => {
      if (!(await confirmation.isVisible())) return 'closed';
      await ok.click({ timeout: 2000 }).catch(() => undefined);
      return 'open';
    }, { timeout: 30_000 })
    .toBe('closed');
  const step = page.getByTestId('next-flow');
  await step.getByText(firstStep).waitFor({ timeout: 30_000 }).catch(async (error: unknown) => {
    throw new Error(`保存并提交: the step ${firstStep} did not come; the page said: ${await pageSays(page)}`, { cause: error });
  });
  await page.getByRole('dialog').filter({ has: step }).getByRole('button', { name: '提 交' }).click();
  await page.getByText('提交审批成功！').waitFor({ timeout: 30_000 }).catch(async (error: unknown) => {
    throw new Error(`提交: no 提交审批成功！; the page said: ${await pageSays(page)}`, { cause: error });
  });
}
