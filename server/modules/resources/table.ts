import { sql, type ColumnDataType, type Kysely } from 'kysely';
import type { ResourceChild, ResourceDefinition, ResourceField } from '../../../schemas/generated/resource-definition.js';
import type { Dialect } from '../../db/connection.js';
import { autoIdColumn } from '../../db/migrations/column-types.js';
import { FIELD_STORAGE } from './field-storage.js';
import { createHash } from 'node:crypto';
import { LINE_SPLITS_FIELD, PARENT_KEY, SORT_KEY, childColumns, splitsAllowed } from './children.js';
import { documentFields } from './lifecycle.js';
import { ID_FIELD, SCOPE_STAMPS, STAMP_FIELDS, STAMP_INDEXES } from './stamps.js';

/** All columns of a resource: id, its declared fields, a document's form record fields, then the stamps. */
export function resourceColumns(definition: ResourceDefinition): ResourceField[] {
  return [ID_FIELD, ...definition.fields, ...documentFields(definition), ...STAMP_FIELDS];
}

/**
 * The columns a resource's table holds: resourceColumns and, when its lines declare price splits, the record's own
 * splits (`line_splits`, read by detail and the writes only: never listed, filtered or exported).
 */
function tableColumns(definition: ResourceDefinition): ResourceField[] {
  const splitting = (definition.children ?? []).some(splitsAllowed);
  return splitting ? [...resourceColumns(definition), LINE_SPLITS_FIELD] : resourceColumns(definition);
}

interface ServedColumns {
  /** The same list every time, so what is derived from it (where.ts, order.ts) is derived once. */
  fields: readonly ResourceField[];
  names: readonly string[];
}
const served = new WeakMap<ResourceDefinition, ServedColumns>();

/** `resourceColumns` for the hot path of every read: computed once per definition, which never changes while served. */
export function servedColumns(definition: ResourceDefinition): ServedColumns {
  let columns = served.get(definition);
  if (!columns) {
    const fields = Object.freeze(resourceColumns(definition));
    served.set(definition, (columns = { fields, names: Object.freeze(fields.map((c) => c.name)) }));
  }
  return columns;
}

function columnType(field: ResourceField, dialect: Dialect): ColumnDataType {
  if (field === ID_FIELD) return autoIdColumn(dialect);
  switch (FIELD_STORAGE[field.type]) {
    case 'integer':
    case 'boolean':
      return 'integer';
    case 'decimal':
      return 'numeric(18, 4)';
    case 'date':
      return 'varchar(10)';
    case 'datetime':
      return 'varchar(19)';
    case 'text':
      return `varchar(${field.maxLength ?? 255})`;
  }
}

// Resource tables are declared, not typed.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

async function createResourceTable(db: AnyDb, dialect: Dialect, definition: ResourceDefinition): Promise<void> {
  let table = db.schema.createTable(definition.table);
  for (const field of tableColumns(definition)) {
    // Only the stamps are NOT NULL: a draft keeps its empty fields empty; save and submit check what they need.
    // SQLite's AUTOINCREMENT never hands out the id of a deleted row again, as PostgreSQL's serial does not:
    // a new record never meets an old record's workflow data.
    table = table.addColumn(field.name, columnType(field, dialect), (c) =>
      field === ID_FIELD ? (dialect === 'sqlite' ? c.primaryKey().autoIncrement() : c.primaryKey()) : STAMP_FIELDS.includes(field) && !field.nullable ? c.notNull() : c,
    );
  }
  await table.execute();
  await ensureIndexes(db, definition);
}

/** The column lists a resource's scoped lists filter and order by (the schema's `scopedIndexes`, or its default). */
function scopedLists(definition: ResourceDefinition): string[][] {
  if (definition.scopedIndexes) return definition.scopedIndexes;
  const orderColumn = definition.defaultOrder.trim().split(/\s+/)[0];
  const lists = [...(definition.indexes ?? []).slice(0, 1), [orderColumn]];
  return lists.filter((list, i) => lists.findIndex((other) => other.join() === list.join()) === i);
}

/** Every index a resource table has: its declared ones, one per stamp, and its scoped lists behind each scope stamp. */
export function resourceIndexes(definition: ResourceDefinition): string[][] {
  const scoped = SCOPE_STAMPS.flatMap((stamp) => scopedLists(definition).map((list) => [stamp, ...list]));
  return [...(definition.indexes ?? []), ...STAMP_INDEXES, ...scoped];
}

/** PostgreSQL cuts names at 63 bytes: a longer one is shortened with a hash, so two never collide. */
export function indexName(table: string, columns: readonly string[]): string {
  const name = `${table}_${columns.join('_')}`;
  return name.length <= 63 ? name : `${name.slice(0, 50)}_${createHash('sha1').update(name).digest('hex').slice(0, 12)}`;
}

/**
 * The resource's indexes (resourceIndexes); one that exists is left alone. A unique field (rules.unique) gets a
 * unique index per company, which holds the line between two racing writes on PostgreSQL; where older data
 * already repeats a value it is left out (logged) and the writes' own check still refuses new repeats.
 */
