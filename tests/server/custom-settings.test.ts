import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CustomSetting } from '../../schemas/generated/custom-setting';
import { bearer, call, changePosition, get, login, MOBILES, startTestServer, type TestServer } from './harness';

const DETAIL = '/api/base/customsetting/detail';
const UPDATE = '/api/base/customsetting/update';
const TABLE = 'sales_contract_list';
const MENU = 301;

interface RemoteField {
  prop: string;
  label: string;
  label_en: string;
  width?: number;
  fixed?: unknown;
}

let server: TestServer;
const tokens: Record<string, string> = {};
/** The contracts menu's columns as remoteField/list answers them: the admin default. */
let columns: RemoteField[];
beforeAll(async () => {
  server = await startTestServer(60);
  for (const who of ['admin', 'salesClerk', 'departmentManager', 'finance', 'twoPositions'] as const) tokens[who] = await login(server.app, MOBILES[who]);
  columns = (await get<{ data: RemoteField[] }>(server.app, tokens.admin, '/api/base/remoteField/list', { perms_id: MENU })).data.data;
});
afterAll(async () => {
  await server.close();
});

const detail = (token: string, query: Record<string, unknown> = {}) => get<CustomSetting>(server.app, token, DETAIL, { table_name: TABLE, perms_id: MENU, ...query });
const update = (token: string, body: Record<string, unknown>) =>
  call<CustomSetting>(server.app, { method: 'POST', url: UPDATE, payload: { table_name: TABLE, perms_id: MENU, ...body }, headers: bearer(token) });
const keys = (setting: CustomSetting) => setting.table_fields.map((f) => f.key);
const field = (setting: CustomSetting, key: string) => setting.table_fields.find((f) => f.key === key);
const rows = () => server.database.db.selectFrom('custom_settings').selectAll().execute();

describe('the admin default', () => {
  it('is the menu\'s remote fields: their order, labels, widths and pinning, all shown', async () => {
    const answer = await detail(tokens.salesClerk);
    expect(answer.code).toBe(2000);
    expect(keys(answer.data)).toEqual(columns.map((c) => c.prop));
    const first = answer.data.table_fields[0];
    expect(first).toEqual({ key: columns[0].prop, prop: columns[0].prop, label: columns[0].label, label_en: columns[0].label_en, checked: true, fixed: 'left', canFixed: true, width: columns[0].width, sort: 1 });
    expect(answer.data.table_cell_width).toEqual(Object.fromEntries(columns.filter((c) => c.width).map((c) => [c.prop, c.width])));
    expect(answer.data).toMatchObject({ button_inline_position: 'top', content_pagesize: 15, customized: false, updated_at: null });
  });
});

