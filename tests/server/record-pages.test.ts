import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, login, MOBILES, startTestServer, type TestServer } from './harness';

// Issue 20, every record opens: the record pages of the lists without a form (server/db/seed/record-pages.ts)
// reach whoever holds the list, and read the record through the list's menu (perms_id), so the server decides
// the scope: a record outside it answers 4404, which the page shows as an error, never the record.

let server: TestServer;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  server = await startTestServer();
  tokens.admin = await login(server.app, MOBILES.admin);
  tokens.clerk = await login(server.app, MOBILES.salesClerk);
  // 刘洋, a trade clerk (scope oneself) holding the settlements too.
  tokens.tradeClerk = await login(server.app, '13800000006');
});
afterAll(async () => {
  await server.close();
});

type Row = Record<string, unknown> & { id: number; add_user_id: number };
type Node = { id: number; flag: string; show_in_sidebar: number; func_config: unknown; children: Node[] };

const leaves = (nodes: Node[]): Node[] => nodes.flatMap((n) => (n.children.length > 0 ? leaves(n.children) : [n]));
const perms = async (token: string) => leaves((await get<Node[]>(server.app, token, '/api/access/account/perms', { app_id: 44 })).data);

/** The record pages and the list each reads through. */
const PAGES = [
  { who: 'clerk', page: 1021, list: 102, base: '/api/crm/sales_lead' },
  { who: 'clerk', page: 1031, list: 103, base: '/api/crm/sales_chance' },
  { who: 'tradeClerk', page: 5011, list: 501, base: '/api/settlement/settlement_bill' },
] as const;

describe('the record pages', () => {
  it.each(PAGES)('menu $page reaches a holder of list $list, hidden, naming its resource', async ({ who, page, base }) => {
    const leaf = (await perms(tokens[who])).find((n) => n.id === page);
    expect(leaf).toMatchObject({ show_in_sidebar: 0, func_config: { page_type: 3, resource: base } });
  });

  it('a role without the list has no record page either (the sales clerk and the settlements)', async () => {
    const ids = (await perms(tokens.clerk)).map((n) => n.id);
    expect(ids).not.toContain(5011);
    expect(ids).not.toContain(501);
  });

  it.each(PAGES)('$base read as the page reads it: the own record with its people and organisation names, 4404 outside the scope', async ({ who, list, base }) => {
    const token = tokens[who];
    const own = await get<{ data: Row[] }>(server.app, token, `${base}/index`, { perms_id: list, limit: 1 });
    const id = own.data.data[0].id;
    const detail = await get<Row>(server.app, token, `${base}/detail`, { id, perms_id: list });
    expect(detail.code).toBe(2000);
    expect(detail.data).toMatchObject({ id, add_user_name: expect.any(String), add_org_name: expect.any(String) });
    const mine = detail.data.add_user_id;
    const others = await get<{ data: Row[] }>(server.app, tokens.admin, `${base}/index`, { perms_id: list, limit: 1, where: JSON.stringify({ add_user_id: ['not_in', [mine]] }) });
    const foreign = await get(server.app, token, `${base}/detail`, { id: others.data.data[0].id, perms_id: list });
    expect(foreign).toMatchObject({ code: 4404, data: null });
  });
});
