import type { Kysely } from 'kysely';
import type { ResourceDefinition } from '../../../schemas/generated/resource-definition.js';
import type { Database } from '../../db/tables.js';
import { ApiError, Code } from '../../http/envelope.js';

/**
 * An approver opens a document through their task (spec 000 §2.3 links carry workflow_log_id): the task must
 * be theirs, now or before (any status), and belong to document `id` of this resource. Answers no scope
 * (the one record is read by id); anything else is "not found", as for a record outside the caller's scope.
 */
export async function taskScope(db: Kysely<Database>, definition: ResourceDefinition, userId: number, taskId: number, id: number): Promise<null> {
  const task = await db
    .selectFrom('workflow_tasks as t')
    .innerJoin('workflow_data as d', 'd.id', 't.workflow_data_id')
    .select(['d.form_data_id', 'd.tpl_label'])
    .where('t.id', '=', taskId)
    .where('t.user_id', '=', userId)
    .executeTakeFirst();
  if (!task || task.tpl_label !== definition.workflowLabel || task.form_data_id !== id) throw new ApiError(Code.NOT_FOUND, 'notFound');
  return null;
}