describe('a user\'s own setting', () => {
  it('overrides the default for that user only: not for another user, another table or another company', async () => {
    const [a, b, c] = columns.map((col) => col.prop);
    const saved = await update(tokens.salesClerk, {
      table_fields: [
        { key: c, checked: true, fixed: 'left', width: 300 },
        { key: a, label: '编号', checked: true, fixed: false },
        { key: b, checked: false, fixed: 'right' },
      ],
      table_cell_width: { [a]: 99 },
      button_inline_position: 'right',
      content_pagesize: 50,
    });
    expect(saved.code).toBe(2000);
    const mine = (await detail(tokens.salesClerk)).data;
    expect(mine).toEqual(saved.data);
    // The user's order; columns they did not mention follow their neighbours in the default order.
    const at = (key: string) => keys(mine).indexOf(key);
    expect([at(c), at(a), at(b)]).toEqual([0, expect.any(Number), expect.any(Number)]);
    expect(at(c) < at(a) && at(a) < at(b)).toBe(true);
    expect(field(mine, c)).toMatchObject({ fixed: 'left', width: 300, checked: true });
    expect(field(mine, a)).toMatchObject({ label: '编号', fixed: false, width: 99 });
    expect(field(mine, b)).toMatchObject({ checked: false, fixed: 'right' });
    expect(mine).toMatchObject({ button_inline_position: 'right', content_pagesize: 50, customized: true });
    expect(mine.table_cell_width[a]).toBe(99);

    // Another user of the same menu, the same user's other table, and the same user in another company.
    const other = (await detail(tokens.departmentManager)).data;
    expect(other).toMatchObject({ customized: false, content_pagesize: 15 });
    expect(keys(other)).toEqual(columns.map((col) => col.prop));
    expect((await detail(tokens.salesClerk, { table_name: 'another_table' })).data.customized).toBe(false);
    await update(tokens.twoPositions, { content_pagesize: 30 });
    expect((await detail(tokens.twoPositions)).data.content_pagesize).toBe(30);
    const elsewhere = await changePosition(server.app, tokens.twoPositions, 107);
    expect((await detail(elsewhere)).data).toMatchObject({ content_pagesize: 15, customized: false });
  });

  it('keeps what a partial update leaves out', async () => {
    await update(tokens.salesClerk, { content_pagesize: 20 });
    const mine = (await detail(tokens.salesClerk)).data;
    expect(mine).toMatchObject({ content_pagesize: 20, button_inline_position: 'right' });
    expect(field(mine, columns[1].prop)?.checked).toBe(false);
  });

  it('a column the administrator adds later appears, shown, beside its neighbour; a removed one is ignored', async () => {
    const { db } = server.database;
    const [a, b] = columns.map((col) => col.prop);
    // Added after the first column in the default order; the last column is switched off.
    const { sort: firstSort } = await db.selectFrom('remote_fields').select('sort').where('perms_id', '=', MENU).where('prop', '=', a).executeTakeFirstOrThrow();
    await db.insertInto('remote_fields').values({
      id: 99_001, perms_id: MENU, prop: 'delivery_place', label: '交货地点', label_en: 'Delivery place', config: '{"width":180}', sort: 9999, status: 1,
    }).execute();
    await db.updateTable('remote_fields').set({ sort: 10_000 }).where('perms_id', '=', MENU).where('prop', '=', a).execute();
    const removed = columns[columns.length - 1].prop;
    await update(tokens.salesClerk, { table_fields: [{ key: removed, checked: false, fixed: false }, { key: a, checked: true, fixed: false }, { key: b, checked: false, fixed: false }] });
    await db.updateTable('remote_fields').set({ status: 0 }).where('perms_id', '=', MENU).where('prop', '=', removed).execute();
    try {
      const mine = (await detail(tokens.salesClerk)).data;
      expect(keys(mine)).not.toContain(removed);
      expect(keys(mine).slice(0, 3)).toEqual([a, 'delivery_place', b]);
      expect(field(mine, 'delivery_place')).toMatchObject({ label: '交货地点', checked: true, fixed: false, width: 180 });
      expect(mine.table_fields.map((f) => f.sort)).toEqual(mine.table_fields.map((_, i) => i + 1));
    } finally {
      await db.deleteFrom('remote_fields').where('id', '=', 99_001).execute();
      await db.updateTable('remote_fields').set({ sort: firstSort }).where('perms_id', '=', MENU).where('prop', '=', a).execute();
      await db.updateTable('remote_fields').set({ status: 1 }).where('perms_id', '=', MENU).where('prop', '=', removed).execute();
    }
    // Back again: the column comes back as the user left it (hidden), since hidden keys are stored.
    expect(field((await detail(tokens.salesClerk)).data, removed)?.checked).toBe(false);
  });

  it('both column parts null reset the columns; with nothing else the whole setting goes', async () => {
    const reset = await update(tokens.salesClerk, { table_fields: null, table_cell_width: null, button_inline_position: 'right' });
    expect(keys(reset.data)).toEqual(columns.map((c) => c.prop));
    expect(reset.data).toMatchObject({ customized: true, button_inline_position: 'right', content_pagesize: 20 });
    const gone = await update(tokens.salesClerk, { table_fields: null, table_cell_width: null });
    expect(gone.data).toMatchObject({ customized: false, button_inline_position: 'top', content_pagesize: 15 });
    expect((await rows()).filter((r) => r.user_id === 4)).toEqual([]);
  });
});

