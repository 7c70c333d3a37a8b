import type { WorkflowNodeTable } from '../../db/tables.js';
import { ApiError, Code } from '../../http/envelope.js';
import { GET_USER_TYPE, type Person } from './approvers.js';

/** Approval pending types (spec 000 §4). */
export const PENDING_TYPE = { all: 0, anyN: 1, randomN: 2, chosen: 3 } as const;

const PENDING_LABELS: Record<number, { zh: string; en: string }> = {
  0: { zh: '全部通过', en: 'All must pass' },
  1: { zh: 'N人通过', en: 'N people pass' },
  2: { zh: '随机N人通过', en: 'N random people pass' },
  3: { zh: '审批人自选', en: 'Approver chooses' },
};

const GET_USER_LABELS: Record<number, { zh: string; en: string }> = {
  0: { zh: '指定成员', en: 'Named users' },
  1: { zh: '角色', en: 'Role' },
  2: { zh: '岗位', en: 'Position' },
  3: { zh: '部门负责人', en: 'Department leader' },
  4: { zh: '表单字段', en: 'Form field' },
  5: { zh: '审批人自选', en: 'Chosen by the approver' },
};

/** The labels shown with a step; get_user_type 0 (named users) always reads 全部通过 (spec 000 §4). */
export function stepLabels(node: Pick<WorkflowNodeTable, 'get_user_type' | 'pending_type'>, language: 'zh' | 'en') {
  const pending = node.get_user_type === GET_USER_TYPE.users ? PENDING_LABELS[0] : PENDING_LABELS[node.pending_type];
  return { pending_type_label: pending?.[language] ?? '', get_user_type_label: GET_USER_LABELS[node.get_user_type]?.[language] ?? '' };
}

/**
 * Who gets a task on entering a node: everyone (all pass, N pass), N of them at random (random N), or the
 * ones the previous actor chose among the candidates (approver chooses; `chosen` must be a non-empty subset).
 */
export function assignees(node: Pick<WorkflowNodeTable, 'pending_type' | 'user_count'>, people: Person[], chosen: number[] | undefined, random = Math.random): Person[] {
  if (people.length === 0) throw new ApiError(Code.BAD_REQUEST, 'workflowNoApprover');
  switch (node.pending_type) {
    case PENDING_TYPE.randomN: {
      const pool = [...people];
      for (let i = pool.length - 1; i > 0; i -= 1) {
        const j = Math.floor(random() * (i + 1));
        [pool[i], pool[j]] = [pool[j], pool[i]];
      }
      return pool.slice(0, Math.max(1, node.user_count));
    }
    case PENDING_TYPE.chosen: {
      if (!chosen?.length) throw new ApiError(Code.BAD_REQUEST, 'workflowChooseApprovers');
      const picked = people.filter((p) => chosen.includes(p.id));
      if (picked.length !== new Set(chosen).size) throw new ApiError(Code.BAD_REQUEST, 'workflowNotCandidate');
      return picked;
    }
    default:
      return people;
  }
}

/**
 * Whether a node is done: N pass completes it at `user_count` approvals; the other types when nobody of
 * the node is still pending (every task given out was approved).
 */
export function nodeDone(node: Pick<WorkflowNodeTable, 'pending_type' | 'user_count'>, approved: number, open: number): boolean {
  if (node.pending_type === PENDING_TYPE.anyN) return approved >= Math.max(1, node.user_count) || open === 0;
  return open === 0;
}
