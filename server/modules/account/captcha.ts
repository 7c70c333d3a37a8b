import { createHash, randomBytes, randomInt } from 'node:crypto';
import { createRequire } from 'node:module';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/tables.js';
import { nowStamp, toStamp } from '../../db/time.js';
import { sameSecret } from '../../http/session-cookie.js';

export const CAPTCHA_LENGTH = 4;
export const CAPTCHA_TTL_MS = 5 * 60_000;
/** No 0/O, 1/I/L: letters a person can tell apart in a distorted picture. Answers are case-insensitive. */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

interface SvgCaptchaOptions {
  width: number;
  height: number;
  fontSize: number;
  noise: number;
  color: boolean;
  background: string;
}
type RenderSvg = (text: string, options: SvgCaptchaOptions) => string;

/**
 * svg-captcha draws each character as a glyph outline (no <text> to read) with noise lines. Its module
 * export is the renderer `(text, options) => svg`, which its typings do not declare; loaded on first use
 * (it parses its font then), not when the server starts.
 */
function renderSvg(text: string): string {
  const render = createRequire(import.meta.url)('svg-captcha') as RenderSvg;
  return render(text, { width: 120, height: 40, fontSize: 46, noise: 3, color: true, background: '#f3f6fa' });
}

export function captchaHash(salt: string, text: string): string {
  return createHash('sha256').update(`${salt}:${text.trim().toUpperCase()}`).digest('hex');
}

function randomText(): string {
  let text = '';
  for (let i = 0; i < CAPTCHA_LENGTH; i++) text += ALPHABET[randomInt(ALPHABET.length)];
  return text;
}

/**
 * A new captcha for the mobile, replacing its previous one: the text is stored only hashed (with a salt of
 * its own) and expires in 5 minutes. Answers the SVG picture.
 */
export async function issueCaptcha(db: Kysely<Database>, mobile: string): Promise<string> {
  const text = randomText();
  const salt = randomBytes(12).toString('base64url');
  const now = new Date();
  const row = {
    mobile,
    salt,
    text_hash: captchaHash(salt, text),
    created_at: toStamp(now),
    expires_at: toStamp(new Date(now.getTime() + CAPTCHA_TTL_MS)),
  };
  await db.deleteFrom('captcha_challenges').where('expires_at', '<=', nowStamp()).execute();
  await db
    .insertInto('captcha_challenges')
    .values(row)
    .onConflict((oc) => oc.column('mobile').doUpdateSet({ salt: row.salt, text_hash: row.text_hash, created_at: row.created_at, expires_at: row.expires_at }))
    .execute();
  return renderSvg(text);
}

/**
 * Checks an answer against the mobile's live captcha and uses the captcha up, right or wrong (one
 * answer per picture, so its 4 characters cannot be guessed against one challenge). The row is deleted
 * before it is compared, so two concurrent answers cannot both use it.
 */
export async function consumeCaptcha(db: Kysely<Database>, mobile: string, answer: string): Promise<boolean> {
  const row = await db.selectFrom('captcha_challenges').selectAll().where('mobile', '=', mobile).executeTakeFirst();
  if (!row) return false;
  const taken = await db
    .deleteFrom('captcha_challenges')
    .where('mobile', '=', mobile)
    .where('salt', '=', row.salt)
    .executeTakeFirst();
  if (Number(taken.numDeletedRows) !== 1) return false;
  if (row.expires_at <= nowStamp()) return false;
  return sameSecret(captchaHash(row.salt, answer), row.text_hash);
}
