import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { VIEW_DEFAULT_FIELDS_URL, VIEW_LIST_URL } from '../../renderers/core/saved-view-types';
import { SETTING_DETAIL_URL } from '../../renderers/core/use-list-settings';
import { compileListPage, type RemoteField } from '../../rules/page-compile/compile-list-page';
import { COMPILED_PAGE_URL, compiledPageQuery, PAGE_OPEN_URL } from '../../src/pages/page-cache-key';
import { pageOpeningCall } from '../../src/pages/opening-query';
import { originOf } from '../../src/services/request/api-bases';
import { LIST_PREFETCH_TTL_MS, openingFirstRows, startPageOpening, type PageOpener } from '../../src/pages/page-opening';
import type { SessionState } from '../../src/session/store';
import type { PermNode } from '../../src/session/types';

const menu = {
  id: 301, name: '销售合同', name_en: 'Sales contracts', func_config: { row_key: 'id' }, config_errors: [], children: [], perms: [],
  use_remote_field: 1, remote_fields_url: '/api/base/remoteField/list',
  remote_request_url: '/api/contract/sales_contract/index', remote_request_method: 'GET',
  tabs_options: { field: 'status', options: [{ value: 1, label: '审批中' }] },
} as unknown as PermNode;

const fields: RemoteField[] = [
  { id: 1, perms_id: 301, prop: 'contract_no', label: '合同编号', label_en: '', sort: 0, searchType: 'input' },
  { id: 2, perms_id: 301, prop: 'amount', label: '合同金额', label_en: '', sort: 1, valueType: 'money' },
];

/** The menu's page as the server answers it (server/modules/pages compiles it with the same compiler). */
const compiled = { menu_id: 301, page: compileListPage(menu, fields, 'zh', { orgPath: [1, 12], front: {} }), problems: [] };

const session = { user: { id: 7, org_id: 12, user_name: '张三', org_name: '华东', position_name: '销售员', org_path_id: '1,12' }, positions: [], front: {} } as unknown as SessionState;

/**
 * The request client's prefetch as the opening sees it: a GET answered by another call (`answered`) is sent only if
 * that brings none; one prefetched before is not sent again; what is sent is recorded and answered from `server` by
 * URL. With `opens`, page/open answers each call it is given as that URL would (a URL not in `server` fails, 4400).
 */
function opener(server: Record<string, unknown> = {}, opens = true) {
  const calls: { url: string; query?: Record<string, unknown>; ttl?: number }[] = [];
  const kept = new Map<string, Promise<unknown>>();
  const keyOf = (url: string, query?: Record<string, unknown>) => `${url} ${JSON.stringify(query ?? {})}`;
  const answerOf = (url: string) => (url in server ? { code: 2000, msg: '', data: server[url] } : { code: 4400, msg: 'no', data: null });
  const send = (url: string, query?: Record<string, unknown>, ttl?: number): Promise<unknown> => {
    calls.push({ url, query, ttl });
    if (url === PAGE_OPEN_URL && opens && COMPILED_PAGE_URL in server) {
      const asked = (query?.calls ?? []) as { url: string }[];
      return Promise.resolve({ ...(server[COMPILED_PAGE_URL] as object), answers: asked.map((c) => answerOf(c.url)) });
    }
    return url in server ? Promise.resolve(server[url]) : Promise.reject(new Error('not answered'));
  };
  const prefetch = (<T,>(url: string, query?: Record<string, unknown>, ttl?: number, answered?: Promise<{ value: unknown } | undefined>): Promise<T> => {
    const key = keyOf(url, query);
    if (!kept.has(key)) {
      const answer = answered ? answered.then((known) => (known ? known.value : send(url, query, ttl))) : send(url, query, ttl);
      // Like the request client's: a failed prefetch is quiet until someone takes it.
      answer.catch(() => undefined);
      kept.set(key, answer);
    }
    return kept.get(key) as Promise<T>;
  }) as PageOpener['prefetch'];
  return { calls, opener: { prefetch, session, language: 'zh' as const } };
}

const VIEWS = { listData: [], defaultId: null, canShare: true };
const OPENING_CALLS = [VIEW_LIST_URL, VIEW_DEFAULT_FIELDS_URL, SETTING_DETAIL_URL];

