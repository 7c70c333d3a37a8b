import type { Kysely } from 'kysely';
import type { Database } from '../../db/tables.js';

/** The approval centre's tabs: pending (status 0) or approved (the flow-log statuses 1-6). */
export type TaskTab = 'pending' | 'approved';

/**
 * A user's tasks of one tab, with their flow, template and node joined: the one query behind both the approval
 * centre's list (taskList) and the 待审批 badge (message/counts.ts), so the badge is always the list's total.
 */
export function tasksOf(db: Kysely<Database>, userId: number, tab: TaskTab) {
  const base = db
    .selectFrom('workflow_tasks as t')
    .innerJoin('workflow_data as d', 'd.id', 't.workflow_data_id')
    .innerJoin('workflow_tpls as p', 'p.id', 'd.tpl_id')
    .leftJoin('workflow_nodes as n', 'n.id', 't.node_id')
    .where('t.user_id', '=', userId);
  return tab === 'pending' ? base.where('t.status', '=', 0) : base.where('t.status', '>=', 1).where('t.status', '<=', 6);
}
