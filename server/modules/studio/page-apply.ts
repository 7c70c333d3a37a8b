import type { Transaction } from 'kysely';
import constants from '../../../schemas/constants.json';
import type { PageDefinition } from '../../../schemas/generated/page-definition.js';
import type { ResourceDefinition } from '../../../schemas/generated/resource-definition.js';
import type { Database, PermNodeTable } from '../../db/tables.js';
import { columnLabel, pageFieldConfig } from '../../../rules/page-compile/definition-menu.js';
import { resourceBase } from '../resources/served.js';
import { versionStore, type NewVersion } from './store.js';

export const pageVersions = versionStore<PageDefinition>('page');

/** Where the menus a page definition makes begin: clear of the seeded ones. */
const FIRST_PAGE_MENU_ID = 20_000;
const REMOTE_FIELDS_URL = '/api/base/remoteField/list';

type Trx = Transaction<Database>;

/**
 * The ids a page shipped with the platform has always had (its menu, its buttons by flag, its first column), kept
 * on its first publish: grants, saved settings, export templates and older clients name them. A configurator's new
 * page gets the next free ones.
 */
export interface ShippedIds {
  menu: number;
  buttons: Readonly<Record<string, number>>;
  firstField: number;
}

/** The next free id of a table whose ids are given, not generated (the menu tables), at least `floor`. */
async function nextId(trx: Trx, table: 'perm_nodes' | 'perm_buttons' | 'remote_fields', floor = 1): Promise<number> {
  const row = await trx.selectFrom(table).select((eb) => eb.fn.max('id').as('max')).executeTakeFirst();
  return Math.max(floor, Number(row?.max ?? 0) + 1);
}

function json(value: object | undefined): string | null {
  return value === undefined ? null : JSON.stringify(value);
}

/** The menu node a page definition stands for. */
function menuRow(page: PageDefinition, id: number, resource: ResourceDefinition | undefined): PermNodeTable {
  const { menu } = page;
  return {
    id, pid: menu.parent, app_id: constants.appId, name: menu.name.zh, name_en: menu.name.en, path_name: '', icon: menu.icon ?? '', flag: menu.flag,
    type: 2, status: 1, show_in_sidebar: menu.sidebar === false ? 0 : 1, show_nav: 1, keep_alive: menu.keep_alive ? 1 : 0, is_blank: 0,
    use_search_view: menu.search_view ? 1 : 0, func_config: json(page.func_config), perms_data: null, child_router: null,
    use_remote_field: page.fields?.length ? 1 : 0, remote_fields_url: page.fields?.length ? REMOTE_FIELDS_URL : '',
    remote_request_url: resource ? `${resourceBase(resource)}/index` : '', remote_request_method: 'GET',
    tabs_options: json(page.tabs_options), tree_props: json(page.tree_props), statistics_option: json(page.statistics_option), sort: menu.sort ?? id,
  };
}

/**
 * Publishes a checked page in one transaction: its menu node written (a new page gets the next free menu id,
 * kept from then on), its buttons matched by flag (kept ids, so grants and saved settings keep pointing at them),
 * its columns and its role grants replaced, and the version stored with the menu id in it. Answers the stored
 * definition.
 */
export async function applyPage(
  trx: Trx,
  current: PageDefinition | undefined,
  next: Omit<NewVersion<PageDefinition>, 'name'>,
  resource: ResourceDefinition | undefined,
  shipped?: ShippedIds,
): Promise<PageDefinition> {
  {
    const menuId = current?.menu.id ?? shipped?.menu ?? (await nextId(trx, 'perm_nodes', FIRST_PAGE_MENU_ID));
    const page: PageDefinition = { ...next.definition, menu: { ...next.definition.menu, id: menuId } };
    const row = menuRow(page, menuId, resource);
    if (current) await trx.updateTable('perm_nodes').set(row).where('id', '=', menuId).execute();
    else await trx.insertInto('perm_nodes').values(row).execute();

    const stored = await trx.selectFrom('perm_buttons').select(['id', 'flag']).where('menu_id', '=', menuId).execute();
    const idOf = new Map(stored.map((b) => [b.flag, b.id]));
    await trx.deleteFrom('role_buttons').where('button_id', 'in', stored.length ? stored.map((b) => b.id) : [-1]).execute();
    const wanted = new Set((page.buttons ?? []).map((b) => b.flag));
    const gone = stored.filter((b) => !wanted.has(b.flag)).map((b) => b.id);
    if (gone.length) await trx.deleteFrom('perm_buttons').where('id', 'in', gone).execute();
    let freeButton = await nextId(trx, 'perm_buttons');
    for (const [i, button] of (page.buttons ?? []).entries()) {
      const values = {
        menu_id: menuId, flag: button.flag, name: button.name.zh, name_en: button.name.en, btn_func: button.btn_func, btn_type: button.btn_type ?? 'default',
        icon: button.icon ?? '', btn_position: button.btn_position ?? 'left', func_config: json(button.func_config), sort: i + 1, export_template: button.export_template ?? null,
      };
      const id = idOf.get(button.flag);
      const given = current ? undefined : shipped?.buttons[button.flag];
      if (id !== undefined) await trx.updateTable('perm_buttons').set(values).where('id', '=', id).execute();
      else if (given !== undefined) {
        idOf.set(button.flag, given);
        await trx.insertInto('perm_buttons').values({ id: given, ...values }).execute();
        freeButton = Math.max(freeButton, given + 1);
      } else {
        idOf.set(button.flag, freeButton);
        await trx.insertInto('perm_buttons').values({ id: freeButton, ...values }).execute();
        freeButton += 1;
      }
    }

    await trx.deleteFrom('remote_fields').where('perms_id', '=', menuId).execute();
    const fields = page.fields ?? [];
    if (fields.length) {
      const first = current || !shipped ? await nextId(trx, 'remote_fields') : shipped.firstField;
      await trx
        .insertInto('remote_fields')
        .values(
          fields.map((f, i) => {
            // Checked before: each column has a label of its own or its resource field's; options are its field's unless it names them.
            const label = columnLabel(f, resource?.fields);
            return { id: first + i, perms_id: menuId, prop: f.prop, label: label.zh, label_en: label.en, config: JSON.stringify(pageFieldConfig(f, resource?.fields)), sort: (fields.length - i) * 10, status: 1 };
          }),
        )
        .execute();
    }

    // A role that keeps the page keeps what the role administration added to its grant (extended orgs); a role
    // that loses it loses those too.
    const roles = (page.grants ?? []).map((g) => g.role_id);
    await trx.deleteFrom('role_menu_extra_orgs').where('menu_id', '=', menuId).where('role_id', 'not in', roles.length ? roles : [-1]).execute();
    await trx.deleteFrom('role_menus').where('menu_id', '=', menuId).execute();
    for (const grant of page.grants ?? []) {
      await trx.insertInto('role_menus').values({ role_id: grant.role_id, menu_id: menuId, data_scope: grant.data_scope, exec_permission: grant.exec_permission ? 1 : 0 }).execute();
      const buttonIds = (grant.buttons ?? []).map((flag) => idOf.get(flag)!);
      if (buttonIds.length) await trx.insertInto('role_buttons').values(buttonIds.map((button_id) => ({ role_id: grant.role_id, button_id }))).execute();
    }

    await pageVersions.insert(trx, { ...next, name: page.key, definition: page });
    return page;
  }
}
