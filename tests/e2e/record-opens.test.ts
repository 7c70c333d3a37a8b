import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiWithPage, baseUrl, browserPerFile, columnTexts, openListPage, PASSWORD, signIn } from './browser';

/**
 * Issue 20, every record opens: a list row opens its record (the name or number links to it, 查看 where
 * configured), the record shows labels and dictionary names, 快速查看 shows it in a dialog without the shell,
 * and the customers list adds customers through its form (server/db/seed/shipped-pages.ts).
 */

const ui = browserPerFile();
const ADMIN = '13800000000';

const openCustomers = (page: Page) => openListPage(page, ADMIN, '客户关系', '客户管理', '/crm/customer');
const readForm = (page: Page) => page.locator('[data-testid="form-page"][data-mode="read"]');

describe('the customers list opens its customers', () => {
  it('the customer name opens the customer read only, by labels and dictionary names', async () => {
    const page = ui.page;
    await openCustomers(page);
    const name = (await columnTexts(page, '客户名称'))[0];
    await page.locator('.ant-table-tbody tr.ant-table-row').first().getByRole('link', { name, exact: true }).click();
    await page.waitForURL('**/crm/customer/form**');
    const form = readForm(page);
    await form.waitFor();
    await expect.poll(() => form.textContent()).toContain(name);
    const text = (await form.textContent()) ?? '';
    for (const label of ['客户编号', '客户类型', '授信额度', '创建人']) expect(text).toContain(label);
    expect(text).toMatch(/终端客户|贸易商|集团内部/);
    expect(text).not.toMatch(/customer_type|add_user_id|credit_limit/);
  });

  it('快速查看 shows the customer in a dialog without the sidebar and header', async () => {
    const page = ui.page;
    await openCustomers(page);
    const name = (await columnTexts(page, '客户名称'))[0];
    const row = page.locator('.ant-table-tbody tr.ant-table-row').first();
    // Row buttons sit in the toolbar by default (页面展示设置): select the row, then 快速查看.
    await row.locator('input[type="checkbox"]').check();
    await page.getByTestId('toolbar-button-quick_view').click();
    const frame = page.frameLocator('[data-testid="external-view-frame"]');
    const form = frame.locator('[data-testid="form-page"][data-mode="read"]');
    await form.waitFor({ timeout: 30_000 });
    await expect.poll(() => form.textContent()).toContain(name);
    await frame.getByTestId('no-layout').waitFor();
    expect(await frame.getByTestId('sidebar').count()).toBe(0);
    expect(await frame.getByTestId('user-name').count()).toBe(0);
  });

  it('快速查看 from the row’s right-click menu shows the same page without the shell', async () => {
    const page = ui.page;
    await openCustomers(page);
    const name = (await columnTexts(page, '客户名称'))[1];
    await page.locator('.ant-table-tbody tr.ant-table-row').nth(1).locator('td').nth(3).click({ button: 'right' });
    const menu = page.getByTestId('table-context-menu');
    await menu.getByRole('menuitem', { name: '快速查看', exact: true }).click();
    await menu.waitFor({ state: 'detached' });
    const frame = page.frameLocator('[data-testid="external-view-frame"]');
    expect(await page.getByTestId('external-view-frame').getAttribute('src')).toContain('nolayout=1');
    const form = frame.locator('[data-testid="form-page"][data-mode="read"]');
    await form.waitFor({ timeout: 30_000 });
    await expect.poll(() => form.textContent()).toContain(name);
    await frame.getByTestId('no-layout').waitFor();
    expect(await frame.getByTestId('sidebar').count()).toBe(0);
  });

  it('新增客户 opens the customer form; saved, the customer is in the list', async () => {
    const page = ui.page;
    await openCustomers(page);
    await page.getByTestId('toolbar-button-add').click();
    await page.waitForURL('**/crm/customer/form');
    const form = page.locator('[data-testid="form-page"][data-mode="edit"]');
    await form.waitFor();
    const code = `E2E${Date.now() % 1_000_000_000}`;
    await form.getByLabel('客户编号').fill(code);
    await form.getByLabel('客户名称').fill(`端到端测试客户 ${code}`);
    await form.getByLabel('统一社会信用代码').fill('91330200MA2E2E0001');
    await form.getByRole('combobox', { name: '客户类型' }).click();
    await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').getByTitle('贸易商').click();
    await form.getByLabel('所属行业').fill('化工');
    await form.getByLabel('省份').fill('浙江');
    await form.getByLabel('联系人').fill('王工');
    await form.getByLabel('联系电话').fill('13900000000');
    await form.getByLabel('授信额度').fill('500000');
    await page.getByRole('button', { name: /^提\s*交$/ }).click();
    await page.waitForURL('**/crm/customer');
    const found = await apiWithPage<{ data: Array<{ customer_name: string; customer_type: number }> }>(
      page, `/api/crm/customer/index?perms_id=101&where=${encodeURIComponent(JSON.stringify({ customer_code: code }))}`,
    );
    expect(found.data).toEqual([expect.objectContaining({ customer_name: `端到端测试客户 ${code}`, customer_type: 2 })]);
  });
});

