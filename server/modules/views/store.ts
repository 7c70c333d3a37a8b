import type { Kysely, Selectable } from 'kysely';
import type { Dialect } from '../../db/connection.js';
import type { Database, SavedViewTable } from '../../db/tables.js';

export type ViewRow = Selectable<SavedViewTable>;

/** Whose list: the user in a company, one table of one menu. */
export interface ListOwner {
  userId: number;
  companyId: number;
  tableKey: string;
  permsId: number;
}

/**
 * The views a user sees in their company, of any list: their own and the company's shared ones. Personal
 * views of others never match, so a forged id of one is "not found" like an id that does not exist.
 */
function visible(db: Kysely<Database>, userId: number, companyId: number) {
  return db
    .selectFrom('saved_views')
    .selectAll()
    .where('company_id', '=', companyId)
    .where('is_hidden', '=', 0)
    .where((eb) => eb.or([eb('user_id', '=', userId), eb('type', '=', 2)]));
}

/** The visible views of one list, oldest first. */
export function listViews(db: Kysely<Database>, owner: ListOwner): Promise<ViewRow[]> {
  return visible(db, owner.userId, owner.companyId)
    .where('table_key', '=', owner.tableKey)
    .where('perms_id', '=', owner.permsId)
    .orderBy('id')
    .execute();
}

/** One visible view by id, undefined when it does not exist or is not the caller's to see. */
export function findView(db: Kysely<Database>, userId: number, companyId: number, id: number): Promise<ViewRow | undefined> {
  return visible(db, userId, companyId).where('id', '=', id).executeTakeFirst();
}

/** How many views the user created in a list (the hidden default-columns row not counted). */
export async function countOwnViews(db: Kysely<Database>, owner: ListOwner): Promise<number> {
  const row = await db
    .selectFrom('saved_views')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', owner.userId)
    .where('company_id', '=', owner.companyId)
    .where('table_key', '=', owner.tableKey)
    .where('perms_id', '=', owner.permsId)
    .where('is_hidden', '=', 0)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The user's default view of a list, null when none. */
export async function defaultViewId(db: Kysely<Database>, owner: ListOwner): Promise<number | null> {
  const row = await db
    .selectFrom('saved_view_defaults')
    .select('view_id')
    .where('user_id', '=', owner.userId)
    .where('company_id', '=', owner.companyId)
    .where('table_key', '=', owner.tableKey)
    .where('perms_id', '=', owner.permsId)
    .executeTakeFirst();
  return row?.view_id ?? null;
}

/** Makes the view the user's only default of its list (one row per user and list: an upsert). */
export async function setDefault(db: Kysely<Database>, owner: ListOwner, viewId: number): Promise<void> {
  await db
    .insertInto('saved_view_defaults')
    .values({ user_id: owner.userId, company_id: owner.companyId, table_key: owner.tableKey, perms_id: owner.permsId, view_id: viewId })
    .onConflict((c) => c.columns(['user_id', 'company_id', 'table_key', 'perms_id']).doUpdateSet({ view_id: viewId }))
    .execute();
}

/** Clears the user's default of the list when it is this view; another user's default stays. */
export async function clearDefault(db: Kysely<Database>, owner: ListOwner, viewId: number): Promise<void> {
  await db
    .deleteFrom('saved_view_defaults')
    .where('user_id', '=', owner.userId)
    .where('company_id', '=', owner.companyId)
    .where('table_key', '=', owner.tableKey)
    .where('perms_id', '=', owner.permsId)
    .where('view_id', '=', viewId)
    .execute();
}

/**
 * Serialises one user's view writes for the rest of the transaction, so a count or name check holds until
 * the write: SQLite transactions already run one at a time on the main connection; PostgreSQL locks the
 * user's row.
 */
export async function lockUser(trx: Kysely<Database>, dialect: Dialect, userId: number): Promise<void> {
  if (dialect === 'postgres') await trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
}
