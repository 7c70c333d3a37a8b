import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { CompiledQuery, sql, type Kysely } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { ReadPool } from '../../server/db/sqlite-read-pool';
import { openWithWorkers, worstStall } from './sqlite-probes';

const dir = mkdtempSync(join(tmpdir(), 'hkwl-pool-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/** A select that takes a while: every pair of 4,000 rows. Built by Kysely, so the pool may route it. */
const heavy = (db: AnyDb) =>
  db
    .selectFrom('t as a')
    .innerJoin('t as b', (join) => join.on(sql<boolean>`a.x < b.x`))
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();

// Only the SQLite engine has read threads (the PostgreSQL run leaves sqlite-*.test.ts out: vitest.config.ts).
describe('SQLite reads off the event loop', () => {
  it('a heavy read on the pool leaves the event loop free; on the main connection it stalls it', async () => {
    const file = join(dir, 'pool.sqlite');
    const writer = openWithWorkers(file, '2');
    const db = writer.db as AnyDb;
    await db.schema.createTable('t').addColumn('x', 'integer').execute();
    await db.transaction().execute(async (trx) => {
      for (let i = 0; i < 4000; i += 500) await trx.insertInto('t').values(Array.from({ length: 500 }, (_, k) => ({ x: i + k }))).execute();
    });
    // Reads see what was just committed.
    expect(Number((await db.selectFrom('t').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n)).toBe(4000);

    let pooled = 0;
    const pooledStall = await worstStall(async () => (pooled = Number((await heavy(db)).n)));
    await writer.close();

    const single = openWithWorkers(file, '0');
    let direct = 0;
    const directStall = await worstStall(async () => (direct = Number((await heavy(single.db as AnyDb)).n)));
    await single.close();

    expect(pooled).toBe((4000 * 3999) / 2);
    expect(direct).toBe(pooled);
    // The same query blocks the loop for its whole run on the main connection, not on the pool.
    expect(directStall).toBeGreaterThan(100);
    expect(pooledStall).toBeLessThan(directStall / 3);
  }, 60_000);

  it('writes, transactions and their rollbacks stay on the main connection', async () => {
    const handle = openWithWorkers(join(dir, 'tx.sqlite'), '2');
    const db = handle.db as AnyDb;
    await db.schema.createTable('t').addColumn('x', 'integer').execute();
    await db.insertInto('t').values({ x: 1 }).execute();
    await expect(
      db.transaction().execute(async (trx) => {
        await trx.insertInto('t').values({ x: 2 }).execute();
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    const rows = await db.selectFrom('t').select('x').execute();
    expect(rows).toEqual([{ x: 1 }]);
    await handle.close();
  });
});

describe('the read threads keep expensive results while the database is unchanged', () => {
  const seeded = (name: string) => {
    const file = join(dir, name);
    const sqlite = new SQLite(file);
    sqlite.pragma('journal_mode = WAL');
    sqlite.exec('create table t (x integer, owner integer)');
    const insert = sqlite.prepare('insert into t (x, owner) values (?, ?)');
    sqlite.transaction(() => {
      for (let i = 0; i < 300; i++) insert.run(i, i % 3);
    })();
    return { file, sqlite };
  };
  const countFor = (owner: number) => CompiledQuery.raw('select count(*) as n from t where owner = ?', [owner]);

  it('answers a repeated read from the cache, and reads again after any commit (another process included)', async () => {
    const { file, sqlite } = seeded('cache.sqlite');
    const timed: string[] = [];
    // minMs 0: every result is kept, so the test does not depend on how fast the machine is.
    const pool = new ReadPool(file, 1, (text) => timed.push(text), { minMs: 0, maxRows: 200, entries: 10 });
    try {
      expect((await pool.run(countFor(1))).rows).toEqual([{ n: 100 }]);
      expect((await pool.run(countFor(1))).rows).toEqual([{ n: 100 }]);
      // Only the first was read (and timed); the second came from the cache.
      expect(timed).toHaveLength(1);
      // Another owner's count is its own entry: the parameters (a caller's scope) are part of the key.
      expect((await pool.run(countFor(2))).rows).toEqual([{ n: 100 }]);
      expect(timed).toHaveLength(2);

      sqlite.prepare('insert into t (x, owner) values (?, ?)').run(1000, 1);
      expect((await pool.run(countFor(1))).rows).toEqual([{ n: 101 }]);
      expect(timed).toHaveLength(3);
      sqlite.prepare('delete from t where owner = ?').run(2);
      expect((await pool.run(countFor(2))).rows).toEqual([{ n: 0 }]);
    } finally {
      await pool.close();
      sqlite.close();
    }
  });

  it('keeps nothing when told so, and never a result of more rows than allowed', async () => {
    const { file, sqlite } = seeded('nocache.sqlite');
    const timed: string[] = [];
    const off = new ReadPool(file, 1, (text) => timed.push(text), { minMs: 0, maxRows: 200, entries: 0 });
    const small = new ReadPool(file, 1, (text) => timed.push(text), { minMs: 0, maxRows: 50, entries: 10 });
    try {
      await off.run(countFor(1));
      await off.run(countFor(1));
      expect(timed).toHaveLength(2);
      const many = CompiledQuery.raw('select x from t where owner = ?', [0]);
      expect((await small.run(many)).rows).toHaveLength(100);
      expect((await small.run(many)).rows).toHaveLength(100);
      expect(timed).toHaveLength(4);
    } finally {
      await Promise.all([off.close(), small.close()]);
      sqlite.close();
    }
  });

  it('a write through the app is seen by the next expensive read', async () => {
    const handle = openWithWorkers(join(dir, 'cache-app.sqlite'), '2');
    const db = handle.db as AnyDb;
    await db.schema.createTable('t').addColumn('x', 'integer').execute();
    await db.insertInto('t').values(Array.from({ length: 2000 }, (_, x) => ({ x }))).execute();
    expect(Number((await heavy(db)).n)).toBe((2000 * 1999) / 2);
    expect(Number((await heavy(db)).n)).toBe((2000 * 1999) / 2);
    await db.insertInto('t').values({ x: 5000 }).execute();
    expect(Number((await heavy(db)).n)).toBe((2000 * 1999) / 2 + 2000);
    await db.transaction().execute(async (trx) => {
      await trx.deleteFrom('t').where('x', '=', 5000).execute();
    });
    expect(Number((await heavy(db)).n)).toBe((2000 * 1999) / 2);
    await handle.close();
  }, 60_000);
});
