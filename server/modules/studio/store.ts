import type { Kysely } from 'kysely';
import type { ResourceDefinition } from '../../../schemas/generated/resource-definition.js';
import type { DefinitionChange } from '../../../schemas/generated/studio.js';
import type { Database, ResourceVersionTable } from '../../db/tables.js';
import { nowStamp } from '../../db/time.js';

/** A stored version as read back: its definition parsed. */
export interface StoredVersion {
  name: string;
  version: number;
  definition: ResourceDefinition;
  authorId: number | null;
}

type Db = Kysely<Database>;

function parsed(row: Pick<ResourceVersionTable, 'name' | 'version' | 'definition' | 'author_id'>): StoredVersion {
  return { name: row.name, version: row.version, definition: JSON.parse(row.definition) as ResourceDefinition, authorId: row.author_id };
}

/** The served (highest) version of every stored resource, in the order the resources were first stored. */
export async function latestVersions(db: Db): Promise<StoredVersion[]> {
  const rows = await db
    .selectFrom('resource_versions as v')
    .select(['v.name', 'v.version', 'v.definition', 'v.author_id'])
    .where((eb) => eb('v.version', '=', eb.selectFrom('resource_versions as w').select((w) => w.fn.max('w.version').as('m')).whereRef('w.name', '=', 'v.name')))
    .orderBy((eb) => eb.selectFrom('resource_versions as f').select((f) => f.fn.min('f.id').as('first')).whereRef('f.name', '=', 'v.name'))
    .execute();
  return rows.map(parsed);
}

/** The served version of one resource, or undefined when none is stored. */
export async function latestVersion(db: Db, name: string): Promise<StoredVersion | undefined> {
  const row = await db.selectFrom('resource_versions').select(['name', 'version', 'definition', 'author_id']).where('name', '=', name).orderBy('version', 'desc').limit(1).executeTakeFirst();
  return row && parsed(row);
}

/** One stored version of a resource. */
export async function storedVersion(db: Db, name: string, version: number): Promise<StoredVersion | undefined> {
  const row = await db.selectFrom('resource_versions').select(['name', 'version', 'definition', 'author_id']).where('name', '=', name).where('version', '=', version).executeTakeFirst();
  return row && parsed(row);
}

/** The definitions to serve: the highest stored version of each resource. */
export async function publishedDefinitions(db: Db): Promise<ResourceDefinition[]> {
  return (await latestVersions(db)).map((v) => v.definition);
}

export interface NewVersion {
  definition: ResourceDefinition;
  version: number;
  changes: readonly DefinitionChange[];
  note?: string | null;
  author: { id: number; name: string } | null;
}

/** Stores a version; a second writer of the same version fails on the (name, version) constraint. */
export async function insertVersion(db: Db, row: NewVersion): Promise<void> {
  await db
    .insertInto('resource_versions')
    .values({
      name: row.definition.name,
      version: row.version,
      definition: JSON.stringify(row.definition),
      changes: JSON.stringify(row.changes),
      note: row.note ?? null,
      author_id: row.author?.id ?? null,
      author_name: row.author?.name ?? null,
      created_at: nowStamp(),
    })
    .execute();
}

/**
 * The platform's built-in definitions as stored data of the same form as the studio's: a resource never stored gets
 * its built-in as version 1; a built-in changed by a release since becomes a new version, unless an administrator
 * has published the resource since (theirs is served, and the release's change is logged, not applied).
 */
export async function seedBuiltIns(db: Db, builtIns: readonly ResourceDefinition[], log: (line: string) => void = console.warn): Promise<void> {
  const stored = new Map((await latestVersions(db)).map((v) => [v.name, v]));
  for (const definition of builtIns) {
    const current = stored.get(definition.name);
    if (current && JSON.stringify(current.definition) === JSON.stringify(definition)) continue;
    if (current && current.authorId !== null) {
      log(`resource ${definition.name}: the built-in definition changed, but version ${current.version} published by an administrator is kept`);
      continue;
    }
    await insertVersion(db, { definition, version: (current?.version ?? 0) + 1, changes: [], note: current ? 'built-in update' : 'built-in', author: null });
  }
}
