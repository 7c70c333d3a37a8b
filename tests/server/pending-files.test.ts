import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sweepPendingFiles } from '../../server/modules/files/pending';
import { toStamp } from '../../server/db/time';
import { bearer, call, get, login, MOBILES, post, startTestServer, type Answer, type TestServer } from './harness';
import { filesState } from './files-state';
import { multipartForm, postMultipart } from './multipart';
import { CONTRACT_ADD, CONTRACT_UPDATE, newContract } from './risk-helpers';

// Issue 41 item 6: a new document takes files at once. An upload without data_id is the uploader's pending file,
// bound to the record by the write that creates it (`pending_files`), in its transaction; never bound, it goes after
// a day. Issue 43 item 7: the spec's upload (file, scene, output, path only) is such a file too.

const UPLOAD = '/api/base/file/upload';
const INDEX = '/api/base/file/index';
const DETAIL = '/api/contract/sales_contract/detail';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

interface Uploaded {
  id: number;
  name: string;
  data_id: number;
  resource: string;
  item?: string;
}

let server: TestServer;
let clerk: string;
let manager: string;
beforeAll(async () => {
  server = await startTestServer(60, {}, 'pending');
  clerk = await login(server.app, MOBILES.salesClerk);
  manager = await login(server.app, MOBILES.companyManager);
}, 120_000);
afterAll(async () => {
  await server.close();
});

function pendingUpload(token: string, fields: Record<string, string> = { resource: 'sales_contract', perms_id: '301', scene: 'default' }, name = '报价单.pdf'): Promise<Answer<Uploaded>> {
  return postMultipart<Uploaded>(server, UPLOAD, multipartForm(fields, { name, content: PDF, type: 'application/pdf' }), token);
}

async function pending(token = clerk, fields?: Record<string, string>, name?: string): Promise<Uploaded> {
  const answer = await pendingUpload(token, fields, name);
  expect(answer.code, answer.msg).toBe(2000);
  return answer.data;
}

async function contractCount(): Promise<number> {
  const row = await server.database.db.selectFrom('sales_contracts' as never).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return Number((row as { n: number }).n);
}

const line = (extra: Record<string, unknown> = {}) => ({ goods_name: '螺纹钢', spec: 'HRB400 Φ12', unit: '吨', quantity: 2, price: 3820, tax_rate: 0.13, ...extra });

