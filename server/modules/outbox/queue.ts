import type { Kysely } from 'kysely';
import type { Database } from '../../db/tables.js';
import { nowStamp } from '../../db/time.js';

export type OutboxDriver = 'sms' | 'email';

export interface OutgoingMessage {
  recipient: string;
  driver: OutboxDriver;
  subject: string;
  body: string;
}

/**
 * Delivers a message: this server has no SMS or mail gateway, so "sent" means written to the outbox table,
 * where the administrator reads it (GET /api/access/outbox/index). A gateway would drain the same table.
 */
export async function queueMessage(db: Kysely<Database>, message: OutgoingMessage): Promise<void> {
  await db.insertInto('outbox').values({ ...message, created_at: nowStamp() }).execute();
}
