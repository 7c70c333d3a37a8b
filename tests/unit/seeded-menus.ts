import { definitionMenu } from '../../rules/page-compile/definition-menu';
import type { RemoteField } from '../../rules/page-compile/compile-list-page';
import { BUTTONS, menuRows } from '../../server/db/seed/menus';
import { remoteFieldRows } from '../../server/db/seed/remote-fields';
import { shippedPages } from '../../server/db/seed/shipped-pages';
import { resourceDefinitions } from '../../server/modules/resources/definitions';
import { resourceBase } from '../../server/modules/resources/served';
import type { PermNode } from '../../src/session/types';

/** A menu of the demo as account/perms answers it (func_config parsed, its buttons as perms) and its remote fields. */
export interface SeededMenu {
  menu: PermNode;
  fields: RemoteField[];
}

const parse = (text: string | null) => (text ? (JSON.parse(text) as unknown) : null);

/** A menu seeded as rows (the groups and the administration's pages). */
function rowMenu(row: ReturnType<typeof menuRows>[number]): SeededMenu {
  const perms = BUTTONS.filter((b) => b.menu_id === row.id).map((b) => ({ ...b, func_config: parse(b.func_config) }));
  const menu = { ...row, func_config: parse(row.func_config), tabs_options: parse(row.tabs_options), statistics_option: parse(row.statistics_option), children: [], perms, config_errors: [] } as unknown as PermNode;
  const fields = remoteFieldRows()
    .filter((r) => r.perms_id === row.id)
    .sort((a, b) => b.sort - a.sort)
    .map(({ config, ...r }) => ({ ...(JSON.parse(config) as object), ...r }) as RemoteField);
  return { menu, fields };
}

/** A shipped page as its publish makes it (page-apply.ts and definitionMenu map a definition alike), with its own ids. */
function shippedMenu({ definition, ids }: ReturnType<typeof shippedPages>[number]): SeededMenu {
  const resource = resourceDefinitions.find((r) => r.name === definition.menu.resource);
  const page = { ...definition, menu: { ...definition.menu, id: ids.menu } };
  const { menu, fields } = definitionMenu(page, resource && resourceBase(resource), resource?.fields, true);
  const perms = menu.perms.map((b) => ({ ...b, id: ids.buttons[b.flag] }));
  return { menu: { ...menu, keep_alive: definition.menu.keep_alive ? 1 : 0, sort: definition.menu.sort, perms } as PermNode, fields: fields.map((f, i) => ({ ...f, id: ids.firstField + i })) };
}

/** Every menu of a fresh demo database: the rows and the shipped pages' (the pages shipped as configuration data aside). */
export function seededMenus(): SeededMenu[] {
  return [...menuRows().map(rowMenu), ...shippedPages().map(shippedMenu)].sort((a, b) => a.menu.id - b.menu.id);
}

/** One menu of the demo, by id. */
export function seededMenu(id: number): SeededMenu {
  const found = seededMenus().find((m) => m.menu.id === id);
  if (!found) throw new Error(`no seeded menu ${id}`);
  return found;
}
