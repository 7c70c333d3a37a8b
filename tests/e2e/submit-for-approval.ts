import type { Page } from 'playwright-core';

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
  // The confirmation's own OK: another dialog closing may still hold one.
  const confirmation = page.getByRole('dialog').filter({ hasText: '提交后数据不可修改，确认提交？' });
  await confirmation.getByRole('button', { name: /确\s*定|OK/ }).click();
  const step = page.getByTestId('next-flow');
  await step.getByText(firstStep).waitFor({ timeout: 30_000 }).catch(async (error: unknown) => {
    throw new Error(`保存并提交: the step ${firstStep} did not come; the page said: ${await pageSays(page)}`, { cause: error });
  });
  await page.getByRole('dialog').filter({ has: step }).getByRole('button', { name: '提 交' }).click();
  await page.getByText('提交审批成功！').waitFor({ timeout: 30_000 }).catch(async (error: unknown) => {
    throw new Error(`提交: no 提交审批成功！; the page said: ${await pageSays(page)}`, { cause: error });
  });
}
