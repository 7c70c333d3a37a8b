import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ResourceDefinition } from '../../schemas/generated/resource-definition';
import { childModels } from '../../server/modules/resources/children';
import { bearer, call, get, login, MOBILES, post, startTestServer, type TestServer } from './harness';
import { CONTRACT_ADD, CONTRACT_UPDATE, newContract } from './risk-helpers';

// Issue 21/22: a line's upload cell (spec 001 §3 editType upload) holds one file of the stored document; the
// server checks the file is the document's and writes its name.

const DETAIL = '/api/contract/sales_contract/detail';
const UPLOAD = '/api/base/file/upload';
const BOUNDARY = '----hkwl-line-files';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

type Line = Record<string, unknown> & { id: number };
type WithLines = Record<string, unknown> & { id: number; lines: Line[] };

let server: TestServer;
let clerk: string;
beforeAll(async () => {
  server = await startTestServer(60);
  clerk = await login(server.app, MOBILES.salesClerk);
});
afterAll(async () => {
  await server.close();
});

function line(extra: Record<string, unknown> = {}): Record<string, unknown> {
  return { goods_name: '螺纹钢', spec: 'HRB400 Φ12', unit: '吨', quantity: 2, price: 3820, tax_rate: 0.13, ...extra };
}

/** A PDF uploaded to contract `id` as the cell does (resource and data_id before the file). */
async function uploadTo(id: number, name = '质检报告.pdf'): Promise<{ id: number; name: string }> {
  const fields = { resource: 'sales_contract', data_id: String(id), perms_id: '301', scene: 'default' };
  const parts: Buffer[] = Object.entries(fields).map(([k, v]) => Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  parts.push(Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/pdf\r\n\r\n`), PDF, Buffer.from(`\r\n--${BOUNDARY}--\r\n`));
  const answer = await call<{ id: number; name: string }>(server.app, {
    method: 'POST', url: UPLOAD, payload: Buffer.concat(parts), headers: { ...bearer(clerk), 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
  });
  expect(answer.code).toBe(2000);
  return answer.data;
}

async function contract(lines: Record<string, unknown>[]): Promise<WithLines> {
  const answer = await post<WithLines>(server.app, clerk, CONTRACT_ADD, { ...newContract(7640), lines });
  expect(answer.code).toBe(2000);
  return (await get<WithLines>(server.app, clerk, DETAIL, { id: answer.data.id })).data;
}

describe('a line’s file cell (editType upload)', () => {
  it('takes a file uploaded to the document; the name is the stored one, whatever the body says', async () => {
    const doc = await contract([line()]);
    const file = await uploadTo(doc.id);
    const saved = await post(server.app, clerk, CONTRACT_UPDATE, { id: doc.id, lines: [{ ...doc.lines[0], report_file_id: file.id, report_file_name: 'forged.exe' }] });
    expect(saved.code).toBe(2000);
    const read = (await get<WithLines>(server.app, clerk, DETAIL, { id: doc.id })).data;
    expect(read.lines[0]).toMatchObject({ report_file_id: file.id, report_file_name: '质检报告.pdf' });
    // Cleared by the cell's ×: the name goes with it.
    await post(server.app, clerk, CONTRACT_UPDATE, { id: doc.id, lines: [{ ...read.lines[0], report_file_id: null }] });
    expect((await get<WithLines>(server.app, clerk, DETAIL, { id: doc.id })).data.lines[0]).toMatchObject({ report_file_id: null, report_file_name: null });
  });

  it('refuses another document’s file, and any file on a new document, naming the row; nothing is written', async () => {
    const other = await contract([line()]);
    const theirs = await uploadTo(other.id, '别的合同.pdf');
    const doc = await contract([line(), line({ goods_name: '线材' })]);
    const refused = await post(server.app, clerk, CONTRACT_UPDATE, { id: doc.id, lines: [doc.lines[0], { ...doc.lines[1], report_file_id: theirs.id }] });
    expect(refused.code).toBe(4400);
    expect(refused.msg).toBe('商品明细第2行：字段 report_file_id 的文件不是本单据的附件，请先保存单据再上传');
    expect((await get<WithLines>(server.app, clerk, DETAIL, { id: doc.id })).data.lines.map((l) => l.report_file_id)).toEqual([null, null]);
    const before = await server.database.db.selectFrom('files').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const fresh = await post(server.app, clerk, CONTRACT_ADD, { ...newContract(100), lines: [line({ report_file_id: theirs.id })] });
    expect(fresh.code).toBe(4400);
    const after = await server.database.db.selectFrom('files').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
    expect((await post(server.app, clerk, CONTRACT_UPDATE, { id: doc.id, lines: [{ ...doc.lines[0], report_file_id: 'x' }] })).code).toBe(4400);
  });

  it('a deleted file leaves no line pointing at it', async () => {
    const doc = await contract([line()]);
    const file = await uploadTo(doc.id);
    await post(server.app, clerk, CONTRACT_UPDATE, { id: doc.id, lines: [{ ...doc.lines[0], report_file_id: file.id }] });
    expect((await post(server.app, clerk, '/api/base/file/del', { id: file.id, perms_id: 301 })).code).toBe(2000);
    const read = (await get<WithLines>(server.app, clerk, DETAIL, { id: doc.id })).data;
    expect(read.lines[0]).toMatchObject({ report_file_id: null, report_file_name: null });
    // And the document saves again as it is.
    expect((await post(server.app, clerk, CONTRACT_UPDATE, { id: doc.id, lines: read.lines })).code).toBe(2000);
  });

  it('a definition whose file field is not an int, or names no text field, is refused when the server starts', () => {
    const base: ResourceDefinition = { name: 'x', module: 'contract', table: 'xs', label: { zh: 'x', en: 'x' }, defaultOrder: 'id desc', fields: [{ name: 'a', type: 'text' }] };
    const child = (fields: ResourceDefinition['fields']) => ({ ...base, children: [{ name: 'rows', table: 'x_rows', label: { zh: '行', en: 'Rows' }, maxRows: 10, fields }] });
    expect(() => childModels(child([{ name: 'f', type: 'text', file: { nameField: 'n' } }, { name: 'n', type: 'text' }]))).toThrow(/file field f is not an int/);
    expect(() => childModels(child([{ name: 'f', type: 'int', file: { nameField: 'n' } }]))).toThrow(/name field n is not a declared text field/);
    expect(childModels(child([{ name: 'f', type: 'int', file: { nameField: 'n' } }, { name: 'n', type: 'text' }]))).toHaveLength(1);
  });
});
