import type { Kysely } from 'kysely';
import type { Database } from '../db/tables.js';
import { ApiError, Code } from '../http/envelope.js';
import { isDataScope, type ScopeGrant } from './data-scope.js';

/** A role's grant of one menu as stored: `role_menus` plus its extended orgs (`role_menu_extra_orgs`). */
export interface GrantRow {
  role_id: number;
  menu_id: number;
  data_scope: string;
  exec_permission: number;
}

/**
 * The grants as the scope layer reads them, with each grant's extended orgs as materialised paths (an
 * unknown org id is dropped). No grant at all: 4403.
 */
export async function toScopeGrants(db: Kysely<Database>, rows: readonly GrantRow[]): Promise<ScopeGrant[]> {
  if (rows.length === 0) throw new ApiError(Code.FORBIDDEN, 'forbidden');
  const extras = await db
    .selectFrom('role_menu_extra_orgs as x')
    .innerJoin('orgs as o', 'o.id', 'x.org_id')
    .select(['x.menu_id', 'o.path'])
    .where('x.role_id', '=', rows[0].role_id)
    .where('x.menu_id', 'in', rows.map((r) => r.menu_id))
    .execute();
  return rows.map((row) => ({
    // An unknown stored value counts as the narrowest scope, oneself.
    scope: isDataScope(row.data_scope) ? row.data_scope : 'oneself',
    execution: row.exec_permission === 1,
    extraOrgPaths: extras.filter((x) => x.menu_id === row.menu_id).map((x) => x.path),
  }));
}
