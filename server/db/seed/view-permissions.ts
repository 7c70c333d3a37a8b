import type { PermButtonTable, RoleButtonTable } from '../tables.js';
import { MENUS } from './menus.js';
import { ROLES } from './people.js';

/**
 * The shared-view permission (spec 001 §6 filterViewCommon): a permission-only button (never drawn in the
 * toolbar) on every list page with saved views. Ids 10000 + menu id keep clear of the menus' own buttons
 * and of the ids tests add.
 */
export const VIEW_SHARE_BUTTON_BASE = 10_000;

/** The roles that manage shared views (issue 8): the administrator and the company and department managers, not the clerks. */
const SHARING_ROLES = [ROLES.admin, ROLES.companyManager, ROLES.departmentManager];

export function viewShareButtons(): PermButtonTable[] {
  return MENUS.filter((m) => m.use_search_view === 1).map((m) => ({
    id: VIEW_SHARE_BUTTON_BASE + m.id,
    menu_id: m.id,
    flag: 'filterViewCommon',
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

/** The sharing roles' grants of the button on the list menus they hold (`granted`: "role:menu" pairs). */
export function viewShareGrants(granted: ReadonlySet<string>): RoleButtonTable[] {
  return SHARING_ROLES.flatMap((role) =>
    viewShareButtons()
      .filter((b) => granted.has(`${role.id}:${b.menu_id}`))
      .map((b) => ({ role_id: role.id, button_id: b.id })),
  );
}
