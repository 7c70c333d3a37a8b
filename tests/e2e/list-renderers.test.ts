import { describe, expect, it } from 'vitest';
import { browserPerFile, columnTexts, listTotal, openListPage } from './browser';

const ui = browserPerFile();

function openContracts(): Promise<void> {
  return openListPage(ui.page, '13800000000', '合同管理', '销售合同', '/contract/sales');
}

describe('the sales-contract list searches', () => {
  it('the query panel filters by Enter, the tag shows the condition, closing it brings every contract back', async () => {
    await openContracts();
    expect(await listTotal(ui.page)).toBe(20_000);
    const first = (await columnTexts(ui.page, '合同编号'))[0];
    const keyword = first.slice(-5);
    const panel = ui.page.getByTestId('query-panel');
    await panel.getByLabel('合同编号').fill(keyword);
    await panel.getByLabel('合同编号').press('Enter');
    await ui.page.getByTestId('filter-tag-contract_no').waitFor();
    await ui.page.waitForFunction(() => !/20000/.test(document.querySelector('[data-testid="pagination-total"]')?.textContent ?? '20000'));
    const filtered = await listTotal(ui.page);
    expect(filtered).toBeGreaterThan(0);
    expect(filtered).toBeLessThan(20_000);
    expect((await columnTexts(ui.page, '合同编号')).every((no) => no.includes(keyword))).toBe(true);
    await expect(ui.page.getByTestId('filter-tag-contract_no').textContent()).resolves.toBe(`合同编号: ${keyword}`);

    await ui.page.getByRole('button', { name: '删除条件 合同编号' }).click();
    await ui.page.getByText('共 20000 条').waitFor();
    await expect(panel.getByLabel('合同编号').inputValue()).resolves.toBe('');
  });

  it('a money range: min above max blocks the query, a valid range filters; the toolbar shows the menu buttons', async () => {
    await openContracts();
    expect(await listTotal(ui.page)).toBe(20_000);
    const panel = ui.page.getByTestId('query-panel');
    await panel.getByLabel('合同金额 最小值').fill('500000');
    await panel.getByLabel('合同金额 最大值').fill('100');
    await panel.getByText('最小值大于最大值').waitFor();
    await expect(panel.getByRole('button', { name: /查\s*询/ }).isDisabled()).resolves.toBe(true);
    await panel.getByLabel('合同金额 最大值').fill('600000');
    await panel.getByRole('button', { name: /查\s*询/ }).click();
    await ui.page.getByTestId('filter-tag-amount').waitFor();
    await expect(ui.page.getByTestId('filter-tag-amount').textContent()).resolves.toBe('合同金额: 500,000.00 至 600,000.00');
    await ui.page.waitForFunction(() => !/20000/.test(document.querySelector('[data-testid="pagination-total"]')?.textContent ?? '20000'));
    expect(await listTotal(ui.page)).toBeLessThan(20_000);
    const toolbar = ui.page.getByRole('toolbar');
    await toolbar.getByRole('button', { name: /新\s*增/ }).waitFor();
    await toolbar.getByRole('button', { name: /导\s*出/ }).waitFor();
  });
});

describe('table totals and selection on a configured page', () => {
  it('shows 当页合计 for the rows shown and 筛选后合计 from the server, which follows the filter', async () => {
    await openContracts();
    const filtered = ui.page.getByTestId('summary-filtered');
    await filtered.waitFor();
    const all = await filtered.textContent();
    expect(all).toContain('筛选后合计');
    await expect(ui.page.getByTestId('summary-page').textContent()).resolves.toContain('当页合计');
    // 20,000 contracts against the 15 shown: the filtered total is far above the page's.
    const amount = (text: string | null) => Number(/([\d,]+\.\d{2})/.exec(text ?? '')?.[1].replace(/,/g, ''));
    const pageTotal = amount(await ui.page.getByTestId('summary-page').textContent());
    expect(pageTotal).toBeGreaterThan(0);
    expect(amount(all)).toBeGreaterThan(pageTotal * 100);
    const checkbox = ui.page.locator('.ant-table-tbody tr.ant-table-row input[type="checkbox"]').first();
    await checkbox.check();
    await expect(checkbox.isChecked()).resolves.toBe(true);
  });
});
