import type { Kysely } from 'kysely';
import type { Database } from '../db/tables.js';
import type { SessionContext } from '../http/session.js';
import type { ScopeGrant } from './data-scope.js';
import { toScopeGrants } from './grant-rows.js';

/** The caller's role's live menus of a list resource (`indexUrl`) together with their granted button `flag`. */
function buttonMenus(db: Kysely<Database>, session: Pick<SessionContext, 'roleId'>, indexUrl: string, flag: string) {
  return db
    .selectFrom('role_buttons as rb')
    .innerJoin('perm_buttons as b', 'b.id', 'rb.button_id')
    .innerJoin('perm_nodes as n', 'n.id', 'b.menu_id')
    .innerJoin('role_menus as rm', (join) => join.onRef('rm.menu_id', '=', 'n.id').onRef('rm.role_id', '=', 'rb.role_id'))
    .where('rb.role_id', '=', session.roleId)
    .where('b.flag', '=', flag)
    .where('n.remote_request_url', '=', indexUrl)
    .where('n.status', '=', 1);
}

/**
 * The grants under which the caller may use a button (`perm_buttons.flag`, such as `del`) of a list
 * resource: those of the menus whose list address is the resource, that the caller's role holds, and whose
 * button with that flag the role is granted (`role_buttons`); only the menu `perms_id` when given. Holding
 * the menu without the button is not enough: 4403.
 */
export async function scopeForButton(
  db: Kysely<Database>,
  session: Pick<SessionContext, 'roleId'>,
  indexUrl: string,
  flag: string,
  permsId: number | undefined,
): Promise<ScopeGrant[]> {
  let query = buttonMenus(db, session, indexUrl, flag).select(['rm.role_id', 'rm.menu_id', 'rm.data_scope', 'rm.exec_permission']);
  if (permsId !== undefined) query = query.where('n.id', '=', permsId);
  return toScopeGrants(db, await query.execute());
}

/**
 * The caller's menus of a list resource whose button `flag` their role holds, lowest id first, each with its route
 * (a call that names no menu, as spec 001's initImportDownload, answers for one of these).
 */
export async function menusWithButton(db: Kysely<Database>, session: Pick<SessionContext, 'roleId'>, indexUrl: string, flag: string): Promise<{ id: number; flag: string }[]> {
  return buttonMenus(db, session, indexUrl, flag).select(['n.id', 'n.flag']).orderBy('n.id').execute();
}
