import type { Kysely } from 'kysely';
import type { AddBody, UpdateBody } from '../../../schemas/generated/saved-view.js';
import type { Dialect } from '../../db/connection.js';
import type { Database } from '../../db/tables.js';
import { nowStamp } from '../../db/time.js';
import { ApiError, Code } from '../../http/envelope.js';
import type { ViewCaller } from './caller.js';
import { checkChange, checkCreate, checkName, checkNameFree, defaultWish, fieldsText, paramsText, VIEWS_MAX } from './rules.js';
import { creatorStamps } from './stamps.js';
import { clearDefault, countOwnViews, findView, listViews, lockUser, setDefault, type ListOwner } from './store.js';

export interface Store {
  db: Kysely<Database>;
  dialect: Dialect;
}

/**
 * Saves a new view; everything is checked before anything is written, and the count and name checks run
 * in the transaction that writes, under the user's lock, so two adds at once cannot make a 21st view.
 */
export async function addView({ db, dialect }: Store, caller: ViewCaller, body: AddBody): Promise<number> {
  checkCreate(body.type, caller);
  const name = checkName(body.name);
  const params = paramsText(body.params);
  const fields = fieldsText(body.table_fields);
  const wish = defaultWish(body);
  // The creator's stamps are the session's (spec 001's add_* in the body are accepted, never kept).
  const stamps = await creatorStamps(db, caller);
  return db.transaction().execute(async (trx) => {
    await lockUser(trx, dialect, caller.userId);
    if ((await countOwnViews(trx, caller)) >= VIEWS_MAX) throw new ApiError(Code.BAD_REQUEST, 'viewLimit', { max: VIEWS_MAX });
    checkNameFree(name, await listViews(trx, caller));
    const now = nowStamp();
    const { id } = await trx
      .insertInto('saved_views')
      .values({
        user_id: caller.userId,
        company_id: caller.companyId,
        table_key: caller.tableKey,
        perms_id: caller.permsId,
        name,
        type: body.type,
        params,
        table_fields: fields,
        page_version: body.page_version ?? null,
        is_hidden: 0,
        ...stamps,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (wish === 1) await setDefault(trx, caller, id);
    return id;
  });
}

/** Changes a view the caller may change; `is_default` sets or clears the caller's own default only. */
export async function updateView({ db, dialect }: Store, caller: ViewCaller, body: UpdateBody): Promise<void> {
  const name = checkName(body.name);
  const params = paramsText(body.params);
  const fields = fieldsText(body.table_fields);
  const wish = defaultWish(body);
  await db.transaction().execute(async (trx) => {
    await lockUser(trx, dialect, caller.userId);
    const view = await findView(trx, caller.userId, caller.companyId, body.id);
    if (!view) throw new ApiError(Code.NOT_FOUND, 'viewNotFound');
    checkChange(view, body.type, caller);
    checkNameFree(name, await listViews(trx, caller), view.id);
    await trx
      .updateTable('saved_views')
      .set({
        name,
        type: body.type,
        params,
        table_fields: fields,
        ...(body.page_version === undefined ? {} : { page_version: body.page_version }),
        updated_at: nowStamp(),
      })
      .where('id', '=', view.id)
      .execute();
    if (wish === 1) await setDefault(trx, caller, view.id);
    if (wish === 0) await clearDefault(trx, caller, view.id);
  });
}

/** Deletes a view the caller may change, and every user's default pointing at it. */
export async function deleteView({ db }: Store, caller: ViewCaller, id: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const view = await findView(trx, caller.userId, caller.companyId, id);
    if (!view) throw new ApiError(Code.NOT_FOUND, 'viewNotFound');
    checkChange(view, null, caller);
    await trx.deleteFrom('saved_view_defaults').where('view_id', '=', id).execute();
    await trx.deleteFrom('saved_views').where('id', '=', id).execute();
  });
}

/** Sets (status 1) or clears (0) the caller's default of the view's list; any view they see may be theirs. */
export async function markDefault({ db }: Store, owner: ListOwner, id: number, status: 0 | 1): Promise<void> {
  if (status === 1) await setDefault(db, owner, id);
  else await clearDefault(db, owner, id);
}
