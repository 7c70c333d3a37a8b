import type { Kysely } from 'kysely';
import type { ResourceDefinition } from '../../../schemas/generated/resource-definition.js';
import type { DefinitionChange } from '../../../schemas/generated/studio.js';
import type { Database } from '../../db/tables.js';
import { nowStamp } from '../../db/time.js';

/**
 * The kinds of versioned configuration (one table, definition_versions, with a kind column): resource, page,
 * approval template, risk rule and choose config definitions. The same names as the studio's drafts and calls.
 */
export type DefinitionKind = 'resource' | 'page' | 'workflow' | 'rule' | 'chooser';

/** A stored version as read back: its definition parsed. */
export interface StoredVersion<T = ResourceDefinition> {
  name: string;
  version: number;
  definition: T;
  authorId: number | null;
}

type Db = Kysely<Database>;

const COLUMNS = ['name', 'version', 'definition', 'author_id'] as const;

function parsed<T>(row: { name: string; version: number; definition: string; author_id: number | null }): StoredVersion<T> {
  return { name: row.name, version: row.version, definition: JSON.parse(row.definition) as T, authorId: row.author_id };
}

export interface NewVersion<T = ResourceDefinition> {
  /** The name the version is stored under (a resource's name, a page's key). */
  name: string;
  definition: T;
  version: number;
  changes: readonly DefinitionChange[];
  note?: string | null;
  author: { id: number; name: string } | null;
}

/** Reads and writes of one kind's versions (`T` the definition's type): the highest version of a name is the one served. */
export function versionStore<T>(kind: DefinitionKind) {
  const TABLE = 'definition_versions';
  return {
    /** The served version of every stored name, in the order the names were first stored. */
    async latest(db: Db): Promise<StoredVersion<T>[]> {
      const rows = await db
        .selectFrom(`${TABLE} as v`)
        .select(COLUMNS.map((c) => `v.${c}` as const))
        .where('v.kind', '=', kind)
        .where((eb) => eb('v.version', '=', eb.selectFrom(`${TABLE} as w`).select((w) => w.fn.max('w.version').as('m')).where('w.kind', '=', kind).whereRef('w.name', '=', 'v.name')))
        .orderBy((eb) => eb.selectFrom(`${TABLE} as f`).select((f) => f.fn.min('f.id').as('first')).where('f.kind', '=', kind).whereRef('f.name', '=', 'v.name'))
        .execute();
      return rows.map((row) => parsed<T>(row));
    },
    /** The served version of one name, or undefined when none is stored. */
    async latestOf(db: Db, name: string): Promise<StoredVersion<T> | undefined> {
      const row = await db.selectFrom(TABLE).select(COLUMNS).where('kind', '=', kind).where('name', '=', name).orderBy('version', 'desc').limit(1).executeTakeFirst();
      return row && parsed<T>(row);
    },
    /** One stored version. */
    async at(db: Db, name: string, version: number): Promise<StoredVersion<T> | undefined> {
      const row = await db.selectFrom(TABLE).select(COLUMNS).where('kind', '=', kind).where('name', '=', name).where('version', '=', version).executeTakeFirst();
      return row && parsed<T>(row);
    },
    /** Every stored version's definition of a name, oldest first. */
    async all(db: Db, name: string): Promise<T[]> {
      const rows = await db.selectFrom(TABLE).select('definition').where('kind', '=', kind).where('name', '=', name).orderBy('version').execute();
      return rows.map((r) => JSON.parse(r.definition) as T);
    },
    /** Every version of a name, newest first, as the version history shows them. */
    async history(db: Db, name: string) {
      const rows = await db
        .selectFrom(TABLE)
        .select(['name', 'version', 'author_name', 'created_at', 'note', 'changes'])
        .where('kind', '=', kind)
        .where('name', '=', name)
        .orderBy('version', 'desc')
        .execute();
      return rows.map((r) => ({ ...r, changes: r.changes ? (JSON.parse(r.changes) as DefinitionChange[]) : [] }));
    },
    /** Who published each served version and when, by name. */
    async stamps(db: Db): Promise<Map<string, { version: number; author_name: string | null; created_at: string }>> {
      const rows = await db.selectFrom(TABLE).select(['name', 'version', 'author_name', 'created_at']).where('kind', '=', kind).orderBy('version').execute();
      return new Map(rows.map((r) => [r.name, r]));
    },
    /** Stores a version; a second writer of the same version fails on the (kind, name, version) constraint. */
    async insert(db: Db, row: NewVersion<T>): Promise<void> {
      await db
        .insertInto(TABLE)
        .values({
          kind, name: row.name, version: row.version, definition: JSON.stringify(row.definition), changes: JSON.stringify(row.changes), note: row.note ?? null,
          author_id: row.author?.id ?? null, author_name: row.author?.name ?? null, created_at: nowStamp(),
        })
        .execute();
    },
  };
}

/** The resource definitions' versions. */
export const resourceVersions = versionStore<ResourceDefinition>('resource');

/** The definitions to serve: the highest stored version of each resource. */
export async function publishedDefinitions(db: Db): Promise<ResourceDefinition[]> {
  return (await resourceVersions.latest(db)).map((v) => v.definition);
}

/**
 * The platform's built-in definitions as stored data of the same form as the studio's: a resource never stored gets
 * its built-in as version 1; a built-in changed by a release since becomes a new version, unless an administrator
 * has published the resource since (theirs is served, and the release's change is logged, not applied).
 */
export async function seedBuiltIns(db: Db, builtIns: readonly ResourceDefinition[], log: (line: string) => void = console.warn): Promise<void> {
  const stored = new Map((await resourceVersions.latest(db)).map((v) => [v.name, v]));
  for (const definition of builtIns) {
    const current = stored.get(definition.name);
    if (current && JSON.stringify(current.definition) === JSON.stringify(definition)) continue;
    if (current && current.authorId !== null) {
      log(`resource ${definition.name}: the built-in definition changed, but version ${current.version} published by an administrator is kept`);
      continue;
    }
    await resourceVersions.insert(db, { name: definition.name, definition, version: (current?.version ?? 0) + 1, changes: [], note: current ? 'built-in update' : 'built-in', author: null });
  }
}
