import { sql, type Kysely, type Transaction } from 'kysely';
import type { ResourceDefinition, ResourceField } from '../../../schemas/generated/resource-definition.js';
import type { DefinitionChange } from '../../../schemas/generated/studio.js';
import type { Dialect } from '../../db/connection.js';
import type { Database } from '../../db/tables.js';
import { FIELD_STORAGE } from '../resources/field-storage.js';
import { indexName, resourceIndexes, syncResourceTables } from '../resources/table.js';
import { DEFAULT_TEXT_LENGTH } from './changes.js';
import { PARENT_KEY, SORT_KEY } from '../resources/children.js';
import { resourceVersions, type NewVersion } from './store.js';

/** How long publishing waits for a table a long read holds before giving up (PostgreSQL), so readers never queue behind it. */
export const LOCK_WAIT_MS = 3000;

// Resource tables are declared, not typed.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/** The table a change's field lives in: the record's, or its child's. */
function tableOf(definition: ResourceDefinition, change: DefinitionChange): string {
  return change.child === undefined ? definition.table : definition.children!.find((c) => c.name === change.child)!.table;
}

/** The indexes on a column, as the resource module names them, so a retyped column's old indexes can go with it. */
function indexesOn(definition: ResourceDefinition, change: DefinitionChange): string[] {
  const table = tableOf(definition, change);
  if (change.child !== undefined) return [PARENT_KEY, SORT_KEY].includes(change.field!) ? [indexName(table, [PARENT_KEY, SORT_KEY])] : [];
  const lists = [...resourceIndexes(definition), ['unique', 'add_company_id', change.field!]];
  return lists.filter((columns) => columns.includes(change.field!)).map((columns) => indexName(table, columns));
}

/**
 * A retyped column keeps its data under another name (`<field>_v<version>`, the version it belonged to; a
 * number added if that is taken) and the field gets a new, empty column of its new type.
 */
async function setAside(trx: AnyDb, current: ResourceDefinition, change: DefinitionChange, version: number): Promise<void> {
  const table = tableOf(current, change);
  for (const index of indexesOn(current, change)) await trx.schema.dropIndex(index).ifExists().execute();
  const columns = new Set((await trx.introspection.getTables()).find((t) => t.name === table)?.columns.map((c) => c.name) ?? []);
  let aside = `${change.field}_v${version}`;
  for (let n = 2; columns.has(aside); n += 1) aside = `${change.field}_v${version}_${n}`;
  await trx.schema.alterTable(table).renameColumn(change.field!, aside).execute();
}

/** PostgreSQL keeps a text column's length: a widened field's column grows (a catalogue change, no rewrite). SQLite does not check lengths. */
async function widen(trx: AnyDb, definition: ResourceDefinition, change: DefinitionChange): Promise<void> {
  const table = tableOf(definition, change);
  const found = await sql<{ length: number | null }>`select character_maximum_length as length from information_schema.columns where table_schema = current_schema() and table_name = ${table} and column_name = ${change.field}`.execute(trx);
  const length = found.rows[0]?.length;
  if (length !== null && length !== undefined && length < Number(change.to)) {
    await trx.schema.alterTable(table).alterColumn(change.field!, (c) => c.setDataType(sql.raw(`varchar(${Number(change.to)})`))).execute();
  }
}

/** PostgreSQL's "lock not available" (the table stayed busy past LOCK_WAIT_MS) or a deadlock with a writer. */
export function isLockTimeout(error: unknown): boolean {
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  return code === '55P03' || code === '40P01';
}

/** Publishes run one at a time across app servers (PostgreSQL: a transaction-scoped advisory lock; SQLite has one writer). */
export async function studioLock(trx: Transaction<Database>, dialect: Dialect): Promise<void> {
  if (dialect === 'postgres') await sql`select pg_advisory_xact_lock(7723001)`.execute(trx);
}

/** The storage class a column's declared type holds, as far as a field can reuse it. */
function columnClass(dataType: string): 'integer' | 'decimal' | 'text' | undefined {
  const type = dataType.toLowerCase();
  if (/^(int|serial|bigint)/.test(type)) return 'integer';
  if (/^(numeric|decimal)/.test(type)) return 'decimal';
  if (/^(varchar|character varying|text)/.test(type)) return 'text';
  return undefined;
}

function fieldClass(field: ResourceField): 'integer' | 'decimal' | 'text' {
  const storage = FIELD_STORAGE[field.type];
  return storage === 'integer' || storage === 'boolean' ? 'integer' : storage === 'decimal' ? 'decimal' : 'text';
}

/**
 * A field added where its column is still in the table (a field dropped earlier and declared again, a rollback):
 * the column is reused, with its data, when it holds the field's kind of value; otherwise it is set aside like a
 * retyped one and the field gets a new column.
 */
async function reconcileLeftovers(trx: AnyDb, dialect: Dialect, definition: ResourceDefinition, changes: readonly DefinitionChange[], version: number): Promise<void> {
  const tables = new Map((await trx.introspection.getTables()).map((t) => [t.name, new Map(t.columns.map((c) => [c.name, c.dataType]))]));
  const added = changes.flatMap((change) => {
    if (change.kind === 'addField') return [change];
    // A child declared again over its old table: each of its fields is added to what is there.
    if (change.kind === 'addChild') return definition.children!.find((c) => c.name === change.child)!.fields.map((f): DefinitionChange => ({ kind: 'addField', child: change.child, field: f.name, destructive: false }));
    return [];
  });
  for (const change of added) {
    const columns = tables.get(tableOf(definition, change));
    const dataType = columns?.get(change.field!);
    if (dataType === undefined) continue;
    const fields = change.child === undefined ? definition.fields : definition.children!.find((c) => c.name === change.child)!.fields;
    const field = fields.find((f) => f.name === change.field)!;
    if (columnClass(dataType) !== fieldClass(field)) await setAside(trx, definition, change, version);
    else if (fieldClass(field) === 'text' && dialect === 'postgres') await widen(trx, definition, { ...change, to: field.maxLength ?? DEFAULT_TEXT_LENGTH });
  }
}

/**
 * Publishes a checked definition inside the caller's transaction (which holds `studioLock`): a retyped column
 * set aside, a widened one grown, a leftover column reused or set aside, the table (and its children's) brought
 * in line (new columns nullable, new indexes made; nothing dropped), the version stored. Either all of it happens
 * or none. Adding a column is a catalogue change on both databases, whatever the rows: readers go on (SQLite's
 * WAL; PostgreSQL waits at most LOCK_WAIT_MS for its brief lock, else fails).
 */
export async function applyDefinition(
  trx: Transaction<Database>,
  dialect: Dialect,
  current: { definition: ResourceDefinition; version: number } | undefined,
  next: NewVersion,
): Promise<void> {
  const any = trx as AnyDb;
  if (dialect === 'postgres') await sql`select set_config('lock_timeout', ${`${LOCK_WAIT_MS}ms`}, true)`.execute(trx);
  for (const change of next.changes) {
    if (change.kind === 'retypeField' && current) await setAside(any, current.definition, change, current.version);
    if (change.kind === 'widenField' && dialect === 'postgres') await widen(any, next.definition, change);
  }
  await reconcileLeftovers(any, dialect, next.definition, next.changes, current?.version ?? 0);
  await syncResourceTables(any, dialect, [next.definition]);
  await resourceVersions.insert(trx, next);
}
