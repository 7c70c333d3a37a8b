import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WHERE_OPERATORS, type WhereOperator } from '../../rules/where';
import type { ResourceDefinition } from '../../schemas/generated/resource-definition';
import { openDatabase, type DatabaseHandle } from '../../server/db/connection';
import type { Database } from '../../server/db/tables';
import { ApiError } from '../../server/http/envelope';
import { listResource } from '../../server/modules/resources/query';
import { syncResourceTables } from '../../server/modules/resources/table';
import { workerDatabaseUrl } from './seeded-database';

/**
 * The `where` language selects the same rows on SQLite and PostgreSQL (docs/decisions.md, "The where
 * language on two engines"): random rows inserted alike into both, random `where` over every operator,
 * through the real list path (compileWhere, the scoped row source, page and count), same ids or the same
 * refusal. PostgreSQL comes from DATABASE_URL (the PostgreSQL run) or HKWL_POSTGRES_URL (the SQLite run);
 * CI provides one, so there a missing URL is a failure, not a skip.
 */
const pgUrl = [process.env.DATABASE_URL, process.env.HKWL_POSTGRES_URL].find((u) => u !== undefined && /^postgres/.test(u));

const definition: ResourceDefinition = {
  name: 'where_diff',
  module: 'bi',
  table: 'where_diff_rows',
  label: { zh: '查询语言对照', en: 'Where differential' },
  fields: [
    { name: 'title', type: 'text', maxLength: 40, nullable: true },
    { name: 'qty', type: 'int', nullable: true },
    { name: 'price', type: 'money', nullable: true },
    { name: 'day', type: 'date', nullable: true },
    { name: 'at', type: 'datetime', nullable: true },
    { name: 'kind', type: 'enum', nullable: true },
  ],
  defaultOrder: 'id asc',
};
type FieldName = 'title' | 'qty' | 'price' | 'day' | 'at' | 'kind';
const STAMPS = {
  add_user_id: 1, add_user_name: 'u', add_org_id: 1, add_org_name: 'o', add_company_id: 1, add_company_name: 'c', add_entity_org_id: 1,
  created_at: '2026-11-01 00:00:00', updated_at: '2026-11-01 00:00:00',
};

// ------------------------------------------------------------------------------------------ generators

/** Letters in both cases, the LIKE wildcards and the escape, non-ASCII letters with case, a CJK character, an emoji. */
const CHARS = ['a', 'A', 'b', 'B', 'z', '%', '_', '\\', 'é', 'É', 'ß', '中', ' ', '0', '🙂'];
const text = fc.array(fc.constantFrom(...CHARS), { maxLength: 6 }).map((cs) => cs.join(''));
const int = fc.oneof(fc.integer({ min: -20, max: 20 }), fc.constantFrom(-2147483647, 2147483647, 0));
const decimal = fc.integer({ min: -200_000, max: 200_000 }).map((n) => n / 10_000);
const DAYS = ['2026-01-01', '2026-01-02', '2026-01-03', '2026-02-28', '2026-12-31'];
const day = fc.constantFrom(...DAYS);
const TIMES = ['00:00:00', '00:00:01', '12:30:00', '23:59:59'];
const datetime = fc.tuple(day, fc.constantFrom(...TIMES)).map(([d, t]) => `${d} ${t}`);
const orNull = <T>(a: fc.Arbitrary<T>) => fc.option(a, { nil: null, freq: 4 });

const row = fc.record({ title: orNull(text), qty: orNull(int), price: orNull(decimal), day: orNull(day), at: orNull(datetime), kind: orNull(fc.integer({ min: 0, max: 4 })) });
type Row = typeof row extends fc.Arbitrary<infer R> ? R : never;

/** A value of the field's kind, sometimes a date-only value on the time column (a whole day). */
const operandOf: Record<FieldName, fc.Arbitrary<unknown>> = {
  title: text,
  qty: int,
  price: decimal,
  day,
  at: fc.oneof(datetime, day),
  kind: fc.integer({ min: 0, max: 4 }),
};

function condition(field: FieldName): fc.Arbitrary<unknown> {
  const value = operandOf[field];
  const byOperator: Record<WhereOperator, fc.Arbitrary<unknown>> = {
    '=': fc.oneof(value, fc.constant(null)),
    '>': value,
    '>=': value,
    '<': value,
    '<=': value,
    in: fc.array(value, { minLength: 1, maxLength: 4 }),
    not_in: fc.array(value, { minLength: 1, maxLength: 4 }),
    like: fc.oneof(text.filter((t) => t !== ''), value),
    not_like: fc.oneof(text.filter((t) => t !== ''), value),
    like_array: fc.array(text.filter((t) => t !== ''), { minLength: 1, maxLength: 3 }),
    not_like_array: fc.array(text.filter((t) => t !== ''), { minLength: 1, maxLength: 3 }),
    between: fc.tuple(value, value),
    range: fc.tuple(value, value),
    isNull: fc.boolean(),
  };
  return fc.oneof(
    { weight: 1, arbitrary: value.filter((v) => typeof v !== 'object') },
    { weight: 6, arbitrary: fc.constantFrom(...WHERE_OPERATORS).chain((op) => byOperator[op].map((operand) => [op, operand])) },
  );
}

const FIELDS: FieldName[] = ['title', 'qty', 'price', 'day', 'at', 'kind'];
const where = fc
  .uniqueArray(fc.constantFrom(...FIELDS), { minLength: 1, maxLength: 3 })
  .chain((names) => fc.tuple(...names.map((n) => condition(n).map((c) => [n, c] as const))))
  .map((pairs) => Object.fromEntries(pairs));

// ------------------------------------------------------------------------------------------ engines

