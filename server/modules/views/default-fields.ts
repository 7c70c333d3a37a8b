import type { Kysely } from 'kysely';
import type { ViewField } from '../../../schemas/generated/saved-view.js';
import type { Database } from '../../db/tables.js';
import { nowStamp } from '../../db/time.js';
import { storedFields } from './answer.js';
import type { ViewCaller } from './caller.js';
import { DEFAULT_FIELDS_NAME, fieldsText } from './rules.js';
import { lockUser, type ListOwner } from './store.js';
import { creatorStamps } from './stamps.js';
import type { Store } from './write.js';

/** The user's hidden #默认字段配置# row of a list (spec 001 §3): at most one, never listed as a view. */
function hiddenRow(db: Kysely<Database>, owner: ListOwner) {
  return db
    .selectFrom('saved_views')
    .select(['id', 'table_fields'])
    .where('user_id', '=', owner.userId)
    .where('company_id', '=', owner.companyId)
    .where('table_key', '=', owner.tableKey)
    .where('perms_id', '=', owner.permsId)
    .where('is_hidden', '=', 1);
}

export async function readDefaultFields(db: Kysely<Database>, owner: ListOwner): Promise<ViewField[] | null> {
  const row = await hiddenRow(db, owner).orderBy('id').executeTakeFirst();
  return storedFields(row?.table_fields ?? null);
}

/** Stores the caller's default columns of a list in their hidden row; null removes the row. */
export async function saveDefaultFields({ db, dialect }: Store, caller: ViewCaller, fields: ViewField[] | null): Promise<void> {
  const text = fieldsText(fields);
  const stamps = await creatorStamps(db, caller);
  await db.transaction().execute(async (trx) => {
    await lockUser(trx, dialect, caller.userId);
    const existing = await hiddenRow(trx, caller).execute();
    const now = nowStamp();
    if (text === null) {
      if (existing.length > 0) await trx.deleteFrom('saved_views').where('id', 'in', existing.map((r) => r.id)).execute();
      return;
    }
    if (existing.length > 0) {
      await trx.updateTable('saved_views').set({ table_fields: text, updated_at: now }).where('id', '=', existing[0].id).execute();
      return;
    }
    await trx
      .insertInto('saved_views')
      .values({
        user_id: caller.userId,
        company_id: caller.companyId,
        table_key: caller.tableKey,
        perms_id: caller.permsId,
        name: DEFAULT_FIELDS_NAME,
        type: 1,
        params: '{"where":[]}',
        table_fields: text,
        page_version: null,
        is_hidden: 1,
        ...stamps,
        created_at: now,
        updated_at: now,
      })
      .execute();
  });
}
