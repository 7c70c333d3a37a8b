import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../connection.js';
import { autoIdColumn } from './column-types.js';

// Frozen: the approval engine as issue 9 wrote it.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  // A workflow template of one resource label (spec 000 §3, 001 §3): status 1 active; multiple_rounds 1 lets
  // a rejected or recalled document be submitted again as a new round. form_type, form_name and group_tab
  // build the approval centre's links and groups (spec 000 §2.3).
  await db.schema
    .createTable('workflow_tpls')
    .addColumn('id', autoIdColumn(dialect), (c) => c.primaryKey())
    .addColumn('label', 'varchar(100)', (c) => c.notNull())
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('multiple_rounds', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('form_type', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('form_name', 'varchar(200)', (c) => c.notNull())
    .addColumn('group_tab', 'varchar(50)', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'varchar(19)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('workflow_tpls_label').on('workflow_tpls').columns(['label', 'status']).execute();

  // The steps of a template in `sort` order; `approvers` is JSON (user, role, position ids, org leader, form field).
  await db.schema
    .createTable('workflow_nodes')
    .addColumn('id', autoIdColumn(dialect), (c) => c.primaryKey())
    .addColumn('tpl_id', 'integer', (c) => c.notNull().references('workflow_tpls.id'))
    .addColumn('sort', 'integer', (c) => c.notNull())
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('get_user_type', 'integer', (c) => c.notNull())
    .addColumn('pending_type', 'integer', (c) => c.notNull())
    .addColumn('user_count', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('approvers', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('workflow_nodes_tpl').on('workflow_nodes').columns(['tpl_id', 'sort']).execute();

  // One row per document under approval; rounds count its submissions. Unique per (label, document), so two
  // submits at once cannot start two flows.
  await db.schema
    .createTable('workflow_data')
    .addColumn('id', autoIdColumn(dialect), (c) => c.primaryKey())
    .addColumn('tpl_id', 'integer', (c) => c.notNull().references('workflow_tpls.id'))
    .addColumn('tpl_label', 'varchar(100)', (c) => c.notNull())
    .addColumn('form_data_id', 'integer', (c) => c.notNull())
    .addColumn('name', 'varchar(255)', (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull())
    .addColumn('round', 'integer', (c) => c.notNull())
    .addColumn('current_node_id', 'integer')
    // Counts node entries: a return re-enters an earlier node, and only that entry's approvals count.
    .addColumn('step', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_user', 'integer', (c) => c.notNull())
    .addColumn('created_user_name', 'varchar(50)', (c) => c.notNull())
    .addColumn('created_position_org_id', 'integer', (c) => c.notNull())
    .addColumn('created_org_id', 'integer', (c) => c.notNull())
    .addColumn('created_company_id', 'integer')
    .addColumn('created_at', 'varchar(19)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(19)', (c) => c.notNull())
    .addUniqueConstraint('workflow_data_document', ['tpl_label', 'form_data_id'])
    .execute();
  await db.schema.createIndex('workflow_data_creator').on('workflow_data').columns(['created_user', 'status']).execute();

  // An approver's task on one node of one round; its status is the flow-log status 0-6 (pending, approved,
  // rejected, returned, transferred, added-sign, copied), or -1 when it closed without an action (the node
  // completed through others, a reject, a recall). Copies (6) are read when read_at is set.
  await db.schema
    .createTable('workflow_tasks')
    .addColumn('id', autoIdColumn(dialect), (c) => c.primaryKey())
    .addColumn('workflow_data_id', 'integer', (c) => c.notNull().references('workflow_data.id'))
    .addColumn('node_id', 'integer', (c) => c.notNull())
    .addColumn('round', 'integer', (c) => c.notNull())
    .addColumn('step', 'integer', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('user_name', 'varchar(50)', (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull())
    .addColumn('opinion', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('from_task_id', 'integer')
    .addColumn('read_at', 'varchar(19)')
    .addColumn('created_at', 'varchar(19)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(19)', (c) => c.notNull())
    .addColumn('handled_at', 'varchar(19)')
    .execute();
  await db.schema.createIndex('workflow_tasks_user').on('workflow_tasks').columns(['user_id', 'status', 'updated_at']).execute();
  await db.schema.createIndex('workflow_tasks_data').on('workflow_tasks').columns(['workflow_data_id', 'round', 'node_id']).execute();
  // One open task per person per node and round: a transfer or add-sign to someone already pending fails.
  await sql`create unique index workflow_tasks_open on workflow_tasks (workflow_data_id, node_id, round, user_id) where status = 0`.execute(db);

  // Counters kept by the engine, added to the unread messages of message/count (server/modules/message/counts.ts).
  await db.schema
    .createTable('message_counters')
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('kind', 'varchar(20)', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('message_counters_pk', ['user_id', 'kind'])
    .execute();
}
