import type { Kysely } from 'kysely';
import { isPassword } from '../../../rules/index.js';
import type { Database } from '../../db/tables.js';
import { nowStamp, toStamp } from '../../db/time.js';
import { ApiError, Code } from '../../http/envelope.js';
import { hashPassword, verifyPassword } from '../../http/password.js';

/** A password older than this must be changed (spec 000 §9): account/info answers 9999. */
export const PASSWORD_MAX_AGE_DAYS = 90;

export function passwordExpired(passwordChangedAt: string, now = new Date()): boolean {
  return passwordChangedAt < toStamp(new Date(now.getTime() - PASSWORD_MAX_AGE_DAYS * 86_400_000));
}

/** The password policy of spec 000 §5 (rules/password.ts, the same rule the browser checks): 4430 otherwise. */
export function checkPasswordPolicy(password: string): void {
  if (!isPassword(password)) throw new ApiError(Code.PASSWORD_POLICY, 'passwordPolicy');
}

/** A new password must differ from the current one (or the 90-day rule would be a formality): 4430. */
export async function checkNotReused(user: { password_hash: string }, password: string): Promise<void> {
  if (await verifyPassword(password, user.password_hash)) throw new ApiError(Code.PASSWORD_POLICY, 'passwordReused');
}

/**
 * Sets a user's password (the caller has checked {@link checkPasswordPolicy} and {@link checkNotReused}):
 * the new hash and password_changed_at; every other session of the user is revoked (the one making the
 * change, if any, stays).
 */
export async function changePassword(
  db: Kysely<Database>,
  userId: number,
  password: string,
  keepSessionId: string | null,
): Promise<void> {
  const passwordHash = await hashPassword(password);
  const now = nowStamp();
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('users').set({ password_hash: passwordHash, password_changed_at: now }).where('id', '=', userId).execute();
    let revoke = trx.updateTable('sessions').set({ revoked_at: now }).where('user_id', '=', userId).where('revoked_at', 'is', null);
    if (keepSessionId) revoke = revoke.where('id', '!=', keepSessionId);
    await revoke.execute();
  });
}
