import { beforeAll, describe, expect, it } from 'vitest';
import type { TaskListAnswer, WorkflowData } from '../../schemas/generated/workflow';
import { loadRouteCipher } from '../../src/session/route-cipher';
import { routeParams } from '../../src/router/route-query';
import type { Page } from 'playwright-core';
import { apiWithPage, baseUrl, browserPerFile, newPage, signIn } from './browser';

const ui = browserPerFile();
const CLERK = '13800000003';
const MANAGER = '13800000002';
/** 李明's user id: page addresses travel sealed for him (spec 000 §2.3), so the test opens them with it. */
const MANAGER_ID = 3;

/**
 * 张伟 submits one of his draft contracts for approval through the API; answers its id and title. A draft
 * of the demo data, not a new contract: the other e2e files count the 20,000 demo contracts. One under the
 * risk rules' warning line, since submitFlow runs them (their own e2e is in forms-approvals).
 */
async function submitContract(): Promise<{ id: number; title: string }> {
  await signIn(ui.page, CLERK);
  await ui.page.waitForURL('**/message');
  const submitted = await submitDraft(ui.page);
  await ui.page.context().clearCookies();
  return submitted;
}

/** A draft of 张伟 submitted in `page`'s session (signed in as him); answers its id, title and template. */
async function submitDraft(page: Page): Promise<{ id: number; title: string; tpl: number }> {
  const drafts = await apiWithPage<{ data: Array<{ id: number }> }>(
    page,
    `/api/contract/sales_contract/index?limit=1&order=id%20desc&where=${encodeURIComponent(JSON.stringify({ status: 0, amount: ['<=', 10_000_000] }))}`,
  );
  const contract = drafts.data[0];
  const title = `审批中心 e2e ${Date.now().toString(36)}`;
  await apiWithPage(page, '/api/base/workflow/nextFlow', { tpl_label: 'sales_contract', form_data_id: contract.id });
  const flow = await apiWithPage<WorkflowData>(page, '/api/base/workflow/submitFlow', { tpl_label: 'sales_contract', form_data_id: contract.id, title });
  return { id: contract.id, title, tpl: flow.tpl_id };
}

