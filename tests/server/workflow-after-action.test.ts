import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Tpl, TplListAnswer } from '../../schemas/generated/workflow';
import { startTestServer, type TestServer } from './harness';
import { flowClient, LABEL, type FlowClient } from './workflow-helpers';

const T = '/api/base/workflowtpl';

let server: TestServer;
let api: FlowClient;
let tplId: number;
beforeAll(async () => {
  server = await startTestServer(20);
  api = await flowClient(server);
  const list = await api.get<TplListAnswer>('admin', `${T}/index`, { where: JSON.stringify({ label: LABEL, status: 1 }) });
  tplId = list.data.data[0].id;
});
afterAll(async () => {
  await server.close();
});

const update = (body: Record<string, unknown>, who: 'admin' | 'clerk' = 'admin') => api.post<Tpl>(who, `${T}/update`, body);

/** The link of the manager's pending task on a freshly submitted draft. */
async function linkOfNewTask(): Promise<string> {
  const id = await api.draft();
  expect((await api.submit('clerk', id)).code).toBe(2000);
  const task = (await api.tasks('manager')).data.find((t) => t.form_data_id === id)!;
  return task.link;
}

describe('workflow template after_action (spec 000 §2.3)', () => {
  it('is null until set; the template calls answer it', async () => {
    const detail = await api.get<Tpl>('clerk', `${T}/detailbylabel`, { where: JSON.stringify({ label: LABEL }) });
    expect(detail.data.after_action).toBeNull();
    const link = await linkOfNewTask();
    expect(new URL(link, 'http://x').searchParams.has('after_action')).toBe(false);
  });

  it('the administrator sets it; every task link of the template then carries it, and null clears it', async () => {
    const set = await update({ id: tplId, after_action: 'next' });
    expect(set).toMatchObject({ code: 2000, data: { id: tplId, after_action: 'next' } });
    const list = await api.get<TplListAnswer>('clerk', `${T}/index`, { where: JSON.stringify({ label: LABEL }) });
    expect(list.data.data.find((t) => t.id === tplId)?.after_action).toBe('next');

    const link = new URL(await linkOfNewTask(), 'http://x');
    expect(link.pathname).toBe('/approve');
    expect(link.searchParams.get('after_action')).toBe('next');
    expect(link.searchParams.get('workflow_label')).toBe(LABEL);

    // A path-style form (type 2-69) carries it too.
    await update({ id: tplId, form_type: 2, form_name: '/contract/sales/form', after_action: 'close' });
    const pathStyle = new URL(await linkOfNewTask(), 'http://x');
    expect(pathStyle.pathname).toMatch(/^\/contract\/sales\/form\/\d+$/);
    expect([...pathStyle.searchParams.keys()]).toEqual(['workflow_label', 'after_action']);
    expect(pathStyle.searchParams.get('after_action')).toBe('close');

    expect((await update({ id: tplId, form_type: 0, form_name: '/approve', after_action: null })).data.after_action).toBeNull();
    expect(new URL(await linkOfNewTask(), 'http://x').searchParams.has('after_action')).toBe(false);
  });

  it('a named internal link as the form resolves to its page in the links', async () => {
    await update({ id: tplId, form_type: 0, form_name: 'contract.sales.detail', after_action: 'stay' });
    const link = new URL(await linkOfNewTask(), 'http://x');
    expect(link.pathname).toBe('/contract/sales/form');
    expect(link.searchParams.getAll('data_id')).toHaveLength(1);
    expect(link.searchParams.get('after_action')).toBe('stay');
    await update({ id: tplId, form_name: '/approve', after_action: null });
  });

  it('refuses a value outside the enum, an unknown link name, an empty change and anyone but the administrator; nothing changes', async () => {
    const bad = await update({ id: tplId, after_action: 'reload' });
    expect(bad.code).toBe(4400);
    const unknownLink = await update({ id: tplId, form_name: 'contract.nothing.here' });
    expect(unknownLink.code).toBe(4400);
    expect(unknownLink.msg).toContain('contract.nothing.here');
    expect((await update({ id: tplId })).code).toBe(4400);
    expect((await update({ id: tplId, after_action: 'back' }, 'clerk')).code).toBe(4403);
    expect((await update({ id: 999_999, after_action: 'back' })).code).toBe(4404);
    const detail = await api.get<Tpl>('clerk', `${T}/detailbylabel`, { where: JSON.stringify({ label: LABEL }) });
    expect(detail.data).toMatchObject({ form_name: '/approve', after_action: null });
  });
});
