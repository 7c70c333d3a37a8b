import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { apiWithPage, baseUrl, browserPerFile, keepToasts, signIn } from './browser';

// Issue 19: the administrator's risk-rule page (系统管理 → 风控规则): the list, a new rule written in the form
// (a condition the sandbox refuses comes back with its reason and the form keeps the input), and 停用.

const ui = browserPerFile();
const ADMIN = '13800000000';
const CODE = `E2E_RULE_${Date.now().toString(36).toUpperCase()}`;

type Rule = { id: number; code: string; status: number };

async function ruleByCode(page: Page, code: string): Promise<Rule | undefined> {
  const answer = await apiWithPage<{ data: Rule[] }>(page, `/api/rule/risk_rule/index?limit=5&where=${encodeURIComponent(JSON.stringify({ code }))}`);
  return answer.data[0];
}

/** Picks an option of an antd select the form labels `label`. */
async function choose(page: Page, label: string, option: string): Promise<void> {
  await page.getByTestId('form-page').getByRole('combobox', { name: label }).click();
  await page.locator('.ant-select-dropdown:visible').getByTitle(option).click();
}

afterAll(async () => {
  // The rule never triggers (its amount is out of reach); it is disabled so no other file meets it.
  const rule = await ruleByCode(ui.page, CODE).catch(() => undefined);
  if (rule) await apiWithPage(ui.page, `/api/rule/risk_rule/disable?ids=${rule.id}`);
});

describe('risk rules for the administrator', () => {
  it('lists the rules; a new one with a wrong condition is refused with the reason, corrected it is saved; 停用 disables it', async () => {
    await signIn(ui.page, ADMIN);
    await ui.page.waitForURL('**/message');
    await ui.page.goto(`${baseUrl()}/system/risk-rules`);
    await ui.page.getByText('SC_AMOUNT_WARN').first().waitFor();
    const toasts = await keepToasts(ui.page);

    await ui.page.getByRole('button', { name: /新增规则/ }).click();
    const form = ui.page.getByTestId('form-page');
    await form.waitFor();
    await form.getByLabel('规则编码').fill(CODE);
    await form.getByLabel('规则名称').fill('端到端测试规则');
    await choose(ui.page, '业务对象', '销售合同');
    await choose(ui.page, '控制方式', '警告');
    await form.getByLabel('触发条件').fill('amountt > 999999999999');
    await form.getByLabel('提示内容').fill('金额{amount}超出范围');
    await ui.page.getByRole('button', { name: /^提\s*交$/ }).click();
    await ui.page.getByText('规则条件有误：unknown name amountt').waitFor();
    expect(await ruleByCode(ui.page, CODE)).toBeUndefined();
    await expect(form.getByLabel('规则编码').inputValue()).resolves.toBe(CODE);

    await form.getByLabel('触发条件').fill('amount > 999999999999');
    await ui.page.getByRole('button', { name: /^提\s*交$/ }).click();
    await ui.page.waitForURL((url) => url.pathname === '/system/risk-rules');
    await expect.poll(async () => (await ruleByCode(ui.page, CODE))?.status).toBe(1);

    const row = ui.page.locator('.ant-table-row').filter({ hasText: CODE });
    await row.locator('.ant-checkbox-input').check();
    await ui.page.getByRole('button', { name: /停\s*用/ }).click();
    // The confirm's own OK, once it is open (a list may hold other buttons of the same name).
    await ui.page.locator('.ant-modal-confirm').getByRole('button', { name: /确\s*定|OK/ }).click();
    await expect.poll(async () => (await ruleByCode(ui.page, CODE))?.status, { timeout: 15_000 }).toBe(0);
    await expect.poll(toasts, { timeout: 15_000 }).toEqual(expect.arrayContaining(['已停用 1 条规则']));
  });
});