describe('the approval centre', () => {
  beforeAll(loadRouteCipher);

  it('the manager sees the submitted contract under 待审批 in its group, and its link opens the document', async () => {
    const { id, title } = await submitContract();
    await signIn(ui.page, MANAGER);
    await ui.page.waitForURL('**/message');
    await ui.page.goto(`${baseUrl()}/message?active=workflow`);
    const centre = ui.page.getByTestId('approval-centre');
    await expect(centre.getByRole('tab', { selected: true }).textContent()).resolves.toBe('待审批');
    const pending = centre.getByTestId('tasks-pending');
    const link = pending.getByRole('link', { name: title });
    await link.waitFor();
    // The task sits in the panel of its template's group (the demo template's group is 合同审批).
    const panel = pending.locator('.ant-collapse-item').filter({ hasText: title });
    await expect(panel.locator('.ant-collapse-header').textContent()).resolves.toContain('合同审批');
    await link.click();
    await ui.page.waitForURL((url) => url.pathname === '/approve' && routeParams(url.search, url.pathname, MANAGER_ID).get('data_id') === String(id));
    const query = routeParams(new URL(ui.page.url()).search, '/approve', MANAGER_ID);
    expect(query.get('workflow_label')).toBe('sales_contract');
  });

  it('已审批 lists the tasks the manager handled, newest first, and /approve goes back to the workflow tab', async () => {
    const first = await submitContract();
    const second = await submitContract();
    await signIn(ui.page, MANAGER);
    await ui.page.waitForURL('**/message');
    const pending = await apiWithPage<TaskListAnswer>(ui.page, '/api/base/workflow/taskList?tab=pending&limit=100');
    for (const { title } of [first, second]) {
      const task = pending.data.find((t) => t.title === title);
      if (!task) throw new Error(`no pending task ${title}`);
      await apiWithPage(ui.page, '/api/base/workflow/handle', { task_id: task.workflow_log_id, action: 'reject', opinion: 'e2e' });
    }
    await ui.page.goto(`${baseUrl()}/approve`);
    const centre = ui.page.getByTestId('approval-centre');
    await centre.getByRole('tab', { name: '已审批' }).click();
    const approved = centre.getByTestId('tasks-approved');
    await approved.getByRole('link', { name: second.title }).waitFor();
    const titles = await approved.getByRole('link').allTextContents();
    expect(titles.indexOf(second.title)).toBeLessThan(titles.indexOf(first.title));
    expect(titles.indexOf(first.title)).toBeGreaterThanOrEqual(0);
    const row = approved.locator('.ant-list-item').filter({ hasText: second.title });
    await expect(row.textContent()).resolves.toContain('已驳回');
    await ui.page.getByRole('button', { name: /返\s*回/ }).click();
    await ui.page.waitForURL((url) => url.pathname === '/message' && routeParams(url.search, url.pathname, MANAGER_ID).get('active') === 'workflow');
    await ui.page.getByTestId('approval-centre').waitFor();
    // The flow of one of them on its own page: rejected in round 1 by 李明 with his opinion.
    const handled = pending.data.find((t) => t.title === second.title)!;
    await ui.page.goto(`${baseUrl()}/workflow/detail/${handled.workflow_data_id}`);
    await expect.poll(() => ui.page.getByTestId('workflow-record-status').textContent()).toBe('已驳回');
    const round = ui.page.getByTestId('workflow-round-1');
    await expect.poll(() => round.textContent()).toContain('李明');
    await expect(round.textContent()).resolves.toContain('意见：e2e');
  });
  it('the manager\'s open 待审批 list follows the realtime counter: a contract submitted elsewhere appears, a recalled one leaves, without a reload', async () => {
    // Two people at once: 李明 with the centre open in one browser context, 张伟 in another.
    const manager = await newPage(ui.page.context().browser()!);
    try {
      await signIn(ui.page, CLERK);
      await ui.page.waitForURL('**/message');
      const first = await submitDraft(ui.page);
      await signIn(manager, MANAGER);
      await manager.waitForURL('**/message');
      await manager.goto(`${baseUrl()}/message?active=workflow`);
      const pending = manager.getByTestId('approval-centre').getByTestId('tasks-pending');
      await pending.getByRole('link', { name: first.title }).waitFor();
      // Marks this document: a reload of the page would lose it. And records whether the list ever fell back
      // to its loading placeholder or showed 暂无数据 while it was being read again.
      await manager.evaluate(() => {
        const flags = window as unknown as { e2eSamePage: boolean; e2eFlicker: string[] };
        flags.e2eSamePage = true;
        flags.e2eFlicker = [];
        new MutationObserver(() => {
          const list = document.querySelector('[data-testid="tasks-pending"]');
          if (!list) flags.e2eFlicker.push('list gone');
          else if (list.getAttribute('aria-busy') === 'true' && !list.querySelector('.ant-collapse')) flags.e2eFlicker.push('loading placeholder');
          else if (list.querySelector('.ant-empty')) flags.e2eFlicker.push('empty');
        }).observe(document.body, { childList: true, subtree: true, attributes: true });
      });
      const flicker = () => manager.evaluate(() => (window as unknown as { e2eFlicker: string[] }).e2eFlicker);

      const second = await submitDraft(ui.page);
      await expect.poll(() => pending.getByRole('link', { name: second.title }).count(), { timeout: 15_000 }).toBe(1);
      expect(await pending.getByRole('link', { name: first.title }).count()).toBe(1);
      expect(await flicker()).toEqual([]);

      // 张伟 takes the first one back: it leaves 李明's list.
      await apiWithPage(ui.page, '/api/base/workflow/recall', { tpl_id: first.tpl, form_data_id: first.id });
      await expect.poll(() => pending.getByRole('link', { name: first.title }).count(), { timeout: 15_000 }).toBe(0);
      expect(await pending.getByRole('link', { name: second.title }).count()).toBe(1);
      expect(await flicker()).toEqual([]);
      expect(await manager.evaluate(() => (window as unknown as { e2eSamePage?: boolean }).e2eSamePage)).toBe(true);
    } finally {
      await manager.context().close();
    }
  });
});
