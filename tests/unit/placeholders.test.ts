import { describe, expect, it } from 'vitest';
import { fillPlaceholders, fillMessage, wholePlaceholder } from '../../rules';
import { fillFromRow, fillParams } from '../../renderers/core/list-shared/fill-row';
import { message } from '../../server/http/messages';

// Issue 19: one `{prop}` filler (rules/placeholders.ts) for messages, prompts and addresses on both sides.

describe('fillPlaceholders', () => {
  it('fills every placeholder from a record, and keeps one without a value as written', () => {
    expect(fillPlaceholders('{n}MB {m}', { n: 5 })).toBe('5MB {m}');
    expect(fillPlaceholders('{a}-{a}-{b_2}', { a: 'x', b_2: 0 })).toBe('x-x-0');
    expect(fillPlaceholders('{a} {b}', { a: null, b: undefined })).toBe('{a} {b}');
    expect(fillPlaceholders('no placeholders', { a: 1 })).toBe('no placeholders');
  });

  it("reads only a record's own values: prototype names are no values", () => {
    expect(fillPlaceholders('{constructor}{toString}{__proto__}', {})).toBe('{constructor}{toString}{__proto__}');
    expect(fillPlaceholders('{constructor}', Object.create({ constructor: 'inherited' }) as Record<string, unknown>)).toBe('{constructor}');
  });

  it("leaves what is not a placeholder: empty braces, names with other characters, unclosed ones", () => {
    expect(fillPlaceholders('{} {a-b} {a b} {a', { a: 1, 'a-b': 2 })).toBe('{} {a-b} {a b} {a');
  });

  it("missing: 'empty' removes a placeholder without a value", () => {
    expect(fillPlaceholders('/x?id={id}&org={org}', { id: 7 }, { missing: 'empty' })).toBe('/x?id=7&org=');
  });

  it('encode is applied to each value, never to the template', () => {
    const options = { encode: encodeURIComponent };
    expect(fillPlaceholders('/a b?q={q}', { q: 'x&y=1 /#' }, options)).toBe('/a b?q=x%26y%3D1%20%2F%23');
  });

  it('takes a function of the name', () => {
    expect(fillPlaceholders('{a}{b}', (name) => (name === 'a' ? 'A' : undefined))).toBe('A{b}');
  });

  it('a filled value is not filled again', () => {
    expect(fillPlaceholders('{a}{b}', { a: '{b}', b: 'B' })).toBe('{b}B');
  });

  it('wholePlaceholder names a value that is one placeholder and nothing else', () => {
    expect(wholePlaceholder('{id}')).toBe('id');
    expect(wholePlaceholder(' {id}')).toBeUndefined();
    expect(wholePlaceholder('{id}{x}')).toBeUndefined();
    expect(wholePlaceholder(3)).toBeUndefined();
  });
});

describe('its callers keep their policies', () => {
  it('messages: both languages filled, unknown names kept', () => {
    expect(fillMessage({ zh: '不能超过 {n}MB{x}', en: 'at most {n}MB{x}' }, { n: 20 })).toEqual({ zh: '不能超过 20MB{x}', en: 'at most 20MB{x}' });
  });

  it("the server's messages: a per-language word, and a parameter not given is left out", () => {
    expect(message('zh', 'unknownOperator', { op: 'regexp' })).toBe('不支持的查询运算符：regexp');
    expect(message('en', 'badOperand')).toBe('Invalid value for field ');
  });

  it("a button's address: URL-encoded when asked, a prop the row lacks kept for later", () => {
    expect(fillFromRow('/c/form?id={id}&n={name}&k={missing}', { id: 3, name: 'a&b' }, true)).toBe('/c/form?id=3&n=a%26b&k={missing}');
    expect(fillFromRow('{name}', { name: 'a&b' }, false)).toBe('a&b');
    expect(fillFromRow('/c/{id}', undefined, true)).toBe('/c/{id}');
  });

  it("interface params: '{prop}' becomes the rows' values", () => {
    expect(fillParams({ id: '{id}', ids: ['{id}'], fixed: 'x' }, [{ id: 1 }])).toEqual({ id: 1, ids: [1], fixed: 'x' });
    expect(fillParams({ id: '{id}' }, [{ id: 1 }, { id: 2 }])).toEqual({ id: [1, 2] });
  });
});
