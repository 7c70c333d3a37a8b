import ExcelJS from 'exceljs';
import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TaskListAnswer, WorkflowData } from '../../schemas/generated/workflow';
import { apiWithPage, baseUrl, chooseFirst, launchBrowser, messageBadge, newPage, removeContracts, signIn } from './browser';
import { saveAndSubmit } from './submit-for-approval';

const CLERK = '13800000003';
const DEPARTMENT_MANAGER = '13800000002';
const COMPANY_MANAGER = '13800000001';
/** Contracts this file creates carry this number prefix, so they are removed afterwards: other files count the demo's 20,000. */
const PREFIX = 'E2EF-';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  // With their workflow records and tasks: SQLite may give a deleted row's id to the next new contract.
  removeContracts(PREFIX);
  // (The counters are counted from the tasks and messages left: nothing to recount.)
  await browser.close();
});

/** A signed-in page of its own (its own cookies), landed on the message centre. */
async function signedIn(mobile: string): Promise<Page> {
  const page = await newPage(browser);
  await signIn(page, mobile);
  await page.waitForURL('**/message');
  return page;
}

function uniqueNo(): string {
  return `${PREFIX}${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
}

/** Fills the contract form (the clerk's new contract page) with a contract of `amount`. */
async function fillContract(page: Page, contractNo: string, amount: number): Promise<void> {
  const form = page.getByTestId('form-page');
  await form.getByLabel('合同编号').fill(contractNo);
  await form.getByLabel('合同名称').fill(`表单测试合同 ${contractNo}`);
  await chooseFirst(page, form, '客户名称');
  await form.getByLabel('签订日期').fill('2026-11-20');
  await form.getByLabel('签订日期').press('Enter');
  await form.getByLabel('品名').fill('聚乙烯');
  await form.getByLabel('合同金额').fill(String(amount));
}

async function openNewContract(page: Page): Promise<void> {
  await page.goto(`${baseUrl()}/contract/sales`);
  await page.getByRole('button', { name: /新增/ }).click();
  await page.getByTestId('form-page').waitFor();
  await expect(page.getByTestId('form-page').getAttribute('data-mode')).resolves.toBe('edit');
}

async function contractByNo(page: Page, contractNo: string): Promise<{ id: number; status: number; amount: number }> {
  const answer = await apiWithPage<{ data: Array<{ id: number; status: number; amount: number }> }>(
    page,
    `/api/contract/sales_contract/index?limit=5&where=${encodeURIComponent(JSON.stringify({ contract_no: contractNo }))}`,
  );
  return answer.data[0];
}

async function flowOf(page: Page, id: number): Promise<WorkflowData | undefined> {
  const answer = await apiWithPage<{ data: WorkflowData[] }>(page, `/api/base/workflowdata?tpl_label=sales_contract&form_data_id=${id}`);
  return answer.data[0];
}

/** The clerk creates a contract in the form and submits it for approval: confirm, the next step, success. */
async function createAndSubmit(page: Page, amount = 880_000): Promise<{ id: number; contractNo: string }> {
  const contractNo = uniqueNo();
  await openNewContract(page);
  await fillContract(page, contractNo, amount);
  await saveAndSubmit(page);
  await page.waitForURL((url) => url.pathname === '/contract/sales');
  const contract = await contractByNo(page, contractNo);
  return { id: contract.id, contractNo };
}

/** The approver opens their pending task on the document from the approval centre and decides it. */
async function decide(mobile: string, contractNo: string, action: '同意' | '驳回', opinion = ''): Promise<void> {
  const page = await signedIn(mobile);
  const pending = await apiWithPage<TaskListAnswer>(page, '/api/base/workflow/taskList?tab=pending&limit=100');
  const task = pending.data.find((t) => t.title.includes(contractNo));
  expect(task, `a pending task on ${contractNo}`).toBeDefined();
  await page.goto(`${baseUrl()}/message?active=workflow`);
  await page.getByTestId('tasks-pending').getByRole('link', { name: task!.title }).click();
  const form = page.getByTestId('form-page');
  await form.waitFor();
  await expect(form.getAttribute('data-mode')).resolves.toBe('read');
  const panel = page.getByTestId('approval-panel');
  await panel.getByTestId('decision').waitFor();
  const button = action === '同意' ? '同 意' : '驳 回';
  await panel.getByRole('button', { name: button }).click();
  // Every decision is confirmed in a dialog that takes the opinion.
  const dialog = page.getByRole('dialog').filter({ has: page.getByTestId('decision-dialog') });
  if (opinion) await dialog.getByLabel('审批意见').fill(opinion);
  await dialog.getByRole('button', { name: button }).click();
  await page.getByText(action === '同意' ? '审批通过' : '已驳回', { exact: true }).first().waitFor();
  await page.context().close();
}

describe('forms and approvals', () => {
  it('the clerk creates a contract and submits it; the department manager, then the N-pass company manager approve it', async () => {
    const clerk = await signedIn(CLERK);
    const { id, contractNo } = await createAndSubmit(clerk);
    expect((await flowOf(clerk, id))?.status).toBe(1);
    expect((await contractByNo(clerk, contractNo)).status).toBe(1);
    await decide(DEPARTMENT_MANAGER, contractNo, '同意');
    await decide(COMPANY_MANAGER, contractNo, '同意');
    const flow = await flowOf(clerk, id);
    expect(flow?.status).toBe(2);
    expect((await contractByNo(clerk, contractNo)).status).toBe(2);
    // The completed contract opens read-only with its flow log.
    await clerk.goto(`${baseUrl()}/contract/sales/form?data_id=${id}&devflag=1`);
    await expect(clerk.getByTestId('form-page').getAttribute('data-mode')).resolves.toBe('read');
    // The log: the submit, then both approvals.
    await expect.poll(() => clerk.getByTestId('flow-log').locator('.ant-timeline-item').count()).toBe(3);
    // 导出 downloads the document as a real .xlsx: its fields by section, and its flow log.
    const [download] = await Promise.all([clerk.waitForEvent('download'), clerk.getByRole('button', { name: '导 出' }).click()]);
    expect(download.suggestedFilename()).toBe(`表单测试合同 ${contractNo}.xlsx`);
    const book = new ExcelJS.Workbook();
    const file = await readFile((await download.path())!);
    await book.xlsx.load(file.buffer.slice(file.byteOffset, file.byteOffset + file.byteLength) as ArrayBuffer);
    const fields = book.worksheets[0].getSheetValues().slice(2).map((row) => (row as unknown[]).slice(1, 4));
    expect(fields).toContainEqual(['基本信息', '合同编号', contractNo]);
    expect(fields).toContainEqual(['标的与金额', '合同金额', '880,000.00']);
    expect(fields).toContainEqual(['备注', '备注', '/']);
    expect(book.worksheets[1].getSheetValues().slice(2).map((row) => (row as unknown[])[3])).toEqual(['已提交', '已通过', '已通过']);
    await clerk.context().close();
  });

  it('a rejection raises the clerk’s flow_back counter on their open message centre', async () => {
    const clerk = await signedIn(CLERK);
    const { id, contractNo } = await createAndSubmit(clerk);
    await clerk.goto(`${baseUrl()}/message`);
    await clerk.getByTestId('message-counts').waitFor();
    // The open page shows the server's count before the rejection.
    const { flow_back: before } = await apiWithPage<{ flow_back: number }>(clerk, '/api/access/message/count?app_id=0');
    await expect.poll(() => messageBadge(clerk, 'flow_back'), { timeout: 15_000 }).toBe(before);
    await decide(DEPARTMENT_MANAGER, contractNo, '驳回', '价格条款需要修改');
    // Pushed over the socket: the open tab changes without a reload.
    await expect.poll(() => messageBadge(clerk, 'flow_back'), { timeout: 15_000 }).toBe(before + 1);
    expect((await flowOf(clerk, id))?.status).toBe(3);
    // The rejected contract is editable again.
    await clerk.goto(`${baseUrl()}/contract/sales/form?data_id=${id}&devflag=1`);
    await expect(clerk.getByTestId('form-page').getAttribute('data-mode')).resolves.toBe('edit');
    await clerk.context().close();
  });

  it('the clerk recalls a document in approval; it becomes editable, and the tooltip explains when recall is not allowed', async () => {
    const clerk = await signedIn(CLERK);
    const { id } = await createAndSubmit(clerk);
    await clerk.goto(`${baseUrl()}/contract/sales/form?data_id=${id}&devflag=1`);
    const panel = clerk.getByTestId('approval-panel');
    await expect(panel.getByTestId('flow-status').textContent()).resolves.toBe('审批中');
    await panel.getByTestId('recall').click();
    await clerk.getByText('确定撤回该单据吗？撤回后可修改并重新提交。').waitFor();
    await clerk.getByRole('button', { name: /确\s*定|OK/ }).last().click();
    await clerk.getByText('撤回成功').waitFor();
    await expect.poll(async () => (await flowOf(clerk, id))?.status).toBe(0);
    await expect.poll(() => clerk.getByTestId('form-page').getAttribute('data-mode')).toBe('edit');
    // Recalled, the button is disabled and says why on hover.
    await expect.poll(() => clerk.getByTestId('recall').isDisabled()).toBe(true);
    // Hovered afresh until the tooltip shows: the form reloads after the recall, and a panel drawn again under a
    // resting pointer gets no mouseenter (CI once saw the tip never open).
    const tip = clerk.getByText('单据由您创建并且单据状态在审批中的才可撤回');
    await expect
      .poll(async () => {
        await clerk.mouse.move(0, 0);
        await clerk.getByTestId('recall-hover').hover();
        return tip.waitFor({ timeout: 2000 }).then(() => true, () => false);
      }, { timeout: 30_000 })
      .toBe(true);
    await clerk.context().close();
  });

  it('a warning rule asks first and the confirmed save goes through; a block rule refuses with its items and writes nothing', async () => {
    const clerk = await signedIn(CLERK);
    const warned = uniqueNo();
    await openNewContract(clerk);
    await fillContract(clerk, warned, 20_000_000);
    await clerk.getByRole('button', { name: '保 存' }).click();
    const question = clerk.getByRole('dialog').filter({ hasText: '以下风控规则需要您确认：' });
    await question.waitFor();
    await question.getByRole('button', { name: /确\s*定|OK/ }).click();
    await clerk.getByText('保存成功！').waitFor();
    expect((await contractByNo(clerk, warned)).amount).toBe(20_000_000);

    const blocked = uniqueNo();
    await openNewContract(clerk);
    await fillContract(clerk, blocked, 200_000_000);
    await clerk.getByRole('button', { name: '保 存' }).click();
    await clerk.getByText(/阻断/).first().waitFor();
    expect(await contractByNo(clerk, blocked)).toBeUndefined();
    // The form stays as it was, with the user's input.
    await expect(clerk.getByTestId('form-page').getByLabel('合同编号').inputValue()).resolves.toBe(blocked);
    await clerk.context().close();
  });

  it('a contract with goods lines (issue 21): goods chosen from the catalogue, quantity with its unit, the tax split, saved with the contract by the server, shown again', async () => {
    const clerk = await signedIn(CLERK);
    const contractNo = uniqueNo();
    await openNewContract(clerk);
    await fillContract(clerk, contractNo, 97_410);
    const lines = clerk.getByRole('grid');
    const cell = (column: string) => lines.getByRole('gridcell', { name: `第 1 行 ${column}`, exact: true });
    await clerk.getByRole('button', { name: '新增行' }).click();
    // The goods come from the company's catalogue: the chooser fills the spec, the unit, the tax rate and the price.
    await cell('商品名称').dblclick();
    const chooser = clerk.getByTestId('chooser');
    await chooser.getByRole('button', { name: /^选择 / }).first().click();
    await chooser.waitFor({ state: 'detached' });
    const goods = (await cell('商品名称').textContent()) ?? '';
    expect(goods).not.toBe('');
    expect(await cell('规格').textContent()).not.toBe('');
    const unit = await cell('数量').getByRole('combobox', { name: '第 1 行 数量的单位' }).inputValue();
    expect(['吨', '千克', '件', '米']).toContain(unit);
    const rate = Number((await cell('税率').textContent())?.replace('%', '')) / 100;
    const type = async (column: string, text: string) => {
      await cell(column).dblclick();
      await cell(column).getByRole('textbox').fill(text);
      await cell(column).getByRole('textbox').press('Enter');
    };
    await type('数量', '25.5');
    await type('含税单价', '3,820');
    await expect.poll(() => cell('金额').textContent()).toBe('97,410.00');
    // The price split: 不含税单价 and 单位税额 out of the price, 3 decimals each.
    const excl = Math.round((3820 / (1 + rate)) * 1000) / 1000;
    await expect.poll(() => cell('不含税单价').textContent()).toBe(excl.toLocaleString('en-US', { minimumFractionDigits: 3, maximumFractionDigits: 3 }));
    await clerk.getByRole('button', { name: '保 存' }).click();
    await clerk.getByText('保存成功！').waitFor();
    const saved = await contractByNo(clerk, contractNo);
    type Line = { goods_name: string; unit: string; quantity: number | string; price: number | string; amount: number | string; price_excl_tax: number | string };
    const detail = await apiWithPage<{ lines: Line[] }>(clerk, `/api/contract/sales_contract/detail?id=${saved.id}`);
    expect(detail.lines.map((l) => [l.goods_name, l.unit, Number(l.quantity), Number(l.price), Number(l.amount), Number(l.price_excl_tax)])).toEqual([[goods, unit, 25.5, 3820, 97410, excl]]);
    await clerk.goto(`${baseUrl()}/contract/sales/form?data_id=${saved.id}`);
    await expect.poll(() => clerk.getByRole('grid').getByRole('gridcell', { name: '第 1 行 商品名称', exact: true }).textContent(), { timeout: 30_000 }).toBe(goods);

    // The contract's own price split: 运费 and 杂费 beside the tax split, typed per line, kept with the contract.
    await clerk.getByRole('button', { name: '编辑含税单价的价格拆分' }).click();
    const dialog = clerk.getByRole('dialog', { name: '含税单价价格拆分' });
    await dialog.getByRole('button', { name: /^新\s*增$/ }).click();
    await dialog.getByRole('button', { name: /^新\s*增$/ }).click();
    await dialog.getByLabel('子项名称 3').fill('运费');
    await dialog.getByLabel('子项名称 4').fill('杂费');
    await dialog.getByRole('button', { name: /^确\s*定$/ }).click();
    await dialog.waitFor({ state: 'detached' });
    await type('运费', '50');
    await clerk.getByRole('button', { name: '保 存' }).click();
    await clerk.getByText('保存成功！').waitFor();
    type Item = { key: string; label: string };
    const kept = await apiWithPage<{ lines: (Line & Record<string, unknown>)[]; line_splits: { lines?: { price?: Item[] } } }>(clerk, `/api/contract/sales_contract/detail?id=${saved.id}`);
    expect(kept.line_splits.lines?.price?.map((item) => item.label)).toEqual(['不含税单价', '单位税额', '运费', '杂费']);
    expect([Number(kept.lines[0].split_1), kept.lines[0].split_2]).toEqual([50, null]);
    await clerk.goto(`${baseUrl()}/contract/sales/form?data_id=${saved.id}`);
    await expect.poll(() => cell('运费').textContent(), { timeout: 30_000 }).toBe('50.000');
    expect(await lines.getByRole('columnheader', { name: '杂费' }).count()).toBe(1);
  });

  it('a draft needs only its name; saving an incomplete form says what failed and points at the first missing field', async () => {
    const clerk = await signedIn(CLERK);
    await openNewContract(clerk);
    await clerk.getByRole('button', { name: '保 存' }).click();
    await clerk.getByText('保存失败，请将表单填写完整').waitFor();
    // 100 ms later the first invalid field is scrolled to and focused: the name (the number is the server's
    // numbering rule's when left empty, and says so).
    await expect.poll(() => clerk.evaluate(() => document.activeElement?.id)).toBe('field-contract_name');
    await expect(clerk.getByTestId('form-page').getByLabel('合同编号').getAttribute('placeholder')).resolves.toBe('不填写则保存时自动生成');
    const contractNo = uniqueNo();
    await clerk.getByTestId('form-page').getByLabel('合同名称').fill(`草稿 ${contractNo}`);
    await clerk.getByTestId('form-page').getByLabel('合同编号').fill(contractNo);
    await clerk.getByRole('button', { name: '暂 存' }).click();
    await clerk.getByText('暂存成功！').waitFor();
    // The user stays in the form, now on the stored draft: its address names it, and a reload opens it.
    expect((await contractByNo(clerk, contractNo)).status).toBe(0);
    expect(new URL(clerk.url()).pathname).toBe('/contract/sales/form');
    await expect.poll(() => clerk.getByTestId('form-page').getAttribute('data-mode')).toBe('edit');
    // (The address names the draft, sealed or not: a reload opens it, not a new form.)
    await expect.poll(() => new URL(clerk.url()).search).not.toBe('');
    await clerk.reload();
    await expect.poll(() => clerk.getByTestId('form-page').getByLabel('合同编号').inputValue()).toBe(contractNo);
    await clerk.context().close();
  });

  it('leaving a form with unsaved input asks first', async () => {
    const clerk = await signedIn(CLERK);
    await openNewContract(clerk);
    await clerk.getByTestId('form-page').getByLabel('合同名称').fill('未保存的合同');
    await clerk.getByTestId('sidebar').getByText('客户关系').click();
    await clerk.getByTestId('sidebar').getByText('客户管理').click();
    await clerk.getByText('表单内容尚未保存，离开后将丢失，确定离开吗？').waitFor();
    await clerk.getByRole('button', { name: /取\s*消|Cancel/ }).last().click();
    expect(new URL(clerk.url()).pathname).toBe('/contract/sales/form');
    await clerk.getByRole('button', { name: '返 回' }).click();
    await clerk.getByText('表单内容尚未保存，离开后将丢失，确定离开吗？').waitFor();
    await clerk.getByRole('button', { name: /确\s*定|OK/ }).last().click();
    await clerk.waitForURL((url) => url.pathname === '/contract/sales');
    await clerk.context().close();
  });
});
