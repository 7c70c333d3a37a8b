import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TaskListAnswer, Tpl } from '../../schemas/generated/workflow';
import { get, login, startTestServer, type TestServer } from './harness';
import { FLOW_PEOPLE, flowClient, LABEL, W, type FlowClient } from './workflow-helpers';

let server: TestServer;
let api: FlowClient;
let tplId: number;
beforeAll(async () => {
  server = await startTestServer(60);
  api = await flowClient(server);
  tplId = (await api.db.selectFrom('workflow_tpls').select('id').where('label', '=', LABEL).where('status', '=', 1).executeTakeFirstOrThrow()).id;
});
afterAll(async () => {
  await server.close();
});

/** A fresh draft of 张伟 with this amount and customer, submitted: the manager's pending task on it. */
async function submitted(amount: number, customer: string): Promise<number> {
  const id = await api.draft();
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  await (api.db as unknown as Kysely<any>).updateTable('sales_contracts').set({ amount, customer_name: customer }).where('id', '=', id).execute();
  expect((await api.submit('clerk', id)).code).toBe(2000);
  return id;
}

const cardOf = (answer: TaskListAnswer, formDataId: number) => answer.data.find((t) => t.form_data_id === formDataId)?.fields;

describe('task cards', () => {
  it('each card shows its own document\'s amount and customer (the demo template\'s card fields), formatted, in the caller\'s language', async () => {
    const first = await submitted(1_234_567.5, '华东化工有限公司');
    const second = await submitted(880_000, '苏州精细材料有限公司');
    const pending = await api.tasks('manager');
    expect(cardOf(pending, first)).toEqual([
      { name: 'amount', label: '合同金额', value: '1,234,567.50' },
      { name: 'customer_name', label: '客户名称', value: '华东化工有限公司' },
    ]);
    expect(cardOf(pending, second)).toEqual([
      { name: 'amount', label: '合同金额', value: '880,000.00' },
      { name: 'customer_name', label: '客户名称', value: '苏州精细材料有限公司' },
    ]);
    const token = await login(server.app, FLOW_PEOPLE.manager.mobile);
    const english = await get<TaskListAnswer>(server.app, token, `${W}/taskList`, { tab: 'pending', limit: 100 }, { 'accept-language': 'en' });
    expect(cardOf(english.data, first)?.map((f) => `${f.label}: ${f.value}`)).toEqual(['Amount: 1,234,567.50', 'Customer: 华东化工有限公司']);
    // Handled, the task keeps its card in 已审批.
    await api.handle('manager', (await api.taskOf('manager', first))!, 'approve');
    expect(cardOf(await api.tasks('manager', 'approved'), first)?.[0]).toEqual({ name: 'amount', label: '合同金额', value: '1,234,567.50' });
  });

  it('a card field that is not a declared field of the document shows nothing (no stamp, no other column)', async () => {
    const cards = [{ field: 'add_user_id', label: '创建人' }, { field: 'password', label: '密码' }, { field: 'amount', label: '合同金额' }];
    await api.db.updateTable('workflow_tpls').set({ card_fields: JSON.stringify(cards) }).where('id', '=', tplId).execute();
    try {
      const id = await submitted(5_000, '宁波港务物流有限公司');
      expect(cardOf(await api.tasks('manager'), id)).toEqual([{ name: 'amount', label: '合同金额', value: '5,000.00' }]);
    } finally {
      await api.post('admin', '/api/base/workflowtpl/update', { id: tplId, card_fields: [{ field: 'amount', label: '合同金额', label_en: 'Amount' }, { field: 'customer_name', label: '客户名称', label_en: 'Customer' }] });
    }
  });

  it('a template without card fields gives its cards none', async () => {
    expect((await api.post<Tpl>('admin', '/api/base/workflowtpl/update', { id: tplId, card_fields: null })).data.card_fields).toBeNull();
    try {
      const id = await submitted(7_000, '无锡金属制品有限公司');
      const task = (await api.tasks('manager')).data.find((t) => t.form_data_id === id)!;
      expect(task).toBeDefined();
      expect('fields' in task).toBe(false);
    } finally {
      await api.post('admin', '/api/base/workflowtpl/update', { id: tplId, card_fields: [{ field: 'amount', label: '合同金额', label_en: 'Amount' }, { field: 'customer_name', label: '客户名称', label_en: 'Customer' }] });
    }
  });
});

describe('the template setting', () => {
  it('the administrator sets card fields of declared fields; unknown, repeated or blank-labelled ones are refused naming the field', async () => {
    const set = (cards: unknown) => api.post<Tpl>('admin', '/api/base/workflowtpl/update', { id: tplId, card_fields: cards });
    expect((await set([{ field: 'goods_name', label: ' 品名 ', label_en: 'Goods' }, { field: 'amount', label: '合同金额' }])).data.card_fields).toEqual([
      { field: 'goods_name', label: '品名', label_en: 'Goods' },
      { field: 'amount', label: '合同金额' },
    ]);
    const before = await api.db.selectFrom('workflow_tpls').select('card_fields').where('id', '=', tplId).executeTakeFirstOrThrow();
    expect(await set([{ field: 'add_user_id', label: '创建人' }])).toEqual({ code: 4400, msg: '卡片字段 add_user_id 不是该单据的字段', data: null });
    expect(await set([{ field: 'amount', label: 'A' }, { field: 'amount', label: 'B' }])).toMatchObject({ code: 4400, msg: '卡片字段 amount 不是该单据的字段' });
    expect(await set([{ field: 'amount', label: '   ' }])).toMatchObject({ code: 4400, msg: '卡片字段 amount 须有名称：写上名称，或先为该字段定义名称' });
    // No label of its own and none on the contract's field (the department's name has none): refused.
    expect(await set([{ field: 'org_name' }])).toMatchObject({ code: 4400, msg: '卡片字段 org_name 须有名称：写上名称，或先为该字段定义名称' });
    expect(await set([{ field: 'Amount; drop table x', label: 'x' }])).toMatchObject({ code: 4400 });
    expect(await set(Array.from({ length: 7 }, () => ({ field: 'amount', label: 'x' })))).toMatchObject({ code: 4400 });
    expect(await api.db.selectFrom('workflow_tpls').select('card_fields').where('id', '=', tplId).executeTakeFirstOrThrow()).toEqual(before);
    expect(await api.post('manager', '/api/base/workflowtpl/update', { id: tplId, card_fields: [] })).toMatchObject({ code: 4403 });
    const listed = await api.get<{ data: Tpl[] }>('clerk', '/api/base/workflowtpl/index', { where: JSON.stringify({ label: LABEL, status: 1 }) });
    expect(listed.data.data[0].card_fields).toEqual([{ field: 'goods_name', label: '品名', label_en: 'Goods' }, { field: 'amount', label: '合同金额' }]);
    await set([{ field: 'amount', label: '合同金额', label_en: 'Amount' }, { field: 'customer_name', label: '客户名称', label_en: 'Customer' }]);
  });
});
