import fc from 'fast-check';
import { WHERE_OPERATORS } from '../../rules/where';
import type { ResourceField } from '../../schemas/generated/resource-definition';
import { FIELD_STORAGE } from '../../server/modules/resources/field-storage';

/**
 * The malformed-input corpus of tests/server/fuzz.test.ts: fast-check arbitraries for query strings, `where`
 * and `order` texts, JSON bodies, paths and methods. Values are built as raw text, so JSON can carry tokens
 * JSON.stringify cannot write (1e309, -0, NaN) and URLs can carry broken percent-encoding.
 */

/** One request as the fuzz sends it with `app.inject`; `url` is the path plus the raw query string. */
export interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  /** The route's own method and path (only the query, body and headers are malformed). */
  ownRoute: boolean;
}

export interface RouteUnderTest {
  method: string;
  url: string;
  /** The columns its `where` filters on, when it is a resource route. */
  fields?: readonly ResourceField[];
}

// ---------------------------------------------------------------------------------------------- scalars

/** Number tokens as text: what a query string or raw JSON can carry. */
export const NUMBER_TOKENS = [
  'Infinity', '-Infinity', '1e309', '-1e309', 'NaN', '-1', '0', '-0', '2147483647', '2147483648', '-2147483648', '4294967296', '1e20', '1e300', '-1e300', '1.5',
  '9007199254740992', '9007199254740993', '1e15', '1e16', '0.5', '1.0', '1e-400', '5e-324', '0x1F', '0b1', '1_000', '１２３',
  ' 1', '1 ', '+1', '.5', '5.', '--1', '1e', 'e1', '', '123456789012345678901234567890',
] as const;

const HUGE = 'x'.repeat(70_000);
const NASTY_TEXT = [
  '', ' ', '\u0000', 'a\u0000b', '\u0000\u0000\u0000', "' or 1=1 --", '"; drop table users; --', '%', '%zz', '%00', '\ud800', '\udfff',
  '🙂', 'ｉｄ', '\u202e', '\r\n', 'null', 'undefined', 'true', '[]', '{}', '__proto__', 'constructor', 'a'.repeat(101), 'a'.repeat(201),
  'a'.repeat(20_001), HUGE, '中文字段', '\\', '\\%_', 'x'.repeat(199) + '\u0000',
];

/** A string with a NUL at some position. */
const withNul = fc.tuple(fc.string({ maxLength: 20 }), fc.nat()).map(([s, i]) => `${s.slice(0, i % (s.length + 1))}\u0000${s.slice(i % (s.length + 1))}`);

export const nastyText: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...NASTY_TEXT) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 30 }) },
  { weight: 2, arbitrary: withNul },
);

/** Text for one query parameter that no schema should accept as it is (or accept harmlessly). */
export const badScalarText: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...NUMBER_TOKENS) },
  { weight: 3, arbitrary: nastyText },
  { weight: 1, arbitrary: fc.constantFrom('[1,2]', '{"a":1}', '["Infinity"]', 'true', 'false', 'null') },
);

// ------------------------------------------------------------------------------------------- raw JSON

const RAW = '\u0001RAW:';
/** A JSON token written as it is (1e309, -0, NaN) when the value passes through {@link jsonText}. */
export const raw = (token: string) => `${RAW}${token}\u0001`;
/** JSON.stringify, then the raw tokens unquoted: `{"amount":1e309}` is text JSON.parse reads as Infinity. */
export function jsonText(value: unknown): string {
  return JSON.stringify(value).replace(/"\\u0001RAW:([^"\\]*)\\u0001"/g, '$1');
}

const RAW_NUMBERS = ['1e309', '-1e309', '1E400', '-0', '1e-400', '5e-324', '2147483648', '-2147483649', '9007199254740993', '1e15', '1e16', '123456789012345678901234567890'];
const rawNumber = fc.constantFrom(...RAW_NUMBERS).map(raw);

