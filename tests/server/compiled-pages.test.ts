import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CompiledPage } from '../../schemas/generated/compiled-page';
import { configuredBundles } from '../../server/db/seed/configured';
import { get, login, MOBILES, post, startTestServer, type TestServer } from './harness';

// Issue 42: a menu leaf's page is compiled on the server (server/modules/pages), in the caller's language and
// position, checked with the renderers' schemas; the browser renders what it receives. A menu the caller does not
// hold is refused; a configuration that cannot be shown answers no page and names every problem.

let server: TestServer;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  server = await startTestServer();
  tokens.admin = await login(server.app, MOBILES.admin);
  tokens.clerk = await login(server.app, MOBILES.salesClerk);
});
afterAll(async () => {
  await server.close();
});

type Node = { id: number; flag: string; name: string; name_en: string; func_config: { page_type?: number } | null; remote_request_url: string; children: Node[] };
const leaves = (nodes: Node[]): Node[] => nodes.flatMap((n) => (n.children.length > 0 ? leaves(n.children) : [n]));
const perms = async (token: string) => leaves((await get<Node[]>(server.app, token, '/api/access/account/perms', { app_id: 44 })).data);
const compiled = (token: string, menuId: number | string, language?: string) =>
  get<CompiledPage>(server.app, token, '/api/base/page/compiled', { menu_id: menuId, ...(language ? { language } : {}) });

const KIND: Record<number, string> = { 2: 'form-page', 4: 'dashboard-page' };

describe('a form declares only what its resource fields do not', () => {
  type Property = { title?: string; title_en?: string; 'x-component'?: string; type?: string; required?: boolean; properties?: Record<string, Property> };
  const fieldsOf = (node: Property): Record<string, Property> =>
    Object.fromEntries(Object.entries(node.properties ?? {}).flatMap(([name, child]) => (child.type === 'void' ? Object.entries(fieldsOf(child)) : [[name, child]])));

  it('account/perms answers the contract form’s fields with their resource field’s titles, control and type; what the form says wins', async () => {
    // The shipped form (menu 3011) states `required` for 合同编号 and a chooser for 客户名称, nothing else of either.
    const form = (await perms(tokens.clerk)).find((leaf) => leaf.id === 3011)!.func_config as unknown as { form: { schema: Property } };
    const fields = fieldsOf(form.form.schema);
    expect(fields.contract_no).toMatchObject({ title: '合同编号', title_en: 'Contract no.', 'x-component': 'text', type: 'string', required: true });
    expect(fields.amount).toMatchObject({ title: '合同金额', 'x-component': 'money', type: 'number' });
    expect(fields.customer_name).toMatchObject({ title: '客户名称', 'x-component': 'Chooser' });
    // The page the browser renders says the same.
    const page = JSON.stringify((await compiled(tokens.clerk, 3011, 'en')).data.page);
    expect(page).toContain('Contract no.');
  });
});

describe('page/compiled', () => {
  it('every page the clerk and the administrator can open compiles without a problem, of its menu’s kind', async () => {
    for (const token of [tokens.clerk, tokens.admin]) {
      // The pages the sidebar routes to (a chooser's menu has no address), not a record page, nor a bare route with
      // nothing to show (menu 104, /crm/customer/detail, has no configuration).
      const pages = (await perms(token)).filter((leaf) => leaf.flag !== '' && leaf.func_config?.page_type !== 3 && (leaf.func_config !== null || leaf.remote_request_url !== ''));
      expect(pages.length).toBeGreaterThan(5);
      for (const leaf of pages) {
        const answer = await compiled(token, leaf.id);
        expect(answer.code, `menu ${leaf.id}`).toBe(2000);
        expect(answer.data.problems, `menu ${leaf.id}`).toEqual([]);
        expect(answer.data.page?.type, `menu ${leaf.id}`).toBe(KIND[Number(leaf.func_config?.page_type)] ?? 'list-page');
      }
    }
  });

  it('in the language asked, else the caller’s (Accept-Language)', async () => {
    const contracts = (await perms(tokens.clerk)).find((leaf) => leaf.name === '销售合同')!;
    expect((await compiled(tokens.clerk, contracts.id, 'zh')).data.page).toMatchObject({ type: 'list-page', title: '销售合同' });
    expect((await compiled(tokens.clerk, contracts.id, 'en')).data.page).toMatchObject({ title: contracts.name_en });
    const english = await get<CompiledPage>(server.app, tokens.clerk, '/api/base/page/compiled', { menu_id: contracts.id }, { 'accept-language': 'en-GB' });
    expect(english.data.page).toMatchObject({ title: contracts.name_en });
  });

  it('a menu the caller does not hold, or none at all, is refused; a malformed id or language is a parameter error', async () => {
    const clerkIds = new Set((await perms(tokens.clerk)).map((leaf) => leaf.id));
    const adminOnly = (await perms(tokens.admin)).find((leaf) => !clerkIds.has(leaf.id))!;
    expect((await compiled(tokens.clerk, adminOnly.id)).code).toBe(4403);
    expect((await compiled(tokens.clerk, 2_000_000)).code).toBe(4403);
    for (const bad of [{ menu_id: 'abc' }, { menu_id: -1 }, { menu_id: 301, language: 'fr' }, { menu_id: "301' OR 1=1 --" }]) {
      const answer = await get(server.app, tokens.clerk, '/api/base/page/compiled', bad);
      expect(answer.code, JSON.stringify(bad)).toBe(4400);
      expect(answer.data ?? null, JSON.stringify(bad)).toBeNull();
    }
  });

  it('a broken configuration answers no page and names each problem with the menu', async () => {
    const { db } = server.app.database;
    const contracts = (await perms(tokens.clerk)).find((leaf) => leaf.name === '销售合同')!;
    const row = await db.selectFrom('perm_nodes').select(['tabs_options']).where('id', '=', contracts.id).executeTakeFirstOrThrow();
    await db.updateTable('perm_nodes').set({ tabs_options: '{not json' }).where('id', '=', contracts.id).execute();
    try {
      expect((await compiled(tokens.clerk, contracts.id)).data).toEqual({ menu_id: contracts.id, page: null, problems: [`menu ${contracts.id} tabs_options: not valid JSON`] });
      // Valid JSON the tabs renderer refuses: named at its path in the compiled page.
      await db.updateTable('perm_nodes').set({ tabs_options: JSON.stringify({ field: 'status', show_all: 1, options: [{ value: { any: 1 }, label: 7 }] }) }).where('id', '=', contracts.id).execute();
      const answer = (await compiled(tokens.clerk, contracts.id)).data;
      expect(answer.page).toBeNull();
      expect(answer.problems.length).toBeGreaterThan(0);
      for (const problem of answer.problems) expect(problem).toMatch(new RegExp(`^menu ${contracts.id} /`));
    } finally {
      await db.updateTable('perm_nodes').set({ tabs_options: row.tabs_options }).where('id', '=', contracts.id).execute();
    }
  });
});

