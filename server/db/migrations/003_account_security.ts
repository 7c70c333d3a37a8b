import type { Kysely } from 'kysely';
import type { Dialect } from '../connection.js';
import { autoIdColumn } from './column-types.js';

// Frozen: the sign-in protection tables as they were when issue 6 wrote them.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  // One row per failed sign-in (wrong password or code) by mobile; counted over the last 15 minutes and
  // deleted by a successful sign-in. Rows, not a counter, so concurrent app servers only ever insert.
  await db.schema
    .createTable('sign_in_failures')
    .addColumn('id', autoIdColumn(dialect), (c) => c.primaryKey())
    .addColumn('mobile', 'varchar(32)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(19)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sign_in_failures_mobile').on('sign_in_failures').columns(['mobile', 'created_at']).execute();
  await db.schema.createIndex('sign_in_failures_created').on('sign_in_failures').column('created_at').execute();

  // The live captcha of a mobile: its text hashed with a per-challenge salt, one use, 5 minutes.
  await db.schema
    .createTable('captcha_challenges')
    .addColumn('mobile', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('salt', 'varchar(32)', (c) => c.notNull())
    .addColumn('text_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(19)', (c) => c.notNull())
    .addColumn('expires_at', 'varchar(19)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('captcha_challenges_expires').on('captcha_challenges').column('expires_at').execute();

  // The live verification code of a target (mobile or e-mail): hashed, 10 minutes, 5 tries, one use.
  await db.schema
    .createTable('verification_codes')
    .addColumn('target', 'varchar(254)', (c) => c.primaryKey())
    .addColumn('scene', 'varchar(20)', (c) => c.notNull())
    .addColumn('salt', 'varchar(32)', (c) => c.notNull())
    .addColumn('code_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'varchar(19)', (c) => c.notNull())
    .addColumn('expires_at', 'varchar(19)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('verification_codes_expires').on('verification_codes').column('expires_at').execute();

  // Messages the server sends (verification codes by sms or e-mail), kept for the administrator to read.
  await db.schema
    .createTable('outbox')
    .addColumn('id', autoIdColumn(dialect), (c) => c.primaryKey())
    .addColumn('recipient', 'varchar(254)', (c) => c.notNull())
    .addColumn('driver', 'varchar(10)', (c) => c.notNull())
    .addColumn('subject', 'varchar(200)', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('created_at', 'varchar(19)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('outbox_created').on('outbox').column('created_at').execute();
}
