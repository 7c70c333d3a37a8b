import type { Compilable, CompiledQuery, Kysely } from 'kysely';
import type { Database } from './tables.js';

/**
 * A query every call makes with other values (a session by its key): built and compiled by Kysely once
 * per database handle, then run with the values put where the placeholders were. Building and compiling
 * cost more than a primary-key read; the SQL text, and so the prepared statement, never changes.
 */
export function reusableQuery<V extends unknown[], R>(
  build: (db: Kysely<Database>, ...values: V) => Compilable<R>,
  arity: V['length'],
): (db: Kysely<Database>, ...values: V) => Promise<R[]> {
  // Stand-ins for the values while compiling, found again among the parameters: no constant of a query looks like one.
  const placeholders = Array.from({ length: arity }, (_, i) => `\u0000placeholder-${i}\u0000`);
  const compiled = new WeakMap<Kysely<Database>, CompiledQuery<R>>();
  return async (db, ...values) => {
    let query = compiled.get(db);
    if (!query) {
      query = build(db, ...(placeholders as V)).compile();
      if (!placeholders.every((p) => query!.parameters.includes(p))) throw new Error('a reusable query must use each of its values as a parameter');
      compiled.set(db, query);
    }
    const parameters = query.parameters.map((p) => {
      const at = typeof p === 'string' ? placeholders.indexOf(p) : -1;
      return at < 0 ? p : values[at];
    });
    const result = await db.executeQuery<R>({ ...query, parameters });
    return result.rows;
  };
}