describe('permissions and bad input', () => {
  it('a menu the role does not hold, or no menu at all, is 4403 and writes nothing', async () => {
    const before = await rows();
    for (const perms_id of [101, 201, 999_999]) {
      expect(await get(server.app, tokens.finance, DETAIL, { table_name: TABLE, perms_id })).toMatchObject({ code: 4403, data: null });
      expect(await update(tokens.finance, { perms_id, content_pagesize: 30 })).toMatchObject({ code: 4403, data: null });
    }
    expect(await rows()).toEqual(before);
  });

  const many = (n: number) => Array.from({ length: n }, (_, i) => ({ key: `f${i}`, checked: true, fixed: false }));
  it.each([
    ['201 columns', { table_fields: many(201) }],
    ['a label over 100 characters', { table_fields: [{ key: 'a', label: 'x'.repeat(101), checked: true, fixed: false }] }],
    ['a column without checked', { table_fields: [{ key: 'a', fixed: false }] }],
    ['a pin in the middle', { table_fields: [{ key: 'a', checked: true, fixed: 'middle' }] }],
    ['a key that is not a prop', { table_fields: [{ key: 'a b;--', checked: true, fixed: false }] }],
    ['a column twice', { table_fields: [{ key: 'a', checked: true, fixed: false }, { key: 'a', checked: false, fixed: false }] }],
    ['a width under 30', { table_cell_width: { a: 29 } }],
    ['a width over 2000', { table_cell_width: { a: 2001 } }],
    ['201 widths', { table_cell_width: Object.fromEntries(many(201).map((f) => [f.key, 100])) }],
    ['a page size not offered', { content_pagesize: 25 }],
    ['a button position not offered', { button_inline_position: 'left' }],
    ['an unknown key', { owner_id: 1 }],
    ['no table name', { table_name: undefined }],
    ['a control character in the table name', { table_name: 'a\u0001b' }],
    ['a table name over 100 characters', { table_name: 't'.repeat(101) }],
  ])('%s is 4400 and writes nothing', async (_, body) => {
    const before = await rows();
    const answer = await update(tokens.salesClerk, body);
    expect(answer).toMatchObject({ code: 4400, data: null });
    expect(answer.msg).not.toBe('');
    expect(await rows()).toEqual(before);
  });

  it('detail refuses an oversized table name (4400) and another user\'s id (4403)', async () => {
    expect((await detail(tokens.salesClerk, { table_name: 'x'.repeat(101) })).code).toBe(4400);
    expect((await detail(tokens.salesClerk, { user_id: 1 })).code).toBe(4403);
    expect((await detail(tokens.salesClerk, { perms_id: 'x' })).code).toBe(4400);
  });

  it('a malformed JSON body is 4400', async () => {
    const response = await server.app.inject({
      method: 'POST', url: UPDATE, payload: '{"table_name":', headers: { ...bearer(tokens.salesClerk), 'content-type': 'application/json' },
    });
    expect(response.json()).toMatchObject({ code: 4400, data: null });
  });
});

describe('the spec\'s own names (spec 001 §3, §7)', () => {
  const specDetail = (token: string, query: Record<string, unknown>) => get<CustomSetting>(server.app, token, DETAIL, { perms_id: MENU, ...query });
  const specUpdate = (token: string, body: Record<string, unknown>) =>
    call<CustomSetting>(server.app, { method: 'POST', url: UPDATE, payload: { perms_id: MENU, ...body }, headers: bearer(token) });

  it('the table may be called name, columns may carry prop and canFixed; the answer says both names', async () => {
    const token = await login(server.app, '13800000006');
    const first = columns[0].prop;
    const saved = await specUpdate(token, {
      name: 'spec_names_list',
      table_fields: columns.map((c, i) => ({ prop: c.prop, label: c.label, canFixed: true, checked: c.prop !== first, fixed: false, sort: i + 1 })),
    });
    expect(saved.code).toBe(2000);
    expect(saved.data).toMatchObject({ table_name: 'spec_names_list', name: 'spec_names_list' });
    const read = await specDetail(token, { name: 'spec_names_list', user_id: 7 });
    expect(read.code).toBe(2000);
    expect(read.data.table_fields.find((f) => f.prop === first)).toMatchObject({ key: first, prop: first, checked: false, canFixed: true });
    // table_name reads the same setting.
    expect((await specDetail(token, { table_name: 'spec_names_list' })).data.table_fields.find((f) => f.key === first)?.checked).toBe(false);
  });

  it('refuses a write naming no table, two different tables, a column without key or prop, or another user', async () => {
    const token = await login(server.app, '13800000006');
    const before = await rows();
    expect((await specUpdate(token, { content_pagesize: 20 })).code).toBe(4400);
    expect((await specDetail(token, { name: 'a', table_name: 'b' })).code).toBe(4400);
    expect((await specUpdate(token, { name: 'spec_x', table_fields: [{ checked: true, fixed: false }] })).code).toBe(4400);
    expect((await specUpdate(token, { name: 'spec_x', table_fields: [{ key: 'a', prop: 'b', checked: true, fixed: false }] })).code).toBe(4400);
    expect((await specDetail(token, { name: 'spec_names_list', user_id: 1 })).code).toBe(4403);
    expect((await specUpdate(token, { name: 'spec_names_list', company_id: 999, content_pagesize: 20 })).code).toBe(4403);
    expect(await rows()).toEqual(before);
  });
});

