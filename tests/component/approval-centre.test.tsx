import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { RequestOptions } from '../../registry';
import type { TaskItem } from '../../schemas/generated/workflow';
import { ShellContext, type Shell } from '../../src/shell/shell-context';
import { ApprovalCentre } from '../../src/pages/approvals/ApprovalCentre';
import { TASK_LIST_URL, TASK_PAGE_SIZE } from '../../src/pages/approvals/TaskList';
import { ApprovalListPage } from '../../src/pages/ApprovalListPage';
import { createSessionStore } from '../../src/session/store';
import { createFakeEnv, FakeEnvFrame, type FakeHandler } from '../../stories/fake-env';

function task(id: number, overrides: Partial<TaskItem> = {}): TaskItem {
  return {
    workflow_log_id: id,
    workflow_data_id: 100 + id,
    status: 0,
    opinion: '',
    round: 1,
    node_name: '部门经理审批',
    form_type: 3,
    form_name: '/approve',
    form_data_id: 200 + id,
    tpl_label: 'sales_contract',
    tpl_id: 7,
    group_tab: '合同',
    title: `销售合同 ${id}`,
    workflow_status: 1,
    created_user_name: '张伟',
    created_at: '2026-11-20 08:00:00',
    updated_at: '2026-11-20 09:30:00',
    read_at: null,
    link: `/approve?data_id=${200 + id}&workflow_label=sales_contract&workflow_tpl_id=7&workflow_log_id=${id}`,
    ...overrides,
  };
}

function mount(handler: FakeHandler, language: 'zh' | 'en' = 'zh', page = <ApprovalCentre />) {
  const env = createFakeEnv(handler, language);
  const visited: string[] = [];
  env.navigate = (to) => void visited.push(to);
  render(<FakeEnvFrame env={env}>{page}</FakeEnvFrame>);
  return { env, visited };
}

const tabOf = (options: RequestOptions) => (options.query as Record<string, unknown>).tab;

