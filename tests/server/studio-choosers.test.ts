import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChooseConfig } from '../../schemas/generated/choose-config';
import type { ChooserRow, CheckAnswer, DefinitionProblem } from '../../schemas/generated/studio';
import { bearer, call, get, login, MOBILES, startTestServer, type TestServer } from './harness';

// Choose configs as studio data (issue 23): the demo's are the platform's version 1; a configurator publishes a
// chooser over the suppliers, the chooser dialog's calls serve it at once; mistakes come back at their paths.

const CHOOSER: ChooseConfig = {
  name: 'studio_supplier', resource: 'supplier_archive', select_field: 'id', select_type: 2, need_data_perms: 0, check_group: 0,
  params: { order: 'supplier_name asc' },
  fields: [
    { prop: 'supplier_name', label: '供应商名称', label_en: 'Supplier', show_in_select: 1, is_search_field: 1 },
    { prop: 'credit_code', label: '统一社会信用代码', label_en: 'Credit code', show_in_select: 2, is_search_field: 0 },
  ],
};

let server: TestServer;
const tokens: Record<string, string> = {};
function studio<T = CheckAnswer>(url: string, payload?: object, token = tokens.admin) {
  return call<T>(server.app, { method: payload ? 'POST' : 'GET', url: `/api/base/studio/${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });
}

beforeAll(async () => {
  server = await startTestServer(300);
  for (const who of ['admin', 'salesClerk'] as const) tokens[who] = await login(server.app, MOBILES[who]);
});
afterAll(async () => {
  await server.close();
});

describe('choose configs from the studio', () => {
  it('lists the demo’s configs as built-in version 1', async () => {
    const rows = (await studio<ChooserRow[]>('chooser/index')).data;
    expect(rows.map((r) => [r.name, r.version, r.author_name])).toEqual(expect.arrayContaining([['customer', 1, null], ['goods', 1, null]]));
  });

  it('refuses each mistake at its path and stores nothing; a clerk may not publish', async () => {
    const cases: { definition: unknown; path: string; code: DefinitionProblem['code'] }[] = [
      { definition: { ...CHOOSER, resource: 'no_such' }, path: '/resource', code: 'unknownResource' },
      { definition: { ...CHOOSER, select_field: 'colour' }, path: '/select_field', code: 'unknownColumn' },
      { definition: { ...CHOOSER, fields: [{ ...CHOOSER.fields[0], prop: 'colour' }] }, path: '/fields/0/prop', code: 'unknownColumn' },
      { definition: { ...CHOOSER, params: { order: 'colour desc' } }, path: '/params/order', code: 'badOrder' },
      { definition: { ...CHOOSER, select_type: 3 }, path: '/select_type', code: 'schema' },
    ];
    for (const { definition, path, code } of cases) {
      const answer = await studio('chooser/publish', { definition });
      expect(answer.code, path).toBe(4400);
      expect(answer.data.problems, path).toEqual([expect.objectContaining({ path, code })]);
    }
    expect((await studio('chooser/publish', { definition: CHOOSER }, tokens.salesClerk)).code).toBe(4403);
    expect(await server.database.db.selectFrom('choose_configs').select('id').where('name', '=', 'studio_supplier').execute()).toEqual([]);
  });

  it('publishes a config the chooser serves at once; a new version and a rollback change what the dialog gets', async () => {
    expect(await studio('chooser/publish', { definition: CHOOSER })).toMatchObject({ code: 2000, data: { version: 1 } });
    const served = await get<ChooseConfig>(server.app, tokens.admin, '/api/base/Businessdatachooseconfig/detail', { name: 'studio_supplier' });
    expect(served.data).toMatchObject({ resource: 'supplier_archive', select_type: 2, fields: CHOOSER.fields });
    const list = await get<{ data: { supplier_name: string }[] }>(server.app, tokens.admin, '/api/base/chooser/list', { name: 'studio_supplier', limit: 3 });
    expect(list.code, list.msg).toBe(2000);
    const names = list.data.data.map((r) => r.supplier_name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));

    expect((await studio('chooser/publish', { definition: { ...CHOOSER, select_type: 1 }, base_version: 1 })).data.version).toBe(2);
    expect((await get<ChooseConfig>(server.app, tokens.admin, '/api/base/Businessdatachooseconfig/detail', { name: 'studio_supplier' })).data.select_type).toBe(1);
    expect((await studio('chooser/rollback', { name: 'studio_supplier', version: 1, base_version: 2 })).data.version).toBe(3);
    expect((await get<ChooseConfig>(server.app, tokens.admin, '/api/base/Businessdatachooseconfig/detail', { name: 'studio_supplier' })).data.select_type).toBe(2);
  });
});
