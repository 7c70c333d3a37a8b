import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetOpenings, keepOpening, sessionTag, startBootOpening } from '../../src/pages/boot-opening';
import type { PageOpener } from '../../src/pages/page-opening';
import type { SessionState } from '../../src/session/store';
import type { PermNode } from '../../src/session/types';

const menu = {
  id: 301, name: '销售合同', name_en: 'Sales contracts', func_config: { row_key: 'id' }, config_errors: [], children: [], perms: [],
  use_remote_field: 1, remote_fields_url: '/api/base/remoteField/list',
  remote_request_url: '/api/contract/sales_contract/index', remote_request_method: 'GET',
} as unknown as PermNode;

const session = (token: string) =>
  ({ token, user: { id: 7, org_id: 12, user_name: '张三', org_name: '华东', position_name: '销售员', org_path_id: '1,12', position_org_id: 12, user_mobile: '13800000003' }, positions: [{}, {}], front: { api_encryption: '1' } }) as unknown as SessionState;

/** The opening's code is imported on first use, its first transform slow on a busy machine (the waits allow 20 s). */
const FIRST_IMPORT_TIMEOUT = 30_000;

function recorder() {
  const urls: string[] = [];
  const prefetch = (<T,>(url: string): Promise<T> => {
    urls.push(url);
    const failed = Promise.reject(new Error('not answered'));
    failed.catch(() => undefined);
    return failed as Promise<T>;
  }) as PageOpener['prefetch'];
  return { urls, prefetch };
}

describe('the opening of a list page on a cold start', () => {
  let stored: Map<string, string>;
  beforeEach(() => {
    stored = new Map();
    vi.stubGlobal('window', {
      localStorage: {
        getItem: (k: string) => stored.get(k) ?? null,
        setItem: (k: string, v: string) => void stored.set(k, v),
        removeItem: (k: string) => void stored.delete(k),
        key: (i: number) => [...stored.keys()][i] ?? null,
        get length() {
          return stored.size;
        },
      },
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('a session that opened the address before starts its calls before it has loaded; the kept facts hold no token and no phone number', async () => {
    keepOpening('/contract/sales', menu, session('secret-token-a'));
    const kept = [...stored.values()].join('');
    expect(kept).not.toContain('secret-token-a');
    expect(kept).not.toContain('13800000003');
    const { urls, prefetch } = recorder();
    startBootOpening(prefetch, 'secret-token-a', 'zh', { pathname: '/contract/sales', search: '' });
    // The opening's one call leaves at once, before the opening's own code (its chunk) has loaded.
    expect(urls).toEqual(['/api/base/page/open']);
  }, FIRST_IMPORT_TIMEOUT);

  it('nothing for another session, another address, no session, or a kept entry that is not one', async () => {
    keepOpening('/contract/sales', menu, session('secret-token-a'));
    stored.set('hkwl:opening-menu:/broken', '{"session":');
    const { urls, prefetch } = recorder();
    startBootOpening(prefetch, 'secret-token-b', 'zh', { pathname: '/contract/sales', search: '' });
    startBootOpening(prefetch, 'secret-token-a', 'zh', { pathname: '/contract/other', search: '' });
    startBootOpening(prefetch, undefined, 'zh', { pathname: '/contract/sales', search: '' });
    startBootOpening(prefetch, 'secret-token-a', 'zh', { pathname: '/broken', search: '' });
    // A start that does open, after them: once its calls are out, any of theirs would be too.
    const control = recorder();
    startBootOpening(control.prefetch, 'secret-token-a', 'zh', { pathname: '/contract/sales', search: '' });
    await vi.waitFor(() => expect(control.urls).toContain('/api/base/page/open'), { timeout: 20_000 });
    expect(urls).toEqual([]);
  }, FIRST_IMPORT_TIMEOUT);

  it('forgetOpenings (the session ended or changed position) removes every kept opening and nothing else; nothing is opened after', async () => {
    keepOpening('/contract/sales', menu, session('secret-token-a'));
    keepOpening('/contract/purchase', menu, session('secret-token-a'));
    stored.set('hkwl:page-size:301', '20');
    forgetOpenings();
    expect([...stored.keys()]).toEqual(['hkwl:page-size:301']);
    const { urls, prefetch } = recorder();
    await startBootOpening(prefetch, 'secret-token-a', 'zh', { pathname: '/contract/sales', search: '' });
    expect(urls).toEqual([]);
  });

  it('sessionTag tells tokens apart', () => {
    expect(sessionTag('a')).not.toBe(sessionTag('b'));
    expect(sessionTag('a')).toBe(sessionTag('a'));
  });
});
