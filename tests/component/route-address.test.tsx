import { beforeAll, describe, expect, it } from 'vitest';
import { routeAddress } from '../../src/app/route-address';
import { readRouteQuery } from '../../src/router/route-query';
import { loadRouteCipher } from '../../src/session/route-cipher';
import type { SessionStore } from '../../src/session/store';

const storeOf = (id: number) => ({ user: { id }, front: {} }) as unknown as SessionStore;

describe('the app’s addresses (routeAddress)', () => {
  beforeAll(() => loadRouteCipher());

  it('a link made again is the one made before; each opens for its user at its path', () => {
    window.history.replaceState(null, '', '/contract/sales');
    const made = new Map<string, string>();
    const first = routeAddress(storeOf(7), '/contract/sales/detail?id=3', made);
    expect(routeAddress(storeOf(7), '/contract/sales/detail?id=3', made)).toBe(first);
    // Without the app's memory each call seals anew (another value that opens the same).
    const fresh = routeAddress(storeOf(7), '/contract/sales/detail?id=3');
    for (const address of [first, fresh]) {
      const query = readRouteQuery(address.slice(address.indexOf('?')), '/contract/sales/detail', 7);
      expect(query.kind === 'sealed' && Object.fromEntries(query.params)).toEqual({ id: '3' });
    }
    // Another user, another row: other addresses, kept apart.
    const other = routeAddress(storeOf(8), '/contract/sales/detail?id=3', made);
    expect(other).not.toBe(first);
    expect(readRouteQuery(other.slice(other.indexOf('?')), '/contract/sales/detail', 8).kind).toBe('sealed');
    expect(readRouteQuery(other.slice(other.indexOf('?')), '/contract/sales/detail', 7).kind).toBe('illegal');
    const row4 = routeAddress(storeOf(7), '/contract/sales/detail?id=4', made);
    expect(readRouteQuery(row4.slice(row4.indexOf('?')), '/contract/sales/detail', 7)).toMatchObject({ kind: 'sealed' });
    expect(row4).not.toBe(first);
  });

  it('follows the page it is made on: from a /business page the label is kept, from another it is not', () => {
    const made = new Map<string, string>();
    window.history.replaceState(null, '', '/business/list?business_label=contract&devflag=1');
    const there = routeAddress(storeOf(7), '/business/detail?id=3', made);
    window.history.replaceState(null, '', '/message?devflag=1');
    const here = routeAddress(storeOf(7), '/business/detail?id=3', made);
    expect(there).toBe('/business/detail?id=3&business_label=contract');
    expect(here).toBe('/business/detail?id=3');
  });
});
