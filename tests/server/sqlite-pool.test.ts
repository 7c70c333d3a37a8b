import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql, type Kysely } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
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
