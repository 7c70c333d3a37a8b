import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RequestOptions } from '../../registry';
import type { MessageCounts } from '../../schemas/generated/message-counts';
import type { TaskItem } from '../../schemas/generated/workflow';
import { ShellContext, type Shell } from '../../src/shell/shell-context';
import { useRealtime } from '../../src/shell/use-realtime';
import { TASK_LIST_URL, TASK_PAGE_SIZE } from '../../src/pages/approvals/TaskList';
import { ApprovalListPage } from '../../src/pages/ApprovalListPage';
import { createSessionStore } from '../../src/session/store';
import type { LoginUser } from '../../src/session/types';
import { createFakeEnv, FakeEnvFrame } from '../../stories/fake-env';

/**
 * Issue 20: the approval centre's open list follows the counters the realtime socket pushes (a task arrived
 * or left) and reads itself again when the tab becomes visible after being hidden, keeping its page and
 * never falling back to its loading or empty state on the way. The socket is a fake WebSocket behind the
 * shell's own useRealtime, so the push travels the path a server frame does.
 */

class FakeSocket {
  static open: FakeSocket[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  onerror: (() => void) | null = null;
  onclose: (() => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.open.push(this);
  }
  close() {
    FakeSocket.open = FakeSocket.open.filter((s) => s !== this);
  }
  send() {}
}

/** The server pushes new counters down the open socket. */
function push(counts: Partial<MessageCounts>) {
  const socket = FakeSocket.open.at(-1);
  if (!socket) throw new Error('no socket open');
  act(() => socket.onmessage?.({ data: JSON.stringify({ event: 'message-count', data: counts }) }));
}

let visibility: DocumentVisibilityState = 'visible';
function setVisibility(state: DocumentVisibilityState) {
  visibility = state;
  act(() => void document.dispatchEvent(new Event('visibilitychange')));
}

beforeEach(() => {
  FakeSocket.open = [];
  vi.stubGlobal('WebSocket', FakeSocket);
  visibility = 'visible';
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
});
afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(document, 'visibilityState');
});

function task(id: number, overrides: Partial<TaskItem> = {}): TaskItem {
  return {
    workflow_log_id: id, workflow_data_id: 100 + id, status: 0, opinion: '', round: 1, node_name: '部门经理审批', form_type: 3, form_name: '/approve',
    form_data_id: 200 + id, tpl_label: 'sales_contract', tpl_id: 7, group_tab: '合同', title: `销售合同 ${id}`, workflow_status: 1,
    created_user_name: '张伟', created_at: '2026-11-20 08:00:00', updated_at: '2026-11-20 09:30:00', read_at: null, link: `/approve?data_id=${200 + id}`,
    ...overrides,
  };
}

const COUNTS: MessageCounts = { workflow: 2, inhand: 0, notice: 0, alarm: 0, flow_back: 0 };

/** The server's side: the caller's tasks per tab (mutable by the test) and the counters' first answer. */
function server() {
  const tasks: Record<string, TaskItem[]> = { pending: [task(1), task(2)], approved: [] };
  const handler = (url: string, options: RequestOptions) => {
    if (url === TASK_LIST_URL) {
      const { tab, page, limit } = options.query as { tab: string; page: number; limit: number };
      const all = tasks[tab] ?? [];
      return { data: all.slice((page - 1) * limit, page * limit), total: all.length };
    }
    return COUNTS;
  };
  return { tasks, handler };
}

/** The /approve page inside a signed-in shell whose useRealtime runs on the fake socket. */
function mount(handler: (url: string, options: RequestOptions) => unknown) {
  const env = createFakeEnv(handler);
  const store = createSessionStore('token-1');
  store.user = { id: 3 } as LoginUser;
  const shell = { store } as unknown as Shell;
  function Live() {
    useRealtime(store, () => undefined);
    return <ApprovalListPage />;
  }
  render(
    <FakeEnvFrame env={env}>
      <ShellContext.Provider value={shell}>
        <Live />
      </ShellContext.Provider>
    </FakeEnvFrame>,
  );
  const listCalls = () => env.calls.filter((call) => call.url === TASK_LIST_URL);
  return { env, store, listCalls };
}

/** Fails the test if the pending list ever shows its loading placeholder or 暂无数据 from now on. */
function watchFlicker(): string[] {
  const seen: string[] = [];
  const observer = new MutationObserver(() => {
    const list = document.querySelector('[data-testid="tasks-pending"]');
    if (!list) seen.push('list gone');
    else if (!list.querySelector('.ant-collapse')) seen.push(list.querySelector('.ant-empty') ? 'empty' : 'loading');
  });
  observer.observe(document.body, { childList: true, subtree: true, attributes: true });
  return seen;
}

