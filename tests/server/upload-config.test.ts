import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ResourceDefinition } from '../../schemas/generated/resource-definition';
import { resourceDefinitions } from '../../server/modules/resources/definitions';
import { salesContract } from '../../server/modules/resources/definitions/sales-contract';
import { salesLead } from '../../server/modules/resources/definitions/sales-lead';
import { bearer, get, login, MOBILES, post, startTestServer, type Answer, type TestServer } from './harness';
import { filesState } from './files-state';
import { multipartForm, postMultipart } from './multipart';
import { CONTRACT_ADD, CONTRACT_UPDATE, newContract } from './risk-helpers';

// Issue 40: a file's not_del / not_down and the list's limit are the configuration's (the resource definition's
// `attachments`, an item's own flags), never the uploader's; a line's file cell does not use up the list.

const UPLOAD = '/api/base/file/upload';
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

/** Leads whose list keeps its files (not_del) and holds three; the licence's picture may not be downloaded. */
const keptLeads: ResourceDefinition = {
  ...salesLead,
  attachments: { limit: 3, notDel: true },
  fileItems: (salesLead.fileItems ?? []).map((i) => ({ ...i, notDown: true })),
};
/** Contracts whose list holds one file: the lines' quality reports are the lines', not the list's. */
const oneFileContracts: ResourceDefinition = { ...salesContract, attachments: { limit: 1 } };
const configured = new Map([[keptLeads.name, keptLeads], [oneFileContracts.name, oneFileContracts]]);

interface Attachment {
  id: number;
  url: string;
  not_del: number;
  not_down: number;
}
type Line = Record<string, unknown> & { id: number };

let server: TestServer;
let admin: string;
let clerk: string;
/** Two leads of the seed (the administrator sees every one). */
let leads: number[];

function upload(owner: Record<string, string>, name: string, content: Buffer, token = admin): Promise<Answer<Attachment>> {
  return postMultipart<Attachment>(server, UPLOAD, multipartForm(owner, { name, content }), token);
}

beforeAll(async () => {
  server = await startTestServer(20, { resources: resourceDefinitions.map((d) => configured.get(d.name) ?? d) });
  admin = await login(server.app, MOBILES.admin);
  clerk = await login(server.app, MOBILES.salesClerk);
  const rows = (await server.database.db.selectFrom('sales_leads' as never).select('id' as never).orderBy('id' as never).limit(2).execute()) as { id: number }[];
  leads = rows.map((r) => r.id);
}, 120_000);

afterAll(async () => {
  await server?.close();
});

describe('the attachment configuration sets a file’s flags and the list’s limit', () => {
  it('stores the list’s files not_del and the item’s not_down, whatever the uploader; deletes and downloads are refused accordingly', async () => {
    const lead = { resource: 'sales_lead', data_id: String(leads[0]) };
    const listed = await upload(lead, '名片.png', PNG);
    expect(listed.data).toMatchObject({ not_del: 1, not_down: 0 });
    const before = await filesState(server);
    expect(await post(server.app, admin, '/api/base/file/del', { id: listed.data.id })).toMatchObject({ code: 4403, msg: '该附件不可删除' });
    expect(await filesState(server)).toEqual(before);
    expect((await server.app.inject({ method: 'GET', url: listed.data.url, headers: bearer(admin) })).statusCode).toBe(200);

    const licence = await upload({ ...lead, item: 'business_license' }, '执照.png', PNG);
    expect(licence.data).toMatchObject({ not_del: 0, not_down: 1 });
    expect(await get(server.app, admin, licence.data.url)).toMatchObject({ code: 4403, msg: '该附件不可下载' });
    expect((await post(server.app, admin, '/api/base/file/del', { id: licence.data.id })).code).toBe(2000);

    // An uploader asking for other flags is refused, whichever way it asks.
    const asked = await filesState(server);
    for (const [field, value] of [['not_del', '0'], ['not_down', '1']]) {
      expect(await upload({ ...lead, [field]: value }, '又一张.png', PNG)).toMatchObject({ code: 4400, msg: `${field} 由附件配置决定，上传时不能指定` });
    }
    expect(await filesState(server)).toEqual(asked);
  });

  it('holds the list to its configured limit (3 here), nothing written beyond it', async () => {
    const lead = { resource: 'sales_lead', data_id: String(leads[1]) };
    for (const n of [1, 2, 3]) expect((await upload(lead, `${n}.png`, PNG)).code).toBe(2000);
    const before = await filesState(server);
    expect(await upload(lead, '4.png', PNG)).toMatchObject({ code: 4400, msg: '已超出最大上传数量' });
    expect(await filesState(server)).toEqual(before);
  });

  it('does not count a file a line’s file cell holds against the list', async () => {
    const line = { goods_name: '螺纹钢', spec: 'HRB400 Φ12', unit: '吨', quantity: 2, price: 3820, tax_rate: 0.13 };
    const added = await post<{ id: number }>(server.app, clerk, CONTRACT_ADD, { ...newContract(7640), lines: [line, { ...line, goods_name: '线材' }] });
    expect(added.code).toBe(2000);
    const owner = { resource: 'sales_contract', data_id: String(added.data.id), perms_id: '301' };
    const lines = async () => (await get<{ lines: Line[] }>(server.app, clerk, '/api/contract/sales_contract/detail', { id: added.data.id })).data.lines;
    const first = await upload(owner, '质检报告1.pdf', PDF, clerk);
    expect(first.code).toBe(2000);
    // The list's one place is taken until a line holds the file.
    const before = await filesState(server);
    expect(await upload(owner, '质检报告2.pdf', PDF, clerk)).toMatchObject({ code: 4400, msg: '已超出最大上传数量' });
    expect(await filesState(server)).toEqual(before);
    const [a, b] = await lines();
    expect((await post(server.app, clerk, CONTRACT_UPDATE, { id: added.data.id, lines: [{ ...a, report_file_id: first.data.id }, b] })).code).toBe(2000);
    const second = await upload(owner, '质检报告2.pdf', PDF, clerk);
    expect(second.code).toBe(2000);
    expect(await upload(owner, '合同扫描件.pdf', PDF, clerk)).toMatchObject({ code: 4400, msg: '已超出最大上传数量' });
    const [c, d] = await lines();
    expect((await post(server.app, clerk, CONTRACT_UPDATE, { id: added.data.id, lines: [c, { ...d, report_file_id: second.data.id }] })).code).toBe(2000);
    expect((await upload(owner, '合同扫描件.pdf', PDF, clerk)).code).toBe(2000);
  });
});
