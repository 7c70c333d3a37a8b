import { describe, expect, it } from 'vitest';
import { compileJson, compileText } from '../../server/http/validators';

// Issue 40: no string-to-number coercion anywhere. A body's numbers are JSON numbers; a query's are plain decimals.
const schema = {
  type: 'object',
  properties: {
    id: { $ref: 'params.schema.json#/definitions/RecordId' },
    n: { type: 'integer', minimum: 0, default: 3 },
    x: { type: ['number', 'null'] },
    flag: { type: 'boolean' },
  },
};

describe('a JSON body', () => {
  const valid = compileJson(schema);
  it.each([['0x10'], ['1e309'], ['Infinity'], [' 7'], ['7'], [true], [null]])('refuses %j where an integer belongs', (value) => {
    expect(valid({ id: value })).toBe(false);
  });
  it('refuses a number JSON reads as Infinity (1e309), inside minimum and maximum or not', () => {
    expect(valid(JSON.parse('{"x": 1e309}'))).toBe(false);
    expect(valid(JSON.parse('{"n": 1e309}'))).toBe(false);
  });
  it('takes numbers as they are and fills a stated default', () => {
    const body: Record<string, unknown> = { id: 7, x: null };
    expect(valid(body)).toBe(true);
    expect(body).toEqual({ id: 7, x: null, n: 3 });
  });
});

describe('a query string', () => {
  const valid = compileText(schema);
  it.each([['0x10'], ['1e309'], ['Infinity'], [' 7'], ['7 '], ['+7'], ['1e3'], ['.5'], ['']])('refuses %j where a number belongs', (value) => {
    expect(valid({ id: value })).toBe(false);
    expect(valid({ x: value })).toBe(false);
  });
  it('refuses a decimal too long to be finite', () => {
    expect(valid({ x: '9'.repeat(400) })).toBe(false);
  });
  it('reads plain decimals as numbers, and booleans as before', () => {
    const query: Record<string, unknown> = { id: '12', x: '-3.25', flag: 'true' };
    expect(valid(query)).toBe(true);
    expect(query).toEqual({ id: 12, x: -3.25, flag: true, n: 3 });
  });
});