/** A value of the right type for a field's storage. */
function goodOperand(field: ResourceField, i = 1): unknown {
  switch (FIELD_STORAGE[field.type]) {
    case 'integer':
    case 'boolean':
      return i;
    case 'decimal':
      return i + 0.25;
    case 'date':
      return `2024-01-${String((i % 28) + 1).padStart(2, '0')}`;
    case 'datetime':
      return `2024-01-${String((i % 28) + 1).padStart(2, '0')} 08:00:00`;
    case 'text':
      return `k${i}`;
  }
}

/** A value of the wrong type, range or shape for any field: text for numbers, numbers for dates, ... */
const badOperand: fc.Arbitrary<unknown> = fc.oneof(
  rawNumber,
  fc.constantFrom<unknown>(
    'abc', 'Infinity', '-Infinity', 'NaN', '1e309', '', ' ', 20240101, 2147483648, -2147483649, 2 ** 53, 1e308, -1e308, 0.1, true, false,
    null, {}, [], [[1]], { $ne: 1 }, '2024-13-45', '2024-01-01T00:00:00Z', '2024-1-1', '24:00', 'a'.repeat(201), 'a'.repeat(5000),
  ),
  nastyText,
  fc.jsonValue({ maxDepth: 3 }),
);

/** Sizes around the limits of `in` (1000) and `like_array` (50). */
/**
 * One field of each declaration among `fields`: the named corpus of conditions goes to one field per shape. How the
 * server takes a condition follows from the field's declaration (type, length, range, pattern, picked, file, ...),
 * never from its name or its words; a field of another shape gets the corpus of its own. The generated fuzz still
 * aims at every field.
 */
export function oneFieldPerShape(fields: readonly ResourceField[]): ResourceField[] {
  const seen = new Set<string>();
  return fields.filter((field) => {
    const shape = stableJson({ ...field, name: undefined });
    if (seen.has(shape)) return false;
    seen.add(shape);
    return true;
  });
}

/** JSON with its keys in order, words ({ zh, en }) left out: two declarations that differ only there are one shape. */
function stableJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) => {
    if (v === null || typeof v !== 'object' || Array.isArray(v)) return v;
    if ('zh' in v && 'en' in v) return undefined;
    return Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  });
}

export const LIST_SIZES = [0, 1, 2, 49, 50, 51, 999, 1000, 1001] as const;

/** A list operand: `size` good values, some of them replaced by one bad value. */
export function listOperand(field: ResourceField, size: number, bad: unknown = undefined, badAt = -1): unknown[] {
  return Array.from({ length: size }, (_, i) => (i === badAt ? bad : goodOperand(field, i + 1)));
}

const listArb = (field: ResourceField) =>
  fc
    .record({ size: fc.constantFrom(...LIST_SIZES), bad: badOperand, badAt: fc.oneof(fc.constant(-1), fc.nat({ max: 1000 })) })
    .map(({ size, bad, badAt }) => listOperand(field, size, bad, badAt));

const BAD_OPERATORS = ['!=', '<>', 'LIKE', 'IN', 'is', 'isnull', 'not like', '', ' =', '=;drop table x', 'x'.repeat(60), '\u0000', 'constructor', '__proto__', 'toString'];
const operator = fc.oneof({ weight: 3, arbitrary: fc.constantFrom<string>(...WHERE_OPERATORS) }, { weight: 1, arbitrary: fc.constantFrom(...BAD_OPERATORS) });

/** One condition of `where` for a field: a plain value, [operator, operand], or some broken shape of it. */
function condition(field: ResourceField): fc.Arbitrary<unknown> {
  const operand = fc.oneof(
    { weight: 2, arbitrary: fc.nat({ max: 20 }).map((i) => goodOperand(field, i)) },
    { weight: 3, arbitrary: badOperand },
    { weight: 2, arbitrary: listArb(field) },
    { weight: 1, arbitrary: fc.tuple(badOperand, badOperand) },
    { weight: 1, arbitrary: fc.tuple(fc.nat({ max: 20 }), fc.nat({ max: 20 })).map(([a, b]) => [goodOperand(field, a), goodOperand(field, b)]) },
  );
  return fc.oneof(
    { weight: 2, arbitrary: operand },
    { weight: 6, arbitrary: fc.tuple(operator, operand) },
    { weight: 1, arbitrary: fc.tuple(operator) },
    { weight: 1, arbitrary: fc.tuple(operator, operand, operand) },
    { weight: 1, arbitrary: fc.tuple(operand, operator) },
    { weight: 1, arbitrary: fc.record({ op: operator, value: operand }) },
  );
}

