import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { apiWithPage, browserPerFile, columnTexts, listTotal, newPage, openListPage } from './browser';

/**
 * Saved views end to end (issue 8 "Tests"), on the demo contracts list against the running server: a
 * personal view made default is where the list opens after a reload; a shared view of a department manager
 * appears for a clerk of the same company, who cannot change it; switching away from an edited view asks.
 */

const ui = browserPerFile();
const CLERK = '13800000003'; // 张伟, sales clerk: no shared-view permission
const EAST_MANAGER = '13800000002'; // 李明, department manager: holds filterViewCommon
const CONTRACTS = 301;
const TABLE = 'menu-301';

interface View {
  id: number;
  name: string;
  type: 1 | 2;
}

const openContracts = (page: Page, mobile: string) => openListPage(page, mobile, '合同管理', '销售合同', '/contract/sales');

function viewsOf(page: Page): Promise<{ listData: View[]; defaultId: number | null }> {
  return apiWithPage(page, `/api/base/view/list?table_key=${TABLE}&perms_id=${CONTRACTS}`);
}

/** Views this file made, removed after each test by a page signed in as their creator. */
const made: Array<{ page: Page; name: string }> = [];

afterEach(async () => {
  for (const { page, name } of made.splice(0)) {
    const view = (await viewsOf(page)).listData.find((v) => v.name === name);
    if (view) await apiWithPage(page, '/api/base/view/del', { id: view.id });
  }
});

async function waitForTotal(page: Page, total: number): Promise<void> {
  await page.waitForFunction((n) => new RegExp(`共 ${n} 条`).test(document.querySelector('[data-testid="pagination-total"]')?.textContent ?? ''), total);
}

/** Types a contract-number keyword into the query panel and presses Enter; answers the filtered total. */
async function filterByNumber(page: Page, keyword: string): Promise<number> {
  const all = await listTotal(page);
  const panel = page.getByTestId('query-panel');
  await panel.getByLabel('合同编号').fill(keyword);
  await panel.getByLabel('合同编号').press('Enter');
  await page.getByTestId('filter-tag-contract_no').waitFor();
  await page.waitForFunction((n) => !new RegExp(`共 ${n} 条`).test(document.querySelector('[data-testid="pagination-total"]')?.textContent ?? ''), all);
  return listTotal(page);
}

/** The title bar's 另存为: the dialog, a name, a type, 确定, and the server's 保存成功. */
async function saveAs(page: Page, name: string, type: '个人' | '共享'): Promise<void> {
  await page.getByTestId('view-title-bar').getByRole('button', { name: '另存为' }).click();
  const dialog = page.getByRole('dialog', { name: '另存为' });
  await dialog.getByLabel('视图名称').fill(name);
  await dialog.getByRole('radio', { name: type }).check();
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  await page.getByText('保存成功').first().waitFor();
}

/** The distinct statuses of the rows shown. */
async function statuses(page: Page): Promise<string[]> {
  return [...new Set(await columnTexts(page, '状态'))].sort();
}

async function openViewMenu(page: Page): Promise<void> {
  // A toolbar button's tooltip (请选择一条数据) left open by the pointer would take the click: the pointer leaves first.
  await page.mouse.move(0, 0);
  await expect.poll(() => page.locator('.ant-tooltip:not(.ant-tooltip-hidden)').count()).toBe(0);
  await page.getByTestId('view-menu-button').click();
  await page.getByTestId('view-menu').waitFor();
}

describe('a personal view', () => {
  it('saved with the current filter and set as default, is where the list opens after a reload', async () => {
    const page = ui.page;
    await openContracts(page, CLERK);
    await page.getByTestId('saved-views').waitFor({ timeout: 30_000 });
    const keyword = (await columnTexts(page, '合同编号'))[0].slice(-4);
    const filtered = await filterByNumber(page, keyword);
    // A filter and no view to hold it: it can only be saved as a new view.
    await expect(page.getByTestId('view-badge').textContent()).resolves.toBe('待另存');

    const name = `e2e 我的视图${Date.now() % 1000}`;
    made.push({ page, name });
    await saveAs(page, name, '个人');
    await expect(page.getByTestId('view-title').textContent()).resolves.toBe(name);
    await page.getByTestId('view-title-bar').getByRole('button', { name: '设为默认' }).click();
    await page.getByText('设置成功').first().waitFor();
    const { listData, defaultId } = await viewsOf(page);
    expect(listData.find((v) => v.id === defaultId)?.name).toBe(name);

    await page.reload();
    await page.getByTestId('view-title').filter({ hasText: name }).waitFor({ timeout: 30_000 });
    await waitForTotal(page, filtered);
    await expect(page.getByTestId('filter-tag-contract_no').textContent()).resolves.toBe(`合同编号: ${keyword}`);
    expect((await columnTexts(page, '合同编号')).every((no) => no.includes(keyword))).toBe(true);
  });
});

