import type { Kysely } from 'kysely';
import type { Database } from '../db/tables.js';
import { ApiError, Code } from '../http/envelope.js';
import type { SessionContext } from '../http/session.js';
import { strongestScope, type DataScope } from './data-scope.js';

/**
 * The data scope the caller holds on a list resource: the widest scope among the menus their role is
 * granted whose list address is this resource (optionally the one menu named by `perms_id`).
 * No such grant: 4403.
 */
export async function scopeForResource(
  db: Kysely<Database>,
  session: SessionContext,
  indexUrl: string,
  permsId: number | undefined,
): Promise<DataScope> {
  const load = () => loadScope(db, session, indexUrl, permsId);
  return session.cache ? session.cache.grant(`${session.roleId}|${indexUrl}|${permsId ?? ''}`, load) : load();
}

async function loadScope(db: Kysely<Database>, session: SessionContext, indexUrl: string, permsId: number | undefined): Promise<DataScope> {
  let query = db
    .selectFrom('role_menus as rm')
    .innerJoin('perm_nodes as n', 'n.id', 'rm.menu_id')
    .select('rm.data_scope')
    .where('rm.role_id', '=', session.roleId)
    .where('n.remote_request_url', '=', indexUrl)
    .where('n.status', '=', 1);
  if (permsId !== undefined) query = query.where('n.id', '=', permsId);
  const grants = await query.execute();
  if (grants.length === 0) throw new ApiError(Code.FORBIDDEN, 'forbidden');
  return strongestScope(grants.map((g) => g.data_scope));
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
