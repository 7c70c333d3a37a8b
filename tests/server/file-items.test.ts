import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resourceDefinitions } from '../../server/modules/resources/definitions';
import { salesContract } from '../../server/modules/resources/definitions/sales-contract';
import { login, MOBILES, startTestServer, type TestServer } from './harness';
import { multipartForm, postMultipart } from './multipart';
import { flowClient, type FlowClient } from './workflow-helpers';

// A deployment whose contracts need their signed original before approval (合同原件 required).
const contractNeedingOriginal = {
  ...salesContract,
  fileItems: (salesContract.fileItems ?? []).map((i) => (i.prop === 'signed_contract' ? { ...i, required: true } : i)),
};
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

let server: TestServer;
let api: FlowClient;
let clerk: string;

let activeName: string;

beforeAll(async () => {
  server = await startTestServer(20, { resources: resourceDefinitions.map((d) => (d.name === salesContract.name ? contractNeedingOriginal : d)) });
  activeName = (await server.database.db.selectFrom('workflow_tpls').select('name').where('label', '=', 'sales_contract').where('status', '=', 1).executeTakeFirstOrThrow()).name;
  api = await flowClient(server);
  clerk = await login(server.app, MOBILES.salesClerk);
}, 120_000);

afterAll(async () => {
  await server?.close();
});

const uploadTo = (id: number, item: string, name: string) =>
  postMultipart<{ id: number; item?: string }>(server, '/api/base/file/upload', multipartForm({ resource: 'sales_contract', data_id: String(id), perms_id: '301', item }, { name, content: PDF }), clerk);

describe('required file items on submit', () => {
  it('refuses the submit while a required item has no file, naming it in both languages; submits once it has one', async () => {
    const id = await api.draft();
    // A file under another item does not stand in for the required one.
    expect((await uploadTo(id, 'other_papers', '附件.pdf')).code).toBe(2000);
    const refused = await api.submit('clerk', id);
    expect(refused).toMatchObject({ code: 4400, msg: '请上传文件附件：合同原件' });
    expect(await api.contractStatus(id)).toBe(0);
    expect(await server.database.db.selectFrom('workflow_data').select('id').where('form_data_id', '=', id).executeTakeFirst()).toBeUndefined();
    const english = await server.app.inject({ method: 'POST', url: '/api/base/workflow/submitFlow', headers: { authorization: `Bearer ${clerk}`, cookie: 'language=en' }, payload: { tpl_label: 'sales_contract', form_data_id: id } });
    expect(english.json()).toMatchObject({ code: 4400, msg: 'Upload the file attachment: Signed contract' });

    expect((await uploadTo(id, 'signed_contract', '合同原件.pdf')).data.item).toBe('signed_contract');
    expect((await api.submit('clerk', id)).code).toBe(2000);
    expect(await api.contractStatus(id)).not.toBe(0);
  });

  it('without an approval template a submit completes the document at once: the same check first, on add and on update', async () => {
    await server.database.db.updateTable('workflow_tpls').set({ status: 0 }).where('label', '=', 'sales_contract').execute();
    try {
      const added = await api.post('clerk', '/api/contract/sales_contract/add', {
        perms_id: 301, submit_status: 1, contract_name: '无审批合同', customer_name: '客户甲', goods_name: '钢材', amount: 100, sign_date: '2026-11-20',
      });
      expect(added).toMatchObject({ code: 4400, msg: '请上传文件附件：合同原件' });
      const id = await api.draft();
      expect(await api.post('clerk', '/api/contract/sales_contract/update', { id, perms_id: 301, submit_status: 1 })).toMatchObject({ code: 4400, msg: '请上传文件附件：合同原件' });
      expect(await api.contractStatus(id)).toBe(0);
      expect((await uploadTo(id, 'signed_contract', '合同原件.pdf')).code).toBe(2000);
      expect((await api.post('clerk', '/api/contract/sales_contract/update', { id, perms_id: 301, submit_status: 1 })).code).toBe(2000);
      expect(await api.contractStatus(id)).toBe(2);
    } finally {
      await server.database.db.updateTable('workflow_tpls').set({ status: 1 }).where('label', '=', 'sales_contract').where('name', '=', activeName).execute();
    }
  });

  it('holds the item limit the definition declares (合同原件 two files)', async () => {
    const id = await api.draft();
    expect((await uploadTo(id, 'signed_contract', '一.pdf')).code).toBe(2000);
    expect((await uploadTo(id, 'signed_contract', '二.pdf')).code).toBe(2000);
    expect(await uploadTo(id, 'signed_contract', '三.pdf')).toMatchObject({ code: 4415, msg: '该栏目最多只能上传2个附件' });
  });
});