const BAD_FIELD_NAMES = ['nope', '', 'ID', 'id; drop table x', '"id"', 'sales_contracts.id', '__proto__', 'constructor', 'x'.repeat(300), 'a\u0000b', '1'];

/** A `where` object over the route's fields (or any field), with unknown names mixed in. */
function whereObject(fields: readonly ResourceField[]): fc.Arbitrary<Record<string, unknown>> {
  const known = fc.constantFrom(...fields).chain((f) => condition(f).map((c) => [f.name, c] as const));
  const unknown = fc.tuple(fc.oneof(fc.constantFrom(...BAD_FIELD_NAMES), fc.string({ maxLength: 10 })), condition(fields[0]));
  const entry = fc.oneof({ weight: 5, arbitrary: known }, { weight: 1, arbitrary: unknown });
  return fc.array(entry, { minLength: 0, maxLength: 4 }).map((entries) => {
    const where: Record<string, unknown> = {};
    // defineProperty: a "__proto__" key stays an own key, as JSON.parse makes it.
    for (const [k, v] of entries) Object.defineProperty(where, k, { value: v, enumerable: true, writable: true, configurable: true });
    return where;
  });
}

/** JSON nested `depth` levels deep, in arrays or objects. */
export function deepJson(depth: number, kind: 'array' | 'object' = 'array'): string {
  return kind === 'array' ? '['.repeat(depth) + ']'.repeat(depth) : '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);
}

/** JSON text that is not JSON: truncated, single-quoted, trailing garbage, ... */
function brokenJson(valid: string): fc.Arbitrary<string> {
  return fc.oneof(
    fc.nat().map((n) => valid.slice(0, n % Math.max(1, valid.length))),
    fc.constantFrom(
      'NaN', 'Infinity', '{a:1}', "{'status':1}", `${valid}garbage`, '{"status":1,}', '{"status":', '[', '{', '"', 'undefined', '\u0000',
      `{"status":1\u0000}`, '\ufeff{"status":1}', '{"status":1,"status":"x"}', '{"status":"\\ud800"}', '{"status":"\\u0000"}',
    ),
  );
}

/** The text of `where`: mostly an object over real fields, else any JSON, broken JSON or very deep JSON. */
export function whereText(fields: readonly ResourceField[]): fc.Arbitrary<string> {
  const object = whereObject(fields).map(jsonText);
  return fc.oneof(
    { weight: 10, arbitrary: object },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }).map((v) => jsonText(v)) },
    { weight: 2, arbitrary: object.chain(brokenJson) },
    { weight: 1, arbitrary: fc.constantFrom(100, 1000, 9000).chain((d) => fc.constantFrom(deepJson(d), deepJson(d, 'object'), `{"status":["in",${deepJson(d)}]}`)) },
    { weight: 1, arbitrary: fc.constantFrom(`{"${fields[0].name}":"${'a'.repeat(20_001)}"}`, '{}', '[]', 'null', '0', '""', ' ') },
  );
}

// ---------------------------------------------------------------------------------------------- order

const ORDER_CASES = [
  'id; drop table x', '"x" desc', 'id desc; delete from users', 'id desc --', 'id desc nulls first', '(select 1)', 'id desc, ', ',', ' ', '',
  'ID desc', 'id DESC', 'id sideways', '1', '1 desc', 'remark asc', 'nope desc', 'id\u0000 desc', 'id desc'.repeat(40), 'id,'.repeat(66) + 'id',
  '{"prop":"amount","order":"descending"}', '{"prop":"id; drop table x"}', '{"prop":1}', '[null]', '[]', '{}', '[{"prop":"id","order":5}]',
  '{"prop":"id","order":"sideways"}', '{', '[{"prop":"id"}', 'null', '"id"', '{"prop":"__proto__"}', deepJson(90), 'ｉｄ desc', 'a'.repeat(201),
];