describe('startPageOpening: a list menu’s calls in one, from the click, then its first list call', () => {
  it('asks page/open for the compiled page, views, default columns and setting at once, then the list call the page will make', async () => {
    const { calls, opener: o } = opener({ [COMPILED_PAGE_URL]: compiled, [VIEW_LIST_URL]: VIEWS });
    const opening = startPageOpening(o, menu, new URLSearchParams('activeTab=1'));
    expect(calls.map((c) => c.url)).toEqual([PAGE_OPEN_URL]);
    expect(calls[0]!.query).toMatchObject(compiledPageQuery(301, 'zh'));
    // Kept no longer than the first rows it carries.
    expect(calls[0]!.ttl).toBe(LIST_PREFETCH_TTL_MS);
    expect((calls[0]!.query!.calls as { url: string }[]).map((c) => c.url)).toEqual(OPENING_CALLS);
    await opening;
    // What page/open answered well is not asked again; the default columns and setting it failed to answer are asked alone.
    expect(calls.slice(1).map((c) => c.url)).toEqual([VIEW_DEFAULT_FIELDS_URL, SETTING_DETAIL_URL, '/api/contract/sales_contract/index']);
    const list = calls[3]!;
    expect(list.ttl).toBe(LIST_PREFETCH_TTL_MS);
    // The address's tab is the first call's condition; the user's department is its remote org.
    expect(list.query).toMatchObject({ page: 1, limit: 15, statistics_field: 'status', where: { status: ['in', [1]] }, remote_params: { perms_id: 301, org_id: 12 } });
  });

  it('when page/open fails, each call is asked alone, as before it', async () => {
    const { calls, opener: o } = opener({ [COMPILED_PAGE_URL]: compiled, [VIEW_LIST_URL]: VIEWS }, false);
    await startPageOpening(o, { ...menu, id: 307 } as PermNode, new URLSearchParams());
    expect(calls.map((c) => c.url)).toEqual([PAGE_OPEN_URL, COMPILED_PAGE_URL, ...OPENING_CALLS, '/api/contract/sales_contract/index']);
  });

  it('a second start moments later sends nothing', async () => {
    const { calls, opener: o } = opener({ [COMPILED_PAGE_URL]: compiled, [VIEW_LIST_URL]: VIEWS });
    const other = { ...menu, id: 302 } as PermNode;
    await startPageOpening(o, other, new URLSearchParams());
    const sent = calls.length;
    await startPageOpening(o, other, new URLSearchParams());
    expect(calls).toHaveLength(sent);
  });

  it('no list call when the compiled page fails (the page asks and shows the failure itself)', async () => {
    const { calls, opener: o } = opener({ [VIEW_LIST_URL]: VIEWS });
    await startPageOpening(o, { ...menu, id: 303 } as PermNode, new URLSearchParams());
    expect(calls.map((c) => c.url)).not.toContain('/api/contract/sales_contract/index');
  });

  it('nothing for a form menu, a menu with configuration errors, or a record page', () => {
    const { calls, opener: o } = opener();
    startPageOpening(o, { ...menu, id: 304, config_errors: ['func_config is not JSON'] } as PermNode, new URLSearchParams());
    startPageOpening(o, { ...menu, id: 305, func_config: { page_type: 3, resource: '/api/crm/sales_lead' } } as unknown as PermNode, new URLSearchParams());
    startPageOpening(o, { ...menu, id: 306, func_config: { page_type: 2, form: { type: 'object', properties: {} } } } as unknown as PermNode, new URLSearchParams());
    expect(calls).toEqual([]);
  });
});

