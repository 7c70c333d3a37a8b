import { ApiError } from '../../server/http/envelope';
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

  /** The envelope code and message key a call would answer with. */
  function refusal(run: () => unknown): { code: number; key: string; params: unknown } | 'no error' {
    try {
      run();
    } catch (error) {
      if (error instanceof ApiError) return { code: error.code, key: error.key, params: error.params };
      throw error;
    }
    return 'no error';
  }

  it('rejects before building anything, naming the field', () => {
    expect(refusal(() => compileWhere(fields, { status: ['between', [1]] }))).toEqual({ code: 4420, key: 'badOperand', params: { field: 'status' } });
    expect(refusal(() => compileWhere(fields, [1, 2]))).toEqual({ code: 4420, key: 'badJson', params: { name: 'where' } });
    // The spec's unpaged and chooser limit: 9,999 values.
    const many = Array.from({ length: 10_000 }, (_, i) => i);
    expect(refusal(() => compileWhere(fields, { status: ['in', many] }))).toEqual({ code: 4420, key: 'tooManyValues', params: { field: 'status', max: 9999 } });
    expect(refusal(() => compileWhere(fields, { status: ['in', many.slice(0, 9999)] }))).toBe('no error');
    expect(refusal(() => compileWhere(fields, { status: 2 ** 31 }))).toEqual({ code: 4420, key: 'badOperand', params: { field: 'status' } });
    expect(refusal(() => compileWhere(fields, { remark: 'a\u0000b' }))).toEqual({ code: 4420, key: 'badOperand', params: { field: 'remark' } });
    expect(refusal(() => compileWhere(fields, { remark: ['like_array', Array(51).fill('x')] }))).toEqual({ code: 4420, key: 'tooManyValues', params: { field: 'remark', max: 50 } });
    expect(refusal(() => compileWhere(fields, { nope: 1 }))).toEqual({ code: 4420, key: 'unknownField', params: { field: 'nope' } });
  });

  it('orders by declared sortable fields, id last for stable pages', () => {
    expect(parseOrder(fields, 'status asc', 'id desc')).toEqual([
      { column: 'status', direction: 'asc' },
      { column: 'id', direction: 'asc' },
    ]);
    expect(parseOrder(fields, '{"prop":"status","order":"descending"}', 'id desc')[0]).toEqual({ column: 'status', direction: 'desc' });
    expect(refusal(() => parseOrder(fields, 'remark asc', 'id desc'))).toEqual({ code: 4420, key: 'unsortableField', params: { order: 'remark asc' } });
  });
});
