import { createHash, createHmac, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/tables.js';
import { sameSecret } from '../../http/session-cookie.js';

/** How long a 2888's confirmation stays good: the user reads the warnings and clicks continue. */
export const CONFIRM_SECONDS = 30 * 60;

/** JSON with object keys sorted at every level: the same payload always gives the same text. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined);
    entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** What a confirmation is tied to: who, which write of which record, what payload, which warnings. */
export interface ConfirmSubject {
  sessionId: string;
  /** e.g. `contract/sales_contract/add` or `.../update#5`. */
  target: string;
  payload: Readonly<Record<string, unknown>>;
  codes: readonly string[];
}

/**
 * Signs and checks the `confirm_token` of a 2888: an HMAC, under a key only this server holds, of the
 * session, the write, the canonical payload and the warning codes, with its expiry. Another payload, another
 * session or other codes give another MAC, so confirmed codes count only for the payload they were shown for.
 * The key is RISK_CONFIRM_SECRET when set (several app servers must share it), else random per app.
 */
export class ConfirmSigner {
  private readonly key: Buffer;

  constructor(secret = process.env.RISK_CONFIRM_SECRET) {
    this.key = secret ? Buffer.from(secret, 'utf8') : randomBytes(32);
  }

  private mac(subject: ConfirmSubject, expires: number): string {
    const codes = [...new Set(subject.codes)].sort();
    return createHmac('sha256', this.key)
      .update([subject.sessionId, subject.target, String(expires), codes.join(','), canonicalJson(subject.payload)].join('\n'))
      .digest('base64url');
  }

  sign(subject: ConfirmSubject, now = Date.now()): string {
    const expires = Math.floor(now / 1000) + CONFIRM_SECONDS;
    return `${expires}.${this.mac(subject, expires)}`;
  }

  /** Whether `token` was signed for exactly this subject and has not expired. */
  verify(token: string | undefined, subject: ConfirmSubject, now = Date.now()): boolean {
    const match = token ? /^(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token) : null;
    if (!match) return false;
    const expires = Number(match[1]);
    if (expires < Math.floor(now / 1000)) return false;
    return sameSecret(match[2], this.mac(subject, expires));
  }
}

/**
 * The 2888 warnings shown, per subject (session, write, codes, canonical payload), kept in the database as long as a
 * token would hold (shared by every app server): a client written from spec 001 retries with the accepted rule codes
 * alone, without the confirm_token, and the retry holds only for exactly the payload the warnings were shown for.
 */
export class ConfirmationStore {
  constructor(private readonly db: Kysely<Database>) {}

  private static digest(subject: ConfirmSubject): string {
    const codes = [...new Set(subject.codes)].sort();
    return createHash('sha256').update([subject.sessionId, subject.target, codes.join(','), canonicalJson(subject.payload)].join('\n')).digest('hex');
  }

  /** Records that the subject's warnings were shown (or carried from a save to its submit), for CONFIRM_SECONDS. */
  async remember(subject: ConfirmSubject, now = Date.now()): Promise<void> {
    const seconds = Math.floor(now / 1000);
    const row = { digest: ConfirmationStore.digest(subject), expires_at: seconds + CONFIRM_SECONDS };
    // The expired ones go as new ones come: the table holds only the last half hour's.
    await this.db.deleteFrom('risk_confirmations').where('expires_at', '<', seconds).execute();
    await this.db.insertInto('risk_confirmations').values(row).onConflict((c) => c.column('digest').doUpdateSet({ expires_at: row.expires_at })).execute();
  }

  /** Whether exactly this subject's warnings were shown and the confirmation has not expired. */
  async shown(subject: ConfirmSubject, now = Date.now()): Promise<boolean> {
    const row = await this.db
      .selectFrom('risk_confirmations')
      .select('digest')
      .where('digest', '=', ConfirmationStore.digest(subject))
      .where('expires_at', '>=', Math.floor(now / 1000))
      .executeTakeFirst();
    return row !== undefined;
  }
}
