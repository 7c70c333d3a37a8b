import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { TestServer } from './harness';

/** What a refused file call must leave as it was: the files table's rows and the storage folder's files. */
export interface FilesState {
  rows: number;
  files: number;
  /** A hash of every row (all columns, by id) and of every stored file's path and bytes, temporary ones included. */
  digest: string;
}

/** Every file under `dir`, temporary ones included. */
export function storedFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? storedFiles(join(dir, e.name)) : [join(dir, e.name)]));
}

export async function filesState(server: Pick<TestServer, 'database' | 'filesRoot'>): Promise<FilesState> {
  const rows = await server.database.db.selectFrom('files').selectAll().orderBy('id').execute();
  const files = storedFiles(server.filesRoot).sort();
  const hash = createHash('sha256').update(JSON.stringify(rows));
  for (const path of files) hash.update(relative(server.filesRoot, path)).update(readFileSync(path));
  return { rows: rows.length, files: files.length, digest: hash.digest('hex') };
}
