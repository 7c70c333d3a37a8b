import { beforeAll, describe, expect, it } from 'vitest';
import { loadRouteCipher } from '../../src/session/route-cipher';
import { backUrlValue, encryptRoute, keepBusinessLabel, readBackUrl, readRouteQuery, samePath } from '../../src/router/route-query';

describe('sealed route queries (spec 000 §2.3)', () => {
  // The session loads the cipher with the user (session.ts); here nobody signs in.
  beforeAll(() => loadRouteCipher());

  it('seals the query into one value that opens for the same user and path', () => {
    const to = encryptRoute('/message?active=workflow&page=2', 7);
    expect(to).toMatch(/^\/message\?_q=[^&]+$/);
    const search = to.slice(to.indexOf('?'));
    const query = readRouteQuery(search, '/message/', 7);
    expect(query.kind).toBe('sealed');
    if (query.kind === 'sealed') expect(Object.fromEntries(query.params)).toEqual({ active: 'workflow', page: '2' });
    expect(readRouteQuery(search, '/MESSAGE', 7).kind).toBe('sealed');
  });

  it('each sealed value is OpenSSL’s salted AES that the passphrase alone opens, for every link of a user in turn', async () => {
    const { default: AES } = await import('crypto-js/aes');
    const { default: Utf8 } = await import('crypto-js/enc-utf8');
    for (const [id, user] of [[1, 7], [2, 7], [3, 8], [4, 7]] as const) {
      const sealed = decodeURIComponent(encryptRoute(`/contract/sales/detail?id=${id}`, user).split('_q=')[1]!);
      // "Salted__" and the salt, then the ciphertext: what crypto-js and openssl enc read.
      expect(atob(sealed).startsWith('Salted__')).toBe(true);
      expect(JSON.parse(AES.decrypt(sealed, `hkwl-route-query:${user}`).toString(Utf8))).toEqual({ p: '/contract/sales/detail', q: `id=${id}`, u: user });
      // Another user's passphrase opens nothing readable (garbage that may not even be UTF-8).
      const other = (() => {
        try {
          return AES.decrypt(sealed, `hkwl-route-query:${user + 1}`).toString(Utf8);
        } catch {
          return '';
        }
      })();
      expect(other).not.toContain('contract');
    }
  });

  it('is illegal for another user, another path, or a changed value', () => {
    const search = encryptRoute('/message?active=alarm', 7).split('?')[1];
    expect(readRouteQuery(`?${search}`, '/message', 8).kind).toBe('illegal');
    expect(readRouteQuery(`?${search}`, '/dashboard', 7).kind).toBe('illegal');
    const value = new URLSearchParams(search).get('_q')!;
    const changed = `${value.slice(0, 10)}${value[10] === 'x' ? 'y' : 'x'}${value.slice(11)}`;
    expect(readRouteQuery(`?_q=${encodeURIComponent(changed)}`, '/message', 7).kind).toBe('illegal');
  });

  it('leaves plain queries, addresses without a query and devflag addresses as they are', () => {
    expect(encryptRoute('/message', 7)).toBe('/message');
    expect(encryptRoute('/message?active=alarm&devflag=1', 7)).toBe('/message?active=alarm&devflag=1');
    const plain = readRouteQuery('?active=alarm', '/message', 7);
    expect(plain.kind === 'plain' && plain.params.get('active')).toBe('alarm');
  });

  it('compares paths case-insensitively, ignoring trailing slashes', () => {
    expect(samePath('/Contract/Sales/', '/contract/sales')).toBe(true);
    expect(samePath('/contract/sales', '/contract/sale')).toBe(false);
    expect(samePath('/', '')).toBe(true);
  });

  it('a _backurl_ opens only for its user and only to a path of this site', () => {
    const value = backUrlValue('/contract/sales?_q=abc', 3);
    expect(readBackUrl(value, 3)).toBe('/contract/sales?_q=abc');
    expect(readBackUrl(value, 4)).toBeNull();
    expect(readBackUrl(backUrlValue('//evil.example/x', 3), 3)).toBeNull();
    expect(readBackUrl('garbage', 3)).toBeNull();
  });
});

describe('business_label', () => {
  it('is re-appended to an address opened from a /business page that lacks one', () => {
    const here = new URLSearchParams('business_label=steel');
    expect(keepBusinessLabel('/business/order/new?x=1', '/business/order', here)).toBe('/business/order/new?x=1&business_label=steel');
    expect(keepBusinessLabel('/business/order/new?business_label=copper', '/business/order', here)).toBe('/business/order/new?business_label=copper');
    expect(keepBusinessLabel('/crm/customer', '/contract/sales', here)).toBe('/crm/customer');
  });
});
