import { describe, expect, it } from 'vitest';
import { strongestScope } from '../../server/acl/data-scope';
import { ancestorPath } from '../../server/acl/subject';
import { compileWhere } from '../../server/modules/resources/where';
import { parseOrder } from '../../server/modules/resources/order';
import type { ResourceField } from '../../schemas/generated/resource-definition';

describe('data scopes', () => {
  it('picks the widest of several grants, in the spec order', () => {
    expect(strongestScope(['oneself', 'company', 'path_org'])).toBe('company');
    expect(strongestScope(['org', 'bureau'])).toBe('bureau');
    expect(strongestScope(['nonsense'])).toBe('oneself');
    expect(strongestScope([])).toBe('oneself');
  });

  it('cuts an ancestor path out of the materialised path', () => {
    expect(ancestorPath('/1/2/3/4/5/6/7/', 4)).toBe('/1/2/3/4/');
    expect(ancestorPath('/1/2/3/', 3)).toBe('/1/2/3/');
    expect(ancestorPath('/1/2/3/', 9)).toBeNull();
    expect(ancestorPath('/1/12/3/', 2)).toBeNull();
  });
});

describe('where and order parsing', () => {
  const fields: ResourceField[] = [
    { name: 'id', type: 'int' },
    { name: 'status', type: 'int' },
    { name: 'remark', type: 'text', sortable: false },
  ];

  it('accepts nothing as no condition', () => {
    expect(compileWhere(fields, undefined)).toBeNull();
    expect(compileWhere(fields, {})).toBeNull();
  });

  it('rejects before building anything', () => {
    expect(() => compileWhere(fields, { status: ['between', [1]] })).toThrow();
    expect(() => compileWhere(fields, [1, 2])).toThrow();
    expect(() => compileWhere(fields, { status: ['in', Array.from({ length: 1001 }, (_, i) => i)] })).toThrow();
  });

  it('orders by declared sortable fields, id last for stable pages', () => {
    expect(parseOrder(fields, 'status asc', 'id desc')).toEqual([
      { column: 'status', direction: 'asc' },
      { column: 'id', direction: 'asc' },
    ]);
    expect(parseOrder(fields, '{"prop":"status","order":"descending"}', 'id desc')[0]).toEqual({ column: 'status', direction: 'desc' });
    expect(() => parseOrder(fields, 'remark asc', 'id desc')).toThrow();
  });
});
