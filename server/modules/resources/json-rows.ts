import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import type { Dialect } from '../../db/connection.js';
import { SlotBytes } from '../../db/answer-slots.js';
import { jsonReadsOf } from '../../db/pg-json-reads.js';
import type { OrderTerm } from './order.js';

/**
 * A page's rows as the JSON text of their array, built by the database (PostgreSQL's json_agg, SQLite's
 * json_group_array on a read thread) instead of row objects on the event loop. A page of thousands of rows
 * (the spec's unpaged lists, limit up to 9,999) then costs the event loop one string, not thousands of
 * objects to receive and serialise again: light calls are not kept waiting behind it.
 */
export class JsonRows {
  /** The text, or its UTF-8 bytes as a read thread hands them over: in a shared answer slot or a buffer of their own. */
  constructor(readonly json: string | Uint8Array | SlotBytes) {}

  /** Frees the answer slot the rows are in, if any (once the answer is sent or dropped). */
  release(): void {
    if (this.json instanceof SlotBytes) this.json.release();
  }
}

/** The column the array comes in: a read thread passes a column of this name on as transferred UTF-8 bytes. */
const ROWS_COLUMN = '__json_rows_utf8';

/** Pages of this many rows or more travel as JSON text; smaller ones cost less as objects. */
export const JSON_ROWS_FROM = 200;

/** LIST_JSON_ROWS=0 turns it off (the benchmark's baseline; a fallback should a deployment need one). */
export function jsonRowsEnabled(): boolean {
  return process.env.LIST_JSON_ROWS !== '0';
}

/** SQLite's json_object takes at most 1,000 arguments (two per column); wider tables keep row objects. */
export const JSON_ROWS_MAX_COLUMNS = 400;

/**
 * The rows of `page` (ordered, limited) as one JSON array text, in the same order: the aggregate is ordered
 * by the page's own terms, which always end in the unique id (order.ts), so the order is total on both engines.
 */
export async function pageAsJson(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  db: Kysely<any>,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  page: SelectQueryBuilder<any, any, any>,
  names: readonly string[],
  order: readonly OrderTerm[],
  dialect: Dialect,
): Promise<JsonRows> {
  const by = sql.join(order.map((t) => sql`${sql.ref(`t.${t.column}`)} ${sql.raw(t.direction)}`));
  const array =
    dialect === 'postgres'
      ? sql<string>`coalesce(json_agg(t order by ${by})::text, '[]')`
      : sql<string>`json_group_array(json_object(${sql.join(names.map((n) => sql`${sql.lit(n)}, ${sql.ref(`t.${n}`)}`))}) order by ${by})`;
  const query = db.selectFrom(page.as('t')).select(array.as(ROWS_COLUMN));
  const thread = jsonReadsOf(db);
  if (thread) return new JsonRows(await thread.run(query.compile(), ROWS_COLUMN));
  const row = (await query.executeTakeFirstOrThrow()) as Record<string, unknown>;
  const json = row[ROWS_COLUMN];
  return new JsonRows(json instanceof Uint8Array || json instanceof SlotBytes ? json : String(json));
}
