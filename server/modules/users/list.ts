import type { Kysely } from 'kysely';
import { containsText } from '../../db/contains.js';
import type { Database } from '../../db/tables.js';

export interface UserListQuery {
  page: number;
  limit: number;
  keyword?: string;
  status?: 0 | 1;
}

export interface UserPosition {
  position_org_id: number;
  position_name: string;
  org_id: number;
  org_name: string;
  role_id: number;
  role_name: string;
}

export interface UserRow {
  id: number;
  user_name: string;
  user_mobile: string;
  status: number;
  created_at: string;
  positions: UserPosition[];
}


/** A page of users (by id), filtered by name or mobile and status, each with their positions. */
export async function listUsers(db: Kysely<Database>, query: UserListQuery): Promise<{ data: UserRow[]; total: number }> {
  let base = db.selectFrom('users');
  const keyword = query.keyword?.trim();
  // `%`, `_` and `\` in a keyword match themselves, on both engines.
  if (keyword) base = base.where((eb) => eb.or([containsText(eb.ref('user_name'), keyword), containsText(eb.ref('user_mobile'), keyword)]));
  if (query.status !== undefined) base = base.where('status', '=', query.status);
  const [users, count] = await Promise.all([
    base.select(['id', 'user_name', 'user_mobile', 'status', 'created_at']).orderBy('id').limit(query.limit).offset((query.page - 1) * query.limit).execute(),
    base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  const positions = users.length === 0 ? [] : await db
    .selectFrom('user_positions as up')
    .innerJoin('orgs as p', 'p.id', 'up.position_org_id')
    .innerJoin('orgs as o', 'o.id', 'up.org_id')
    .innerJoin('roles as r', 'r.id', 'up.role_id')
    .select(['up.user_id', 'up.position_org_id', 'p.name as position_name', 'up.org_id', 'o.name as org_name', 'up.role_id', 'r.name as role_name'])
    .where('up.user_id', 'in', users.map((u) => u.id))
    .orderBy('up.sort')
    .execute();
  return {
    data: users.map((u) => ({
      ...u,
      positions: positions
        .filter((p) => p.user_id === u.id)
        .map((p) => ({ position_org_id: p.position_org_id, position_name: p.position_name, org_id: p.org_id, org_name: p.org_name, role_id: p.role_id, role_name: p.role_name })),
    })),
    total: Number(count.total),
  };
}
