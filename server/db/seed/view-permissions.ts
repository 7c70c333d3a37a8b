import type { PermButtonTable, RoleButtonTable } from '../tables.js';
import { ROLES } from './people.js';

/**
 * The shared-view permission (spec 001 §6 filterViewCommon): a permission-only button (never drawn in the
 * toolbar) on every list page with saved views. Ids 10000 + menu id keep clear of the menus' own buttons
 * and of the ids tests add.
 */
export const VIEW_SHARE_BUTTON_BASE = 10_000;
export const VIEW_SHARE_FLAG = 'filterViewCommon';

/** The roles that manage shared views (issue 8): the administrator and the company and department managers, not the clerks. */
export const SHARING_ROLES: readonly number[] = [ROLES.admin.id, ROLES.companyManager.id, ROLES.departmentManager.id];

/** The button on each of `menus` with saved views (the menus seeded as rows; a shipped page's definition has its own). */
export function viewShareButtons(menus: readonly { id: number; use_search_view?: number }[]): PermButtonTable[] {
  return menus.filter((m) => m.use_search_view === 1).map((m) => ({
    id: VIEW_SHARE_BUTTON_BASE + m.id,
    menu_id: m.id,
    flag: VIEW_SHARE_FLAG,
    name: '共享视图',
    name_en: 'Shared views',
    btn_func: 'permission',
    btn_type: 'default',
    icon: '',
    btn_position: 'none',
    func_config: null,
    sort: 99,
  }));
}

/** The sharing roles' grants of `buttons` on the menus they hold (`granted`: "role:menu" pairs). */
export function viewShareGrants(buttons: readonly PermButtonTable[], granted: ReadonlySet<string>): RoleButtonTable[] {
  return SHARING_ROLES.flatMap((role) => buttons.filter((b) => granted.has(`${role}:${b.menu_id}`)).map((b) => ({ role_id: role, button_id: b.id })));
}