describe('the sales contracts open their contracts', () => {
  it('the contract name opens the contract form on that contract', async () => {
    const page = ui.page;
    await openListPage(page, ADMIN, '合同管理', '销售合同', '/contract/sales');
    const name = (await columnTexts(page, '合同名称'))[0];
    await page.locator('.ant-table-tbody tr.ant-table-row').first().getByRole('link', { name, exact: true }).click();
    await page.waitForURL('**/contract/sales/form**');
    const form = page.getByTestId('form-page');
    await form.waitFor();
    await expect.poll(() => form.textContent()).toContain(name);
  });

  it('the contract number opens the read page: the goods lines keep their 160 px label and scroll inside the card', async () => {
    const page = ui.page;
    await openListPage(page, ADMIN, '合同管理', '销售合同', '/contract/sales');
    await page.locator('.ant-table-tbody tr.ant-table-row').first().getByText(/^XS\d+$/).click();
    const form = readForm(page);
    await form.waitFor();
    // Spec 001 §9: a form label is 160 px wide; the wide goods table once squeezed it to one character a line.
    const item = form.locator('.ant-formily-item').filter({ has: page.locator('.ant-formily-item-label', { hasText: '商品明细' }) });
    await item.getByRole('grid').waitFor();
    await expect.poll(async () => Math.round((await item.locator('.ant-formily-item-label').boundingBox())?.width ?? 0)).toBe(160);
    const itemBox = (await item.boundingBox())!;
    const controlBox = (await item.locator('.ant-formily-item-control').boundingBox())!;
    expect(controlBox.x + controlBox.width).toBeLessThanOrEqual(itemBox.x + itemBox.width + 1);
    // The table is wider than the card: it scrolls inside its own box, the page does not.
    const scroller = item.locator('.hkwl-grid-scroll');
    expect(await scroller.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  });
});

/** The record page's labelled values (label → value), as a reader sees them. */
async function shownValues(page: Page): Promise<Map<string, string>> {
  const show = page.getByTestId('record-show');
  await show.waitFor({ timeout: 30_000 });
  const pairs = await show.locator('.ant-descriptions-item-label').evaluateAll((labels) =>
    labels.map((label) => [label.textContent?.trim() ?? '', label.nextElementSibling?.textContent?.trim() ?? ''] as const),
  );
  return new Map(pairs);
}

/** Opens a list, clicks the first row's link in `column`, and answers the record page's values. */
async function openFromColumn(page: Page, group: string, leaf: string, path: string, column: string, showPath: string): Promise<{ key: string; values: Map<string, string>; text: string }> {
  await openListPage(page, ADMIN, group, leaf, path);
  const key = (await columnTexts(page, column))[0];
  await page.locator('.ant-table-tbody tr.ant-table-row').first().getByRole('link', { name: key, exact: true }).click();
  await page.waitForURL(`**${showPath}?**`);
  const values = await shownValues(page);
  return { key, values, text: (await page.getByTestId('record-show').textContent()) ?? '' };
}

/** The API as a non-browser client signed in as `mobile` (the session secret as a Bearer token). */
async function apiAs<T>(mobile: string, path: string): Promise<T> {
  const login = await fetch(`${baseUrl()}/api/access/account/login`, {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ user_mobile: mobile, password: PASSWORD }),
  });
  const token = /JWT-Token=([^;]+)/.exec(login.headers.get('set-cookie') ?? '')?.[1] ?? '';
  const answer = (await fetch(`${baseUrl()}${path}`, { headers: { authorization: `Bearer ${token}` } }).then((r) => r.json())) as { code: number; data: T };
  if (answer.code !== 2000) throw new Error(`${path}: ${answer.code}`);
  return answer.data;
}

const MONEY = /^-?\d{1,3}(,\d{3})*\.\d{2}$/;
const RAW_COLUMNS = /\b(lead_no|lead_name|estimated_amount|chance_no|expected_amount|bill_no|settle_type|settle_amount|add_user_name|add_org_name|status)\b/;

