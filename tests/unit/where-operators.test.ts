import { describe, expect, it } from 'vitest';
import { conditionText } from '../../renderers/core/list-shared/condition-text';
import { readCondition } from '../../renderers/core/saved-view-conditions';
import { parsePresetConditions } from '../../renderers/core/url-query';
import { WHERE_OPERATORS, isWhereOperator, type WhereOperator } from '../../rules';
import whereSchema from '../../schemas/where.schema.json';
import { conditionFits, plainValueFits } from '../../server/modules/resources/where-shapes';

// Issue 19: the where operators are one wire contract (schemas/where.schema.json) that the server's
// compiler, the URL presets, the saved-view conditions and the filter tags all read.

/** One operand each operator takes, as the product sends it. */
const SAMPLE: Readonly<Record<WhereOperator, unknown>> = {
  '=': 'XS-1',
  '>': 10,
  '>=': '2026-01-01',
  '<': 10.5,
  '<=': '2026-01-31 23:59:59',
  in: [1, '2'],
  not_in: [3],
  like: 'hua',
  not_like: 7,
  like_array: ['a', 'b'],
  not_like_array: ['c'],
  between: [1, 100],
  range: ['2026-01-01', '2026-01-31'],
  isNull: true,
};

describe('the where operators', () => {
  it('are the schema enum, each the first item of exactly one condition definition', () => {
    expect([...WHERE_OPERATORS]).toEqual(whereSchema.definitions.WhereOperator.enum);
    const definitions = whereSchema.definitions as unknown as Record<string, { items?: unknown }>;
    const firsts = whereSchema.definitions.WhereCondition.anyOf
      .map(({ $ref }) => definitions[$ref.replace('#/definitions/', '')].items)
      .filter(Array.isArray)
      .flatMap((items) => (items[0] as { enum: string[] }).enum);
    expect([...firsts].sort()).toEqual([...WHERE_OPERATORS].sort());
  });

  it('isWhereOperator knows them and nothing else (case matters; no prototype names)', () => {
    for (const op of WHERE_OPERATORS) expect(isWhereOperator(op)).toBe(true);
    for (const other of ['!=', '<>', 'IN', 'LIKE', 'isnull', ' =', '', 'constructor', '__proto__', 'toString', 1, null, undefined, ['in']]) {
      expect(isWhereOperator(other)).toBe(false);
    }
  });

  it('every operator is read alike by the server, the URL presets, the saved views and the filter tags', () => {
    const t = (key: string) => key;
    for (const op of WHERE_OPERATORS) {
      const condition = [op, SAMPLE[op]];
      expect(conditionFits(op, condition), op).toBe(true);
      expect(parsePresetConditions(JSON.stringify({ f: condition })).where.f, op).toEqual(condition);
      expect(readCondition(condition), op).toEqual(condition);
      expect(conditionText(undefined, condition, 'zh', t), op).not.toBeNull();
    }
    // An unknown operator: refused by each (a URL list of values becomes `in`).
    expect(readCondition(['regexp', '.*'])).toBeUndefined();
    expect(parsePresetConditions(JSON.stringify({ f: ['regexp', '.*'] })).where.f).toEqual(['in', ['regexp', '.*']]);
    expect(conditionText(undefined, ['regexp', '.*'], 'zh', t)).toBeNull();
  });
});

describe('operand shapes (schemas/where.schema.json)', () => {
  it.each<[string, WhereOperator, unknown]>([
    ['= null is "is empty"', '=', null],
    ['a comparison with text', '>', 'b'],
    ['in with 9,999 values', 'in', Array.from({ length: 9999 }, (_, i) => i)],
    ['between in either order', 'between', [100, 1]],
    ['like with a number', 'like', 12],
    ['like_array with 50 keywords', 'like_array', Array(50).fill('x')],
    ['isNull with 0', 'isNull', 0],
    ['isNull with false', 'isNull', false],
  ])('takes %s', (_case, op, operand) => {
    expect(conditionFits(op, [op, operand])).toBe(true);
  });

  it.each<[string, WhereOperator, unknown]>([
    ['> null', '>', null],
    ['= a boolean', '=', true],
    ['= an object', '=', { a: 1 }],
    ['an empty in', 'in', []],
    ['in with 10,000 values', 'in', Array.from({ length: 10000 }, (_, i) => i)],
    ['in with null among the values', 'in', [1, null]],
    ['in with a plain value', 'in', 1],
    ['between with one end', 'between', [1]],
    ['between with three ends', 'range', [1, 2, 3]],
    ['like with a list', 'like', ['a']],
    ['like_array with a number', 'like_array', ['a', 1]],
    ['like_array with 51 keywords', 'not_like_array', Array(51).fill('x')],
    ['isNull with 2', 'isNull', 2],
    ['isNull with text', 'isNull', '1'],
  ])('refuses %s', (_case, op, operand) => {
    expect(conditionFits(op, [op, operand])).toBe(false);
  });

  it('a condition is two items: an operand too many or none is refused', () => {
    expect(conditionFits('=', ['=', 1, 2])).toBe(false);
    expect(conditionFits('=', ['='])).toBe(false);
  });

  it('a plain value is text, a number or null: never a boolean, a list or an object', () => {
    for (const value of ['x', 0, -1.5, null]) expect(plainValueFits(value)).toBe(true);
    for (const value of [true, [1, 2], {}, undefined]) expect(plainValueFits(value)).toBe(false);
  });
});
