import type { Kysely } from 'kysely';
import type { Database } from '../db/tables.js';
import type { SessionContext } from '../http/session.js';
import type { ScopeGrant } from './data-scope.js';
import { toScopeGrants } from './grant-rows.js';

/**
 * The grants the caller holds on a list resource: those of the menus their role is granted whose list
 * address is this resource (optionally the one menu named by `perms_id`), each with its scope, execution
 * switch and extended orgs; the caller may see what any of them opens. No such grant: 4403.
 */
export async function scopeForResource(
  db: Kysely<Database>,
  session: SessionContext,
  indexUrl: string,
  permsId: number | undefined,
): Promise<ScopeGrant[]> {
  const load = () => loadScope(db, session, indexUrl, permsId);
  return session.cache ? session.cache.grant(`${session.roleId}|${indexUrl}|${permsId ?? ''}`, load) : load();
}

async function loadScope(db: Kysely<Database>, session: SessionContext, indexUrl: string, permsId: number | undefined): Promise<ScopeGrant[]> {
  let query = db
    .selectFrom('role_menus as rm')
    .innerJoin('perm_nodes as n', 'n.id', 'rm.menu_id')
    .select(['rm.role_id', 'rm.menu_id', 'rm.data_scope', 'rm.exec_permission'])
    .where('rm.role_id', '=', session.roleId)
    .where('n.remote_request_url', '=', indexUrl)
    .where('n.status', '=', 1);
  if (permsId !== undefined) query = query.where('n.id', '=', permsId);
  return toScopeGrants(db, await query.execute());
}

/** Whether the caller's role is granted the menu `menuId`. */
export async function hasMenu(db: Kysely<Database>, session: SessionContext, menuId: number): Promise<boolean> {
  const row = await db
    .selectFrom('role_menus')
    .select('menu_id')
    .where('role_id', '=', session.roleId)
    .where('menu_id', '=', menuId)
    .executeTakeFirst();
  return row !== undefined;
}
