import { composeStories } from '@storybook/react-vite';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TaskItem, TaskListAnswer } from '../../schemas/generated/workflow';
import * as stories from '../../stories/form-page.stories';
import { formEnv, type FormEnv, type FormStoryArgs } from '../../stories/form-page.stories';

const { ApproverTask } = composeStories(stories);

const TIMEOUT = { timeout: 10_000 };
const named = (text: string) => new RegExp(`^${[...text].join('\\s*')}$`);
const TASK_QUERY = 'data_id=7&workflow_label=sales_contract&workflow_log_id=31';

function task(id: number, link: string): TaskItem {
  return {
    workflow_log_id: id, workflow_data_id: 90 + id, status: 0, opinion: '', round: 1, node_name: '部门经理审批', form_type: 0, form_name: '/approve',
    form_data_id: id, tpl_label: 'sales_contract', tpl_id: 1, group_tab: '合同审批', title: `合同 ${id}`, workflow_status: 1, created_user_name: '张伟',
    created_at: '2026-11-20 09:10:00', updated_at: '2026-11-20 09:10:00', read_at: null, link,
  };
}

type Env = FormEnv & { closes: number; taskListCalls: number };

/** The approver's page with `after_action` in its link; pending tasks answered from `pending`. */
function open(afterAction: string | null, options: { pending?: TaskItem[]; closes?: boolean } = {}): Env {
  const query = afterAction === null ? TASK_QUERY : `${TASK_QUERY}&after_action=${afterAction}`;
  const base = formEnv({ ...(ApproverTask.args as FormStoryArgs), query });
  const env = base as Env;
  env.closes = 0;
  env.taskListCalls = 0;
  const request = base.request;
  env.request = async <T,>(url: string, requestOptions?: Parameters<FormEnv['request']>[1]): Promise<T> => {
    if (!url.endsWith('/taskList')) return request<T>(url, requestOptions);
    env.taskListCalls += 1;
    const pending = options.pending ?? [];
    return { data: pending, total: pending.length } satisfies TaskListAnswer as T;
  };
  if (options.closes !== undefined) {
    env.closeWindow = () => {
      env.closes += 1;
      return options.closes!;
    };
  }
  render(<ApproverTask env={env} />);
  return env;
}

/** 同意, then its confirmation (issue 20: every decision is confirmed in a dialog). */
async function approve(): Promise<void> {
  const decision = within(await screen.findByTestId('decision', {}, TIMEOUT));
  fireEvent.click(decision.getByRole('button', { name: named('同意') }));
  fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: named('同意') }));
}

const handled = (env: FormEnv) => env.calls.filter((c) => c.url.endsWith('/handle')).length;
/** Reads of the document itself (not of its workflow record, workflow/detail). */
const detailReads = (env: FormEnv) => env.calls.filter((c) => c.url.endsWith('/detail') && !c.url.endsWith('/workflow/detail')).length;

describe('form-page: after the approver decides (spec 000 §2.3 after_action)', () => {
  it('without after_action: back to the message centre\'s workflow tab, once the decision is stored', async () => {
    const env = open(null);
    await approve();
    await waitFor(() => expect(env.navigations).toEqual(['/message?active=workflow']));
    expect(handled(env)).toBe(1);
    expect(env.notices.map((n) => n.text)).toContain('审批通过');
  });

  it('back: to the workflow tab', async () => {
    const env = open('back');
    await approve();
    await waitFor(() => expect(env.navigations).toEqual(['/message?active=workflow']));
  });

  it('an unknown after_action is read as back', async () => {
    const env = open('reload');
    await approve();
    await waitFor(() => expect(env.navigations).toEqual(['/message?active=workflow']));
  });

  it('stay: no navigation; the document is read again and shows read-only', async () => {
    const env = open('stay');
    expect(await screen.findByTestId('decision', {}, TIMEOUT)).toBeTruthy();
    expect(detailReads(env)).toBe(1);
    await approve();
    await waitFor(() => expect(detailReads(env)).toBe(2));
    expect((await screen.findByTestId('form-page', {}, TIMEOUT)).getAttribute('data-mode')).toBe('read');
    expect(env.navigations).toEqual([]);
  });

  it('close: the page\'s own window closes and nothing navigates', async () => {
    const env = open('close', { closes: true });
    await approve();
    await waitFor(() => expect(env.closes).toBe(1));
    expect(env.navigations).toEqual([]);
  });

  it('close where the window is not the page\'s own (or cannot close): back instead', async () => {
    const env = open('close', { closes: false });
    await approve();
    await waitFor(() => expect(env.navigations).toEqual(['/message?active=workflow']));
    expect(env.closes).toBe(1);
  });

  it('next: opens the caller\'s next pending task, never the one just decided', async () => {
    const next = '/approve?data_id=8&workflow_label=sales_contract&workflow_tpl_id=1&workflow_log_id=32&after_action=next';
    const env = open('next', { pending: [task(31, '/approve?data_id=7'), task(32, next)] });
    await approve();
    await waitFor(() => expect(env.navigations).toEqual([next]));
    expect(env.taskListCalls).toBe(1);
  });

  it('next with nothing else pending: back to the workflow tab', async () => {
    const env = open('next', { pending: [] });
    await approve();
    await waitFor(() => expect(env.navigations).toEqual(['/message?active=workflow']));
  });
});
