import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import type { UserOption, UserSearchAnswer, UserSearchQuery, UserSearchWhere } from '../../../schemas/generated/user-option.js';
import { ancestorPath, type ScopeSubject } from '../../acl/subject.js';
import type { Dialect } from '../../db/connection.js';
import { containsText } from '../../db/contains.js';
import type { Database } from '../../db/tables.js';
import { dialectOf } from '../../db/dialect-of.js';
import { treeView } from '../lookups/org-tree-view.js';

export type UserSearch = UserSearchQuery & { page: number; limit: number };

/**
 * The organisations a user search is limited to, each a materialised path a position's department must lie
 * under (all of them), plus `anyOf`, of which it must lie under one (the org_id condition).
 */
interface Area {
  under: string[];
  anyOf: string[] | null;
}

/**
 * The caller's company as the pickers see it: the top of their getTree with need_all 0 (the nearest company
 * at or above their org; their own org when it lies above every company, as the group administrator's does).
 */
export function companyPath(subject: ScopeSubject): string {
  return treeView({}, subject).rootPath ?? subject.orgPath;
}

/** The parent organisation of the caller's department, as a path (their own org at the top of the tree). */
function parentPath(subject: ScopeSubject): string {
  return ancestorPath(subject.orgPath, subject.parentOrgId) ?? subject.orgPath;
}

function orgIdsOf(value: UserSearchWhere['org_id']): number[] | undefined {
  if (value === undefined) return undefined;
  if (typeof value === 'number') return [value];
  return typeof value[0] === 'string' ? (value[1] as number[]) : (value as number[]);
}

async function areaOf(db: Kysely<Database>, subject: ScopeSubject, search: UserSearch): Promise<Area> {
  const under = [companyPath(subject)];
  if (search.select_parent === 1) under.push(parentPath(subject));
  const ids = orgIdsOf(search.where?.org_id);
  if (ids === undefined) return { under, anyOf: null };
  const orgs = ids.length === 0 ? [] : await db.selectFrom('orgs').select('path').where('id', 'in', ids).where('type', '!=', 'position').execute();
  return { under, anyOf: orgs.map((o) => o.path) };
}

/**
 * The department `o` of a position lies in the area: one LIKE per path. Paths hold only digits and slashes,
 * so the LIKE is exact.
 */
function inArea(area: Area): RawBuilder<SqlBool> {
  const under = (path: string) => sql<SqlBool>`${sql.ref('o.path')} like ${`${path}%`}`;
  const parts = area.under.map(under);
  if (area.anyOf !== null) parts.push(area.anyOf.length === 0 ? sql<SqlBool>`1 = 0` : sql<SqlBool>`(${sql.join(area.anyOf.map(under), sql` or `)})`);
  return sql<SqlBool>`(${sql.join(parts, sql` and `)})`;
}

/** Case-insensitive (ASCII) "contains" on a user column, the same on both engines (as resources/where.ts). */
function contains(column: 'u.user_name' | 'u.user_mobile', text: string, dialect: Dialect) {
  const value = dialect === 'postgres' ? sql`${sql.ref(column)} collate "C"` : sql.ref(column);
  return containsText(value, text);
}

function textOf(condition: UserSearchWhere['user_name']): string | undefined {
  const text = (typeof condition === 'string' ? condition : condition?.[1])?.trim();
  return text ? text : undefined;
}

/**
 * The user picker's search (spec 001 §7 user search): active users with a position in the caller's company
 * (and, with select_parent, in their parent organisation; with org_id, in one of those organisations or
 * below), filtered by keyword, name, mobile and ids. Without a text condition the caller's frequent users
 * come first (most chosen, then latest), then everyone by id. Each user is answered with the department of
 * their first position inside the area.
 */
