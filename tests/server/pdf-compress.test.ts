import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { resourceDefinitions } from '../../server/modules/resources/definitions';
import { salesLead } from '../../server/modules/resources/definitions/sales-lead';
import { bearer, call, changePosition, get, login, startTestServer, type TestServer } from './harness';
import { multipartForm, postMultipart } from './multipart';
import { ghostscriptMissing } from './ghostscript';
import { photoPdf } from './pdf-fixture';
import { CLERK, grantPosition, ID, resetLeads } from './scope-fixtures';

const UPLOAD = '/api/base/file/upload';
const OPTIMIZE = '/api/base/file/optimize';
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
/** Starts as a PDF, so upload takes it, but is no document Ghostscript can read. */
const BROKEN_PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

interface Attachment {
  id: number;
  name: string;
  url: string;
  size: number;
}
interface Optimized {
  job_id: number;
  status: string;
  size?: number;
  before?: number;
  path?: string;
  compressed?: number;
  skipped?: number;
  file?: Attachment;
}

/** An item whose files the configuration keeps (not_del): what makes a file locked (an uploader cannot). */
const SEALED = { prop: 'sealed_papers', label: { zh: '封存资料', en: 'Sealed papers' }, kind: 'file' as const, limit: 5, notDel: true };
const sealedLeads = { ...salesLead, fileItems: [...(salesLead.fileItems ?? []), SEALED] };

/** Set when this machine has no Ghostscript: the tests that run it say so and skip. */
const GS_MISSING = ghostscriptMissing();

let server: TestServer;
let token: string;

const lead = (name: string) => ({ resource: 'sales_lead', data_id: String(ID[name]) });

async function upload(name: string, content: Buffer, fields: Record<string, string> = lead('A'), as = token): Promise<Attachment> {
  const answer = await postMultipart<Attachment>(server, UPLOAD, multipartForm(fields, { name, content }), as);
  expect(answer.code).toBe(2000);
  return answer.data;
}

function optimize(query: Record<string, unknown>, as: string | null = token) {
  const url = `${OPTIMIZE}?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`;
  return call<Optimized>(server.app, { method: 'GET', url, headers: as ? bearer(as) : {} });
}

async function download(file: Attachment): Promise<Buffer> {
  const answer = await server.app.inject({ method: 'GET', url: file.url, headers: bearer(token) });
  expect(answer.statusCode).toBe(200);
  return answer.rawPayload;
}

function storedFiles(dir = server.filesRoot): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? storedFiles(join(dir, e.name)) : [join(dir, e.name)]));
}

async function jobCount(): Promise<number> {
  return Number((await server.database.db.selectFrom('jobs').select((eb) => eb.fn.countAll<number>().as('n')).where('kind', '=', 'pdf-compress').executeTakeFirstOrThrow()).n);
}

beforeAll(async () => {
  server = await startTestServer(20, { resources: resourceDefinitions.map((d) => (d.name === salesLead.name ? sealedLeads : d)) });
  await resetLeads(server.database.db);
  const { positionId } = await grantPosition(server.database.db, { scope: 'company', buttons: [] });
  token = await changePosition(server.app, await login(server.app, CLERK.mobile), positionId);
}, 120_000);

afterAll(async () => {
  await server?.close();
});

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('PDF compression (spec 001 §7 file/optimize)', () => {
  it('sync=1: compresses the stored PDF in place and answers its new size and path; the download is the smaller PDF', async ({ skip }) => {
    skip(GS_MISSING !== undefined, GS_MISSING);
    const original = photoPdf(2);
    const file = await upload('扫描件.pdf', original);
    const files = storedFiles().length;
    const answer = await optimize({ source: file.url, quality: 50, ppi: 50, sync: 1, output: 'path' });
    expect(answer.code).toBe(2000);
    expect(answer.data).toMatchObject({ status: 'done', compressed: 1, before: original.length, path: file.url });
    expect(answer.data.size).toBeLessThan(original.length / 10);
    expect(answer.data.file).toMatchObject({ id: file.id, name: '扫描件.pdf', size: answer.data.size });
    const bytes = await download(file);
    expect(bytes.length).toBe(answer.data.size);
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    // The old bytes went: as many stored files as before.
    expect(storedFiles()).toHaveLength(files);
    const listed = await get<Attachment[]>(server.app, token, '/api/base/file/index', lead('A'));
    expect(listed.data.find((f) => f.id === file.id)?.size).toBe(answer.data.size);
    // The job, the caller's own, reports the pages it wrote.
    const job = await get<{ status: string; progress: number; total: number }>(server.app, token, '/api/base/job/detail', { id: answer.data.job_id });
    expect(job.data).toMatchObject({ status: 'done', progress: 2, total: 2 });
  });

  it('the bare id as source; higher settings keep more; a file compression cannot shrink is kept as it was (compressed 0)', async ({ skip }) => {
    skip(GS_MISSING !== undefined, GS_MISSING);
    const file = await upload('高清.pdf', photoPdf(1));
    const fine = await optimize({ source: String(file.id), quality: 100, ppi: 100 });
    expect(fine.data).toMatchObject({ status: 'done', compressed: 1 });
    const small = await optimize({ source: String(file.id), quality: 10, ppi: 20 });
    expect(small.data.compressed).toBe(1);
    expect(small.data.size).toBeLessThan(fine.data.size ?? 0);
    const bytes = await download(file);
    // Already as small as those settings make it: a second pass saves less than 1 % (a few bytes of metadata), the file stays byte for byte.
    const again = await optimize({ source: file.url, quality: 10, ppi: 20 });
    expect(again.data).toMatchObject({ status: 'done', compressed: 0, size: bytes.length, before: bytes.length });
    expect((await download(file)).equals(bytes)).toBe(true);
  });

  it('sync=0 answers the job at once; the job ends done with the file compressed', async ({ skip }) => {
    skip(GS_MISSING !== undefined, GS_MISSING);
    const original = photoPdf(1);
    const file = await upload('异步.pdf', original);
    const answer = await optimize({ source: file.url, sync: 0 });
    expect(answer.code).toBe(2000);
    expect(answer.data.status).toBe('queued');
    await server.app.jobs.idle();
    const job = await get<{ status: string; result: { size: number; compressed: number } }>(server.app, token, '/api/base/job/detail', { id: answer.data.job_id });
    expect(job.data.status).toBe('done');
    expect((await download(file)).length).toBeLessThan(original.length / 10);
  });
});

