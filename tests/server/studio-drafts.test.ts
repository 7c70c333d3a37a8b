import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CheckAnswer, DraftAnswer, DraftRow, PageRow } from '../../schemas/generated/studio';
import { bearer, call, login, MOBILES, startTestServer, type TestServer } from './harness';

/**
 * The studio's drafts (issue 23): what an administrator is writing is kept on the server, as written (half done is
 * fine), for that author alone; another administrator neither sees nor removes it; publishing the name removes the
 * publisher's draft; nobody but an administrator reaches the calls; a malformed body changes nothing.
 */

let server: TestServer;
let admin: string;
let second: string;
let clerk: string;

function studio<T>(url: string, token: string, payload?: object) {
  return call<T>(server.app, { method: payload ? 'POST' : 'GET', url: `/api/base/studio/${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });
}

async function draftCount(): Promise<number> {
  const row = await server.database.db.selectFrom('studio_drafts').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

/** A page under way: no menu group yet, no columns: a draft, not something publish would take. */
const HALF_DONE = { key: 'draft_lease_list', menu: { name: { zh: '租赁草稿' } } };

beforeAll(async () => {
  server = await startTestServer(20);
  // A second administrator: the finance user's position holds the administrator role.
  const finance = await server.database.db.selectFrom('users').select('id').where('user_mobile', '=', MOBILES.finance).executeTakeFirstOrThrow();
  await server.database.db.updateTable('user_positions').set({ role_id: 1 }).where('user_id', '=', finance.id).execute();
  admin = await login(server.app, MOBILES.admin);
  second = await login(server.app, MOBILES.finance);
  clerk = await login(server.app, MOBILES.salesClerk);
});
afterAll(async () => server.close());

describe('studio drafts', () => {
  it('keeps a half-done draft for its author, replaced by the next save; another administrator sees none of it', async () => {
    const saved = await studio<DraftAnswer>('page/draft', admin, { name: 'draft_lease_list', definition: HALF_DONE });
    expect(saved).toMatchObject({ code: 2000, data: { name: 'draft_lease_list', definition: HALF_DONE, base_version: null } });
    const next = { ...HALF_DONE, menu: { ...HALF_DONE.menu, flag: '/lease/draft' } };
    await studio('page/draft', admin, { name: 'draft_lease_list', definition: next });
    expect((await studio<DraftAnswer>('page/draft?name=draft_lease_list', admin)).data).toMatchObject({ definition: next });
    expect((await studio<DraftRow[]>('page/drafts', admin)).data).toEqual([expect.objectContaining({ name: 'draft_lease_list', base_version: null })]);

    expect((await studio<DraftAnswer | null>('page/draft?name=draft_lease_list', second)).data).toBeNull();
    expect((await studio<DraftRow[]>('page/drafts', second)).data).toEqual([]);
    // Each kind keeps its own: a resource of the same name has no draft.
    expect((await studio<DraftAnswer | null>('resource/draft?name=draft_lease_list', admin)).data).toBeNull();
    // Another administrator's discard is of their own draft: the author's stays.
    expect((await studio('page/draft/discard', second, { name: 'draft_lease_list' })).code).toBe(2000);
    expect((await studio<DraftAnswer>('page/draft?name=draft_lease_list', admin)).data).toMatchObject({ definition: next });
    // Nothing is served from a draft: no page of that key.
    expect((await studio<PageRow[]>('page/index', admin)).data.map((p) => p.key)).not.toContain('draft_lease_list');
  });

  it('publishing removes the publisher’s draft of the name; the other administrator’s draft stays theirs', async () => {
    const rule = { code: 'DRAFT_RULE', resource: 'sales_contract', name: '金额过大', condition: 'amount > 90000000', severity: 'warning', prompt: '金额{amount}过大' };
    await studio('rule/draft', admin, { name: 'DRAFT_RULE', definition: { ...rule, name: '金额' } });
    await studio('rule/draft', second, { name: 'DRAFT_RULE', definition: { ...rule, name: '另一位的' } });
    expect(await studio<CheckAnswer>('rule/publish', admin, { definition: rule })).toMatchObject({ code: 2000, data: { version: 1 } });
    expect((await studio<DraftAnswer | null>('rule/draft?name=DRAFT_RULE', admin)).data).toBeNull();
    expect((await studio<DraftAnswer>('rule/draft?name=DRAFT_RULE', second)).data).toMatchObject({ definition: { name: '另一位的' } });
    // A refused publish keeps the draft.
    await studio('rule/draft', admin, { name: 'DRAFT_RULE', definition: { ...rule, condition: 'amount >' }, base_version: 1 });
    expect((await studio<CheckAnswer>('rule/publish', admin, { definition: { ...rule, condition: 'amount >' }, base_version: 1 })).code).toBe(4400);
    expect((await studio<DraftAnswer>('rule/draft?name=DRAFT_RULE', admin)).data).toMatchObject({ base_version: 1 });
    // Discarding it is the author's choice.
    expect((await studio('rule/draft/discard', admin, { name: 'DRAFT_RULE' })).code).toBe(2000);
    expect((await studio<DraftAnswer | null>('rule/draft?name=DRAFT_RULE', admin)).data).toBeNull();
  });

  it('refuses anyone but an administrator and malformed bodies, changing nothing', async () => {
    const before = await draftCount();
    expect((await studio('page/draft', clerk, { name: 'clerk_page', definition: HALF_DONE })).code).toBe(4403);
    expect((await studio('page/draft?name=draft_lease_list', clerk)).code).toBe(4403);
    expect((await studio('page/drafts', clerk)).code).toBe(4403);
    expect((await studio('page/draft/discard', clerk, { name: 'draft_lease_list' })).code).toBe(4403);
    const bad: object[] = [
      { name: "x'; drop table studio_drafts; --", definition: {} },
      { name: 'ok_name', definition: [] },
      { name: 'ok_name', definition: 'text' },
      { name: 'ok_name' },
      { name: 'ok_name', definition: {}, base_version: 0 },
      { name: 'ok_name', definition: {}, author_id: 2 },
    ];
    for (const body of bad) {
      const answer = await studio('page/draft', admin, body);
      expect(answer.code, JSON.stringify(body)).toBe(4400);
    }
    // Past the limits: nested deeper than 64 levels (built as text: a 100,000-level value would overflow a stringify),
    // larger than 512 KB, or a hundred and first draft of a kind.
    const deep = `{"name":"deep_page","definition":${'{"a":'.repeat(100_000)}1${'}'.repeat(100_000)}}`;
    const nested = await call(server.app, { method: 'POST', url: '/api/base/studio/page/draft', headers: { ...bearer(admin), 'content-type': 'application/json' }, payload: deep });
    expect(nested).toMatchObject({ code: 4400, msg: expect.stringContaining('嵌套过深') });
    expect((await studio('page/draft', admin, { name: 'big_page', definition: { text: 'x'.repeat(600 * 1024) } })).code).toBe(4400);
    expect((await studio('page/draft?name=../etc', admin)).code).toBe(4400);
    expect((await studio('page/draft/discard', admin, { name: 'x y' })).code).toBe(4400);
    expect(await draftCount()).toBe(before);
    expect((await studio<DraftAnswer>('page/draft?name=draft_lease_list', admin)).data).toMatchObject({ name: 'draft_lease_list' });

    const rows = Array.from({ length: 100 }, (_, i) => ({ kind: 'chooser', name: `many_${i}`, author_id: 1, definition: '{}', base_version: null, updated_at: '2026-11-28 00:00:00' }));
    await server.database.db.insertInto('studio_drafts').values(rows).execute();
    const tooMany = await studio('chooser/draft', admin, { name: 'one_more', definition: {} });
    expect(tooMany).toMatchObject({ code: 4400, msg: expect.stringContaining('草稿过多') });
    // Its existing ones are still kept.
    expect((await studio('chooser/draft', admin, { name: 'many_0', definition: { again: true } })).code).toBe(2000);
    await server.database.db.deleteFrom('studio_drafts').where('kind', '=', 'chooser').execute();
  });

  it('a rollback keeps the author’s draft: it publishes another text', async () => {
    const rule = { code: 'ROLLBACK_RULE', resource: 'sales_contract', name: '金额较大', condition: 'amount > 80000000', severity: 'warning', prompt: '金额{amount}较大' };
    expect((await studio<CheckAnswer>('rule/publish', admin, { definition: rule })).code).toBe(2000);
    expect((await studio<CheckAnswer>('rule/publish', admin, { definition: { ...rule, name: '金额很大' }, base_version: 1 })).code).toBe(2000);
    await studio('rule/draft', admin, { name: 'ROLLBACK_RULE', definition: { ...rule, name: '写了一半' }, base_version: 2 });
    expect((await studio<CheckAnswer>('rule/rollback', admin, { name: 'ROLLBACK_RULE', version: 1, base_version: 2 })).code).toBe(2000);
    expect((await studio<DraftAnswer>('rule/draft?name=ROLLBACK_RULE', admin)).data).toMatchObject({ definition: { name: '写了一半' }, base_version: 2 });
  });

  it('a version in any text form but a JSON number is refused (4400) and stores nothing; in a query, only plain decimals', async () => {
    const before = await draftCount();
    // "1e309" and "Infinity" had been read as Infinity (stored, then 5000 on every read); "0x10" as 16.
    for (const version of ['Infinity', '1e309', '0x10', ' 7', '7', true, null]) {
      const answer = await studio('page/draft', admin, { name: 'strict_numbers', definition: HALF_DONE, base_version: version });
      expect(answer.code, JSON.stringify(version)).toBe(4400);
    }
    const huge = await server.app.inject({ method: 'POST', url: '/api/base/studio/page/draft', headers: { ...bearer(admin), 'content-type': 'application/json' }, payload: '{"name":"strict_numbers","definition":{},"base_version":1e309}' });
    expect(huge.json()).toMatchObject({ code: 4400 });
    expect(await draftCount()).toBe(before);
    for (const page of ['Infinity', '1e309', '0x10', '%207', '1e0', '2%20']) {
      const listed = await call(server.app, { method: 'GET', url: `/api/base/workflow/taskList?page=${page}`, headers: bearer(admin) });
      expect(listed.code, page).toBe(4400);
    }
    expect((await call(server.app, { method: 'GET', url: '/api/base/workflow/taskList?page=2&limit=5', headers: bearer(admin) })).code).toBe(2000);
  });
});
