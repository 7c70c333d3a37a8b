import { PostgresAdapter, type Kysely } from 'kysely';
import type { Dialect } from './connection.js';

/** The engine behind a Kysely instance (or transaction), for the few queries written per engine. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any database's tables
export function dialectOf(db: Kysely<any>): Dialect {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
}
