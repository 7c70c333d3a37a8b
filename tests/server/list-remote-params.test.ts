import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changePosition, get, login, post, startTestServer, type TestServer } from './harness';
import { addLeadButtons, CLERK, grantPosition, LEAD_MENU, nameOf, resetLeads, type GrantCase } from './scope-fixtures';

// The leads of scope-fixtures.ts: A, B, K in the clerk's group 7 (K on a position under it), C and L in the sibling
// group 8, D in their parent 6, E in 9, F in 12 (another entity), G in 17 (the subsidiary 14), I in the bureau's
// office 2, H, M, N in 23 (the other bureau, 19).
const INDEX = '/api/crm/sales_lead/index';

let server: TestServer;
const tokens = new Map<string, string>();
beforeAll(async () => {
  server = await startTestServer(30);
  await addLeadButtons(server.database.db);
  await resetLeads(server.database.db);
});
afterAll(async () => {
  await server.close();
});

/** The clerk in a position of their own holding only this grant on the leads menu (one per scope). */
async function as(grant: GrantCase): Promise<string> {
  const key = JSON.stringify(grant);
  if (!tokens.has(key)) {
    const { positionId } = await grantPosition(server.database.db, grant);
    tokens.set(key, await changePosition(server.app, await login(server.app, CLERK.mobile), positionId));
  }
  return tokens.get(key)!;
}

interface Page {
  data: { id: number }[];
  total: number;
}

async function names(token: string, query: Record<string, unknown>): Promise<string[]> {
  const answer = await get<Page>(server.app, token, INDEX, { limit: 100, order: 'id asc', ...query });
  expect(answer.code).toBe(2000);
  return answer.data.data.map((r) => nameOf(r.id));
}

const BUREAU = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'I', 'K', 'L'];

describe('list remote_params org_id', () => {
  it('narrows the list to rows created in that org or below it, inside the scope', async () => {
    const token = await as({ scope: 'bureau' });
    expect(await names(token, {})).toEqual(BUREAU);
    expect(await names(token, { remote_params: { org_id: 6 } })).toEqual(['A', 'B', 'C', 'D', 'K', 'L']);
    expect(await names(token, { remote_params: { org_id: 14 } })).toEqual(['G']);
    expect(await names(token, { remote_params: { org_id: 6 }, where: { lead_name: ['in', ['线索 C', '线索 E']] } })).toEqual(['C']);
  });

  it('never widens the scope: an org outside it, or above it, shows no more than the scope; an unknown org nothing', async () => {
    const token = await as({ scope: 'bureau' });
    expect(await names(token, { remote_params: { org_id: 19 } })).toEqual([]);
    expect(await names(token, { remote_params: { org_id: 1 } })).toEqual(BUREAU);
    expect(await names(token, { remote_params: { org_id: 999_999 } })).toEqual([]);
    const oneself = await as({ scope: 'oneself' });
    expect(await names(oneself, { remote_params: { org_id: 8 } })).toEqual(['L']);
  });

  it('the caller\'s own org (what the list page sends by default) is the whole scope', async () => {
    const token = await as({ scope: 'bureau' });
    expect(await names(token, { remote_params: { perms_id: LEAD_MENU, org_id: CLERK.department } })).toEqual(BUREAU);
  });

  it('narrows a scope that has no filter too, and the POST body takes remote_params as an object', async () => {
    const token = await as({ scope: 'all' });
    expect(await names(token, { remote_params: { org_id: 19 } })).toEqual(['H', 'M', 'N']);
    const answer = await post<Page>(server.app, token, INDEX, { limit: 100, order: 'id asc', remote_params: { perms_id: LEAD_MENU, org_id: 19 } });
    expect(answer.code).toBe(2000);
    expect(answer.data.data.map((r) => nameOf(r.id))).toEqual(['H', 'M', 'N']);
    expect(answer.data.total).toBe(3);
  });
});

describe('list remote_params perms_id', () => {
  it('reads the list through that menu\'s grant, as the flat perms_id does (which still works)', async () => {
    const token = await as({ scope: 'bureau' });
    expect(await names(token, { perms_id: LEAD_MENU })).toEqual(BUREAU);
    expect(await names(token, { remote_params: { perms_id: LEAD_MENU } })).toEqual(BUREAU);
    expect(await names(token, { perms_id: LEAD_MENU, remote_params: { perms_id: LEAD_MENU } })).toEqual(BUREAU);
    // A menu the role does not hold: refused, as with the flat perms_id.
    expect((await get(server.app, token, INDEX, { remote_params: { perms_id: 101 } })).code).toBe(4403);
    expect((await get(server.app, token, INDEX, { perms_id: 101 })).code).toBe(4403);
  });

  it('a flat perms_id and a different remote_params.perms_id are refused with 4400', async () => {
    const token = await as({ scope: 'bureau' });
    const answer = await get(server.app, token, INDEX, { perms_id: LEAD_MENU, remote_params: { perms_id: 101 } });
    expect(answer.code).toBe(4400);
    expect(answer.msg).toContain('perms_id');
  });
});

describe('list remote_params refuses bad input', () => {
  it('text that is not JSON is a 4420 naming the parameter', async () => {
    const answer = await get(server.app, await as({ scope: 'bureau' }), INDEX, { remote_params: '{"org_id":' });
    expect(answer.code).toBe(4420);
    expect(answer.msg).toContain('remote_params');
  });

  const bad: unknown[] = [[6], { org_id: 0 }, { org_id: -3 }, { org_id: 'six' }, { org_id: 1.5 }, { org_id: 3_000_000_000 }, { org_id: null }, { perms_id: 0 }, { dept: 6 }, 'six'];
  for (const value of bad) {
    it(`GET ${JSON.stringify(value)} is a 4400`, async () => {
      const token = await as({ scope: 'bureau' });
      const answer = await get(server.app, token, INDEX, { remote_params: JSON.stringify(value) });
      expect(answer.code).toBe(4400);
      expect(answer.data).toBeNull();
    });
    it(`POST ${JSON.stringify(value)} is a 4400`, async () => {
      const token = await as({ scope: 'bureau' });
      const answer = await post(server.app, token, INDEX, { remote_params: value });
      expect(answer.code).toBe(4400);
      expect(answer.data).toBeNull();
    });
  }
});
