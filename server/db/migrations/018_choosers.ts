import type { Kysely } from 'kysely';
import type { Dialect } from '../connection.js';
import { autoIdColumn } from './column-types.js';

// Frozen: issue 21, the choosers and pickers' server side.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  // What a user collected (spec 001 §7 collect: group, label, data_id): the organisation tree picker's
  // favourites, group hkwl, label department or entity. The collector is the session's user, org and company.
  await db.schema
    .createTable('collects')
    .addColumn('id', autoIdColumn(dialect), (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('collect_group', 'varchar(32)', (c) => c.notNull())
    .addColumn('label', 'varchar(32)', (c) => c.notNull())
    .addColumn('data_id', 'integer', (c) => c.notNull())
    .addColumn('add_org_id', 'integer', (c) => c.notNull())
    .addColumn('add_company_id', 'integer')
    .addColumn('created_at', 'varchar(19)', (c) => c.notNull())
    .execute();
  // One row per user, group, label and item: saving twice is saving once.
  await db.schema.createIndex('collects_unique').on('collects').columns(['user_id', 'collect_group', 'label', 'data_id']).unique().execute();

  // The users a user has chosen in the user picker (spec 001 §7 updateFrequent): how often and when last,
  // so the picker offers them first.
  await db.schema
    .createTable('user_frequents')
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('chosen_user_id', 'integer', (c) => c.notNull())
    .addColumn('use_count', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('last_at', 'varchar(19)', (c) => c.notNull())
    .addPrimaryKeyConstraint('user_frequents_pk', ['user_id', 'chosen_user_id'])
    .execute();

  // Business data choose configs (spec 001 §3), by unique name: the resource a chooser lists, its key, single
  // or multiple, whether it needs dataPerms, the group-search switch, its order and fields (JSON text).
  await db.schema
    .createTable('choose_configs')
    .addColumn('id', autoIdColumn(dialect), (c) => c.primaryKey())
    .addColumn('name', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('resource', 'varchar(64)', (c) => c.notNull())
    .addColumn('select_field', 'varchar(64)', (c) => c.notNull().defaultTo('id'))
    .addColumn('select_type', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('need_data_perms', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('check_group', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('params', 'text', (c) => c.notNull())
    .addColumn('fields', 'text', (c) => c.notNull())
    .addColumn('created_at', 'varchar(19)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(19)', (c) => c.notNull())
    .execute();
}
