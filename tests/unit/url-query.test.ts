import { describe, expect, it } from 'vitest';
import { initialWhere, locationParams, parseListUrlQuery, parsePresetConditions, resolveRuleRefs, ruleIdOf } from '../../renderers/core/url-query';
import { presetWhere } from '../../renderers/list-page/use-url-presets';
import type { StatusTabsSchema } from '../../schemas/generated/status-tabs';

const params = (query: Record<string, string | string[]>) => {
  const out = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) for (const v of [value].flat()) out.append(key, v);
  return out;
};

describe('preset conditions (the query parameter)', () => {
  it('takes values and [operator, operand] pairs, dropping empty values', () => {
    const query = JSON.stringify({
      status: 2,
      customer_name: ['like', '宏达'],
      amount: ['between', [100, 500]],
      empty: '',
      blank: '   ',
      none: null,
      nothing: [],
      noOperand: ['like', ''],
      noList: ['in', []],
      ids: [3, 4],
      flag: true,
    });
    expect(parsePresetConditions(query)).toEqual({
      where: { status: 2, customer_name: ['like', '宏达'], amount: ['between', [100, 500]], ids: ['in', [3, 4]], flag: true },
      rules: {},
    });
  });

  it('a two-item list is a condition only when it starts with a known operator', () => {
    expect(parsePresetConditions(JSON.stringify({ tags: ['abc', 'def'] })).where).toEqual({ tags: ['in', ['abc', 'def']] });
    expect(parsePresetConditions(JSON.stringify({ n: ['>=', 5] })).where).toEqual({ n: ['>=', 5] });
  });

  it('unreadable JSON, non-objects and bad field names preset nothing', () => {
    for (const raw of ['{"a":', '[1,2]', '"text"', '', null]) expect(parsePresetConditions(raw)).toEqual({ where: {}, rules: {} });
    expect(parsePresetConditions(JSON.stringify({ 'a b': 1, 'x;drop': 2, ok: 3 })).where).toEqual({ ok: 3 });
  });

  it('rule-prefix:{id} values wait for their rule; ids of 0 or less are ignored', () => {
    const query = JSON.stringify({ org_id: 'rule-prefix:3', dept: ['not_in', 'rule-prefix:2'], zero: 'rule-prefix:0', negative: 'rule-prefix:-4', junk: 'rule-prefix:x' });
    expect(parsePresetConditions(query)).toEqual({ where: {}, rules: { org_id: ['in', 3], dept: ['not_in', 2] } });
    expect(ruleIdOf('rule-prefix:12')).toBe(12);
    expect(ruleIdOf('rule-prefix:0')).toBe(0);
    expect(ruleIdOf('12')).toBeNull();
  });
});

describe('resolving rules', () => {
  it('expands each rule into its organisation ids; a failed or empty lookup is silently dropped', async () => {
    const asked: number[] = [];
    const where = await resolveRuleRefs({ org_id: ['in', 3], dept: ['not_in', 2], broken: ['in', 9], empty: ['in', 5] }, async (id) => {
      asked.push(id);
      if (id === 9) throw new Error('lookup failed');
      return id === 5 ? [] : id === 3 ? [7, 8] : [10];
    });
    expect(where).toEqual({ org_id: ['in', [7, 8]], dept: ['not_in', [10]] });
    expect(asked.sort()).toEqual([2, 3, 5, 9]);
  });
});

describe('the other parameters', () => {
  it('highlight: a JSON array, a single value or repeated', () => {
    expect(parseListUrlQuery(params({ highlight: '["amount","status"]' })).highlight).toEqual(['amount', 'status']);
    expect(parseListUrlQuery(params({ highlight: 'amount' })).highlight).toEqual(['amount']);
    expect(parseListUrlQuery(params({ highlight: ['amount', 'status', 'amount'] })).highlight).toEqual(['amount', 'status']);
    expect(parseListUrlQuery(params({})).highlight).toEqual([]);
  });

  it('selected ids, activeTab (not a condition) and devflag', () => {
    const parsed = parseListUrlQuery(params({ selected: '[1,"A-2"]', activeTab: '2', devflag: '1', query: '{"status":1}' }));
    expect(parsed).toEqual({ where: { status: 1 }, rules: {}, highlight: [], activeTab: '2', selected: [1, 'A-2'], devflag: true });
    expect(parseListUrlQuery(params({ selected: '3,4' })).selected).toEqual([3, 4]);
    expect(parseListUrlQuery(params({ activeTab: ' ' }))).toMatchObject({ activeTab: null, devflag: false, where: {} });
  });

  it('a sealed route query (_q) cannot be read by the page itself', () => {
    expect([...locationParams('?_q=abc&query=%7B%22a%22%3A1%7D').keys()]).toEqual([]);
    expect(locationParams('?query=x').get('query')).toBe('x');
  });
});

describe('where the list starts', () => {
  it('precedence field by field: view over URL over default', () => {
    expect(initialWhere({ defaults: { status: 1, year: 2026 }, url: { status: 2, name: ['like', 'a'] } })).toEqual({ status: 2, year: 2026, name: ['like', 'a'] });
    expect(initialWhere({ defaults: { status: 1 }, url: { status: 2 }, view: { status: 3 } })).toEqual({ status: 3 });
    expect(initialWhere({ url: {} })).toEqual({});
  });

  const tabs: StatusTabsSchema = { type: 'status-tabs', field: 'status', tabs: [{ value: 1, label: '草稿' }, { value: 2, label: '审批中' }] };

  it('the active tab sets its field\'s condition unless the query already set one; unknown tabs are ignored', () => {
    const base = parseListUrlQuery(params({ activeTab: '2' }));
    expect(presetWhere(base, {}, tabs)).toEqual({ status: ['in', [2]] });
    expect(presetWhere(parseListUrlQuery(params({ activeTab: '2', query: '{"status":1}' })), {}, tabs)).toEqual({ status: 1 });
    expect(presetWhere(parseListUrlQuery(params({ activeTab: '7' })), {}, tabs)).toEqual({});
    expect(presetWhere(base, {}, undefined)).toEqual({});
    expect(presetWhere(base, { org_id: ['in', [7]] }, tabs)).toEqual({ status: ['in', [2]], org_id: ['in', [7]] });
  });
});