describe('pending uploads: files for a document not saved yet', () => {
  it('stores the file as the uploader’s alone until a write binds it', async () => {
    const file = await pending();
    expect(file).toMatchObject({ data_id: 0, resource: 'sales_contract', name: '报价单.pdf' });
    // The uploader can download it; anyone else is told it does not exist, and can neither delete nor rename it.
    const mine = await server.app.inject({ method: 'GET', url: `/api/base/file/download?id=${file.id}`, headers: bearer(clerk) });
    expect(mine.statusCode).toBe(200);
    expect(mine.rawPayload.equals(PDF)).toBe(true);
    const theirs = await call(server.app, { method: 'GET', url: `/api/base/file/download?id=${file.id}`, headers: bearer(manager) });
    expect(theirs.code).toBe(4404);
    expect((await post(server.app, manager, '/api/base/file/del', { id: file.id })).code).toBe(4404);
    expect((await post(server.app, manager, '/api/base/file/remarks', { id: file.id, remarks: 'x' })).code).toBe(4404);
    // No record lists it: not even a record with id 0 of the resource.
    expect((await get(server.app, clerk, INDEX, { resource: 'sales_contract', data_id: 0 })).code).toBe(4400);
  });

  it('a new contract takes its files, its lines’ files and its items’ files in the transaction that saves it', async () => {
    const quote = await pending();
    const report = await pending(clerk, undefined, '质检报告.pdf');
    const signed = await pending(clerk, { resource: 'sales_contract', perms_id: '301', item: 'signed_contract' }, '合同原件.pdf');
    const saved = await post<{ id: number }>(server.app, clerk, CONTRACT_ADD, {
      ...newContract(7640),
      lines: [line({ report_file_id: report.id, report_file_name: 'forged.exe' })],
      pending_files: [quote.id, report.id, signed.id],
    });
    expect(saved.code, saved.msg).toBe(2000);
    const id = saved.data.id;
    const files = (await get<Uploaded[]>(server.app, clerk, INDEX, { resource: 'sales_contract', data_id: id, perms_id: 301 })).data;
    expect(files.map((f) => [f.name, f.data_id, f.item ?? null])).toEqual([
      ['报价单.pdf', id, null],
      ['质检报告.pdf', id, null],
      ['合同原件.pdf', id, 'signed_contract'],
    ]);
    const stored = (await get<{ lines: Record<string, unknown>[] }>(server.app, clerk, DETAIL, { id })).data;
    expect(stored.lines[0]).toMatchObject({ report_file_id: report.id, report_file_name: '质检报告.pdf' });
    // Bound once: a second write cannot take the same files again.
    const again = await post(server.app, clerk, CONTRACT_ADD, { ...newContract(100), pending_files: [quote.id] });
    expect(again.code).toBe(4400);
    expect(again.msg).toBe('有附件已失效（超过一天未保存或已被删除），请重新上传');
  });

  it('a stashed draft binds them too, and an update binds files uploaded meanwhile', async () => {
    const first = await pending();
    const draft = await post<{ id: number }>(server.app, clerk, '/api/contract/sales_contract/stash', { ...newContract(500), pending_files: [first.id] });
    expect(draft.code, draft.msg).toBe(2000);
    const second = await pending(clerk, undefined, '第二份.pdf');
    const updated = await post(server.app, clerk, CONTRACT_UPDATE, { id: draft.data.id, remark: '补充', pending_files: [second.id] });
    expect(updated.code, updated.msg).toBe(2000);
    const files = (await get<Uploaded[]>(server.app, clerk, INDEX, { resource: 'sales_contract', data_id: draft.data.id, perms_id: 301 })).data;
    expect(files.map((f) => f.name)).toEqual(['报价单.pdf', '第二份.pdf']);
  });

  it('refuses another user’s pending file, an unknown id, a malformed list and a file of another resource; nothing is written', async () => {
    const theirs = await pending(manager, { resource: 'sales_contract', scene: 'default' });
    // A pending file uploaded for another resource (the customers').
    const lead = await pending(manager, undefined, '客户资料.pdf');
    await server.database.db.updateTable('files').set({ resource: 'customer' }).where('id', '=', lead.id).execute();
    const mine = await pending();
    const before = await filesState(server);
    const contracts = await contractCount();
    for (const list of [[mine.id, theirs.id], [mine.id, 99_999_999]]) {
      const refused = await post(server.app, clerk, CONTRACT_ADD, { ...newContract(100), pending_files: list });
      expect(refused.code).toBe(4400);
      expect(refused.msg).toBe('有附件已失效（超过一天未保存或已被删除），请重新上传');
    }
    expect((await post(server.app, manager, CONTRACT_ADD, { ...newContract(100), pending_files: [lead.id] })).code).toBe(4400);
    for (const list of [['1'], [0], 'x', Array.from({ length: 101 }, (_, i) => i + 1)]) {
      expect((await post(server.app, clerk, CONTRACT_ADD, { ...newContract(100), pending_files: list })).code).toBe(4400);
    }
    expect(await contractCount()).toBe(contracts);
    // The manager's customer file is still pending: not bound by the refused write.
    const after = await filesState(server);
    expect(after).toEqual(before);
  });

  it('holds the list’s limit when binding: 21 files to a list of 20 write nothing', async () => {
    const files: Uploaded[] = [];
    for (let i = 0; i < 21; i += 1) files.push(await pending(clerk, undefined, `第${i + 1}份.pdf`));
    const contracts = await contractCount();
    const refused = await post(server.app, clerk, CONTRACT_ADD, { ...newContract(100), pending_files: files.map((f) => f.id) });
    expect(refused.code).toBe(4400);
    expect(refused.msg).toBe('已超出最大上传数量');
    expect(await contractCount()).toBe(contracts);
    const stillPending = await server.database.db.selectFrom('files').select('id').where('id', 'in', files.map((f) => f.id)).where('data_id', '=', 0).execute();
    expect(stillPending).toHaveLength(21);
    // Twenty are taken.
    const saved = await post(server.app, clerk, CONTRACT_ADD, { ...newContract(100), pending_files: files.slice(0, 20).map((f) => f.id) });
    expect(saved.code, saved.msg).toBe(2000);
    await post(server.app, clerk, '/api/base/file/del', { id: files[20]!.id });
  });

  it('refuses an upload for a resource the caller cannot add to, or that does not exist, or an item without a resource', async () => {
    const before = await filesState(server);
    // The clerk keeps CRM and contracts: no settlement bill of theirs to attach to.
    expect((await pendingUpload(clerk, { resource: 'settlement_bill', scene: 'default' })).code).toBe(4403);
    expect((await pendingUpload(clerk, { resource: 'no_such', scene: 'default' })).code).toBe(4404);
    expect((await pendingUpload(clerk, { item: 'signed_contract', scene: 'file' })).code).toBe(4400);
    expect((await pendingUpload(clerk, { resource: 'sales_contract', item: 'no_item', scene: 'file' })).code).toBe(4400);
    expect(await filesState(server)).toEqual(before);
  });

  it('takes the spec’s upload (file, scene, output, path) as a pending file of no resource, bound by the write', async () => {
    const file = await pending(clerk, { scene: 'default', output: 'path', path: 'contract' });
    expect(file).toMatchObject({ data_id: 0, resource: '' });
    const saved = await post<{ id: number }>(server.app, clerk, CONTRACT_ADD, { ...newContract(100), pending_files: [file.id] });
    expect(saved.code, saved.msg).toBe(2000);
    const files = (await get<Uploaded[]>(server.app, clerk, INDEX, { resource: 'sales_contract', data_id: saved.data.id, perms_id: 301 })).data;
    expect(files.map((f) => [f.id, f.resource])).toEqual([[file.id, 'sales_contract']]);
  });

  it('holds at most 100 pending files a user, and sweeps those a day old with their bytes', async () => {
    const db = server.database.db;
    const base = { name: 'x.pdf', size: 1, mime: 'application/pdf', ext: 'pdf', scene: 'default', resource: 'sales_contract', data_id: 0, item: null, add_user_name: 'x', add_org_id: 1, add_company_id: null, created_at: toStamp(new Date()) };
    const probe = await pending(clerk, undefined, '探针.pdf');
    const user = (await db.selectFrom('files').select('add_user_id').where('id', '=', probe.id).executeTakeFirstOrThrow()).add_user_id;
    const count = Number((await db.selectFrom('files').select((eb) => eb.fn.countAll<number>().as('n')).where('data_id', '=', 0).where('add_user_id', '=', user).executeTakeFirstOrThrow()).n);
    await db.insertInto('files').values(Array.from({ length: 100 - count }, (_, i) => ({ ...base, storage_key: `missing-${i}`, add_user_id: user }))).execute();
    const full = await pendingUpload(clerk);
    expect(full.code).toBe(4415);
    expect(full.msg).toBe('尚未保存的附件已达 100 个，请先保存单据再上传');
    await db.deleteFrom('files').where('storage_key', 'like', 'missing-%').execute();

    const old = await pending(clerk, undefined, '昨天的.pdf');
    const fresh = await pending(clerk, undefined, '今天的.pdf');
    const { storage_key: key } = await db.selectFrom('files').select('storage_key').where('id', '=', old.id).executeTakeFirstOrThrow();
    await db.updateTable('files').set({ created_at: toStamp(new Date(Date.now() - 25 * 3600 * 1000)) }).where('id', '=', old.id).execute();
    const removed = await sweepPendingFiles(db, server.app.fileStorage);
    expect(removed).toBeGreaterThanOrEqual(1);
    const left = await db.selectFrom('files').select('id').where('id', 'in', [old.id, fresh.id]).execute();
    expect(left.map((r) => r.id)).toEqual([fresh.id]);
    expect(existsSync(join(server.filesRoot, key))).toBe(false);
  });
});
