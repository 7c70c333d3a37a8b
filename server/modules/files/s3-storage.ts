import { DeleteObjectCommand, GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { randomBytes } from 'node:crypto';
import { Transform, type Readable } from 'node:stream';
import { LocalDiskStorage, type FileStorage, type StoredFile } from './storage.js';

/** Where an S3-compatible store is and how to reach it: the S3_* environment of a deployment of several app servers. */
export interface S3Settings {
  bucket: string;
  /** Another S3-compatible service than AWS (MinIO, a local stand-in): its address. */
  endpoint?: string;
  region?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** Keys under this prefix (`hkwl/`), so one bucket can serve several installations. */
  prefix?: string;
  /** Path-style addresses (bucket in the path): what MinIO and the local stand-ins need. */
  forcePathStyle?: boolean;
}

/** The S3 settings of the environment, or null when S3_BUCKET is not set (files then stay on local disk). */
export function s3SettingsFromEnv(env: NodeJS.ProcessEnv = process.env): S3Settings | null {
  if (!env.S3_BUCKET) return null;
  return {
    bucket: env.S3_BUCKET,
    endpoint: env.S3_ENDPOINT || undefined,
    region: env.S3_REGION || 'us-east-1',
    accessKeyId: env.S3_ACCESS_KEY_ID || undefined,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY || undefined,
    prefix: env.S3_PREFIX || '',
    forcePathStyle: env.S3_FORCE_PATH_STYLE === '1' || env.S3_FORCE_PATH_STYLE === 'true',
  };
}

const KEY = /^[0-9a-f]{32}$/;

/**
 * Files in an S3-compatible bucket (several app servers share it), behind the same three calls as local disk:
 * a file is streamed up as it arrives (multipart in 5 MB parts for a large one, never held whole), under the
 * server's random key; an upload that fails or is cut off is aborted, leaving no object.
 */
export class S3Storage implements FileStorage {
  readonly client: S3Client;

  constructor(readonly settings: S3Settings) {
    this.client = new S3Client({
      region: settings.region ?? 'us-east-1',
      ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
      forcePathStyle: settings.forcePathStyle ?? false,
      ...(settings.accessKeyId && settings.secretAccessKey ? { credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } } : {}),
    });
  }

  private objectKey(key: string): string {
    if (!KEY.test(key)) throw new Error(`not a storage key: ${JSON.stringify(key)}`);
    return `${this.settings.prefix ?? ''}${key}`;
  }

  async put(stream: Readable): Promise<StoredFile> {
    const key = randomBytes(16).toString('hex');
    let size = 0;
    const counted = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        size += chunk.length;
        done(null, chunk);
      },
    });
    // The source's failure (a client hanging up) fails the upload, which then aborts its parts.
    stream.once('error', (error) => counted.destroy(error));
    stream.pipe(counted);
    const upload = new Upload({ client: this.client, params: { Bucket: this.settings.bucket, Key: this.objectKey(key), Body: counted }, leavePartsOnError: false });
    try {
      await upload.done();
    } catch (error) {
      await this.delete(key).catch(() => undefined);
      throw error;
    }
    return { key, size };
  }

  async get(key: string): Promise<Readable> {
    const answer = await this.client.send(new GetObjectCommand({ Bucket: this.settings.bucket, Key: this.objectKey(key) }));
    return answer.Body as Readable;
  }

  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.settings.bucket, Key: this.objectKey(key) }));
  }
}

/** The storage a server uses: the S3 bucket its environment names, else local disk under FILES_ROOT. */
export function defaultFileStorage(): FileStorage {
  const settings = s3SettingsFromEnv();
  return settings ? new S3Storage(settings) : new LocalDiskStorage();
}
