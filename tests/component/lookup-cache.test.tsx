import { afterEach, describe, expect, it } from 'vitest';
import type { EnvUser } from '../../registry';
import { createFakeEnv } from '../../stories/fake-env';
import { loadDictionary } from '../../renderers/core/list-shared';
import { cacheChoices, cachedChoices } from '../../renderers/core/list-shared/controls/organisations';
import { clearLookupCache, resolvedOrgNames } from '../../renderers/core/list-shared/controls/session-cache';

// Issue 19: what the lookups cache lives beside a session, keyed by user and position, and goes with it.

const user = (id: number, orgId: number): EnvUser => ({ id, name: `u${id}`, orgId, orgName: `org${orgId}`, positionName: 'p', positionCount: 1 });

function envFor(who: EnvUser, dictionaryName: string) {
  const env = createFakeEnv((url) => (url.endsWith('/dict/list') ? [{ label: 'customer_type', name: dictionaryName, children: [] }] : null));
  env.user = () => who;
  return env;
}

afterEach(() => clearLookupCache());

describe('lookup caches', () => {
  it('a dictionary cached in one position is not read in another position or by another user', async () => {
    const first = envFor(user(5, 10), '甲公司字典');
    expect((await loadDictionary(first, 'customer_type'))?.name).toBe('甲公司字典');
    expect((await loadDictionary(first, 'customer_type'))?.name).toBe('甲公司字典');
    expect(first.calls).toHaveLength(1);
    // The same person after switching to a position in another company: asked again, the new names.
    const switched = envFor(user(5, 20), '乙公司字典');
    expect((await loadDictionary(switched, 'customer_type'))?.name).toBe('乙公司字典');
    const other = envFor(user(6, 10), '丙');
    expect((await loadDictionary(other, 'customer_type'))?.name).toBe('丙');
    expect([switched.calls.length, other.calls.length]).toEqual([1, 1]);
  });

  it('org selections and resolved names are the position\'s own, and clearing forgets them all', async () => {
    const a = envFor(user(5, 10), 'x');
    const b = envFor(user(5, 20), 'x');
    cacheChoices(a, 'add_org_id', [{ id: 7, name: '销售一组' }]);
    resolvedOrgNames(a).set(7, '销售一组');
    expect(cachedChoices(a, 'add_org_id')).toEqual([{ id: 7, name: '销售一组' }]);
    expect(cachedChoices(b, 'add_org_id')).toEqual([]);
    expect(resolvedOrgNames(b).has(7)).toBe(false);
    clearLookupCache();
    expect(cachedChoices(a, 'add_org_id')).toEqual([]);
    expect(resolvedOrgNames(a).size).toBe(0);
    expect((await loadDictionary(a, 'customer_type'))?.name).toBe('x');
    expect(a.calls).toHaveLength(1);
  });
});