export function orderText(fields: readonly ResourceField[]): fc.Arbitrary<string> {
  const name = fc.oneof(fc.constantFrom(...fields.map((f) => f.name)), fc.constantFrom('nope', 'id', 'remark'));
  const term = fc.tuple(name, fc.constantFrom('', ' asc', ' desc', ' ascending', ' descending', ' sideways', ';')).map(([n, d]) => n + d);
  return fc.oneof(
    { weight: 2, arbitrary: fc.constantFrom(...ORDER_CASES) },
    { weight: 2, arbitrary: fc.array(term, { minLength: 1, maxLength: 4 }).map((t) => t.join(', ')) },
    { weight: 1, arbitrary: fc.array(fc.record({ prop: name, order: fc.constantFrom('ascending', 'descending', 'x') })).map(jsonText) },
    { weight: 1, arbitrary: nastyText },
  );
}

// -------------------------------------------------------------------------------------- query strings

/** Valid values per parameter name, so the other parameters of a call pass and the bad one is reached. */
const VALID_QUERY: Record<string, readonly string[]> = {
  page: ['1', '2'], limit: ['1', '15', '50'], perms_id: ['301', '101'], id: ['1', '2'], app_id: ['44'], position_org_id: ['101'],
  nolayout: ['1'], label: ['version'], group_label: ['front'], groupLabel: ['front'], org_id: ['1'], sort: ['asc', 'desc'],
};
const PARAM_NAMES = ['where', 'order', ...Object.keys(VALID_QUERY)];

