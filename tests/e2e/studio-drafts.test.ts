import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { DraftAnswer } from '../../schemas/generated/studio';
import { apiWithPage, baseUrl, browserPerFile, replaceEditorText, signIn } from './browser';

// Issue 23: the studio keeps what the administrator writes as a draft on the server, for them alone: a reload takes
// it up again (half done as it was), publishing removes it, and 放弃草稿 brings back the published definition.

const ADMIN = '13800000000';
const CLERK = '13800000003';
const CODE = `E2E_DRAFT_${Date.now().toString(36).toUpperCase()}`;
const RULE = { code: CODE, resource: 'sales_contract', name: '草稿规则', condition: 'amount > 990000000', severity: 'warning', prompt: '金额{amount}元，请确认' };

const ui = browserPerFile();

async function openRules(page: Page): Promise<void> {
  await page.goto(`${baseUrl()}/system/studio/resources`);
  await page.getByRole('tab', { name: '风控规则' }).click();
}

const draftOf = (page: Page) => apiWithPage<DraftAnswer | null>(page, `/api/base/studio/rule/draft?name=${CODE}`);
const editorText = (page: Page) => page.getByTestId('studio-json').textContent();

describe('studio drafts', () => {
  it('a half-done rule is kept as a draft, taken up after a reload, published; a change of it discarded brings back the published one', async () => {
    const page = ui.page;
    await signIn(page, ADMIN);
    await page.waitForURL('**/message');
    await openRules(page);
    await page.getByTestId('studio-new-rule').click();
    // Half done: a condition that does not compile yet. Kept all the same.
    await replaceEditorText(page, JSON.stringify({ ...RULE, condition: 'amount >' }, null, 2));
    await page.getByTestId('studio-draft-status').getByText('仅自己可见').waitFor();
    expect(await draftOf(page)).toMatchObject({ name: CODE, definition: { condition: 'amount >' }, base_version: null });

    // Nobody else reaches it: the clerk is refused the call.
    const clerk = await page.context().browser()!.newContext({ locale: 'zh-CN' }).then((c) => c.newPage());
    await signIn(clerk, CLERK);
    await clerk.waitForURL('**/message');
    await expect(draftOf(clerk)).rejects.toThrow(/4403/);
    await clerk.context().close();

    // A reload: the list shows the draft; opening it takes up the text as it was.
    await page.reload();
    await page.getByRole('tab', { name: '风控规则' }).click();
    const row = page.getByTestId(`studio-rule-${CODE}`);
    await row.getByTestId('studio-draft-tag').waitFor();
    await row.click();
    await page.getByTestId('studio-draft-restored').getByText('尚未发布过').waitFor();
    await expect.poll(() => editorText(page), { timeout: 10_000 }).toContain('amount >');

    // Finished and published: the draft is gone, the rule is version 1.
    await replaceEditorText(page, JSON.stringify(RULE, null, 2));
    await expect.poll(() => page.getByTestId('studio-changes').textContent().catch(() => ''), { timeout: 15_000 }).toContain('首次发布');
    await page.getByTestId('studio-publish').click();
    await page.getByTestId('studio-draft-restored').waitFor({ state: 'detached' });
    await expect.poll(() => draftOf(page), { timeout: 10_000 }).toBeNull();
    await expect.poll(() => row.getByTestId('studio-draft-tag').count(), { timeout: 10_000 }).toBe(0);

    // A change of the published rule, kept, taken up after a reload over version 1, then discarded.
    await replaceEditorText(page, JSON.stringify({ ...RULE, name: '改过的草稿规则' }, null, 2));
    await expect.poll(() => draftOf(page), { timeout: 10_000 }).toMatchObject({ definition: { name: '改过的草稿规则' }, base_version: 1 });
    await page.reload();
    await page.getByRole('tab', { name: '风控规则' }).click();
    const changed = page.getByTestId(`studio-rule-${CODE}`);
    await changed.getByTestId('studio-draft-tag').waitFor();
    await changed.click();
    // The rule opened (its title in the editor's head) with the draft taken up over version 1.
    await page.getByTestId('studio-editor-pane').getByText(CODE).first().waitFor();
    await expect.poll(() => page.getByTestId('studio-draft-restored').textContent().catch(() => 'no draft shown'), { timeout: 10_000 }).toContain('基于第 1 版');
    await expect.poll(() => editorText(page), { timeout: 10_000 }).toContain('改过的草稿规则');
    await page.getByTestId('studio-draft-discard').click();
    await page.getByRole('dialog').filter({ hasText: '放弃草稿后将恢复为已发布的定义' }).getByRole('button', { name: /确\s*定|OK/ }).click();
    await page.getByTestId('studio-draft-restored').waitFor({ state: 'detached' });
    await expect.poll(() => editorText(page), { timeout: 10_000 }).not.toContain('改过的草稿规则');
    expect(await draftOf(page)).toBeNull();
  });
});
