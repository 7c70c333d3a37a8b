import type { Kysely } from 'kysely';
import type { Dialect } from './db/connection.js';
import type { Database } from './db/tables.js';

/** What every module is given: the database and which dialect it speaks. */
export interface AppContext {
  db: Kysely<Database>;
  dialect: Dialect;
}