interface Engine {
  name: string;
  handle: DatabaseHandle;
}

async function prepare(handle: DatabaseHandle): Promise<void> {
  await handle.db.schema.dropTable(definition.table).ifExists().execute();
  await syncResourceTables(handle.db, handle.dialect, [definition]);
}

async function load(engine: Engine, rows: readonly Row[]): Promise<void> {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const db = engine.handle.db as unknown as Kysely<any>;
  await db.deleteFrom(definition.table).execute();
  if (rows.length > 0) await db.insertInto(definition.table).values(rows.map((r, i) => ({ id: i + 1, ...r, ...STAMPS }))).execute();
}

/** The ids a `where` selects on one engine, or the refusal's key. */
async function select(engine: Engine, condition: unknown): Promise<number[] | string> {
  try {
    const answer = await listResource(engine.handle.db as Kysely<Database>, definition, null, { where: condition, page: 1, limit: 9999, order: 'id asc' });
    const ids = answer.data.map((r) => Number(r.id));
    expect(answer.total).toBe(ids.length);
    return ids;
  } catch (error) {
    if (error instanceof ApiError) return `${error.code} ${error.key}`;
    throw error;
  }
}

const engines: Engine[] = [];
let dir: string;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'hkwl-where-'));
  engines.push({ name: 'sqlite', handle: openDatabase(join(dir, 'where.sqlite')) });
  // This worker's own database: another file may be emptying the one the URL names.
  if (pgUrl) engines.push({ name: 'postgres', handle: openDatabase(await workerDatabaseUrl(pgUrl)) });
  for (const engine of engines) await prepare(engine.handle);
});
afterAll(async () => {
  for (const engine of engines) {
    if (engine.name === 'postgres') await engine.handle.db.schema.dropTable(definition.table).ifExists().execute();
    await engine.handle.close();
  }
  rmSync(dir, { recursive: true, force: true });
});

// ------------------------------------------------------------------------------------------ the decisions, on each engine

const FIXED: Row[] = [
  { title: 'Abc', qty: 1, price: 1.5, day: '2026-01-01', at: '2026-01-01 00:00:00', kind: 1 },
  { title: 'abc', qty: 2, price: 2.5, day: '2026-01-02', at: '2026-01-01 23:59:59', kind: 2 },
  { title: '100% a_b', qty: null, price: null, day: null, at: '2026-01-02 00:00:00', kind: null },
  { title: 'É', qty: 3, price: 0.0001, day: '2026-01-03', at: null, kind: 1 },
  { title: null, qty: 4, price: -1, day: '2026-01-03', at: '2026-01-03 12:00:00', kind: 2 },
  { title: 'a\\b', qty: 5, price: 3, day: '2026-02-28', at: '2026-02-28 08:00:00', kind: 3 },
];

describe.each(['sqlite', 'postgres'])('the where decisions on %s', (name) => {
  const engine = () => engines.find((e) => e.name === name);
  beforeAll(async () => {
    if (name === 'postgres' && !pgUrl) return;
    await load(engine()!, FIXED);
  });

  it.runIf(name === 'sqlite' || pgUrl !== undefined).each([
    ['like is case-insensitive for ASCII letters', { title: ['like', 'ABC'] }, [1, 2]],
    ['like is case-sensitive beyond ASCII', { title: ['like', 'é'] }, []],
    ['a user\'s % and _ match literally', { title: ['like', '0% a_'] }, [3]],
    ['a user\'s \\ matches literally', { title: ['like', 'a\\b'] }, [6]],
    ['= is exact, case included', { title: 'abc' }, [2]],
    ['not_in includes the empty values', { qty: ['not_in', [1, 2]] }, [3, 4, 5, 6]],
    ['not_like includes the empty values', { title: ['not_like', 'a'] }, [4, 5]],
    ['a reversed between is the same range', { price: ['between', [2.5, -1]] }, [1, 2, 4, 5]],
    ['a date-only = on a time column is the whole day', { at: ['=', '2026-01-01'] }, [1, 2]],
    ['a date-only upper bound is the whole day', { at: ['between', ['2025-12-31', '2026-01-01']] }, [1, 2]],
    ['a date-only > is after the whole day', { at: ['>', '2026-01-01'] }, [3, 5, 6]],
    ['isNull', { title: ['isNull', true] }, [5]],
    ['an empty in is refused', { qty: ['in', []] }, '4420 badOperand'],
    ['like on an amount is refused', { price: ['like', '1'] }, '4420 badOperand'],
  ])('%s', async (_, condition, expected) => {
    expect(await select(engine()!, condition)).toEqual(expected);
  });
});

// ------------------------------------------------------------------------------------------ the differential

describe('SQLite and PostgreSQL select the same rows', () => {
  // Under CI this always runs: without a PostgreSQL URL it fails instead of being skipped.
  it.runIf(pgUrl !== undefined || process.env.CI !== undefined)('for random rows and random where over every operator', async () => {
    expect(pgUrl, 'no PostgreSQL URL (DATABASE_URL or HKWL_POSTGRES_URL): the differential cannot run').toBeDefined();
    const [sqlite, postgres] = engines;
    const datasets = fc.sample(fc.array(row, { minLength: 0, maxLength: 40 }), { numRuns: 6, seed: 2026 });
    datasets.push(FIXED);
    for (const rows of datasets) {
      await load(sqlite, rows);
      await load(postgres, rows);
      await fc.assert(
        fc.asyncProperty(where, async (condition) => {
          const [a, b] = [await select(sqlite, condition), await select(postgres, condition)];
          expect(b, JSON.stringify(condition)).toEqual(a);
        }),
        { numRuns: 150, seed: 9 },
      );
    }
  });
});
