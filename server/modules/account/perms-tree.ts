import type { Kysely } from 'kysely';
import type { Database, PermNodeTable } from '../../db/tables.js';
import type { JsonConfig, PermButton, PermNode } from '../../../schemas/generated/perm-node.js';


const CONFIG_COLUMNS = ['func_config', 'perms_data', 'child_router', 'tabs_options', 'tree_props', 'statistics_option'] as const;

/** A stored JSON column: null when unset; undefined when it cannot be read (reported, never thrown). */
function json(text: string | null): JsonConfig | undefined {
  if (text === null || text === '') return null;
  try {
    const value: unknown = JSON.parse(text);
    return value !== null && typeof value === 'object' ? (value as JsonConfig) : undefined;
  } catch {
    return undefined;
  }
}

/** The configuration columns of a menu that are not JSON objects or lists, so its page can name them. */
function configErrors(row: PermNodeTable): string[] {
  return CONFIG_COLUMNS.filter((column) => json(row[column]) === undefined).map((column) => `${column}: not valid JSON`);
}

function toNode(row: PermNodeTable, perms: PermButton[], dataScope: string | undefined): PermNode {
  const data = json(row.perms_data) ?? null;
  return {
    id: row.id,
    pid: row.pid,
    name: row.name,
    name_en: row.name_en,
    path_name: row.path_name,
    icon: row.icon,
    flag: row.flag,
    type: row.type,
    status: row.status,
    show_in_sidebar: row.show_in_sidebar,
    show_nav: row.show_nav,
    keep_alive: row.keep_alive,
    is_blank: row.is_blank,
    use_search_view: row.use_search_view,
    func_config: json(row.func_config) ?? null,
    perms,
    perms_data: dataScope ? { ...(data && !Array.isArray(data) ? data : {}), data_scope: dataScope } : data,
    childRouter: json(row.child_router) ?? null,
    is_leaf: 1,
    app_id: row.app_id,
    use_remote_field: row.use_remote_field,
    remote_fields_url: row.remote_fields_url,
    remote_request_url: row.remote_request_url,
    remote_request_method: row.remote_request_method,
    tabs_options: json(row.tabs_options) ?? null,
    tree_props: json(row.tree_props) ?? null,
    statistics_option: json(row.statistics_option) ?? null,
    config_errors: configErrors(row),
    children: [],
  };
}

/** The buttons granted to a role, in their order. */
function grantedButtons(db: Kysely<Database>, roleId: number) {
  return db
    .selectFrom('role_buttons as rb')
    .innerJoin('perm_buttons as b', 'b.id', 'rb.button_id')
    .select(['b.id', 'b.menu_id', 'b.flag', 'b.name', 'b.name_en', 'b.btn_func', 'b.btn_type', 'b.icon', 'b.btn_position', 'b.func_config', 'b.export_template'])
    .where('rb.role_id', '=', roleId)
    .orderBy('b.sort')
    .orderBy('b.id');
}

type ButtonRow = Awaited<ReturnType<ReturnType<typeof grantedButtons>['execute']>>[number];

/** A granted button as the tree lists it: its configuration read, its export template only when it has one. */
function permButton(row: ButtonRow): PermButton {
  const { export_template, ...button } = row;
  return { ...button, func_config: json(row.func_config) ?? null, ...(export_template ? { export_template } : {}) };
}

/** The permission tree of a role for one app: granted menus, their ancestors, and granted buttons. */
export async function permissionTree(db: Kysely<Database>, roleId: number, appId: number, complete: (node: PermNode) => PermNode = (node) => node): Promise<PermNode[]> {
  const [nodes, grants, buttons] = await Promise.all([
    db.selectFrom('perm_nodes').selectAll().where('app_id', '=', appId).orderBy('sort').orderBy('id').execute(),
    db.selectFrom('role_menus').select(['menu_id', 'data_scope']).where('role_id', '=', roleId).execute(),
    grantedButtons(db, roleId).execute(),
  ]);
  const byId = new Map(nodes.map((n) => [n.id, n]));
  const scopes = new Map(grants.map((g) => [g.menu_id, g.data_scope]));
  const visible = new Set<number>();
  for (const grant of grants) {
    for (let node = byId.get(grant.menu_id); node && !visible.has(node.id); node = byId.get(node.pid)) visible.add(node.id);
  }
  const buttonsByMenu = new Map<number, PermButton[]>();
  for (const b of buttons) {
    const list = buttonsByMenu.get(b.menu_id) ?? [];
    list.push(permButton(b));
    buttonsByMenu.set(b.menu_id, list);
  }
  const built = new Map<number, PermNode>();
  for (const row of nodes) if (visible.has(row.id)) built.set(row.id, complete(toNode(row, buttonsByMenu.get(row.id) ?? [], scopes.get(row.id))));
  const roots: PermNode[] = [];
  for (const node of built.values()) {
    const parent = built.get(node.pid);
    if (parent) {
      parent.children.push(node);
      parent.is_leaf = 0;
    } else roots.push(node);
  }
  return roots;
}

/**
 * One menu node as the role's permission tree has it (its granted buttons and data scope), without its children;
 * null when the role is granted no such menu.
 */
export async function grantedMenu(db: Kysely<Database>, roleId: number, menuId: number): Promise<PermNode | null> {
  const [row, grant, buttons] = await Promise.all([
    db.selectFrom('perm_nodes').selectAll().where('id', '=', menuId).executeTakeFirst(),
    db.selectFrom('role_menus').select(['data_scope']).where('role_id', '=', roleId).where('menu_id', '=', menuId).executeTakeFirst(),
    grantedButtons(db, roleId).where('b.menu_id', '=', menuId).execute(),
  ]);
  if (!row || !grant) return null;
  return toNode(row, buttons.map(permButton), grant.data_scope);
}