describe('the approval centre', () => {
  it('opens on 待审批 (the second tab), groups tasks by group_tab with 其他 last, and a title goes to its link', async () => {
    const tasks = [task(1), task(2, { group_tab: '' }), task(3, { group_tab: '客户' })];
    const { env, visited } = mount(() => ({ data: tasks, total: 3 }));
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['已审批', '待审批']);
    expect(tabs[1]!.getAttribute('aria-selected')).toBe('true');
    const list = await screen.findByTestId('tasks-pending');
    await within(list).findByText('销售合同 1');
    expect(env.calls).toHaveLength(1);
    expect(env.calls[0]!.url).toBe(TASK_LIST_URL);
    expect(env.calls[0]!.options.query).toEqual({ tab: 'pending', page: 1, limit: TASK_PAGE_SIZE });
    const groups = within(list).getAllByTestId(/^group-/).map((group) => group.firstChild?.textContent);
    expect(groups).toEqual(['合同', '客户', '其他']);
    expect(within(screen.getByTestId('task-2')).getByText('待审批')).toBeTruthy();
    expect(within(screen.getByTestId('task-1')).getByText('节点：部门经理审批')).toBeTruthy();
    expect(within(screen.getByTestId('task-1')).getByText('发起人：张伟')).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: '销售合同 3' }));
    expect(visited).toEqual([tasks[2]!.link]);
  });

  it('已审批 asks for the approved tab and labels each flow-log status', async () => {
    const statuses = [1, 2, 3, 4, 5, 6];
    const { env } = mount((_url, options) =>
      tabOf(options) === 'approved' ? { data: statuses.map((status) => task(status, { status })), total: 6 } : { data: [], total: 0 },
    );
    await screen.findByText('暂无数据', { selector: '.ant-empty-description' });
    fireEvent.click(screen.getByRole('tab', { name: '已审批' }));
    const list = await screen.findByTestId('tasks-approved');
    await within(list).findByText('销售合同 1');
    expect(env.calls.map((call) => tabOf(call.options))).toEqual(['pending', 'approved']);
    const labels = statuses.map((status) => within(screen.getByTestId(`task-${status}`)).getByText(/^已/).textContent);
    expect(labels).toEqual(['已通过', '已驳回', '已退回', '已转交', '已加签', '已抄送']);
  });

  it('a card shows the fields its template declares, as the server sent them ("/" when empty); a task without any shows none', async () => {
    const fields = [{ name: 'amount', label: '合同金额', value: '880,000.00' }, { name: 'customer_name', label: '客户名称', value: '' }];
    mount(() => ({ data: [task(1, { fields }), task(2)], total: 2 }));
    await screen.findByText('销售合同 1');
    const card = within(within(screen.getByTestId('task-1')).getByTestId('task-fields'));
    expect(card.getByText('880,000.00').closest('[data-field]')?.textContent).toBe('合同金额：880,000.00');
    expect(card.getByText('/').closest('[data-field]')?.textContent).toBe('客户名称：/');
    expect(within(screen.getByTestId('task-2')).queryByTestId('task-fields')).toBeNull();
  });

  it('a card in English labels its fields with the English labels the server chose', async () => {
    mount(() => ({ data: [task(1, { fields: [{ name: 'amount', label: 'Amount', value: '1,250.50' }] })], total: 1 }), 'en');
    await screen.findByText('销售合同 1');
    expect(within(screen.getByTestId('task-1')).getByText('1,250.50').closest('[data-field]')?.textContent).toBe('Amount: 1,250.50');
  });

  it('pages when the total passes the limit and asks for the next page', async () => {
    const { env } = mount((_url, options) => {
      const page = (options.query as { page: number }).page;
      return { data: [task(page * 100)], total: TASK_PAGE_SIZE + 1 };
    });
    await screen.findByText('销售合同 100');
    fireEvent.click(screen.getByTitle('2'));
    await screen.findByText('销售合同 200');
    expect(env.calls.at(-1)!.options.query).toEqual({ tab: 'pending', page: 2, limit: TASK_PAGE_SIZE });
  });

  it('no pagination when everything fits on one page', async () => {
    mount(() => ({ data: [task(1)], total: 1 }));
    await screen.findByText('销售合同 1');
    expect(screen.queryByTitle('2')).toBeNull();
  });

  it('a failed load says 数据加载失败 and 重试 loads again', async () => {
    let fail = true;
    const { env } = mount(() => {
      if (fail) throw new Error('down');
      return { data: [task(1)], total: 1 };
    });
    await screen.findByText('数据加载失败');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: /重\s*试/ }));
    await screen.findByText('销售合同 1');
    expect(env.calls).toHaveLength(2);
  });

  it('shows a loading state until the answer arrives', async () => {
    let answer: (value: unknown) => void = () => undefined;
    mount(() => new Promise((resolve) => (answer = resolve)));
    await waitFor(() => expect(screen.getByTestId('tasks-pending').getAttribute('aria-busy')).toBe('true'));
    answer({ data: [], total: 0 });
    await screen.findByText('暂无数据', { selector: '.ant-empty-description' });
  });

  it('speaks English: tabs, the other group, statuses and empty state', async () => {
    mount((_url, options) => (tabOf(options) === 'pending' ? { data: [task(1, { group_tab: '' })], total: 1 } : { data: [], total: 0 }), 'en');
    await screen.findByText('销售合同 1');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Approved', 'Pending']);
    expect(screen.getByTestId('group--').firstChild?.textContent).toBe('Other');
    expect(within(screen.getByTestId('task-1')).getByText('Pending')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Approved' }));
    await screen.findByText('No data', { selector: '.ant-empty-description' });
  });

  it('the /approve page goes back to the message centre workflow tab', async () => {
    // The page reads the message-centre counters from the shell's session (kept by the realtime socket).
    const store = createSessionStore('token');
    store.counts = { workflow: 0, inhand: 0, notice: 0, alarm: 0, flow_back: 0 };
    const page = (
      <ShellContext.Provider value={{ store } as unknown as Shell}>
        <ApprovalListPage />
      </ShellContext.Provider>
    );
    const { visited } = mount(() => ({ data: [], total: 0 }), 'zh', page);
    await screen.findByText('审批列表');
    fireEvent.click(screen.getByRole('button', { name: /返\s*回/ }));
    expect(visited).toEqual(['/message?active=workflow']);
  });
});