describe('PDF compression: bad input changes nothing', () => {
  it('a PDF Ghostscript cannot read: 4415 PDF 压缩失败 with the reason, the file untouched', async ({ skip }) => {
    skip(GS_MISSING !== undefined, GS_MISSING);
    const file = await upload('坏文件.pdf', BROKEN_PDF);
    const answer = await optimize({ source: file.url });
    expect(answer).toMatchObject({ code: 4415, msg: 'PDF 压缩失败：文件无法解析，可能已损坏' });
    expect((await download(file)).equals(BROKEN_PDF)).toBe(true);
  });

  it('no Ghostscript on the server: the file is kept as sent, no job runs, nothing to tell the user (skipped 1)', async () => {
    // Asked once when the server starts: a server started without it.
    vi.stubEnv('GS_BIN', '/nonexistent/gs');
    const bare = await startTestServer(20, {}, '_nogs');
    try {
      await resetLeads(bare.database.db);
      const { positionId } = await grantPosition(bare.database.db, { scope: 'company', buttons: [] });
      const as = await changePosition(bare.app, await login(bare.app, CLERK.mobile), positionId);
      const original = photoPdf(1);
      const sent = await postMultipart<Attachment>(bare, UPLOAD, multipartForm(lead('A'), { name: '无工具.pdf', content: original }), as);
      expect(sent.code).toBe(2000);
      const answer = await call<Optimized>(bare.app, { method: 'GET', url: `${OPTIMIZE}?source=${encodeURIComponent(sent.data.url)}`, headers: bearer(as) });
      expect(answer).toMatchObject({ code: 2000, data: { job_id: 0, status: 'done', compressed: 0, skipped: 1, size: original.length, before: original.length } });
      const jobs = await bare.database.db.selectFrom('jobs').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
      expect(Number(jobs.n)).toBe(0);
      const bytes = await bare.app.inject({ method: 'GET', url: sent.data.url, headers: bearer(as) });
      expect(bytes.rawPayload.equals(original)).toBe(true);
    } finally {
      await bare.close();
    }
  });

  it('a file that is no PDF: 4415 只能压缩 PDF 文件, no job', async () => {
    const png = await upload('图.png', PNG);
    const jobs = await jobCount();
    expect(await optimize({ source: png.url })).toMatchObject({ code: 4415, msg: '只能压缩 PDF 文件' });
    expect(await jobCount()).toBe(jobs);
  });

  it('a locked (not_del) file: 4403, untouched', async () => {
    const original = photoPdf(1);
    const file = await upload('锁定.pdf', original, { ...lead('B'), item: SEALED.prop });
    expect(await optimize({ source: file.url })).toMatchObject({ code: 4403, msg: '该附件不可修改，不能压缩' });
    expect((await download(file)).equals(original)).toBe(true);
  });

  it('a source that is no stored file, or settings out of range: 4400, no job', async () => {
    const jobs = await jobCount();
    for (const source of ['../../etc/passwd', '/api/base/file/download?id=abc', 'https://evil.example/x.pdf', '0', "1' OR '1'='1"]) {
      expect((await optimize({ source })).code, source).toBe(4400);
    }
    const file = await upload('范围.pdf', BROKEN_PDF);
    for (const bad of [{ quality: 0 }, { quality: 101 }, { ppi: -5 }, { sync: 2 }, { output: 'url' }, { quality: 'x' }]) {
      expect((await optimize({ source: file.url, ...bad })).code, JSON.stringify(bad)).toBe(4400);
    }
    expect(await jobCount()).toBe(jobs);
  });

  it('a file of a record out of scope is 4404 as for a download; no session is 4001', async () => {
    const admin = await login(server.app, '13800000000');
    const theirs = await upload('他人.pdf', photoPdf(1), lead('H'), admin);
    const jobs = await jobCount();
    expect(await optimize({ source: theirs.url })).toMatchObject({ code: 4404, msg: '数据不存在或无权查看' });
    expect((await optimize({ source: theirs.url }, null)).code).toBe(4001);
    expect((await optimize({ source: theirs.url }, 'forged-token-forged-token-forged-token-00')).code).toBe(4001);
    expect(await jobCount()).toBe(jobs);
  });

  it('another user cannot follow a compression job', async ({ skip }) => {
    // Without Ghostscript no job is made (the file is kept as sent): nothing to follow.
    skip(GS_MISSING !== undefined, GS_MISSING);
    const admin = await login(server.app, '13800000000');
    const theirs = await upload('他人的任务.pdf', photoPdf(1), lead('H'), admin);
    const mine = await optimize({ source: theirs.url, sync: 0 }, admin);
    expect(mine.data.job_id).toBeGreaterThan(0);
    await server.app.jobs.idle();
    expect((await get(server.app, token, '/api/base/job/detail', { id: mine.data.job_id })).code).toBe(4403);
  });
});
