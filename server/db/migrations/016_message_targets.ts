import type { Kysely } from 'kysely';

// Frozen: issue 20, the message centre tells the truth.
// - messages.content: what happened, in a sentence or two; messages.link: the in-app address the message opens
//   (a document, a risk rule, the approval centre), '' when it opens nothing.
// - messages.template and messages.params (JSON): a message the server wrote from a template is shown in the
//   reader's language; title and content keep its Chinese text.
// - messages.workflow_data_id and messages.workflow_task_id: the flow (and the copy task) a workflow message is
//   about, so a resubmit settles the creator's 退回 messages and a deleted document takes its messages along.
// - message_counters goes: every counter is counted from the list its tab shows (server/modules/message/counts.ts).
//   待审批 lists the approval centre's pending tasks, so messages of kind workflow (never listed) go too.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('messages').addColumn('content', 'varchar(2000)', (c) => c.notNull().defaultTo('')).execute();
  await db.schema.alterTable('messages').addColumn('link', 'varchar(500)', (c) => c.notNull().defaultTo('')).execute();
  await db.schema.alterTable('messages').addColumn('template', 'varchar(40)').execute();
  await db.schema.alterTable('messages').addColumn('params', 'text').execute();
  await db.schema.alterTable('messages').addColumn('workflow_data_id', 'integer').execute();
  await db.schema.alterTable('messages').addColumn('workflow_task_id', 'integer').execute();
  await db.schema.createIndex('messages_workflow_data').on('messages').column('workflow_data_id').execute();
  await db.schema.dropTable('message_counters').execute();
  await db.deleteFrom('messages').where('kind', '=', 'workflow').execute();
}
