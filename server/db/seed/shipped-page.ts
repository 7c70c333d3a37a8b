import type { PageDefinition } from '../../../schemas/generated/page-definition.js';
import type { ShippedIds } from '../../modules/studio/page-apply.js';
import { ROLES } from './people.js';
import { SHARING_ROLES, VIEW_SHARE_BUTTON_BASE, VIEW_SHARE_FLAG } from './view-permissions.js';

type Button = NonNullable<PageDefinition['buttons']>[number];

/** A shipped page's button: its definition, the id it has always had and, when not every role of the page holds it, who does. */
export type ShippedButton = Button & { id: number; roles?: readonly number[] };

/** A page shipped with the platform: its definition, published on the first start, and the ids it keeps. */
export interface ShippedPage {
  definition: PageDefinition;
  ids: ShippedIds;
}

/** What a shipped page states: its definition's parts, its menu id and its first column's id. */
export interface PageSeed {
  key: string;
  id: number;
  parent: number;
  name: { zh: string; en: string };
  flag: string;
  resource?: string;
  sidebar?: false;
  keep_alive?: true;
  search_view?: true;
  func_config: Record<string, unknown>;
  tabs_options?: Record<string, unknown>;
  statistics_option?: Record<string, unknown>;
  fields?: PageDefinition['fields'];
  firstField?: number;
  buttons?: readonly ShippedButton[];
}

/** A shipped button as its page definition states it: its id and holders are the seed's. */
function definitionButton(button: ShippedButton): Button {
  const { id, roles, ...definition } = button;
  void id;
  void roles;
  return definition;
}

/** The shared-view permission of a list with saved views (spec 001 §6): held by the roles that manage shared views. */
function viewShare(menuId: number): ShippedButton {
  return { id: VIEW_SHARE_BUTTON_BASE + menuId, flag: VIEW_SHARE_FLAG, name: { zh: '共享视图', en: 'Shared views' }, btn_func: 'permission', btn_type: 'default', btn_position: 'none', roles: SHARING_ROLES };
}

/**
 * A shipped page's definition: granted to every role whose menu groups hold its group, with that role's data scope
 * and the buttons it may hold (all, unless a button names its roles); its menu sorts by its id.
 */
export function shippedPage(seed: PageSeed): ShippedPage {
  const buttons = [...(seed.buttons ?? []), ...(seed.search_view ? [viewShare(seed.id)] : [])];
  const roles = Object.values(ROLES).filter((role) => (role.groups as readonly number[]).includes(seed.parent));
  const definition: PageDefinition = {
    key: seed.key,
    menu: {
      parent: seed.parent, name: seed.name, flag: seed.flag, sort: seed.id,
      ...(seed.resource ? { resource: seed.resource } : {}),
      ...(seed.sidebar === false ? { sidebar: false } : {}),
      ...(seed.keep_alive ? { keep_alive: true } : {}),
      ...(seed.search_view ? { search_view: true } : {}),
    },
    func_config: seed.func_config,
    ...(seed.tabs_options ? { tabs_options: seed.tabs_options } : {}),
    ...(seed.statistics_option ? { statistics_option: seed.statistics_option } : {}),
    ...(seed.fields?.length ? { fields: seed.fields } : {}),
    ...(buttons.length ? { buttons: buttons.map(definitionButton) } : {}),
    grants: roles.map((role) => ({
      role_id: role.id,
      data_scope: role.scope,
      ...(buttons.length ? { buttons: buttons.filter((b) => b.roles?.includes(role.id) ?? true).map((b) => b.flag) } : {}),
    })),
  };
  return { definition, ids: { menu: seed.id, buttons: Object.fromEntries(buttons.map((b) => [b.flag, b.id])), firstField: seed.firstField ?? 1 } };
}
