import { sql, type Kysely } from 'kysely';
import type { UpdateFrequentAnswer } from '../../../schemas/generated/user-option.js';
import type { ScopeSubject } from '../../acl/subject.js';
import type { Database } from '../../db/tables.js';
import { nowStamp } from '../../db/time.js';
import { ApiError, Code } from '../../http/envelope.js';
import { userInCompany } from './search.js';

/**
 * Records that the caller chose `userId` in the user picker (spec 001 §7 updateFrequent): one more time,
 * now. Only an active user of the caller's company may be chosen: 4404 for an unknown or disabled one, 4403
 * for one outside the company; neither writes anything.
 */
export async function recordFrequent(db: Kysely<Database>, callerId: number, subject: ScopeSubject, userId: number): Promise<UpdateFrequentAnswer> {
  const where = await userInCompany(db, subject, userId);
  if (where === 'unknown') throw new ApiError(Code.NOT_FOUND, 'userNotFound');
  if (where === 'outside') throw new ApiError(Code.FORBIDDEN, 'userOutsideCompany');
  const now = nowStamp();
  const row = await db
    .insertInto('user_frequents')
    .values({ user_id: callerId, chosen_user_id: userId, use_count: 1, last_at: now })
    .onConflict((oc) => oc.columns(['user_id', 'chosen_user_id']).doUpdateSet({ use_count: sql<number>`user_frequents.use_count + 1`, last_at: now }))
    .returning(['use_count', 'last_at'])
    .executeTakeFirstOrThrow();
  return { user_id: userId, count: Number(row.use_count), last_at: row.last_at };
}
