import type { RendererEnv } from '../../registry';
import type { AfterAction, TaskListAnswer } from '../../schemas/generated/workflow';
import { WORKFLOW } from './api';

export const AFTER_ACTIONS: readonly AfterAction[] = ['back', 'close', 'next', 'stay'];

/** Where back from an approval page goes (spec 000 §2.3). */
export const APPROVAL_BACK_URL = '/message?active=workflow';

/** The address's after_action (the template's, carried by the task's link); back when absent or unknown. */
export function afterActionOf(query: URLSearchParams): AfterAction {
  const value = query.get('after_action');
  return (AFTER_ACTIONS as readonly (string | null)[]).includes(value) ? (value as AfterAction) : 'back';
}

interface AfterDecision {
  env: RendererEnv;
  /** The task just decided: never the "next" one. */
  taskId: number;
  /** Leaves the page the way 返回 does (the workflow tab, or the dialog closed). */
  back(): void;
  /** Reads the document again: it shows, read-only, as the decision left it. */
  reload(): void;
}

/** The link of the caller's next pending task (the approval centre's first), or null when there is none. */
async function nextTaskLink(env: RendererEnv, taskId: number): Promise<string | null> {
  try {
    const answer = await env.request<TaskListAnswer>(WORKFLOW.taskList, { query: { tab: 'pending', page: 1, limit: 2 }, messageHide: true });
    return answer.data.find((task) => task.workflow_log_id !== taskId)?.link ?? null;
  } catch {
    return null;
  }
}

/**
 * What the approval page does once the approver has decided (spec 000 §2.3 after_action): back to the
 * workflow tab; close the page's own window (else back); open the next pending task (else back); or stay
 * and show the document again.
 */
export async function runAfterAction(action: AfterAction, step: AfterDecision): Promise<void> {
  switch (action) {
    case 'stay':
      step.reload();
      return;
    case 'close':
      if (!step.env.closeWindow?.()) step.back();
      return;
    case 'next': {
      const link = await nextTaskLink(step.env, step.taskId);
      if (link) step.env.navigate(link);
      else step.back();
      return;
    }
    case 'back':
      step.back();
  }
}