export async function searchUsers(db: Kysely<Database>, callerId: number, subject: ScopeSubject, search: UserSearch): Promise<UserSearchAnswer> {
  const where = search.where ?? {};
  const area = await areaOf(db, subject, search);
  const dialect = dialectOf(db);
  const keyword = where.keyword?.trim() || undefined;
  const name = textOf(where.user_name);
  const mobile = textOf(where.user_mobile);
  let base = db
    .selectFrom('users as u')
    .where('u.status', '=', 1)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('user_positions as up')
          .innerJoin('orgs as o', 'o.id', 'up.org_id')
          .select('up.id')
          .whereRef('up.user_id', '=', 'u.id')
          .where(inArea(area)),
      ),
    );
  if (keyword) base = base.where((eb) => eb.or([contains('u.user_name', keyword, dialect), contains('u.user_mobile', keyword, dialect)]));
  if (name) base = base.where(contains('u.user_name', name, dialect));
  if (mobile) base = base.where(contains('u.user_mobile', mobile, dialect));
  if (search.user_id !== undefined) base = base.where('u.id', '=', search.user_id);
  if (where.id) {
    const [op, ids] = where.id;
    if (op === 'in') base = ids.length === 0 ? base.where(sql<SqlBool>`1 = 0`) : base.where('u.id', 'in', ids);
    else if (ids.length > 0) base = base.where('u.id', 'not in', ids);
  }
  let page = base
    .leftJoin('user_frequents as f', (join) => join.onRef('f.chosen_user_id', '=', 'u.id').on('f.user_id', '=', callerId))
    .select(['u.id', 'u.user_name', 'u.user_mobile', 'f.use_count']);
  // A search by text answers in id order: the frequent ones first only when the picker opens unfiltered.
  if (!keyword && !name && !mobile) {
    page = page.orderBy(sql`coalesce(f.use_count, 0)`, 'desc').orderBy(sql`coalesce(f.last_at, '')`, 'desc');
  }
  const [users, count] = await Promise.all([
    page.orderBy('u.id').limit(search.limit).offset((search.page - 1) * search.limit).execute(),
    base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  const departments = await departmentsOf(db, users.map((u) => u.id), area);
  const data: UserOption[] = users.map((u) => ({
    id: u.id,
    user_name: u.user_name,
    user_mobile: u.user_mobile,
    org_id: departments.get(u.id)?.id ?? 0,
    org_name: departments.get(u.id)?.name ?? '',
    is_frequent: u.use_count ? 1 : 0,
  }));
  return { data, total: Number(count.total) };
}

/** Each user's department: that of their first position (by sort) inside the area. */
async function departmentsOf(db: Kysely<Database>, userIds: readonly number[], area: Area): Promise<Map<number, { id: number; name: string }>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('user_positions as up')
    .innerJoin('orgs as o', 'o.id', 'up.org_id')
    .select(['up.user_id', 'o.id', 'o.name'])
    .where('up.user_id', 'in', [...userIds])
    .where(inArea(area))
    .orderBy('up.sort')
    .orderBy('up.id')
    .execute();
  const first = new Map<number, { id: number; name: string }>();
  for (const row of rows) if (!first.has(row.user_id)) first.set(row.user_id, { id: row.id, name: row.name });
  return first;
}

/** Whether a user is active and has a position in the caller's company: who may be chosen. */
export async function userInCompany(db: Kysely<Database>, subject: ScopeSubject, userId: number): Promise<'inside' | 'outside' | 'unknown'> {
  const user = await db.selectFrom('users').select('id').where('id', '=', userId).where('status', '=', 1).executeTakeFirst();
  if (!user) return 'unknown';
  const area: Area = { under: [companyPath(subject)], anyOf: null };
  const position = await db
    .selectFrom('user_positions as up')
    .innerJoin('orgs as o', 'o.id', 'up.org_id')
    .select('up.id')
    .where('up.user_id', '=', userId)
    .where(inArea(area))
    .executeTakeFirst();
  return position ? 'inside' : 'outside';
}
