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
const older = openDatabase(join(dir, 'older.sqlite'));
afterAll(async () => {
  await handle.close();
  await older.close();
  rmSync(dir, { recursive: true, force: true });
});

function migrator(on = handle): Migrator {
  return new Migrator({
    db: on.db,
    provider: { getMigrations: async () => Object.fromEntries(Object.entries(MIGRATIONS).map(([name, step]): [string, Migration] => [name, { up: (db) => step.up(db, on.dialect) }])) },
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

describe('migration 034: versions of older rows', () => {
  it('gives each active approval template and each choose config without a version its version 1, and leaves the versioned and the inactive alone', async () => {
    expect((await migrator(older).migrateTo('033_definition_versions')).error).toBeUndefined();
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- rows as a database seeded before the studio kept versions has them
    const db = older.db as unknown as Kysely<any>;
    const at = '2026-10-01 09:00:00';
    const template = async (label: string, status: number, extra: object = {}) =>
      (await db.insertInto('workflow_tpls').values({ label, name: `${label} 审批`, status, form_name: '/approve', group_tab: '', created_at: at, ...extra }).returning('id').executeTakeFirstOrThrow()).id as number;
    const sales = await template('sales_contract', 1, { group_tab: '合同审批', card_fields: JSON.stringify([{ field: 'amount', label: '合同金额' }]), self_approval: 1 });
    await db.insertInto('workflow_nodes').values([
      { tpl_id: sales, sort: 2, name: '总经理', get_user_type: 1, pending_type: 1, user_count: 1, approvers: JSON.stringify({ roles: [2] }), opinion_required: 0 },
      { tpl_id: sales, sort: 1, name: '部门经理', get_user_type: 3, pending_type: 0, user_count: 1, approvers: JSON.stringify({ users: [5], roles: [] }), opinion_required: 1 },
    ]).execute();
    await template('sales_contract', 0);
    await template('purchase', 1);
    await db.insertInto('definition_versions').values({ kind: 'workflow', name: 'purchase', version: 3, definition: '{"kept":true}', changes: '[]', note: 'kept', created_at: at }).execute();
    await db.insertInto('choose_configs').values({ name: 'customer', resource: 'customer', select_field: 'id', select_type: 2, need_data_perms: 1, check_group: 0, params: '{"status":1}', fields: JSON.stringify([{ prop: 'name', label: '名称', show_in_select: 1, is_search_field: 1 }]), created_at: at, updated_at: at }).execute();

    expect((await migrator(older).migrateToLatest()).error).toBeUndefined();
    const versions = await db.selectFrom('definition_versions').select(['kind', 'name', 'version', 'definition', 'note']).orderBy('id').execute();
    expect(versions.map((v: { kind: string; name: string; version: number; note: string }) => [v.kind, v.name, v.version, v.note])).toEqual([
      ['workflow', 'purchase', 3, 'kept'],
      ['workflow', 'sales_contract', 1, 'existing'],
      ['chooser', 'customer', 1, 'existing'],
    ]);
    expect(JSON.parse(versions[1].definition)).toEqual({
      label: 'sales_contract', name: 'sales_contract 审批', multiple_rounds: true, self_approval: true, group_tab: '合同审批', form_name: '/approve',
      card_fields: [{ field: 'amount', label: '合同金额' }],
      nodes: [
        { name: '部门经理', get_user_type: 3, pending_type: 0, user_count: 1, users: [5], opinion_required: true },
        { name: '总经理', get_user_type: 1, pending_type: 1, user_count: 1, roles: [2] },
      ],
    });
    expect(JSON.parse(versions[2].definition)).toEqual({
      name: 'customer', resource: 'customer', select_field: 'id', select_type: 2, need_data_perms: 1, check_group: 0, params: { status: 1 },
      fields: [{ prop: 'name', label: '名称', show_in_select: 1, is_search_field: 1 }],
    });
  });
});
