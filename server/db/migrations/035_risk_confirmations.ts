import type { Kysely } from 'kysely';

// Frozen: issue 43 item 10. A 2888's warnings shown for one payload: a client written from spec 001 retries with the
// accepted rule codes alone (no confirm_token), and the server finds what it showed here, by the subject's digest.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('risk_confirmations')
    // SHA-256 (hex) of the session, the write, the warning codes and the canonical payload.
    .addColumn('digest', 'varchar(64)', (c) => c.primaryKey())
    // Seconds since the epoch after which the confirmation no longer holds.
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('risk_confirmations_expires').on('risk_confirmations').column('expires_at').execute();
}
