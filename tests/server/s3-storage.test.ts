import { ListObjectsV2Command, CreateBucketCommand } from '@aws-sdk/client-s3';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
// s3rver has no types of its own: a local S3 stand-in for the tests.
// eslint-disable-next-line @typescript-eslint/ban-ts-comment
// @ts-ignore
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { S3Storage, s3SettingsFromEnv } from '../../server/modules/files/s3-storage';
import { bearer, call, login, MOBILES, startTestServer, type TestServer } from './harness';

const BOUNDARY = '----hkwl-s3-test';
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

let dir: string;
let s3: { run(): Promise<AddressInfo>; close(): Promise<void> };
let storage: S3Storage;

async function read(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

async function objects(): Promise<string[]> {
  const listed = await storage.client.send(new ListObjectsV2Command({ Bucket: 'hkwl-files' }));
  return (listed.Contents ?? []).map((o) => o.Key ?? '');
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'hkwl-s3rver-'));
  s3 = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: dir }) as typeof s3;
  const { port } = await s3.run();
  storage = new S3Storage({ bucket: 'hkwl-files', endpoint: `http://127.0.0.1:${port}`, region: 'us-east-1', accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER', forcePathStyle: true, prefix: 'test/' });
  await storage.client.send(new CreateBucketCommand({ Bucket: 'hkwl-files' }));
});
afterAll(async () => {
  await s3.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('S3-compatible file storage (issue 22)', () => {
  it('streams a file up under a random key of its own and back, and deletes it', async () => {
    const bytes = Buffer.alloc(6 * 1024 * 1024 + 17, 7);
    const stored = await storage.put(Readable.from([bytes.subarray(0, 1000), bytes.subarray(1000)]));
    expect(stored.key).toMatch(/^[0-9a-f]{32}$/);
    expect(stored.size).toBe(bytes.length);
    expect((await read(await storage.get(stored.key))).equals(bytes)).toBe(true);
    expect(await objects()).toContain(`test/${stored.key}`);
    await storage.delete(stored.key);
    await storage.delete(stored.key);
    expect(await objects()).not.toContain(`test/${stored.key}`);
  });

  it('a stream cut off midway leaves no object behind', async () => {
    const before = await objects();
    const broken = new Readable({
      read() {
        this.push(Buffer.alloc(64 * 1024, 1));
        this.destroy(new Error('client hung up'));
      },
    });
    await expect(storage.put(broken)).rejects.toThrow();
    expect(await objects()).toEqual(before);
  });

  it('refuses a key that is not the server’s before it nears the bucket', async () => {
    await expect(storage.get('../etc/passwd')).rejects.toThrow(/not a storage key/);
  });

  it('is what S3_BUCKET and its siblings name; none: local disk', () => {
    expect(s3SettingsFromEnv({ S3_BUCKET: 'b', S3_ENDPOINT: 'http://minio:9000', S3_FORCE_PATH_STYLE: '1', S3_PREFIX: 'x/' })).toMatchObject({ bucket: 'b', endpoint: 'http://minio:9000', forcePathStyle: true, prefix: 'x/', region: 'us-east-1' });
    expect(s3SettingsFromEnv({})).toBeNull();
  });

  it('the app’s attachments go through it: upload, download, delete', async () => {
    const server: TestServer = await startTestServer(50, { fileStorage: storage });
    try {
      const token = await login(server.app, MOBILES.admin);
      const payload = Buffer.concat([
        Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="resource"\r\n\r\nsales_contract\r\n`),
        Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="data_id"\r\n\r\n1\r\n`),
        Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="pixel.png"\r\nContent-Type: image/png\r\n\r\n`),
        PNG,
        Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
      ]);
      const uploaded = await call<{ id: number; url: string }>(server.app, { method: 'POST', url: '/api/base/file/upload', payload, headers: { ...bearer(token), 'content-type': `multipart/form-data; boundary=${BOUNDARY}` } });
      expect(uploaded.code).toBe(2000);
      const download = await server.app.inject({ method: 'GET', url: uploaded.data.url, headers: bearer(token) });
      expect(download.rawPayload.equals(PNG)).toBe(true);
      const deleted = await call(server.app, { method: 'POST', url: '/api/base/file/del', payload: { id: uploaded.data.id }, headers: bearer(token) });
      expect(deleted.code).toBe(2000);
    } finally {
      await server.close();
    }
  });
});