describe('startPageOpening: the list call made last time, and the first rows', () => {
  const LIST_URL = '/api/contract/sales_contract/index';
  let stored: Map<string, string>;
  beforeEach(() => {
    stored = new Map();
    vi.stubGlobal('window', { localStorage: { getItem: (k: string) => stored.get(k) ?? null, setItem: (k: string, v: string) => void stored.set(k, v), removeItem: (k: string) => void stored.delete(k) } });
  });
  afterEach(() => vi.unstubAllGlobals());
  const answers = (rows: unknown[]) => ({
    [COMPILED_PAGE_URL]: compiled,
    [VIEW_LIST_URL]: VIEWS,
    [VIEW_DEFAULT_FIELDS_URL]: { fields: [] },
    [SETTING_DETAIL_URL]: { table_fields: [{ key: 'amount', label: '合同金额', sort: 0, checked: true, fixed: false }, { key: 'contract_no', label: '合同编号', sort: 1, checked: true, fixed: false }], table_cell_width: {}, content_pagesize: 15 },
    [LIST_URL]: { data: rows, total: rows.length },
  });

  it('the list call an earlier opening made is one of page/open’s calls: nothing else is sent when the page makes it again', async () => {
    const first = opener(answers([]));
    await startPageOpening(first.opener, { ...menu, id: 310 } as PermNode, new URLSearchParams());
    const computed = first.calls.find((c) => c.url === LIST_URL)!;
    // A new session of the same user (a reload): the remembered call goes in the one opening call.
    const again = opener(answers([]));
    await startPageOpening(again.opener, { ...menu, id: 310 } as PermNode, new URLSearchParams());
    expect(again.calls.map((c) => c.url)).toEqual([PAGE_OPEN_URL]);
    expect(again.calls[0]!.query!.calls).toEqual([...OPENING_CALLS.map((url) => expect.objectContaining({ url })), { url: LIST_URL, query: computed.query }]);
  });

  it('a remembered list call served by another backend (VITE_API_BASES) is not asked of page/open', () => {
    stored.set('hkwl:opening-call:7::314?', JSON.stringify({ url: LIST_URL, query: { page: 1 } }));
    const user = { user: session.user };
    const here = pageOpeningCall(user, { ...menu, id: 314 } as PermNode, new URLSearchParams(), 'zh', {});
    expect(here.calls.map((c) => c.url)).toEqual([...OPENING_CALLS, LIST_URL]);
    const elsewhere = pageOpeningCall(user, { ...menu, id: 314 } as PermNode, new URLSearchParams(), 'zh', { '/api/contract': 'https://contract.example' });
    expect(elsewhere.calls.map((c) => c.url)).toEqual(OPENING_CALLS);
    expect(originOf({ '/api': 'https://a', '/api/contract': 'https://b' }, LIST_URL)).toBe('https://b');
    expect(originOf({ '/api': 'https://a' }, '/other')).toBe('');
  });

  it('a remembered entry that is not a call of this site is not sent', async () => {
    stored.set('hkwl:opening-call:7::311?', JSON.stringify({ url: 'https://evil.example/steal', query: {} }));
    const { calls, opener: o } = opener(answers([]));
    void startPageOpening(o, { ...menu, id: 311 } as PermNode, new URLSearchParams());
    expect(calls.map((c) => c.url)).toEqual([PAGE_OPEN_URL]);
    expect(JSON.stringify(calls[0]!.query)).not.toContain('evil.example');
  });

  it('the first rows (a cold start’s): the list answer’s rows, the page’s table and the user’s setting; none when the list call fails', async () => {
    const rows = [{ id: 1, contract_no: 'XS-1', amount: 1250 }];
    const { opener: plain } = opener(answers(rows));
    const params = new URLSearchParams();
    // A sidebar click's opening draws none.
    await startPageOpening(plain, { ...menu, id: 312 } as PermNode, params);
    expect(openingFirstRows(plain.prefetch, { ...menu, id: 312 } as PermNode, params)).toBeNull();
    const { opener: cold } = opener(answers(rows));
    const o = { ...cold, firstRows: true };
    await startPageOpening(o, { ...menu, id: 312 } as PermNode, params);
    const drawn = await openingFirstRows(o.prefetch, { ...menu, id: 312 } as PermNode, params);
    expect(drawn?.rows).toEqual(rows);
    expect(drawn?.title).toBe('销售合同');
    expect(drawn?.table.columns.map((c) => c.prop)).toEqual(['contract_no', 'amount']);
    expect(drawn?.settings?.table_fields.map((f) => f.key)).toEqual(['amount', 'contract_no']);
    // Another opening's rows are not this one's.
    expect(openingFirstRows(o.prefetch, { ...menu, id: 399 } as PermNode, params)).toBeNull();
    const noList = opener(Object.fromEntries(Object.entries(answers(rows)).filter(([url]) => url !== LIST_URL)));
    await startPageOpening({ ...noList.opener, firstRows: true }, { ...menu, id: 313 } as PermNode, params);
    await expect(openingFirstRows(noList.opener.prefetch, { ...menu, id: 313 } as PermNode, params)).resolves.toBeNull();
  });
});
