import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startBootCalls } from '../../src/app/boot-calls';
import { keepOpening } from '../../src/pages/boot-opening';
import { openingFirstRows } from '../../src/pages/page-opening';
import { SESSION_CALLS } from '../../src/session/session';
import type { SessionState } from '../../src/session/store';
import type { PermNode } from '../../src/session/types';

const menu = {
  id: 301, name: '销售合同', name_en: 'Sales contracts', func_config: { row_key: 'id' }, config_errors: [], children: [], perms: [],
  use_remote_field: 1, remote_fields_url: '/api/base/remoteField/list',
  remote_request_url: '/api/contract/sales_contract/index', remote_request_method: 'GET',
} as unknown as PermNode;

const TOKEN = 'client-token-1';

describe('a cold start’s calls, before the app renders (src/app/boot-calls.ts)', () => {
  let stored: Map<string, string>;
  let asked: string[];
  beforeEach(() => {
    stored = new Map();
    asked = [];
    vi.stubGlobal('window', { localStorage: { getItem: (k: string) => stored.get(k) ?? null, setItem: (k: string, v: string) => void stored.set(k, v), removeItem: (k: string) => void stored.delete(k) } });
    vi.stubGlobal('fetch', (input: Request | string) => {
      asked.push(new URL(typeof input === 'string' ? input : input.url, 'http://app.test').pathname);
      return Promise.resolve(new Response(JSON.stringify({ code: 0, msg: 'ok', data: {} }), { headers: { 'content-type': 'application/json' } }));
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('with a session at a signed-in address: the session’s calls and the kept opening’s are sent, into the store the app takes from', async () => {
    stored.set('hkwl-client-token', TOKEN);
    keepOpening('/contract/sales', menu, { token: TOKEN, user: { id: 7, org_id: 12, org_path_id: '1,12', position_org_id: 12 }, positions: [{}], front: {} } as unknown as SessionState);
    const boot = startBootCalls('zh', { pathname: '/contract/sales', search: '' });
    expect(boot.store.token).toBe(TOKEN);
    await boot.sent;
    await vi.waitFor(() => expect(asked).toEqual(expect.arrayContaining([...Object.values(SESSION_CALLS).map((call) => call.url), '/api/base/page/open'])));
    expect(boot.serverState.queries.getQueryCache().getAll().length).toBeGreaterThanOrEqual(Object.keys(SESSION_CALLS).length + 1);
    // The page finds the opening (and its first rows) under the prefetch the app hands it while in this language.
    expect(openingFirstRows(boot.prefetch!, menu, new URLSearchParams())).toBeInstanceOf(Promise);
    const another = <T,>(): Promise<T> => Promise.resolve(undefined as T);
    expect(openingFirstRows(another, menu, new URLSearchParams())).toBeNull();
  });

  it('without a session, or on the sign-in page, sends nothing and resolves at once', async () => {
    const anonymous = startBootCalls('zh', { pathname: '/contract/sales', search: '' });
    await anonymous.sent;
    stored.set('hkwl-client-token', TOKEN);
    const login = startBootCalls('en', { pathname: '/login', search: '' });
    await login.sent;
    expect(asked).toEqual([]);
    expect(anonymous.serverState.queries.getQueryCache().getAll().length + login.serverState.queries.getQueryCache().getAll().length).toBe(0);
    expect(login.language).toBe('en');
  });
});
