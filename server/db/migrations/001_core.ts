import type { Kysely } from 'kysely';
import { autoIdColumn } from './column-types.js';
import type { Dialect } from '../connection.js';

// Migrations see the schema as it was when they were written, so they are untyped.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  await db.schema
    .createTable('orgs')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('pid', 'integer')
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('short_name', 'varchar(50)', (c) => c.notNull())
    .addColumn('type', 'varchar(20)', (c) => c.notNull())
    .addColumn('path', 'varchar(255)', (c) => c.notNull())
    .addColumn('path_name', 'varchar(1000)', (c) => c.notNull())
    .addColumn('company_org_id', 'integer')
    .addColumn('entity_org_id', 'integer')
    .addColumn('bureau_org_id', 'integer')
    .addColumn('parent_company_org_id', 'integer')
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('orgs_path').on('orgs').column('path').execute();
  await db.schema.createIndex('orgs_pid').on('orgs').column('pid').execute();

  await db.schema
    .createTable('users')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('user_mobile', 'varchar(20)', (c) => c.notNull().unique())
    .addColumn('user_name', 'varchar(50)', (c) => c.notNull())
    .addColumn('password_hash', 'varchar(255)', (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('password_changed_at', 'varchar(19)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(19)', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('roles')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('name', 'varchar(50)', (c) => c.notNull())
    .addColumn('distinguish_org', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('user_positions')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('position_org_id', 'integer', (c) => c.notNull().references('orgs.id'))
    .addColumn('org_id', 'integer', (c) => c.notNull().references('orgs.id'))
    .addColumn('position_type', 'varchar(20)', (c) => c.notNull())
    .addColumn('show_in_header', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('app_id', 'integer', (c) => c.notNull())
    .addColumn('role_id', 'integer', (c) => c.notNull().references('roles.id'))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('user_positions_user').on('user_positions').columns(['user_id', 'position_org_id']).unique().execute();

  await db.schema
    .createTable('perm_nodes')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('pid', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('app_id', 'integer', (c) => c.notNull())
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('name_en', 'varchar(100)', (c) => c.notNull().defaultTo(''))
    .addColumn('path_name', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('icon', 'varchar(50)', (c) => c.notNull().defaultTo(''))
    .addColumn('flag', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('type', 'integer', (c) => c.notNull().defaultTo(2))
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('show_in_sidebar', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('show_nav', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('keep_alive', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_blank', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('use_search_view', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('func_config', 'text')
    .addColumn('perms_data', 'text')
    .addColumn('child_router', 'text')
    .addColumn('use_remote_field', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('remote_fields_url', 'varchar(255)', (c) => c.notNull().defaultTo(''))
    .addColumn('remote_request_url', 'varchar(255)', (c) => c.notNull().defaultTo(''))
    .addColumn('remote_request_method', 'varchar(10)', (c) => c.notNull().defaultTo('GET'))
    .addColumn('tabs_options', 'text')
    .addColumn('tree_props', 'text')
    .addColumn('statistics_option', 'text')
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('perm_nodes_app').on('perm_nodes').columns(['app_id', 'pid']).execute();

  await db.schema
    .createTable('perm_buttons')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('menu_id', 'integer', (c) => c.notNull().references('perm_nodes.id'))
    .addColumn('flag', 'varchar(100)', (c) => c.notNull())
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('name_en', 'varchar(100)', (c) => c.notNull().defaultTo(''))
    .addColumn('btn_func', 'varchar(30)', (c) => c.notNull())
    .addColumn('btn_type', 'varchar(30)', (c) => c.notNull().defaultTo('primary'))
    .addColumn('icon', 'varchar(50)', (c) => c.notNull().defaultTo(''))
    .addColumn('btn_position', 'varchar(10)', (c) => c.notNull().defaultTo('left'))
    .addColumn('func_config', 'text')
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('role_menus')
    .addColumn('role_id', 'integer', (c) => c.notNull().references('roles.id'))
    .addColumn('menu_id', 'integer', (c) => c.notNull().references('perm_nodes.id'))
    .addColumn('data_scope', 'varchar(30)', (c) => c.notNull())
    .addPrimaryKeyConstraint('role_menus_pk', ['role_id', 'menu_id'])
    .execute();

  await db.schema
    .createTable('role_buttons')
    .addColumn('role_id', 'integer', (c) => c.notNull().references('roles.id'))
    .addColumn('button_id', 'integer', (c) => c.notNull().references('perm_buttons.id'))
    .addPrimaryKeyConstraint('role_buttons_pk', ['role_id', 'button_id'])
    .execute();

  await db.schema
    .createTable('remote_fields')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('perms_id', 'integer', (c) => c.notNull().references('perm_nodes.id'))
    .addColumn('prop', 'varchar(64)', (c) => c.notNull())
    .addColumn('label', 'varchar(100)', (c) => c.notNull())
    .addColumn('label_en', 'varchar(100)', (c) => c.notNull().defaultTo(''))
    .addColumn('config', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema.createIndex('remote_fields_perms').on('remote_fields').column('perms_id').execute();

  await db.schema
    .createTable('config_items')
    .addColumn('id', autoIdColumn(dialect), (c) => c.primaryKey())
    .addColumn('label', 'varchar(100)', (c) => c.notNull())
    .addColumn('group_label', 'varchar(100)', (c) => c.notNull())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema.createIndex('config_items_label').on('config_items').columns(['group_label', 'label']).unique().execute();

  await db.schema
    .createTable('sessions')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('position_org_id', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'varchar(19)', (c) => c.notNull())
    .addColumn('expires_at', 'varchar(19)', (c) => c.notNull())
    .addColumn('revoked_at', 'varchar(19)')
    .execute();

  await db.schema
    .createTable('messages')
    .addColumn('id', autoIdColumn(dialect), (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('kind', 'varchar(20)', (c) => c.notNull())
    .addColumn('title', 'varchar(255)', (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'varchar(19)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('messages_user').on('messages').columns(['user_id', 'status', 'kind']).execute();
}
