import { sql } from 'kysely';
import type { DatabaseHandle } from './connection.js';

/**
 * Gives the query planner the statistics it needs to choose between a resource's indexes (a company
 * manager's list has the scoped index and the plain one to choose from; without statistics SQLite often
 * picks the one that sorts ten thousand rows). SQLite: `PRAGMA optimize` at every start analyses the tables
 * never analysed or grown much since, sampling at most 1000 rows per index so a large table costs tens of
 * milliseconds. PostgreSQL: its autovacuum keeps statistics; we only analyse once after seeding, so the first
 * lists after a seed do not wait for it.
 */
export async function refreshPlannerStats(handle: DatabaseHandle, seeded: boolean): Promise<void> {
  if (handle.dialect === 'sqlite') {
    await sql`PRAGMA analysis_limit = 1000`.execute(handle.db);
    await sql`PRAGMA optimize = 0x10002`.execute(handle.db);
  } else if (seeded) {
    await sql`ANALYZE`.execute(handle.db);
  }
}