describe('the approval centre follows the realtime counters', () => {
  it('a task that arrives for the caller appears when the pushed 待审批 counter changes, without an empty or loading state between', async () => {
    const { tasks, handler } = server();
    const { listCalls } = mount(handler);
    const list = await screen.findByTestId('tasks-pending');
    await within(list).findByText('销售合同 2');
    // The socket's first frame on connect carries the counters the page already has: no reload for it.
    await waitFor(() => expect(FakeSocket.open).toHaveLength(1));
    push(COUNTS);
    expect(listCalls()).toHaveLength(1);

    const flicker = watchFlicker();
    tasks.pending.unshift(task(3, { group_tab: '客户' }));
    push({ workflow: 3 });
    // In a group of its own that the reload brought in: open like the others (a closed panel renders no tasks).
    await within(screen.getByTestId('tasks-pending')).findByText('销售合同 3');
    expect(screen.getByTestId('group-客户').closest('[aria-expanded]')?.getAttribute('aria-expanded')).toBe('true');
    expect(listCalls()).toHaveLength(2);
    expect(listCalls()[1]!.options.query).toEqual({ tab: 'pending', page: 1, limit: TASK_PAGE_SIZE });
    expect(flicker).toEqual([]);

    // Another holder decided task 1: it leaves.
    tasks.pending.splice(tasks.pending.findIndex((t) => t.workflow_log_id === 1), 1);
    push({ workflow: 2 });
    await waitFor(() => expect(screen.queryByText('销售合同 1')).toBeNull());
    expect(screen.getByText('销售合同 2')).toBeTruthy();
    expect(flicker).toEqual([]);
  });

  it('keeps its page: a change on page 2 reloads page 2; a page emptied under the user goes to the last page there is', async () => {
    const { tasks, handler } = server();
    tasks.pending = Array.from({ length: TASK_PAGE_SIZE + 1 }, (_, i) => task(i + 1));
    const { listCalls } = mount(handler);
    await screen.findByText('销售合同 1');
    fireEvent.click(screen.getByTitle('2'));
    await screen.findByText(`销售合同 ${TASK_PAGE_SIZE + 1}`);

    tasks.pending.push(task(99));
    push({ workflow: TASK_PAGE_SIZE + 2 });
    await screen.findByText('销售合同 99');
    expect(listCalls().at(-1)!.options.query).toEqual({ tab: 'pending', page: 2, limit: TASK_PAGE_SIZE });

    // Both tasks of page 2 were decided elsewhere: page 2 no longer exists, page 1 is shown.
    tasks.pending = tasks.pending.slice(0, TASK_PAGE_SIZE);
    push({ workflow: TASK_PAGE_SIZE });
    await screen.findByText('销售合同 1');
    expect(screen.queryByText('销售合同 99')).toBeNull();
    expect(listCalls().at(-1)!.options.query).toEqual({ tab: 'pending', page: 1, limit: TASK_PAGE_SIZE });
  });

  it('reads the list again when the window is visible again after being hidden, not on a counter of another tab', async () => {
    const { tasks, handler } = server();
    const { listCalls } = mount(handler);
    await screen.findByText('销售合同 2');
    await waitFor(() => expect(FakeSocket.open).toHaveLength(1));
    // 预警 is no counter of 待审批's.
    push({ alarm: 5 });
    setVisibility('visible');
    expect(listCalls()).toHaveLength(1);

    const flicker = watchFlicker();
    setVisibility('hidden');
    tasks.pending.push(task(4));
    setVisibility('visible');
    await screen.findByText('销售合同 4');
    expect(listCalls()).toHaveLength(2);
    expect(flicker).toEqual([]);
  });

  it('已审批 reads itself again when a copy raises 通知', async () => {
    const { tasks, handler } = server();
    mount(handler);
    await screen.findByText('销售合同 2');
    fireEvent.click(screen.getByRole('tab', { name: '已审批' }));
    await within(await screen.findByTestId('tasks-approved')).findByText('暂无数据', { selector: '.ant-empty-description' });
    await waitFor(() => expect(FakeSocket.open).toHaveLength(1));
    tasks.approved.push(task(7, { status: 6 }));
    push({ notice: 1 });
    await within(screen.getByTestId('tasks-approved')).findByText('销售合同 7');
  });

  it('a background reload that fails keeps the list shown', async () => {
    const { handler } = server();
    let fail = false;
    let refused = false;
    mount((url, options) => {
      if (fail && url === TASK_LIST_URL) {
        refused = true;
        throw new Error('down');
      }
      return handler(url, options);
    });
    await screen.findByText('销售合同 2');
    await waitFor(() => expect(FakeSocket.open).toHaveLength(1));
    fail = true;
    const flicker = watchFlicker();
    push({ workflow: 5 });
    // The store's new counters render after valtio's notification: wait for the reload, then let its refusal land.
    await waitFor(() => expect(refused).toBe(true));
    await act(async () => undefined);
    expect(screen.getByTestId('tasks-pending').getAttribute('aria-busy')).toBe('false');
    expect(screen.getByText('销售合同 2')).toBeTruthy();
    expect(screen.queryByText('数据加载失败')).toBeNull();
    expect(flicker).toEqual([]);
  });
});