describe('a table with its own columns (own_columns: a form\'s editable table)', () => {
  const LINES = 'lines';
  const ownDetail = (token: string, query: Record<string, unknown> = {}) => detail(token, { table_name: LINES, own_columns: true, ...query });
  const ownUpdate = (token: string, body: Record<string, unknown>) => update(token, { table_name: LINES, own_columns: true, ...body });

  it('has no admin default: nothing stored is no columns and no widths', async () => {
    const answer = await ownDetail(tokens.departmentManager);
    expect(answer.code).toBe(2000);
    expect(answer.data).toMatchObject({ table_name: LINES, table_fields: [], table_cell_width: {}, customized: false });
  });

  it('answers the stored columns in their sort order, keys the menu\'s remote fields do not have kept, widths as dragged', async () => {
    const token = tokens.departmentManager;
    const widthOnly = await ownUpdate(token, { table_cell_width: { price: 220 } });
    expect(widthOnly.data).toMatchObject({ table_fields: [], table_cell_width: { price: 220 }, customized: true });
    const saved = await ownUpdate(token, {
      table_fields: [
        { prop: 'remark', checked: true, fixed: 'right', sort: 300 },
        { key: 'goods_name', checked: true, fixed: 'left', sort: 100 },
        { key: 'spec', checked: false, fixed: false, sort: 200 },
      ],
    });
    expect(saved.code).toBe(2000);
    const read = (await ownDetail(token)).data;
    expect(read).toEqual(saved.data);
    expect(keys(read)).toEqual(['goods_name', 'spec', 'remark']);
    expect(field(read, 'spec')).toMatchObject({ checked: false, fixed: false, label: 'spec', sort: 2 });
    expect(field(read, 'remark')).toMatchObject({ fixed: 'right' });
    expect(read.table_cell_width).toEqual({ price: 220 });
    // The same table name read as a list (no own_columns) merges over the remote fields: the grid's keys go.
    expect(keys((await detail(token, { table_name: LINES })).data)).toEqual(columns.map((c) => c.prop));
  });

  it('table_cell_width null puts the widths back and keeps the columns', async () => {
    const token = tokens.departmentManager;
    const reset = await ownUpdate(token, { table_cell_width: null });
    expect(reset.data.table_cell_width).toEqual({});
    expect(keys(reset.data)).toEqual(['goods_name', 'spec', 'remark']);
  });

  it('refuses a width under 30 or a column named twice (4400) and keeps the setting', async () => {
    const token = tokens.departmentManager;
    const before = (await ownDetail(token)).data;
    expect((await ownUpdate(token, { table_cell_width: { price: 10 } })).code).toBe(4400);
    expect((await ownUpdate(token, { table_fields: [{ key: 'a', checked: true, fixed: false }, { prop: 'a', checked: true, fixed: false }] })).code).toBe(4400);
    expect((await ownUpdate(token, { own_columns: 'sometimes', table_cell_width: { price: 300 } })).code).toBe(4400);
    expect((await ownDetail(token)).data).toEqual(before);
  });
});
