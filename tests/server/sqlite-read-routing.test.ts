import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql, type Kysely } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { openWithWorkers, worstStall } from './sqlite-probes';

// The pooled SQLite driver runs a read it has measured cheap on the main connection and keeps an
// expensive one on the read threads (server/db/read-costs.ts); these check what a caller can see of it.
const dir = mkdtempSync(join(tmpdir(), 'hkwl-routing-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;


async function table(db: AnyDb, rows: number): Promise<void> {
  await db.schema.createTable('t').addColumn('x', 'integer').execute();
  await db.transaction().execute(async (trx) => {
    for (let i = 0; i < rows; i += 500) await trx.insertInto('t').values(Array.from({ length: 500 }, (_, k) => ({ x: i + k }))).execute();
  });
}

const count = async (db: AnyDb) => Number((await db.selectFrom('t').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);

// Only the SQLite engine has read threads (the PostgreSQL run leaves sqlite-*.test.ts out: vitest.config.ts).
describe('which connection a read runs on', () => {
  it('a read measured expensive stays off the event loop however often it runs', async () => {
    const handle = openWithWorkers(join(dir, 'heavy.sqlite'), '2');
    const db = handle.db as AnyDb;
    await table(db, 4000);
    const heavy = () =>
      db
        .selectFrom('t as a')
        .innerJoin('t as b', (join) => join.on(sql<boolean>`a.x < b.x`))
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
    for (let run = 0; run < 3; run++) {
      let n = 0;
      const started = performance.now();
      const stall = await worstStall(async () => (n = Number((await heavy()).n)));
      const took = performance.now() - started;
      const rows = 4000 + run;
      expect(n).toBe((rows * (rows - 1)) / 2);
      // A new row each run, so the next run reads again instead of answering from a read thread's cache.
      await db.insertInto('t').values({ x: 10_000 + run }).execute();
      // On the event loop the whole run would be one stall; off it, the loop keeps ticking through it. Relative,
      // so a busy machine (which slows both) does not decide it.
      expect(stall).toBeLessThan(took / 3);
    }
    await handle.close();
  }, 60_000);

  it('a cheap read answers alike on either connection, and sees every commit', async () => {
    const handle = openWithWorkers(join(dir, 'cheap.sqlite'), '2');
    const db = handle.db as AnyDb;
    await table(db, 500);
    // The first run is measured on a read thread, the next ones may run on the main connection.
    for (let run = 0; run < 5; run++) {
      expect(await count(db)).toBe(500 + run);
      await db.insertInto('t').values({ x: -run }).execute();
    }
    await handle.close();
  });

  it('never sees the uncommitted writes of an open transaction, even when the read is cheap', async () => {
    const handle = openWithWorkers(join(dir, 'tx.sqlite'), '2');
    const db = handle.db as AnyDb;
    await table(db, 500);
    for (let run = 0; run < 3; run++) expect(await count(db)).toBe(500);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let inserted!: () => void;
    const insertedInside = new Promise<void>((resolve) => (inserted = resolve));
    const transaction = db.transaction().execute(async (trx) => {
      await trx.insertInto('t').values({ x: 9999 }).execute();
      inserted();
      await held;
    });
    await insertedInside;
    // The transaction holds the main connection with its row not committed: a read outside it must not see it.
    const seenInside = await count(db);
    release();
    // Committed once the transaction's promise has settled: then the row is there.
    await transaction;
    expect(seenInside).toBe(500);
    expect(await count(db)).toBe(501);
    await handle.close();
  });
});