describe('a shared view', () => {
  it("a department manager's shared view appears for a clerk of the same company, who can apply it but not change it", async () => {
    const manager = ui.page;
    await openContracts(manager, EAST_MANAGER);
    await manager.getByTestId('saved-views').waitFor({ timeout: 30_000 });
    const keyword = (await columnTexts(manager, '合同编号'))[0].slice(-3);
    await filterByNumber(manager, keyword);
    const name = `e2e 共享${Date.now() % 1000}`;
    made.push({ page: manager, name });
    await saveAs(manager, name, '共享');
    const shared = (await viewsOf(manager)).listData.find((v) => v.name === name)!;
    expect(shared.type).toBe(2);

    const clerk = await newPage(manager.context().browser()!);
    try {
      await openContracts(clerk, CLERK);
      await clerk.getByTestId('saved-views').waitFor({ timeout: 30_000 });
      await openViewMenu(clerk);
      const item = clerk.getByTestId(`view-item-${shared.id}`);
      await expect(item.getByRole('button', { name: `编辑 ${name}` }).count()).resolves.toBe(0);
      await expect(item.getByRole('button', { name: `删除 ${name}` }).count()).resolves.toBe(0);
      await item.getByRole('button', { name, exact: true }).click();
      await clerk.getByTestId('view-title').filter({ hasText: name }).waitFor();
      await expect(clerk.getByTestId('filter-tag-contract_no').textContent()).resolves.toBe(`合同编号: ${keyword}`);
      // Changed, the shared view cannot be saved by the clerk (待另存), and only a personal view is offered.
      await filterByNumber(clerk, keyword.slice(1));
      await expect(clerk.getByTestId('view-badge').textContent()).resolves.toBe('待另存');
      await expect(clerk.getByTestId('view-title-bar').getByRole('button', { name: '保存', exact: true }).count()).resolves.toBe(0);
      await clerk.getByTestId('view-title-bar').getByRole('button', { name: '另存为' }).click();
      const dialog = clerk.getByRole('dialog', { name: '另存为' });
      await expect(dialog.getByRole('radio', { name: '共享' }).count()).resolves.toBe(0);
      await dialog.getByRole('button', { name: /取\s*消/ }).click();
      // The server says the same to a forged call, and the view is unchanged.
      await expect(
        apiWithPage(clerk, '/api/base/view/update', { id: shared.id, name: 'forged', type: 2, params: { where: [{ prop: 'status', value: 1 }] } }),
      ).rejects.toThrow(/4403/);
      await expect(apiWithPage<View>(clerk, `/api/base/view/detail?id=${shared.id}`).then((v) => v.name)).resolves.toBe(name);
    } finally {
      await clerk.context().close();
    }
  });
});

describe('an edited view', () => {
  it('asks 当前编辑未保存，是否确认切换视图？ before switching, and stays on it when the user cancels', async () => {
    const page = ui.page;
    await openContracts(page, CLERK);
    await page.getByTestId('saved-views').waitFor({ timeout: 30_000 });
    const stamp = Date.now() % 1000;
    const [first, second] = [`e2e 审批中${stamp}`, `e2e 已完成${stamp}`];
    for (const [name, status] of [[first, 1], [second, 2]] as const) {
      made.push({ page, name });
      await apiWithPage(page, '/api/base/view/add', { table_key: TABLE, perms_id: CONTRACTS, name, type: 1, params: { where: [{ prop: 'status', value: status }] } });
    }
    await page.reload();
    await page.getByTestId('saved-views').waitFor({ timeout: 30_000 });
    await openViewMenu(page);
    await page.getByTestId('view-menu').getByRole('button', { name: first, exact: true }).click();
    await page.getByTestId('view-title').filter({ hasText: first }).waitFor();
    await expect.poll(() => statuses(page), { timeout: 30_000 }).toEqual(['审批中']);

    await filterByNumber(page, (await columnTexts(page, '合同编号'))[0].slice(-4));
    await expect(page.getByTestId('view-badge').textContent()).resolves.toBe('已编辑');
    await openViewMenu(page);
    await page.getByTestId('view-menu').getByRole('button', { name: second, exact: true }).click();
    const ask = page.getByText('当前编辑未保存，是否确认切换视图？');
    await ask.waitFor();
    await page.getByRole('dialog').filter({ has: ask }).getByRole('button', { name: /取\s*消/ }).click();
    await expect(page.getByTestId('view-title').textContent()).resolves.toBe(first);
    await expect(page.getByTestId('view-badge').textContent()).resolves.toBe('已编辑');

    await openViewMenu(page);
    await page.getByTestId('view-menu').getByRole('button', { name: second, exact: true }).click();
    await page.getByRole('dialog').filter({ has: page.getByText('当前编辑未保存，是否确认切换视图？') }).getByRole('button', { name: /确\s*定/ }).click();
    await page.getByTestId('view-title').filter({ hasText: second }).waitFor();
    await page.waitForFunction(() => !document.querySelector('[data-testid="filter-tag-contract_no"]'));
    await expect.poll(() => statuses(page), { timeout: 30_000 }).toEqual(['已完成']);
  });
});
