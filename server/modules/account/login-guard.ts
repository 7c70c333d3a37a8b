import type { Kysely } from 'kysely';
import { MAINLAND_MOBILE } from '../../../rules/index.js';
import type { Database } from '../../db/tables.js';
import { nowStamp, toStamp } from '../../db/time.js';
import { ApiError, Code } from '../../http/envelope.js';
import { consumeCaptcha } from './captcha.js';

/** After this many failed sign-ins of one mobile within {@link FAILURE_WINDOW_MS}, a captcha is needed. */
export const FAILURES_BEFORE_CAPTCHA = 5;
export const FAILURE_WINDOW_MS = 15 * 60_000;

/**
 * The key a mobile is counted and looked up by: trimmed, and without a +86/0086 prefix when the rest is a
 * mainland mobile, so "+8613800000000" and "13800000000" share one failure count. Anything else is kept
 * as typed (trimmed): it is counted the same way, it just never matches a user.
 */
export function mobileKey(value: string): string {
  const trimmed = value.trim();
  if (!MAINLAND_MOBILE.test(trimmed)) return trimmed;
  return trimmed.replace(/^(?:\+86|0086)/, '');
}

function windowStart(): string {
  return toStamp(new Date(Date.now() - FAILURE_WINDOW_MS));
}

/** Failed sign-ins of the mobile within the window (none are kept past a successful sign-in). */
export async function recentFailures(db: Kysely<Database>, mobile: string): Promise<number> {
  const row = await db
    .selectFrom('sign_in_failures')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('mobile', '=', mobile)
    .where('created_at', '>', windowStart())
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function needsCaptcha(db: Kysely<Database>, mobile: string): Promise<boolean> {
  return (await recentFailures(db, mobile)) >= FAILURES_BEFORE_CAPTCHA;
}

/** Records a wrong password or code for the mobile (known or not: both count), and drops rows past the window. */
export async function recordFailure(db: Kysely<Database>, mobile: string): Promise<void> {
  await db.insertInto('sign_in_failures').values({ mobile, created_at: nowStamp() }).execute();
  await db.deleteFrom('sign_in_failures').where('created_at', '<=', windowStart()).execute();
}

/** A successful sign-in (or a password reset proven by a code) starts the count again. */
export async function clearFailures(db: Kysely<Database>, mobile: string): Promise<void> {
  await db.deleteFrom('sign_in_failures').where('mobile', '=', mobile).execute();
}

/**
 * The captcha gate of a password sign-in: when the mobile needs a captcha (or its address has spent its
 * budget of failed sign-in calls: an office behind one address is asked for a captcha, not locked out), a missing one is 4406 and a
 * wrong or expired one 4407 (the challenge is used up either way). Runs before the password is checked,
 * so a locked mobile gives no password oracle.
 */
export async function passCaptchaGate(db: Kysely<Database>, mobile: string, captcha: string | undefined, addressSuspect = false): Promise<void> {
  if (!addressSuspect && !(await needsCaptcha(db, mobile))) return;
  if (!captcha || captcha.trim() === '') throw new ApiError(Code.CAPTCHA_REQUIRED, 'captchaRequired');
  if (!(await consumeCaptcha(db, mobile, captcha))) throw new ApiError(Code.CAPTCHA_WRONG, 'captchaWrong');
}
