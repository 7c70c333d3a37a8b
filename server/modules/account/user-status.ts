import type { Kysely } from 'kysely';
import type { Database } from '../../db/tables.js';
import { revokeUserSessions } from '../../http/session.js';

/** Enables (1) or disables (any other status) an account; disabling revokes its sessions for good. */
export async function setUserStatus(db: Kysely<Database>, userId: number, status: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('users').set({ status }).where('id', '=', userId).execute();
    if (status !== 1) await revokeUserSessions(trx, userId);
  });
}
