import type { Kysely } from 'kysely';
import type { Dialect } from '../connection.js';
import { autoIdColumn } from './column-types.js';

// Frozen: issue 22, background jobs (server/modules/jobs): large exports now, imports and PDF compression next.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  // One piece of long work a user started. The payload is everything the job needs to run again (a restarted
  // PostgreSQL server picks it up); the result names the stored file it made. `heartbeat_at` is written while it
  // runs: a running job whose heartbeat stopped lost its server.
  await db.schema
    .createTable('jobs')
    .addColumn('id', autoIdColumn(dialect), (c) => c.primaryKey())
    .addColumn('kind', 'varchar(32)', (c) => c.notNull())
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('title', 'varchar(200)', (c) => c.notNull())
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('progress', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('total', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('result', 'text')
    .addColumn('error', 'varchar(500)')
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('company_id', 'integer')
    .addColumn('created_at', 'varchar(19)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(19)', (c) => c.notNull())
    .addColumn('heartbeat_at', 'varchar(19)')
    .execute();
  // A user's jobs, newest first; the queue's next job.
  await db.schema.createIndex('jobs_user').on('jobs').columns(['user_id', 'id']).execute();
  await db.schema.createIndex('jobs_status').on('jobs').columns(['status', 'id']).execute();
}