describe('one type vocabulary: a column takes its field’s type unless its configuration names one', () => {
  type Column = { prop: string; valueType?: string };
  const columnsOf = (page: CompiledPage['page']) => ((page as unknown as { children: { type: string; columns?: Column[] }[] }).children.find((c) => c.type === 'data-table')?.columns ?? []);
  const typeOf = async (prop: string) => ({
    page: columnsOf((await compiled(tokens.clerk, 301, 'zh')).data.page).find((c) => c.prop === prop)?.valueType,
    wire: (await get<{ data: Column[] }>(server.app, tokens.clerk, '/api/base/remoteField/list', { perms_id: 301 })).data.data.find((f) => f.prop === prop)?.valueType,
  });

  it('合同金额 and 签订日期, configured without a valueType, are the resource’s money and date; a named one wins', async () => {
    const { db } = server.app.database;
    const row = await db.selectFrom('remote_fields').select(['id', 'config']).where('perms_id', '=', 301).where('prop', '=', 'amount').executeTakeFirstOrThrow();
    const config = JSON.parse(row.config ?? '{}') as Record<string, unknown>;
    expect(config.valueType).toBeUndefined();
    expect(await typeOf('amount')).toEqual({ page: 'money', wire: 'money' });
    expect(await typeOf('sign_date')).toEqual({ page: 'date', wire: 'date' });
    // A text field stays plain (no valueType said), and a column that is no field of the resource is left as it is.
    expect(await typeOf('contract_no')).toEqual({ page: undefined, wire: undefined });
    try {
      await db.updateTable('remote_fields').set({ config: JSON.stringify({ ...config, valueType: 'number' }) }).where('id', '=', row.id).execute();
      expect(await typeOf('amount')).toEqual({ page: 'number', wire: 'number' });
    } finally {
      await db.updateTable('remote_fields').set({ config: row.config }).where('id', '=', row.id).execute();
    }
  });
});

describe('page/preview', () => {
  it('compiles a stored page definition as page/compiled serves its published menu', async () => {
    const index = await get<Array<{ key: string; menu_id: number }>>(server.app, tokens.admin, '/api/base/studio/page/index');
    // A page of a configuration bundle (a preview has no saved views and gives its buttons ids of its own).
    const page = index.data.find((row) => row.key === configuredBundles()[0].pages[0].key)!;
    const detail = await get<{ definition: { menu: { id: number } } }>(server.app, tokens.admin, '/api/base/studio/page/detail', { name: page.key });
    const preview = await post<CompiledPage>(server.app, tokens.admin, '/api/base/page/preview', { definition: detail.data.definition, language: 'zh' });
    const served = await compiled(tokens.admin, page.menu_id, 'zh');
    expect(preview.data.problems).toEqual([]);
    expect(preview.data.page).toEqual(served.data.page);
  });

  it('is the administrator’s; a body that is no page definition is refused', async () => {
    const index = await get<Array<{ key: string }>>(server.app, tokens.admin, '/api/base/studio/page/index');
    const detail = await get<{ definition: unknown }>(server.app, tokens.admin, '/api/base/studio/page/detail', { name: index.data[0].key });
    expect((await post(server.app, tokens.clerk, '/api/base/page/preview', { definition: detail.data.definition })).code).toBe(4403);
    for (const body of [{ definition: { menu: 'x' } }, { definition: [] }, {}, { definition: detail.data.definition, extra: 1 }]) {
      const answer = await post(server.app, tokens.admin, '/api/base/page/preview', body);
      expect(answer.code, JSON.stringify(body).slice(0, 80)).toBe(4400);
    }
  });
});