describe('the lists without a form open their records by the list\'s labelled fields', () => {
  it('销售线索: the lead name opens the lead: labels, money, dictionary names, the rep and the department', async () => {
    const page = ui.page;
    const { key, values, text } = await openFromColumn(page, '客户关系', '销售线索', '/crm/lead', '线索名称', '/crm/lead/show');
    expect(values.get('线索名称')).toBe(key);
    expect(values.get('线索来源')).toMatch(/^(展会|官网咨询|客户转介绍|电话开发|招标公告|行业协会)$/);
    expect(values.get('状态')).toMatch(/^(待跟进|跟进中|已转机会|已关闭)$/);
    expect(values.get('预计金额')).toMatch(MONEY);
    expect(values.get('业务员')).not.toMatch(/^(\/|\d+)?$/);
    expect(values.get('所属部门')).not.toMatch(/^(\/|\d+)?$/);
    expect(text).not.toMatch(RAW_COLUMNS);
  });

  it('销售机会: the chance number opens the chance: its stage by name, amounts formatted', async () => {
    const page = ui.page;
    const { key, values, text } = await openFromColumn(page, '客户关系', '销售机会', '/crm/chance', '机会编号', '/crm/chance/show');
    expect(values.get('机会编号')).toBe(key);
    expect(values.get('销售阶段')).toMatch(/^(初步接洽|需求确认|方案报价|商务谈判|赢单|输单)$/);
    expect(values.get('预计金额')).toMatch(MONEY);
    expect(values.get('业务员')).not.toMatch(/^(\/|\d+)?$/);
    expect(text).not.toMatch(RAW_COLUMNS);
  });

  it('结算单: the bill number opens the bill: its type and status by name, amounts formatted', async () => {
    const page = ui.page;
    const { key, values, text } = await openFromColumn(page, '结算管理', '结算单', '/settlement/bill', '结算单号', '/settlement/bill/show');
    expect(values.get('结算单号')).toBe(key);
    expect(values.get('结算类型')).toMatch(/^(销售结算|采购结算)$/);
    expect(values.get('状态')).toMatch(/^(草稿|审批中|已确认|已驳回|已作废)$/);
    expect(values.get('结算金额')).toMatch(MONEY);
    expect(values.get('结算日期')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(text).not.toMatch(RAW_COLUMNS);
  });

  it('结算单: the record labels are 160 px, two pairs a row; on a phone 110 px, one pair a row, values whole', async () => {
    const page = ui.page;
    const { key } = await openFromColumn(page, '结算管理', '结算单', '/settlement/bill', '结算单号', '/settlement/bill/show');
    const show = page.getByTestId('record-show');
    const labelWidths = () => show.locator('.ant-descriptions-item-label').evaluateAll((labels) => [...new Set(labels.map((l) => Math.round(l.getBoundingClientRect().width)))]);
    const pairsPerRow = () => show.locator('.ant-descriptions-row').evaluateAll((rows) => Math.max(...rows.map((r) => r.querySelectorAll('.ant-descriptions-item-label').length)));
    expect(await labelWidths()).toEqual([160]);
    expect(await pairsPerRow()).toBe(2);
    await page.setViewportSize({ width: 390, height: 844 });
    await expect.poll(pairsPerRow).toBe(1);
    expect(await labelWidths()).toEqual([110]);
    // The bill number reads on one line (it once broke as JS202611003 / 467), and nothing sticks out sideways.
    const number = show.locator('.ant-descriptions-item-content', { hasText: key }).first();
    const lines = await number.evaluate((cell) => {
      const style = getComputedStyle(cell);
      const text = cell.getBoundingClientRect().height - parseFloat(style.paddingTop) - parseFloat(style.paddingBottom);
      return Math.round(text / parseFloat(style.lineHeight));
    });
    expect(lines).toBe(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  });

  it('结算单: 查看 on a selected row opens the same record', async () => {
    const page = ui.page;
    await openListPage(page, ADMIN, '结算管理', '结算单', '/settlement/bill');
    const bill = (await columnTexts(page, '结算单号'))[0];
    // Row buttons sit in the toolbar by default (页面展示设置): select the row, then 查看.
    await page.locator('.ant-table-tbody tr.ant-table-row').first().locator('input[type="checkbox"]').check();
    await page.getByTestId('toolbar-button-view').click();
    await page.waitForURL('**/settlement/bill/show?**');
    expect((await shownValues(page)).get('结算单号')).toBe(bill);
  });

  it('a lead outside the sales clerk\'s scope answers an error page, not the lead', async () => {
    const page = ui.page;
    const clerk = '13800000003';
    const own = await apiAs<{ data: Array<{ id: number; add_user_id: number }> }>(clerk, '/api/crm/sales_lead/index?perms_id=102&limit=1');
    const where = encodeURIComponent(JSON.stringify({ add_user_id: ['not_in', [own.data[0].add_user_id]] }));
    const foreign = await apiAs<{ data: Array<{ id: number; lead_name: string }> }>(ADMIN, `/api/crm/sales_lead/index?perms_id=102&limit=1&where=${where}`);
    await signIn(page, clerk);
    await page.waitForURL('**/message');
    await page.goto(`${baseUrl()}/crm/lead/show?data_id=${foreign.data[0].id}`);
    await page.getByTestId('page-error').waitFor({ timeout: 30_000 });
    expect(await page.getByTestId('record-show').count()).toBe(0);
    expect(await page.locator('body').textContent()).not.toContain(foreign.data[0].lead_name);
    // The clerk's own lead opens.
    await page.goto(`${baseUrl()}/crm/lead/show?data_id=${own.data[0].id}`);
    await page.getByTestId('record-show').waitFor({ timeout: 30_000 });
  });
});
