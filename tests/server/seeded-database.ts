import { copyFileSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { openDatabase } from '../../server/db/connection';
import { migrate } from '../../server/db/migrate';
import { seedIfEmpty } from '../../server/db/seed';

// A test server's database is a copy of one migrated and seeded once per size of demo data: seeding 3,000
// contracts takes seconds (more on PostgreSQL), a copy milliseconds, and every test file starts on the same rows.

/** This worker's seeded SQLite files, by the number of contracts they hold. */
const sqliteTemplates = new Map<number, Promise<string>>();
const templateFolders: string[] = [];
process.once('exit', () => {
  for (const folder of templateFolders) rmSync(folder, { recursive: true, force: true });
});

async function sqliteTemplate(contracts: number): Promise<string> {
  let template = sqliteTemplates.get(contracts);
  if (!template) {
    template = (async () => {
      const folder = mkdtempSync(join(tmpdir(), 'hkwl-template-'));
      templateFolders.push(folder);
      const file = join(folder, 'template.sqlite');
      const database = openDatabase(file);
      try {
        await migrate(database);
        await seedIfEmpty(database, contracts);
      } finally {
        // Closing the last connection checkpoints the WAL into the file, so the file alone is the database.
        await database.close();
      }
      return file;
    })();
    sqliteTemplates.set(contracts, template);
  }
  return template;
}

/** Writes a migrated database seeded with `contracts` contracts at `file`. */
export async function seededSqlite(file: string, contracts: number): Promise<void> {
  const template = await sqliteTemplate(contracts);
  copyFileSync(template, file);
  for (const suffix of ['-wal', '-shm']) if (existsSync(template + suffix)) copyFileSync(template + suffix, file + suffix);
}

const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** The URL of database `name` on the cluster `url` points at. */
function databaseUrl(url: string, name: string): string {
  const target = new URL(url);
  target.pathname = `/${name}`;
  return target.toString();
}

function baseName(url: string): string {
  return new URL(url).pathname.slice(1) || 'postgres';
}

/** The name of this test worker's own database beside the one `url` names. */
function workerDatabaseName(url: string): string {
  return `${baseName(url)}_w${process.env.VITEST_POOL_ID ?? '0'}`;
}

async function databaseExists(client: pg.Client, name: string): Promise<boolean> {
  return (await client.query('select 1 from pg_database where datname = $1', [name])).rowCount !== 0;
}

async function onCluster<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * This test worker's own PostgreSQL database beside the one `url` names (`<name>_w<pool id>`), created on first
 * use. Server test files run in parallel, one per worker: with one database for all they would empty each other's.
 */
export async function workerDatabaseUrl(url: string): Promise<string> {
  const name = workerDatabaseName(url);
  await onCluster(url, async (client) => {
    if (!(await databaseExists(client, name))) await client.query(`create database ${quoted(name)}`);
  });
  return databaseUrl(url, name);
}

/**
 * The seeded template for `contracts` contracts (`<name>_tpl_<contracts>`), made once for all workers: under an
 * advisory lock, built under another name and renamed when complete, so a template that exists is whole.
 */
async function postgresTemplate(url: string, contracts: number): Promise<string> {
  const name = `${baseName(url)}_tpl_${contracts}`;
  await onCluster(url, async (client) => {
    await client.query('select pg_advisory_lock(hashtext($1))', [name]);
    try {
      if (await databaseExists(client, name)) return;
      const building = `${name}_building`;
      await client.query(`drop database if exists ${quoted(building)} with (force)`);
      await client.query(`create database ${quoted(building)}`);
      const database = openDatabase(databaseUrl(url, building));
      try {
        await migrate(database);
        await seedIfEmpty(database, contracts);
      } finally {
        await database.close();
      }
      await client.query(`alter database ${quoted(building)} rename to ${quoted(name)}`);
    } finally {
      await client.query('select pg_advisory_unlock(hashtext($1))', [name]);
    }
  });
  return name;
}

/**
 * This worker's database (see workerDatabaseUrl), made anew as a copy of the seeded template; answers its URL.
 * `suffix` names another database of this worker's (one app servers in processes of their own share), dropped with the rest.
 */
export async function seededPostgres(url: string, contracts: number, suffix = ''): Promise<string> {
  const template = await postgresTemplate(url, contracts);
  const name = `${workerDatabaseName(url)}${suffix}`;
  await onCluster(url, async (client) => {
    await client.query(`drop database if exists ${quoted(name)} with (force)`);
    await client.query(`create database ${quoted(name)} template ${quoted(template)}`);
  });
  return databaseUrl(url, name);
}

/**
 * Drops the templates and worker databases an earlier run left beside the database `url` names: a template
 * seeded by older code would otherwise be copied. Run before and after the server tests (global-setup.ts).
 */
export async function dropTestDatabases(url: string): Promise<void> {
  const base = baseName(url);
  await onCluster(url, async (client) => {
    const { rows } = await client.query<{ datname: string }>('select datname from pg_database where datname like $1 or datname like $2', [`${base}\\_tpl\\_%`, `${base}\\_w%`]);
    for (const { datname } of rows) await client.query(`drop database if exists ${quoted(datname)} with (force)`);
  });
}