/** Percent-encodes every byte that is not unreserved; lone surrogates become U+FFFD, as a browser sends them. */
export function percentEncode(text: string): string {
  let out = '';
  for (const byte of Buffer.from(text, 'utf8')) {
    const c = String.fromCharCode(byte);
    out += /[A-Za-z0-9\-._~]/.test(c) ? c : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

type Pair = [key: string, value: string];

/** How pairs become a query string: cleanly, as arrays or brackets, or with broken percent-encoding. */
function encodeQuery(pairs: Pair[], style: string): string {
  const clean = pairs.map(([k, v]) => `${percentEncode(k)}=${percentEncode(v)}`);
  switch (style) {
    case 'repeat':
      return [...clean, ...clean].join('&');
    case 'brackets':
      return pairs.map(([k, v]) => `${percentEncode(k)}[]=${percentEncode(v)}&${percentEncode(k)}[x]=${percentEncode(v)}`).join('&');
    case 'broken':
      return pairs.map(([k, v]) => `${k}=${v.replace(/%/g, '%zz')}%`).join('&') + '&%E0%A4&=&&a';
    case 'bare':
      return pairs.map(([k]) => percentEncode(k)).join('&');
    default:
      return clean.join('&');
  }
}

/** The query of one call: some parameters valid, some malformed; for resource routes `where` and `order` lead. */
export function queryText(route: RouteUnderTest, allFields: readonly ResourceField[]): fc.Arbitrary<string> {
  const fields = route.fields ?? allFields;
  const value = (key: string): fc.Arbitrary<string> => {
    if (key === 'where') return whereText(fields);
    if (key === 'order') return orderText(fields);
    const valid = Object.hasOwn(VALID_QUERY, key) ? VALID_QUERY[key] : undefined;
    return valid ? fc.oneof({ weight: 2, arbitrary: fc.constantFrom(...valid) }, { weight: 1, arbitrary: badScalarText }) : badScalarText;
  };
  const preferred = route.fields ? ['where', 'where', 'order', 'page', 'limit', 'perms_id', 'id'] : PARAM_NAMES;
  const key = fc.oneof({ weight: 8, arbitrary: fc.constantFrom(...preferred) }, { weight: 1, arbitrary: fc.oneof(fc.constantFrom(...PARAM_NAMES), nastyText) });
  const pairs = fc.uniqueArray(key, { maxLength: 4 }).chain((keys) => fc.tuple(...keys.map((k) => value(k).map((v): Pair => [k, v]))));
  const style = fc.oneof({ weight: 12, arbitrary: fc.constant('clean') }, { weight: 1, arbitrary: fc.constantFrom('repeat', 'brackets', 'broken', 'bare') });
  return fc.tuple(pairs, style).map(([p, s]) => encodeQuery(p, s));
}

// --------------------------------------------------------------------------------------------- bodies

export const ONE_MEGABYTE = 1024 * 1024;
const OVERSIZED = `{"user_mobile":"13800000000","password":"${'a'.repeat(ONE_MEGABYTE)}"}`;

/** Body values that reach the handler when the rest is valid; never the demo password, never a position of the admin (101). */
const VALID_BODY: Record<string, readonly unknown[]> = {
  user_mobile: ['13800000000', '13999999999', '  13800000003 '], password: ['wrong-password'], from_app_id: [44], position_org_id: [107, 999999],
};

function bodyValue(key: string): fc.Arbitrary<unknown> {
  const valid = Object.hasOwn(VALID_BODY, key) ? VALID_BODY[key] : undefined;
  const bad = fc.oneof(badOperand, rawNumber, fc.constantFrom(...NUMBER_TOKENS));
  return valid ? fc.oneof({ weight: 2, arbitrary: fc.constantFrom(...valid) }, { weight: 1, arbitrary: bad }) : bad;
}

const jsonBodyObject = fc
  .uniqueArray(fc.oneof({ weight: 6, arbitrary: fc.constantFrom(...Object.keys(VALID_BODY)) }, { weight: 1, arbitrary: fc.constantFrom(...PARAM_NAMES, '__proto__', 'constructor') }), { maxLength: 4 })
  .chain((keys) => fc.tuple(...keys.map((k) => bodyValue(k).map((v) => [k, v] as const))))
  .map((entries) => `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${jsonText(v)}`).join(',')}}`);

export const CONTENT_TYPES = [
  'application/json', 'application/json; charset=utf-8', 'text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x',
  'application/octet-stream', 'APPLICATION/JSON', 'application/json; charset=latin1', 'application/vnd.api+json', 'application/json, text/plain', '',
];

export interface FuzzBody {
  contentType: string;
  payload: string | Buffer;
}

/** A request body: JSON with bad values, broken JSON, odd bytes, over 1 MB, under a right or wrong content type. */
export const body: fc.Arbitrary<FuzzBody> = fc.record({
  contentType: fc.oneof({ weight: 8, arbitrary: fc.constant('application/json') }, { weight: 3, arbitrary: fc.constantFrom(...CONTENT_TYPES) }),
  payload: fc.oneof(
    { weight: 8, arbitrary: jsonBodyObject },
    { weight: 2, arbitrary: jsonBodyObject.chain(brokenJson) },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }).map((v) => jsonText(v)) },
    {
      weight: 2,
      arbitrary: fc.constantFrom<string | Buffer>(
        '', ' ', 'null', '[]', '"x"', '1e309', '{"__proto__":{"a":1}}', '{"constructor":{"prototype":{"a":1}}}', deepJson(100_000),
        deepJson(50_000, 'object'), OVERSIZED, Buffer.from([0xff, 0xfe, 0x7b, 0x00, 0x7d]), Buffer.from('{"password":"\xff\xfe"}', 'latin1'),
        Buffer.from('{"user_mobile":"13800000000"}', 'utf16le'), 'user_mobile=13800000000&password=x',
      ),
    },
  ),
});

// ------------------------------------------------------------------------------------- paths, methods

/** The route's path, broken: bad percent-encoding, NUL, case, slashes, dot segments. */
export const pathCorruption = fc.constantFrom<(path: string) => string>(
  (p) => `${p}%`, (p) => `${p}%zz`, (p) => `${p}%E0%A4`, (p) => `${p}%00`, (p) => p.toUpperCase(), (p) => `${p}/`, (p) => `/${p}`,
  (p) => `${p}/..`, (p) => `${p};x=1`, (p) => `${p}%2e%2e%2f`, (p) => p.replace(/\/[^/]*$/, '/%C0%AE'), (p) => `${p}/${'a'.repeat(600)}`,
);

export const OTHER_METHODS = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'];

// ------------------------------------------------------------------------- the message centre's writes

/**
 * Ids the admin's fuzz may send to the calls that write (message open and read, workflow decisions): rows of
 * other users and ids of no row, never a row of the admin's own, so a well-formed call changes nothing either.
 */
export interface ForeignIds {
  /** A message of another user. */
  message: number;
  /** A pending task of another user (workflow_tasks.id). */
  task: number;
  /** A copy entry of another user (workflow_tasks status 6), or any task of theirs. */
  copy: number;
}

/** A RecordId no row has. */
export const MISSING_ID = 2_000_000_000;

/** Ids that are not RecordIds: wrong types, out of range, fractions, NUL, nested. No small integer, which may be the admin's own row. */
const BAD_IDS: readonly unknown[] = [
  0, -1, 1.5, 2_147_483_648, -2_147_483_649, 2 ** 53, 1e308, '1', '', ' ', 'x', '1\u0000', "1 or 1=1", '1; delete from messages', null, true, false,
  [], {}, [MISSING_ID], { $ne: 0 }, { id: MISSING_ID }, 'NaN', 'Infinity',
];
const badId: fc.Arbitrary<unknown> = fc.oneof(fc.constantFrom(...BAD_IDS), rawNumber, fc.constantFrom(...NUMBER_TOKENS), nastyText);

/**
 * Opinions: over the 500-character limit, NUL, wrong types, and well-formed text that an unescaped query or
 * page would misread (injection, markup, template syntax), which must reach nothing but a refusal.
 */
export const BAD_OPINIONS: readonly unknown[] = [
  'a'.repeat(501), '意'.repeat(501), HUGE, '\u0000', '同意\u0000', 123, raw('1e309'), true, null, [], ['同意'], { text: '同意' }, { $ne: '' },
  "' or 1=1 --", "'); delete from workflow_tasks; --", '"; drop table messages; --', '<script>alert(1)</script>', '<img src=x onerror=alert(1)>',
  '${process.exit(1)}', '{{constructor.constructor("return process")()}}', '__proto__', '\ud800', '\u202e同意', '   ', '', 'a'.repeat(500),
];
const opinion: fc.Arbitrary<unknown> = fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...BAD_OPINIONS) }, { weight: 1, arbitrary: nastyText }, { weight: 1, arbitrary: fc.constant('同意') });

const ACTIONS = ['approve', 'reject', 'return', 'transfer', 'addSign', 'copy'];
const BAD_ACTIONS: readonly unknown[] = ['APPROVE', 'agree', 'delete', '', 'approve ', "approve' --", 1, null, ['approve'], { action: 'approve' }];
const action: fc.Arbitrary<unknown> = fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...ACTIONS) }, { weight: 1, arbitrary: fc.constantFrom(...BAD_ACTIONS) });

/** A JSON object of `fields` where each may be left out, plus now and then a key no schema allows. */
export function objectOf(fields: Record<string, fc.Arbitrary<unknown>>): fc.Arbitrary<string> {
  const entries = Object.entries(fields).map(([key, value]) => fc.option(value.map((v) => [key, v] as const), { freq: 5, nil: null }));
  const extra = fc.option(fc.constantFrom(['__proto__', { a: 1 }], ['extra', 1], ['user_id', 1], ['status', 1]) as fc.Arbitrary<readonly [string, unknown]>, { freq: 1, nil: null });
  return fc.tuple(fc.tuple(...entries), extra).map(([pairs, more]) => {
    const kept = [...pairs, more].filter((p): p is readonly [string, unknown] => p !== null);
    return `{${kept.map(([k, v]) => `${JSON.stringify(k)}:${jsonText(v)}`).join(',')}}`;
  });
}

/** Lists of ids around the 1000 limit, with another user's id, a missing one or a bad one among them. */
function idList(foreign: number): fc.Arbitrary<unknown> {
  return fc.oneof(
    fc.constantFrom<unknown>([], [foreign], [foreign, MISSING_ID], [foreign, foreign], Array(1001).fill(MISSING_ID), Array(1000).fill(foreign), foreign, String(foreign), null, {}),
    fc.tuple(fc.constantFrom(foreign, MISSING_ID), badId).map(([good, bad]) => [good, bad]),
  );
}

/**
 * The bodies of the message centre's and the approval engine's writes, by route: mostly the route's own
 * fields, well-formed or not, aimed at other users' rows. What each must answer is in WRITE_EXAMPLES.
 */
export function writeBodies(ids: ForeignIds): Record<string, fc.Arbitrary<string>> {
  const id = (foreign: number) => fc.oneof({ weight: 2, arbitrary: fc.constantFrom<unknown>(foreign, MISSING_ID) }, { weight: 3, arbitrary: badId });
  const users = fc.oneof(idList(MISSING_ID), fc.constantFrom<unknown>(Array(21).fill(MISSING_ID), [0], ['1']));
  return {
    'POST /api/access/message/open': objectOf({ id: id(ids.message) }),
    'POST /api/access/message/read': objectOf({ ids: idList(ids.message) }),
    'POST /api/base/workflow/handle': objectOf({ task_id: id(ids.task), action, opinion, user_ids: users, next_users: users }),
    'POST /api/base/workflow/readCopies': objectOf({ ids: idList(ids.copy) }),
  };
}

/** One named case of a write: its body and the code it must answer (every one writes nothing). */
export interface WriteExample {
  what: string;
  body: unknown;
  code: number;
}

/**
 * The named cases, each with the answer a user can rely on: 4400 for a body the schema refuses (oversized
 * or typed wrong), 4403 for another user's row, 4404 for no row; marking others' messages or copies read is
 * accepted and ignored (2000, nothing written), so a stale 全部标为已读 never fails.
 */
export function writeExamples(ids: ForeignIds): Record<string, WriteExample[]> {
  const handle = (what: string, body: Record<string, unknown>, code: number): WriteExample => ({ what, body, code });
  const decisions = ['approve', 'reject', 'return'].flatMap((a) => [
    handle(`${a}: another user's task`, { task_id: ids.task, action: a, opinion: '同意' }, 4403),
    handle(`${a}: another user's task, an injection as opinion`, { task_id: ids.task, action: a, opinion: "'); delete from workflow_tasks; --" }, 4403),
    handle(`${a}: markup as opinion on no task`, { task_id: MISSING_ID, action: a, opinion: '<script>alert(1)</script>' }, 4404),
    handle(`${a}: a 501-character opinion`, { task_id: ids.task, action: a, opinion: 'a'.repeat(501) }, 4400),
    handle(`${a}: a 70,000-character opinion`, { task_id: ids.task, action: a, opinion: HUGE }, 4400),
    handle(`${a}: NUL in the opinion`, { task_id: ids.task, action: a, opinion: '同意\u0000' }, 4400),
    ...[123, true, null, ['同意'], { text: '同意' }].map((o) => handle(`${a}: opinion ${JSON.stringify(o)}`, { task_id: ids.task, action: a, opinion: o }, 4400)),
    ...['1', 0, -1, 1.5, 2_147_483_648, null, [ids.task]].map((t) => handle(`${a}: task_id ${JSON.stringify(t)}`, { task_id: t, action: a, opinion: '同意' }, 4400)),
  ]);
  return {
    'POST /api/access/message/open': [
      { what: "another user's message", body: { id: ids.message }, code: 4403 },
      { what: 'no message', body: { id: MISSING_ID }, code: 4404 },
      ...['1', '', 0, -1, 1.5, 2_147_483_648, null, true, [ids.message], { id: ids.message }, "1 or 1=1"].map((id) => ({ what: `id ${JSON.stringify(id)}`, body: { id }, code: 4400 })),
      { what: 'no id', body: {}, code: 4400 },
      { what: 'an extra key', body: { id: ids.message, user_id: 1 }, code: 4400 },
      { what: 'ids instead of id', body: { ids: [ids.message] }, code: 4400 },
    ],
    'POST /api/access/message/read': [
      { what: "another user's message (ignored)", body: { ids: [ids.message] }, code: 2000 },
      { what: 'no message (ignored)', body: { ids: [MISSING_ID] }, code: 2000 },
      ...[[], 'x', ids.message, [String(ids.message)], [0], [1.5], [null], Array(1001).fill(MISSING_ID), [[ids.message]]].map((list) => ({
        what: `ids ${JSON.stringify(list).slice(0, 40)}`, body: { ids: list }, code: 4400,
      })),
      { what: 'no ids', body: {}, code: 4400 },
      { what: 'an extra key', body: { ids: [ids.message], user_id: 1 }, code: 4400 },
    ],
    'POST /api/base/workflow/handle': [
      ...decisions,
      handle('an unknown action', { task_id: ids.task, action: 'delete', opinion: '同意' }, 4400),
      handle('no action', { task_id: ids.task, opinion: '同意' }, 4400),
      handle('an extra key', { task_id: ids.task, action: 'approve', opinion: '同意', status: 1 }, 4400),
      handle('21 people to copy', { task_id: ids.task, action: 'copy', user_ids: Array(21).fill(MISSING_ID) }, 4400),
    ],
    'POST /api/base/workflow/readCopies': [
      { what: "another user's copy (ignored)", body: { ids: [ids.copy] }, code: 2000 },
      ...[[], [0], ['1'], Array(1001).fill(MISSING_ID)].map((list) => ({ what: `ids ${JSON.stringify(list).slice(0, 40)}`, body: { ids: list }, code: 4400 })),
    ],
    ...collectExamples(),
    ...numberTextExamples(),
    'POST /api/access/user/updateFrequent': [
      { what: 'no such user', body: { user_id: MISSING_ID }, code: 4404 },
      ...['1', '', 0, -1, 1.5, 2_147_483_648, null, true, [1], { id: 1 }].map((id) => ({ what: `user_id ${JSON.stringify(id)}`, body: { user_id: id }, code: 4400 })),
      { what: 'no user_id', body: {}, code: 4400 },
      { what: 'another user as the chooser', body: { user_id: 1, add_user_id: 4 }, code: 4400 },
    ],
  };
}

