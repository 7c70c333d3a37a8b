import { sql, type Expression, type RawBuilder, type SqlBool } from 'kysely';

/** Lower-case for ASCII letters only: what SQLite's lower() does, and PostgreSQL's under the "C" collation. */
function asciiLower(text: string): string {
  return text.replace(/[A-Z]/g, (c) => c.toLowerCase());
}

/** `%text%`, the user's own wildcards (%, _ and \) taken literally, ASCII lower-cased as lower() under bytes. */
export function containsPattern(text: string): string {
  return `%${asciiLower(text).replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * "contains text", case-insensitive for ASCII, the same on both engines: the escape character is named,
 * because SQLite has none by default (a bare `\%` there would look for a backslash). The column is given as
 * the caller needs it (PostgreSQL: collate "C", so lower() and the pattern agree byte for byte).
 */
export function containsText(column: Expression<unknown> | RawBuilder<unknown>, text: string): RawBuilder<SqlBool> {
  return sql<SqlBool>`lower(${column}) like ${containsPattern(text)} escape '\\'`;
}
