import type { Kysely } from 'kysely';

// Frozen: issue 23, the studio's menu (系统管理 → 资源定义) for databases seeded before it existed. A new database
// gets it from the seed; this adds it where the administration group exists and the menu does not.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const group = await db.selectFrom('perm_nodes').select('id').where('id', '=', 1000).executeTakeFirst();
  const menu = await db.selectFrom('perm_nodes').select('id').where('id', '=', 1002).executeTakeFirst();
  if (!group || menu) return;
  await db
    .insertInto('perm_nodes')
    .values({
      id: 1002, pid: 1000, app_id: 44, name: '资源定义', name_en: 'Resource definitions', path_name: '', icon: 'database', flag: '/system/studio/resources', type: 2,
      status: 1, show_in_sidebar: 1, show_nav: 1, keep_alive: 0, is_blank: 0, use_search_view: 0, func_config: null, perms_data: null, child_router: null,
      use_remote_field: 0, remote_fields_url: '', remote_request_url: '', remote_request_method: 'GET', tabs_options: null, tree_props: null, statistics_option: null, sort: 1002,
    })
    .execute();
  // The administrator's role (1) holds every menu of the group.
  if (await db.selectFrom('roles').select('id').where('id', '=', 1).executeTakeFirst()) {
    await db.insertInto('role_menus').values({ role_id: 1, menu_id: 1002, data_scope: 'all' }).execute();
  }
}
