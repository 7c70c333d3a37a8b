import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiTotal, baseUrl, columnTexts, launchBrowser, listTotal, newPage, signIn } from './browser';

let browser: Browser;
let page: Page;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});
beforeEach(async () => {
  page = await newPage(browser);
});

async function openContracts(): Promise<void> {
  await page.getByTestId('sidebar').getByText('合同管理').click();
  await page.getByTestId('sidebar').getByText('销售合同').click();
  await page.waitForURL('**/contract/sales');
}

describe('signing in', () => {
  it('a wrong password shows the message and stays on the sign-in page', async () => {
    await signIn(page, '13800000003', 'Hkwl@2025');
    await expect(page.getByTestId('login-error').textContent()).resolves.toContain('手机号或密码错误');
    expect(new URL(page.url()).pathname).toBe('/login');
  });

  it('an empty field says 请输入必填项 on blur', async () => {
    await page.goto(`${baseUrl()}/login`);
    await page.getByTestId('login-mobile').focus();
    await page.getByTestId('login-password').focus();
    await expect(page.getByText('请输入必填项').first().textContent()).resolves.toBe('请输入必填项');
  });

  it('lands on /message with the five counters, and the sidebar hides what it should', async () => {
    await signIn(page, '13800000000');
    await page.waitForURL('**/message');
    for (const label of ['待审批', '在办', '通知', '预警', '退回']) await page.getByText(label, { exact: true }).waitFor();
    await page.getByTestId('sidebar').getByText('合同管理').click();
    await page.getByTestId('sidebar').getByText('销售合同').waitFor();
    await expect(page.getByTestId('sidebar').getByText('合同打印模板').count()).resolves.toBe(0);
  });
});

describe('the sales-contract list', () => {
  it('the administrator sees all 20,000 contracts, 15 to a page', async () => {
    await signIn(page, '13800000000');
    await page.waitForURL('**/message');
    await openContracts();
    expect(await listTotal(page)).toBe(20_000);
    expect(await page.locator('.ant-table-tbody tr.ant-table-row').count()).toBe(15);
  });

  it('the sales clerk sees only the contracts they own', async () => {
    await signIn(page, '13800000003');
    await page.waitForURL('**/message');
    await openContracts();
    const total = await listTotal(page);
    expect(total).toBe(await apiTotal('13800000003'));
    expect(total).toBeGreaterThan(0);
    expect(total).toBeLessThan(20_000);
    expect(new Set(await columnTexts(page, '业务员'))).toEqual(new Set(['张伟']));
  });

  it('the department manager sees their department and below', async () => {
    await signIn(page, '13800000002');
    await page.waitForURL('**/message');
    await openContracts();
    expect(await listTotal(page)).toBe(await apiTotal('13800000002'));
    await page.getByTestId('pagination-sizes').click();
    await page.getByText('50条/页').click();
    await page.waitForFunction(() => document.querySelectorAll('.ant-table-tbody tr.ant-table-row').length === 50);
    const departments = new Set(await columnTexts(page, '所属部门'));
    expect([...departments].every((d) => ['华东销售部', '销售一组', '销售二组'].includes(d))).toBe(true);
    expect(departments.size).toBeGreaterThan(1);
  });

  it('switching position changes what the two-position user sees', async () => {
    await signIn(page, '13800000005');
    await page.getByTestId('position-choices').waitFor();
    await page.getByTestId('position-continue').click();
    await page.waitForURL('**/message');
    await openContracts();
    const first = await listTotal(page);
    expect(first).toBe(await apiTotal('13800000005'));
    expect(new Set(await columnTexts(page, '所属公司'))).toEqual(new Set(['上海华科供应链有限公司']));

    await page.getByTestId('position-switch').click();
    await page.getByText('进出口业务部 / 进出口业务经理').click();
    await page.waitForURL('**/message');
    await openContracts();
    const second = await listTotal(page);
    expect(second).toBe(await apiTotal('13800000005', 107));
    expect(second).not.toBe(first);
    expect(new Set(await columnTexts(page, '所属公司'))).toEqual(new Set(['深圳华科进出口有限公司']));
  });
});

describe('the shell', () => {
  it('an unknown path shows the no-access page; a disabled menu shows its placeholder', async () => {
    await signIn(page, '13800000000');
    await page.waitForURL('**/message');
    await page.goto(`${baseUrl()}/no/such/page`);
    await expect(page.getByTestId('error-page').textContent()).resolves.toContain('当前页面您暂无法访问');
    await page.goto(`${baseUrl()}/contract/purchase`);
    await expect(page.getByTestId('disabled-page').textContent()).resolves.toContain('该功能暂未开放');
  });

  it('switches language to English and back, and remembers it', async () => {
    await signIn(page, '13800000000');
    await page.waitForURL('**/message');
    await page.getByTestId('language-switch').getByText('EN').click();
    await page.getByText('Message centre').waitFor();
    await page.reload();
    await page.getByTestId('sidebar').getByText('Contracts').waitFor();
  });

  it('signing out ends the session: the old token stops working', async () => {
    await signIn(page, '13800000003');
    await page.waitForURL('**/message');
    const cookies = await page.context().cookies();
    const token = cookies.find((c) => c.name === 'JWT-Token')?.value;
    await page.getByTestId('sign-out').click();
    await page.waitForURL('**/login');
    const answer = (await fetch(`${baseUrl()}/api/access/account/info`, { headers: { authorization: `Bearer ${token}` } }).then((r) => r.json())) as { code: number };
    expect(answer.code).toBe(4001);
    await page.goto(`${baseUrl()}/contract/sales`);
    await page.waitForURL('**/login?redirect=*');
  });
});