/**
 * The organisation picker's collect calls (issue 21), as the administrator (user 1 in org 1, no company): a
 * collect forged for another user, org or company, malformed bodies, an organisation that does not exist; and
 * uncollecting what was never collected, which is accepted and changes nothing.
 */
/**
 * Issue 40: an id of the job and file calls as number text, or as JSON that reads as Infinity, is a 4400 (it was
 * coerced: "0x10" read as 16, "1e309" as Infinity). Nothing is found, so nothing is written either way.
 */
function numberTextExamples(): Record<string, WriteExample[]> {
  const ids: unknown[] = ['1', '0x10', '1e309', 'Infinity', ' 7', raw('1e309'), raw('-1e309'), true, null];
  const refused = (extra: Record<string, unknown> = {}) => ids.map((id) => ({ what: `id ${JSON.stringify(id)}`, body: { id, ...extra }, code: 4400 }));
  return {
    'POST /api/base/job/cancel': refused(),
    'POST /api/base/file/del': refused(),
    'POST /api/base/file/remarks': refused({ remarks: 'x' }),
  };
}

function collectExamples(): Record<string, WriteExample[]> {
  const valid = { group: 'hkwl', label: 'department', data_id: 8 };
  const refusals: WriteExample[] = [
    ...[{ add_user_id: 4 }, { add_org_id: 7 }, { add_company_id: 3 }, { add_user_id: 1, add_org_id: 1, add_company_id: 20 }].map((forged) => ({
      what: `forged ${JSON.stringify(forged)}`, body: { ...valid, ...forged }, code: 4403,
    })),
    ...[{ group: 'other' }, { group: HUGE }, { label: 'company' }, { label: null }, { data_id: '8' }, { data_id: 0 }, { data_id: 1.5 }, { data_id: raw('1e309') }, { data_id: [8] }, { user_id: 4 }, { add_user_id: '4' }].map(
      (bad) => ({ what: `bad ${JSON.stringify(bad).slice(0, 40)}`, body: { ...valid, ...bad }, code: 4400 }),
    ),
    { what: 'no data_id', body: { group: 'hkwl', label: 'department' }, code: 4400 },
  ];
  return {
    'POST /api/base/collect/saveData': [...refusals, { what: 'no such organisation', body: { ...valid, data_id: MISSING_ID }, code: 4404 }],
    'POST /api/base/collect/cancelData': [...refusals, { what: 'never collected (nothing to do)', body: { ...valid, data_id: MISSING_ID }, code: 2000 }],
  };
}
