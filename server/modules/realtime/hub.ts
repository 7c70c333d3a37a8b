import { sql } from 'kysely';
import type { DatabaseHandle } from '../../db/connection.js';

import type { Job } from '../../../schemas/generated/job.js';

/** What the server pushes: the caller's message counters, a new front-end version, one of the caller's jobs moving, or changed menus. */
export type RealtimeEvent =
  | { event: 'message-count'; data: Record<string, number> }
  | { event: 'version'; data: { value: string } }
  | { event: 'job'; data: Job }
  /** Menus changed (a page published in the studio): every signed-in browser reads its menus again. */
  | { event: 'perms'; data: { page: string } };

interface Envelope {
  /** null: everyone. */
  user_id: number | null;
  message: RealtimeEvent;
}

const CHANNEL = 'hkwl_realtime';

/**
 * Who is connected, and delivery to them. On PostgreSQL a publish goes through NOTIFY and every app
 * server's LISTEN delivers it to its own sockets, so servers behind a balancer agree; on SQLite (one
 * process) it is delivered in process.
 */
export function createRealtimeHub(database: DatabaseHandle) {
  const sockets = new Map<number, Set<(text: string) => void>>();
  let stopListening: (() => Promise<void>) | null = null;

  function deliver(envelope: Envelope): void {
    const text = JSON.stringify(envelope.message);
    const targets = envelope.user_id === null ? [...sockets.values()] : [sockets.get(envelope.user_id) ?? new Set()];
    for (const set of targets) for (const send of set) send(text);
  }

  return {
    async start(): Promise<void> {
      if (database.listen) {
        stopListening = await database.listen(CHANNEL, (payload) => {
          try {
            deliver(JSON.parse(payload) as Envelope);
          } catch {
            // Not ours: ignored.
          }
        });
      }
    },
    /** Registers a connection of `userId`; returns its removal. */
    subscribe(userId: number, send: (text: string) => void): () => void {
      const set = sockets.get(userId) ?? new Set();
      set.add(send);
      sockets.set(userId, set);
      return () => {
        set.delete(send);
        if (set.size === 0) sockets.delete(userId);
      };
    },
    /** Pushes an event to one user's connections (null: to everyone's), on every app server. */
    async publish(userId: number | null, message: RealtimeEvent): Promise<void> {
      const envelope: Envelope = { user_id: userId, message };
      if (database.listen) await sql`select pg_notify(${CHANNEL}, ${JSON.stringify(envelope)})`.execute(database.db);
      else deliver(envelope);
    },
    async stop(): Promise<void> {
      await stopListening?.();
      stopListening = null;
    },
  };
}

export type RealtimeHub = ReturnType<typeof createRealtimeHub>;
