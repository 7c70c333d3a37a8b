import type { Dialect } from '../connection.js';

/** An auto-increment primary key: SQLite's INTEGER PRIMARY KEY is the rowid; PostgreSQL needs serial. */
export function autoIdColumn(dialect: Dialect): 'integer' | 'serial' {
  return dialect === 'postgres' ? 'serial' : 'integer';
}
