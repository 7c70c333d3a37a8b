import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Migrator, type Kysely, type Migration } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/connection';
import { MIGRATIONS } from '../../server/db/migrate';

// Issue 42: the five tables of versions (one per kind) became one, definition_versions, with a kind column.
// Migration 033 keeps every version of every kind as it was, in its order, and drops the old tables.

const dir = mkdtempSync(join(tmpdir(), 'hkwl-versions-'));
const handle = openDatabase(join(dir, 'versions.sqlite'));
afterAll(async () => {
  await handle.close();
  rmSync(dir, { recursive: true, force: true });
});

function migrator(): Migrator {
  return new Migrator({
    db: handle.db,
    provider: { getMigrations: async () => Object.fromEntries(Object.entries(MIGRATIONS).map(([name, step]): [string, Migration] => [name, { up: (db) => step.up(db, handle.dialect) }])) },
  });
}

describe('migration 033: one versions table', () => {
  it('moves every version of each kind into definition_versions under its kind, and drops the five tables', async () => {
    expect((await migrator().migrateTo('032_rule_versions_backfill')).error).toBeUndefined();
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the old tables are no longer in the typed schema
    const db = handle.db as unknown as Kysely<any>;
    const row = (name: string, version: number, author: string | null) => ({
      name, version, definition: JSON.stringify({ name, version }), changes: '[]', note: author ? `by ${author}` : 'built-in', author_id: author ? 1 : null, author_name: author, created_at: `2026-11-0${version} 09:00:00`,
    });
    const before = {
      resource: [row('customer', 1, null), row('customer', 2, '系统管理员'), row('supplier', 1, null)],
      page: [row('payment_list', 1, null)],
      workflow: [row('sales_contract', 1, null), row('sales_contract', 2, '系统管理员')],
      rule: [row('SC_AMOUNT_WARN', 1, null)],
      chooser: [row('customer', 1, null)],
    };
    // The rule backfill (032) may have stored the seed's rules: only what this test writes is compared.
    await db.deleteFrom('rule_versions').execute();
    for (const [kind, rows] of Object.entries(before)) await db.insertInto(`${kind}_versions`).values(rows).execute();

    expect((await migrator().migrateToLatest()).error).toBeUndefined();
    const after = await db.selectFrom('definition_versions').select(['kind', 'name', 'version', 'definition', 'changes', 'note', 'author_id', 'author_name', 'created_at']).orderBy('id').execute();
    expect(after).toEqual(Object.entries(before).flatMap(([kind, rows]) => rows.map((r) => ({ kind, ...r }))));
    for (const kind of Object.keys(before)) await expect(db.selectFrom(`${kind}_versions`).select('name').execute()).rejects.toThrow(/no such table/);
    // One version of a kind's name, once: the unique (kind, name, version) holds; another kind may share the name.
    await expect(db.insertInto('definition_versions').values({ kind: 'resource', ...row('customer', 2, 'x') }).execute()).rejects.toThrow(/UNIQUE/);
    await db.insertInto('definition_versions').values({ kind: 'chooser', ...row('customer', 2, 'x') }).execute();
  });
});