async function ensureIndexes(db: AnyDb, definition: ResourceDefinition): Promise<void> {
  for (const columns of resourceIndexes(definition)) {
    await db.schema.createIndex(indexName(definition.table, columns)).ifNotExists().on(definition.table).columns(columns).execute();
  }
  for (const field of definition.fields.filter((f) => f.rules?.unique)) {
    const columns = ['add_company_id', field.name];
    const create = db.schema.createIndex(indexName(definition.table, ['unique', ...columns])).unique().ifNotExists().on(definition.table).columns(columns);
    // Inside a transaction (a publish) a failed statement would spoil the rest on PostgreSQL: it fails alone, under a savepoint.
    if (db.isTransaction) await sql`savepoint unique_index`.execute(db);
    try {
      await create.execute();
      if (db.isTransaction) await sql`release savepoint unique_index`.execute(db);
    } catch (error) {
      if (db.isTransaction) await sql`rollback to savepoint unique_index`.execute(db);
      // A table held too long by others is the publish's failure, not a missing index.
      const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
      if (code === '55P03' || code === '40P01') throw error;
      console.warn(`${definition.table}.${field.name}: no unique index (${error instanceof Error ? error.message : String(error)})`);
    }
  }
}

/** The columns a child row always has (children.ts): the rest may be empty, as a draft's lines may. */
const CHILD_ALWAYS_SET = new Set([PARENT_KEY, SORT_KEY, 'created_at', 'updated_at']);

/**
 * A child table (a document's lines) as the resource sync keeps it: created when missing, a new field's column
 * added, its one index (the parent's rows in order) ensured. Never drops anything.
 */
async function syncChildTable(db: AnyDb, dialect: Dialect, child: ResourceChild, columns: Set<string> | undefined): Promise<void> {
  if (!columns) {
    let table = db.schema.createTable(child.table);
    for (const field of childColumns(child)) {
      table = table.addColumn(field.name, columnType(field, dialect), (c) =>
        field === ID_FIELD ? (dialect === 'sqlite' ? c.primaryKey().autoIncrement() : c.primaryKey()) : CHILD_ALWAYS_SET.has(field.name) ? c.notNull() : c,
      );
    }
    await table.execute();
  } else {
    for (const field of childColumns(child)) {
      if (!columns.has(field.name)) await db.schema.alterTable(child.table).addColumn(field.name, columnType(field, dialect)).execute();
    }
  }
  await db.schema.createIndex(indexName(child.table, [PARENT_KEY, SORT_KEY])).ifNotExists().on(child.table).columns([PARENT_KEY, SORT_KEY]).execute();
}

/** The creator stamps a picked field of each kind starts from on older rows: the creator and their department. */
const CREATOR_STAMPS = { user: ['add_user_id', 'add_user_name'], org: ['add_org_id', 'add_org_name'] } as const;

/**
 * A picked field (the handler, the department) added to a table that already has rows: the rows get what a new
 * record gets by default, the caller when it was written, i.e. its creator stamps; so an old contract shows its
 * creator as its handler rather than nothing.
 */
async function fillPickedFromCreator(db: AnyDb, definition: ResourceDefinition, added: ReadonlySet<string>): Promise<void> {
  for (const field of definition.fields) {
    if (!field.picked || !added.has(field.name)) continue;
    const [id, name] = CREATOR_STAMPS[field.picked.kind];
    await db.updateTable(definition.table).set((eb) => ({ [field.name]: eb.ref(id), [field.picked!.nameField]: eb.ref(name) })).where(field.name, 'is', null).execute();
  }
}

/**
 * Brings the database in line with the resource definitions it is given: a new resource gets its table,
 * a new field of an existing resource its (nullable) column, a new index its index, a child (a document's
 * lines) its table the same way. Never drops anything. Runs after the frozen
 * migrations, so adding a resource needs no migration and no restart of anything but this step.
 */
export async function syncResourceTables(db: AnyDb, dialect: Dialect, definitions: readonly ResourceDefinition[]): Promise<void> {
  const existing = new Map((await db.introspection.getTables()).map((t) => [t.name, new Set(t.columns.map((c) => c.name))]));
  for (const definition of definitions) {
    await syncOwnTable(db, dialect, definition, existing.get(definition.table));
    // The lines after their record, in the order writers lock them (a publish never waits on a writer that waits on it).
    for (const child of definition.children ?? []) await syncChildTable(db, dialect, child, existing.get(child.table));
  }
}

/** The record's own table: created when missing, else its new columns added, filled where they start from the creator, indexed. */
async function syncOwnTable(db: AnyDb, dialect: Dialect, definition: ResourceDefinition, columns: Set<string> | undefined): Promise<void> {
  if (!columns) {
    await createResourceTable(db, dialect, definition);
    return;
  }
  const added = new Set<string>();
  for (const field of tableColumns(definition)) {
    if (columns.has(field.name)) continue;
    await db.schema.alterTable(definition.table).addColumn(field.name, columnType(field, dialect)).execute();
    added.add(field.name);
    // A document's approval state starts as its state (approval_status knows 0-3; a void one had completed).
    if (field.name === 'approval_status') {
      await db.updateTable(definition.table).set((eb) => ({ approval_status: eb.case().when('status', '=', 4).then(2).else(eb.ref('status')).end() })).execute();
    }
  }
  await fillPickedFromCreator(db, definition, added);
  // An index declared later (on a new column, like the executor stamps, or for a new common filter and
  // order) is created.
  await ensureIndexes(db, definition);
}
