import { createHash, randomBytes, randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import { isEmail, isMainlandMobile } from '../../../rules/index.js';
import type { VerifyDriver, VerifyScene } from '../../../schemas/generated/account-security.js';
import type { Database } from '../../db/tables.js';
import { nowStamp, toStamp } from '../../db/time.js';
import { ApiError, Code } from '../../http/envelope.js';
import type { Language } from '../../http/messages.js';
import { sameSecret } from '../../http/session-cookie.js';
import { queueMessage } from '../outbox/queue.js';
import { mobileKey } from './login-guard.js';

export const CODE_LENGTH = 6;
export const CODE_TTL_SECONDS = 10 * 60;
/** One code per target per minute (spec 001 §9: verification countdown 60 s). */
export const RESEND_SECONDS = 60;
/** Wrong answers a code survives; the next wrong one kills it (a new code must be requested). */
export const CODE_TRIES = 5;

const SCENE_TEXT: Record<VerifyScene, Record<Language, string>> = {
  login: { zh: '登录', en: 'sign-in' },
  findpasswd: { zh: '找回密码', en: 'password reset' },
  changepasswd: { zh: '修改密码', en: 'password change' },
};

function codeHash(salt: string, code: string): string {
  return createHash('sha256').update(`${salt}:${code.trim()}`).digest('hex');
}

/**
 * The stored form of a target: a mobile without its +86 prefix, an e-mail address in lower case. Refuses a
 * target that does not fit every driver asked for (sms needs a mainland mobile, email an e-mail address).
 */
export function verifyTarget(target: string, drivers: readonly VerifyDriver[]): string {
  const trimmed = target.trim();
  if (drivers.includes('sms') && !isMainlandMobile(trimmed)) throw new ApiError(Code.BAD_REQUEST, 'mobileInvalid');
  if (drivers.includes('email') && !isEmail(trimmed)) throw new ApiError(Code.BAD_REQUEST, 'emailInvalid');
  return drivers.includes('sms') ? mobileKey(trimmed) : trimmed.toLowerCase();
}

/**
 * Issues a 6-digit code for the target and scene, replacing the target's previous one, unless a code went
 * to the target less than a minute ago (4408 with the seconds left). The code is stored only hashed and
 * delivered through the outbox, once per driver. A mobile that is no user's gets a stored code and the
 * same answer but no message, so the answer tells nobody whether the mobile is registered.
 */
export async function issueCode(
  db: Kysely<Database>,
  options: { target: string; drivers: readonly VerifyDriver[]; scene: VerifyScene; language: Language },
): Promise<void> {
  const { target, drivers, scene, language } = options;
  const code = String(randomInt(10 ** CODE_LENGTH)).padStart(CODE_LENGTH, '0');
  const salt = randomBytes(12).toString('base64url');
  const now = new Date();
  const row = {
    target,
    scene,
    salt,
    code_hash: codeHash(salt, code),
    attempts: 0,
    created_at: toStamp(now),
    expires_at: toStamp(new Date(now.getTime() + CODE_TTL_SECONDS * 1000)),
  };
  const resendFrom = toStamp(new Date(now.getTime() - RESEND_SECONDS * 1000));
  await db.deleteFrom('verification_codes').where('expires_at', '<=', nowStamp()).execute();
  // One statement decides "too soon", so two app servers cannot both send within the minute.
  const written = await db
    .insertInto('verification_codes')
    .values(row)
    .onConflict((oc) =>
      oc
        .column('target')
        .doUpdateSet({ scene, salt, code_hash: row.code_hash, attempts: 0, created_at: row.created_at, expires_at: row.expires_at })
        .where('verification_codes.created_at', '<=', resendFrom),
    )
    .returning('target')
    .execute();
  if (written.length === 0) {
    const last = await db.selectFrom('verification_codes').select('created_at').where('target', '=', target).executeTakeFirst();
    const elapsed = last ? (now.getTime() - Date.parse(`${last.created_at.replace(' ', 'T')}Z`)) / 1000 : 0;
    throw new ApiError(Code.CODE_TOO_SOON, 'codeTooSoon', { sec: Math.max(1, Math.ceil(RESEND_SECONDS - elapsed)) });
  }

  if (drivers.includes('sms')) {
    const user = await db.selectFrom('users').select('id').where('user_mobile', '=', target).executeTakeFirst();
    if (!user) return;
  }
  const subject = language === 'zh' ? `${SCENE_TEXT[scene].zh}验证码` : `Your ${SCENE_TEXT[scene].en} code`;
  const body =
    language === 'zh'
      ? `您的${SCENE_TEXT[scene].zh}验证码是 ${code}，${CODE_TTL_SECONDS / 60} 分钟内有效，请勿告诉他人。`
      : `Your ${SCENE_TEXT[scene].en} code is ${code}. It is valid for ${CODE_TTL_SECONDS / 60} minutes; do not share it.`;
  for (const driver of drivers) await queueMessage(db, { recipient: target, driver, subject, body });
}

export interface MatchedCode {
  target: string;
  salt: string;
}

/**
 * Checks a code for the target and one of the scenes without using it up. A wrong answer raises the code's
 * tries, and the fifth wrong one deletes it. Follow a match with {@link useCode}.
 */
export async function matchCode(db: Kysely<Database>, target: string, scenes: readonly VerifyScene[], code: string): Promise<MatchedCode | null> {
  const row = await db.selectFrom('verification_codes').selectAll().where('target', '=', target).executeTakeFirst();
  if (!row || row.expires_at <= nowStamp() || !(scenes as readonly string[]).includes(row.scene)) return null;
  if (sameSecret(codeHash(row.salt, code), row.code_hash)) return { target, salt: row.salt };
  if (row.attempts + 1 >= CODE_TRIES) {
    await db.deleteFrom('verification_codes').where('target', '=', target).where('salt', '=', row.salt).execute();
  } else {
    await db
      .updateTable('verification_codes')
      .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
      .where('target', '=', target)
      .where('salt', '=', row.salt)
      .execute();
  }
  return null;
}

/** Uses a matched code up; false when another request used it first (only one of two concurrent answers wins). */
export async function useCode(db: Kysely<Database>, matched: MatchedCode): Promise<boolean> {
  const taken = await db.deleteFrom('verification_codes').where('target', '=', matched.target).where('salt', '=', matched.salt).executeTakeFirst();
  return Number(taken.numDeletedRows) === 1;
}

/** {@link matchCode} then {@link useCode}: true when the code was right and is now used up. */
export async function consumeCode(db: Kysely<Database>, target: string, scenes: readonly VerifyScene[], code: string): Promise<boolean> {
  const matched = await matchCode(db, target, scenes, code);
  return matched !== null && (await useCode(db, matched));
}
