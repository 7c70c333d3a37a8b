import type { Kysely } from 'kysely';
import type { Dialect } from '../connection.js';
import { autoIdColumn } from './column-types.js';

// Frozen: the dictionary and organisation-rule tables as issue 8 wrote them.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  // A dictionary (spec 001 §7 dictionary list): a code remote fields refer to, and its items, which may
  // nest (pid) one or more levels.
  await db.schema
    .createTable('dictionaries')
    .addColumn('label', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('name_en', 'varchar(100)', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .createTable('dictionary_items')
    .addColumn('id', autoIdColumn(dialect), (c) => c.primaryKey())
    .addColumn('dict_label', 'varchar(64)', (c) => c.notNull().references('dictionaries.label'))
    .addColumn('pid', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('value', 'varchar(64)', (c) => c.notNull())
    .addColumn('label', 'varchar(100)', (c) => c.notNull())
    .addColumn('label_en', 'varchar(100)', (c) => c.notNull().defaultTo(''))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema.createIndex('dictionary_items_dict').on('dictionary_items').columns(['dict_label', 'pid', 'sort']).execute();

  // An organisation rule (spec 001 §7 rule org ids): a named list of organisations that a list page's URL
  // preset `rule-prefix:{id}` expands to.
  await db.schema
    .createTable('org_rules')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('org_rule_orgs')
    .addColumn('rule_id', 'integer', (c) => c.notNull().references('org_rules.id'))
    .addColumn('org_id', 'integer', (c) => c.notNull().references('orgs.id'))
    .addPrimaryKeyConstraint('org_rule_orgs_pk', ['rule_id', 'org_id'])
    .execute();
}
