import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** What `put` stored: the key to find it again and how many bytes it holds. */
export interface StoredFile {
  key: string;
  size: number;
}

/**
 * Where attachment bytes live, by an opaque key the storage chooses (never a caller's file name, so no name
 * can reach outside it). Local disk now; an S3-compatible implementation (several app servers) goes behind
 * the same three calls.
 */
export interface FileStorage {
  /**
   * Stores the stream as a new file, all or nothing: a stream that fails or is cut off leaves nothing
   * behind and rejects with the stream's error.
   */
  put(stream: Readable): Promise<StoredFile>;
  /** The stored bytes; rejects when the key holds nothing. */
  get(key: string): Promise<Readable>;
  /** Removes the file; a key that holds nothing is not an error (a retried clean-up). */
  delete(key: string): Promise<void>;
  /**
   * Removes the temporary files of writes that were cut off without cleaning up (a server killed mid-write leaves
   * its half file) and that nothing has touched since `before`; answers how many went. Absent where a cut-off write
   * leaves nothing of ours to sweep (S3: an unfinished multipart upload is the bucket's lifecycle rule's, docs/deploy.md).
   */
  sweepTemporary?(before: Date): Promise<number>;
}

/** The server's keys: 32 lower-case hex characters. Anything else is refused before it nears a path. */
const KEY = /^[0-9a-f]{32}$/;

function checkedKey(key: string): string {
  if (!KEY.test(key)) throw new Error(`not a storage key: ${JSON.stringify(key)}`);
  return key;
}

/** FILES_ROOT, else data/files beside the default SQLite file. */
export const DEFAULT_FILES_ROOT = 'data/files';

/**
 * Files on local disk under `root`: `root/ab/abcdef...` (two-character folders keep directories small). A
 * new file is written under `root/tmp` and renamed into place only once complete, so a reader never sees
 * half a file and a failed upload leaves only a temporary file, which is removed.
 */
export class LocalDiskStorage implements FileStorage {
  readonly root: string;

  constructor(root: string = process.env.FILES_ROOT ?? DEFAULT_FILES_ROOT) {
    this.root = resolve(root);
  }

  private pathOf(key: string): string {
    const k = checkedKey(key);
    return join(this.root, k.slice(0, 2), k);
  }

  async put(stream: Readable): Promise<StoredFile> {
    const key = randomBytes(16).toString('hex');
    const temp = join(this.root, 'tmp', `${key}.part`);
    const final = this.pathOf(key);
    await mkdir(join(this.root, 'tmp'), { recursive: true });
    try {
      // flags 'wx': a fresh file only, never through an existing name.
      await pipeline(stream, createWriteStream(temp, { flags: 'wx' }));
      const { size } = await stat(temp);
      await mkdir(join(this.root, key.slice(0, 2)), { recursive: true });
      await rename(temp, final);
      return { key, size };
    } catch (error) {
      await rm(temp, { force: true });
      throw error;
    }
  }

  async get(key: string): Promise<Readable> {
    const path = this.pathOf(key);
    // Opened before answering, so a missing file is an error here rather than half-way through an answer.
    const stream = createReadStream(path);
    await new Promise<void>((done, fail) => {
      stream.once('open', () => done());
      stream.once('error', fail);
    });
    return stream;
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  /** `root/tmp/*.part` files last written before `before`: a write in progress touches its file as it goes. */
  async sweepTemporary(before: Date): Promise<number> {
    const folder = join(this.root, 'tmp');
    const names = await readdir(folder).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return [];
      throw error;
    });
    let removed = 0;
    for (const name of names.filter((n) => /^[0-9a-f]{32}\.part$/.test(n))) {
      const path = join(folder, name);
      // Gone meanwhile (its write finished and renamed it): nothing to do.
      const info = await stat(path).catch(() => undefined);
      if (!info || info.mtimeMs >= before.getTime()) continue;
      await rm(path, { force: true });
      removed += 1;
    }
    return removed;
  }
}
