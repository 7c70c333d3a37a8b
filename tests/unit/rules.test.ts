// The shared rules of rules/ (spec 000 §5 and §9, spec 001 §5): every value of tests/vectors passes or
// fails its rule, then the spec's own edge cases for each rule and helper, table-driven.
import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as rules from '../../rules';

interface Vector {
  rule: string;
  valid: string[];
  invalid: string[];
}

const VECTORS = new URL('../vectors/', import.meta.url);
const vector = (file: string) => JSON.parse(readFileSync(new URL(file, VECTORS), 'utf8')) as Vector;

/** A fixed "today" for the birth-date check, so the tests do not age. */
const TODAY = new Date(2025, 0, 1);

/** Vector file → the rule it checks. */
const BY_FILE: Record<string, (value: string) => boolean> = {
  'decimal.json': rules.isDecimal,
  'email.json': rules.isEmail,
  'landline_cn.json': rules.isLandline,
  'mobile_cn.json': rules.isMainlandMobile,
  'password.json': rules.isPassword,
  'positive_integer.json': rules.isPositiveInteger,
  'resident_id.json': (value) => rules.isResidentId(value, TODAY),
  'tax_number.json': rules.isTaxNumber,
  'uscc.json': rules.isUscc,
};

describe('shared vectors', () => {
  it('every vector file has a rule', () => {
    const files = readdirSync(VECTORS).filter((file) => file.endsWith('.json'));
    expect(files.sort()).toEqual(Object.keys(BY_FILE).sort());
  });

  it.each(Object.entries(BY_FILE))('%s', (file, rule) => {
    const { valid, invalid } = vector(file);
    expect(valid.length + invalid.length).toBeGreaterThan(0);
    for (const value of valid) expect(rule(value), `valid: ${JSON.stringify(value)}`).toBe(true);
    for (const value of invalid) expect(rule(value), `invalid: ${JSON.stringify(value)}`).toBe(false);
  });
});

type Case = [rule: string, check: (value: string) => boolean, valid: string[], invalid: string[]];

const CASES: Case[] = [
  ['password', rules.isPassword, ['Abcdef12', 'abcdef1!', 'ABCDEF1!', 'Abcdefgh!', 'Aa1!Aa1!Aa1!Aa1!'], [
    'Abcdefg', // 7 characters
    'Aa1!Aa1!Aa1!Aa1!A', // 17 characters
    'abcdefgh12', // 2 classes: lower, digit
    'ABCDEFGH!!', // 2 classes: upper, special
    'Abc def12', // a space is not allowed
    'Abcdef12密码', // nor a non-ASCII character
  ]],
  ['mainland mobile', rules.isMainlandMobile, ['13800138000', '+8619912345678', '008615011112222'], [
    '12800138000', // second digit 2
    '1380013800', // 10 digits
    '86 13800138000',
    ' 13800138000', // callers trim (LoginPage does)
  ]],
  ['landline', rules.isLandline, ['12345', '010-12345', '0755-12345678-1234', '12345678-1234'], [
    '1234', // 4 digits
    '010-123456789', // 9 digits
    '01-12345678', // 2-digit area code
    '010-12345678-123', // 3-digit extension
    '010--12345678',
  ]],
  ['email', rules.isEmail, ['a.b@c.cn', 'name+tag@mail.example.com', 'x@example.xn--fiqs8s'], ['a@b', 'x@xn--fiqs8s', 'a@b.c1', 'a.@b.cn', '.a@b.cn', 'a@b..cn', 'a b@c.cn']],
  ['positive integer', rules.isPositiveInteger, ['1', '10', '99999999999999999999999'], ['0', '01', '-1', '+1', '1.0', '１']],
  ['tax number', rules.isTaxNumber, ['1234567', 'abcDEF1', '12345678901234567890'], ['123456', '123456789012345678901', '12345-67', '1234567 ']],
  ['lowercase', rules.isLowercase, ['abc'], ['', 'Abc', 'ab1', 'ab_c', 'é']],
  ['uppercase', rules.isUppercase, ['ABC'], ['', 'ABc', 'AB1']],
  ['letters', rules.isLetters, ['abC', 'Z'], ['', 'ab1', 'a b', '字']],
  ['lowercase with underscore', rules.isLowercaseUnderscore, ['snake_case', 'abc', '_a_'], ['', 'Snake_case', 'a-b', 'a1_b']],
  ['no special characters', rules.hasNoSpecialCharacters, ['', '上海 某某(集团)有限公司', 'a_b-c.d,e+f', '《名称》【一】、（二）'], [
    'a?b', 'a？b', 'a<b', 'a>b', '＜a＞', 'a\u00a0b', 'a\u3000b', 'a\u200bb', 'a\ufeffb', 'a/b', 'a\\b', 'a|b', 'a"b', "a'b", 'a&b', 'a:b', 'a*b',
  ]],
  // Decimal: 0 / 0.00 / -1.5 / 21 integer digits, and the variants.
  ['decimal', rules.isDecimal, ['0.01', '1', '1.5', '12345678901234567890', '12345678901234567890.99'], [
    '0', '0.00', '-1.5', '1.234', '123456789012345678901', '01', '1.', '.5', '+1', '1,000', ' 1',
  ]],
  ['decimal, 3 places', rules.isDecimal3, ['0.001', '1.234', '12345678901234567890.123'], ['0.000', '1.2345', '-1.5', '123456789012345678901']],
  ['decimal or zero', rules.isDecimalOrZero, ['0', '0.0', '0.00', '1.25', '1234567890123456789'], ['-0', '-1.5', '0.001', '12345678901234567890']],
  ['decimal or zero, 3 places', rules.isDecimal3OrZero, ['0', '0.000', '1.125', '1234567890123456789.999'], ['-0', '1.1234', '12345678901234567890']],
  ['signed decimal', rules.isSignedDecimal, ['-1.5', '1.5', '-0.01', '-12345678901234567890.99'], ['0', '-0', '-0.00', '-1.234', '--1', '-123456789012345678901']],
  // Resident ID: a wrong check digit, Feb 30, Feb 29 of a leap year and not, 15 digits, a future birth date.
  ['resident ID', (value) => rules.isResidentId(value, TODAY), ['11010519491231002X', '11010519491231002x', '110101200002290018', '110101880229001'], [
    '110105194912310021', // wrong check digit (X is right)
    '11010119990230001X', // Feb 30 (check character right)
    '110101190002290011', // 1900 is not a leap year
    '110101202601010013', // born after "today"
    '990101199001010019', // no province 99 (check digit right)
    '110101880230001', // Feb 30, 15 digits
    '11010188022900X', // 15 digits have no check character
    ' 11010519491231002X',
  ]],
  ['USCC', rules.isUscc, ['91110000600037341L'], ['91110000600037341l', '9111000060003734IL', '911100A0600037341F', '91110000600037341']],
];

describe.each(CASES)('%s', (_rule, check, valid, invalid) => {
  it.each(valid.map((value) => [value]))('accepts %j', (value) => expect(check(value)).toBe(true));
  it.each(invalid.map((value) => [value]))('rejects %j', (value) => expect(check(value)).toBe(false));
});

describe('check characters', () => {
  it('computes the ISO 7064 MOD 11-2 and GB 32100 characters', () => {
    expect(rules.residentIdCheckCharacter('11010519491231002')).toBe('X');
    expect(rules.residentIdCheckCharacter('44030819990110151')).toBe('2');
    expect(rules.usccCheckCharacter('91110000600037341')).toBe('L');
  });

  it('the unknown-province vector fails its check digit as well (the province check is our addition)', () => {
    expect(rules.isResidentId('160323197806058856', TODAY)).toBe(false);
    expect(rules.residentIdCheckCharacter('16032319780605885')).not.toBe('6');
  });
});

describe('required', () => {
  it('gives the spec message on blur', () => {
    expect(rules.REQUIRED_MESSAGE.zh).toBe('请输入必填项');
    expect(rules.REQUIRED_TRIGGER).toBe('blur');
  });

  it.each([
    ['x', true], [0, true], [false, true], [['a'], true], [{}, true],
    ['', false], ['  ', false], ['\u3000', false], [null, false], [undefined, false], [[], false], [Number.NaN, false],
  ] as [unknown, boolean][])('isFilled(%j) is %s', (value, filled) => expect(rules.isFilled(value)).toBe(filled));
});

describe('upload checks', () => {
  const MB = 1024 * 1024;

  it.each([
    ['a.xlsx', 10 * MB, null],
    ['A.XLS', 1, null],
    ['a.csv', 1, '文件只能是 xlsx或xls 格式!'],
    ['xlsx', 1, '文件只能是 xlsx或xls 格式!'],
    ['a.xlsx', 10 * MB + 1, '文件大小不能超过 10MB!'],
  ] as const)('excel %s of %d bytes', (name, size, zh) => {
    expect(rules.checkExcelFile({ name, size })?.zh ?? null).toBe(zh);
  });

  it('takes another size limit and translates', () => {
    expect(rules.checkExcelFile({ name: 'a.xls', size: 3 * MB }, 2)).toEqual({ zh: '文件大小不能超过 2MB!', en: 'The file size cannot exceed 2MB!' });
    expect(rules.checkFileSize({ name: 'a', size: 2 * MB }, 2)).toBeNull();
  });

  it.each([
    ['photo.PNG', '.jpg,.png', null],
    ['photo.jpeg', ['jpg', 'PNG'], { zh: '上传文件只能是jpg、png 格式', en: 'Only jpg, png files can be uploaded' }],
    ['README', ['jpg'], { zh: '不支持该文件类型', en: 'This file type is not supported' }],
    ['.env', ['env'], { zh: '不支持该文件类型', en: 'This file type is not supported' }],
    ['anything.exe', [], null],
  ] as const)('accept list: %s in %j', (name, accept, message) => {
    expect(rules.checkAccept(name, accept)).toEqual(message);
  });

  it('imports xlsx only, up to 10 MB', () => {
    expect(rules.checkImportFile({ name: 'data.xlsx', size: 10 * MB })).toBeNull();
    expect(rules.checkImportFile({ name: 'data.xls', size: 1 })?.zh).toBe('上传文件只能是xlsx 格式');
    expect(rules.checkImportFile({ name: 'data.xlsx', size: 11 * MB })?.zh).toBe('文件大小不能超过 10MB!');
    expect(rules.IMPORT_LIMITS).toMatchObject({ maxFiles: 1, maxRows: 5000, headerLines: 1 });
  });
});

describe('arithmetic', () => {
  it.each([
    ['add', rules.add(0.1, 0.2), 0.3],
    ['add, strings', rules.add('1.005', '0'), 1.01],
    ['subtract', rules.subtract(0.3, 0.1), 0.2],
    ['subtract below zero', rules.subtract(1, 1.005), -0.01],
    ['multiply', rules.multiply(19.9, 100), 1990],
    ['multiply rounds half up', rules.multiply(1.005, 1), 1.01],
    ['multiply, 4 places', rules.multiply(0.12345, 1, 4), 0.1235],
    ['divide', rules.divide(1, 3), 0.33],
    ['divide, 4 places', rules.divide(2, 3, 4), 0.6667],
    ['divide, negative half', rules.divide(-1, 8), -0.13],
    ['divide by zero', rules.divide(1, 0), Number.NaN],
    ['not a number', rules.add('abc', 1), Number.NaN],
    ['empty string', rules.add('', 1), Number.NaN],
    ['round', rules.round(2.675), 2.68],
    ['round, 0 places', rules.round(-2.5, 0), -3],
    ['exponent', rules.add('1e-7', 0, 8), 1e-7],
  ])('%s', (_case, actual, expected) => expect(actual).toBe(expected));

  it('keeps every digit as text and refuses odd decimals', () => {
    expect(rules.toFixedString('12345678901234567890.125')).toBe('12345678901234567890.13');
    expect(rules.toFixedString(-0.001)).toBe('0.00');
    expect(rules.toFixedString('x')).toBe('');
    expect(() => rules.add(1, 2, -1)).toThrow(RangeError);
    expect(() => rules.add(1, 2, 1.5)).toThrow(RangeError);
  });
});

describe('decimal input', () => {
  it.each([
    ['1,234.567', {}, '1234.56'],
    ['1，234.5', {}, '1234.5'],
    ['00.5', {}, '0.5'],
    ['.5', {}, '0.5'],
    ['1.', {}, '1.'],
    ['12a.3.4', {}, '12.34'],
    ['-1.5', {}, '1.5'],
    ['-1.5', { signed: true }, '-1.5'],
    ['-', { signed: true }, '-'],
    ['1.23456', { decimals: 3 }, '1.234'],
    ['1.5', { decimals: 0 }, '1'],
    ['', {}, ''],
  ] as const)('sanitizeDecimalInput(%j, %j)', (text, options, clean) => {
    expect(rules.sanitizeDecimalInput(text, options)).toBe(clean);
  });

  it('keeps digits only and clamps to ±1e15', () => {
    expect(rules.digitsOnly('A-12 3')).toBe('123');
    expect(rules.clampNumber(2e15)).toBe(1e15);
    expect(rules.clampNumber(-2e15)).toBe(-1e15);
    expect(rules.clampNumber(5, { max: 3 })).toBe(3);
    expect(rules.clampNumber(-1e9, { min: -99999999 })).toBe(-99999999);
    // Rounded exactly, half away from zero: the float way gives 1.00 for 1.005 and -0 for -0.004.
    expect(rules.clampNumber(1.005, { decimals: 2 })).toBe(1.01);
    expect(rules.clampNumber(-2.5, { decimals: 0 })).toBe(-3);
    expect(Object.is(rules.clampNumber(-0.004, { decimals: 2 }), 0)).toBe(true);
    expect(rules.clampNumber(Number.NaN)).toBeNaN();
  });
});

describe('money and thousands', () => {
  it.each([
    [1234567.8, undefined, '1,234,567.80'],
    [0, undefined, '0.00'],
    [-1234.5, undefined, '-1,234.50'],
    ['1,234.5', 3, '1,234.500'],
    ['12345678901234567890.125', undefined, '12,345,678,901,234,567,890.13'],
    [999.995, undefined, '1,000.00'],
    [-0.004, undefined, '0.00'],
    [1234.5, 0, '1,235'],
    [1234.5, { grouping: false }, '1234.50'],
    [null, undefined, ''],
    ['abc', undefined, ''],
  ] as const)('formatMoney(%j, %j)', (value, options, text) => {
    expect(rules.formatMoney(value, options)).toBe(text);
  });

  it.each([
    [1234567.891, '1,234,567.891'],
    ['-0012', '-12'],
    [100, '100'],
    [1000, '1,000'],
    [1e21, '1,000,000,000,000,000,000,000'],
    ['1,234,567', '1,234,567'],
    ['abc', 'abc'],
    [null, ''],
  ] as const)('addThousands(%j)', (value, text) => expect(rules.addThousands(value)).toBe(text));

  it('strips ASCII and full-width commas', () => {
    expect(rules.stripThousands('1,234，567.5')).toBe('1234567.5');
    expect(rules.stripThousands(rules.addThousands(98765.4321))).toBe('98765.4321');
  });
});

describe('abbreviate', () => {
  it.each([
    [999, 1, '999'],
    [1000, 1, '1k'],
    [1234, 1, '1.2k'],
    [1250, 2, '1.25k'],
    [1_500_000, 1, '1.5M'],
    [999_950, 1, '1M'],
    [-2_500_000_000, 1, '-2.5G'],
    [1e12, 1, '1T'],
    [3.3e15, 1, '3.3P'],
    [1e18, 1, '1E'],
    [1e21, 1, '1000E'],
    [0.04, 1, '0'],
    ['12345', 0, '12k'],
  ] as const)('abbreviate(%j, %d)', (value, digits, text) => expect(rules.abbreviate(value, digits)).toBe(text));

  it('gives "" for what is not a number', () => expect(rules.abbreviate('k')).toBe(''));
});

describe('relative time', () => {
  const now = new Date(2024, 2, 10, 12, 0, 0);
  const ago = (ms: number) => new Date(now.getTime() - ms);
  const s = 1000;
  const min = 60 * s;
  const h = 60 * min;

  it.each([
    [0, '刚刚', 'just now'],
    [29 * s, '刚刚', 'just now'],
    [30 * s, '1分钟前', '1 minute ago'],
    [59 * min, '59分钟前', '59 minutes ago'],
    [59 * min + 59 * s, '59分钟前', '59 minutes ago'],
    [60 * min, '1小时前', '1 hour ago'],
    [23 * h, '23小时前', '23 hours ago'],
    [24 * h - s, '23小时前', '23 hours ago'],
    [24 * h, '1天前', '1 day ago'],
    [47 * h, '1天前', '1 day ago'],
    [48 * h, '2024-03-08', '2024-03-08'],
    [-10 * s, '刚刚', 'just now'],
    [-h, '2024-03-10', '2024-03-10'],
  ])('%d ms ago', (ms, zh, en) => {
    expect(rules.relativeTime(ago(ms), { now })).toBe(zh);
    expect(rules.relativeTime(ago(ms), { now, lang: 'en' })).toBe(en);
  });

  it('reads milliseconds, seconds and local date-time text', () => {
    const time = ago(5 * min);
    expect(rules.relativeTime(time.getTime(), { now })).toBe('5分钟前');
    expect(rules.relativeTime(Math.floor(time.getTime() / 1000), { now: now.getTime() })).toBe('5分钟前');
    expect(rules.relativeTime('2024-03-10 11:00:00', { now })).toBe('1小时前');
    expect(rules.relativeTime('2024/1/2', { now })).toBe('2024-01-02');
    expect(rules.relativeTime('not a time', { now })).toBe('');
  });
});

describe('file types, avatars, date ranges', () => {
  it.each([
    ['a.PNG', 'image'], ['a.jpeg', 'image'], ['a.txt', 'txt'], ['a.xlsx', 'excel'], ['a.doc', 'word'], ['a.pdf', 'pdf'],
    ['a.pptx', 'ppt'], ['a.mp4', 'video'], ['a.mov', 'video'], ['a.mp3', 'radio'], ['a.wmv', 'radio'], ['a.zip', 'other'],
    ['README', 'other'], ['https://x.cn/f/report.PDF?v=2#p1', 'pdf'], ['dir.v2/file', 'other'],
  ])('fileTypeOf(%j) is %s', (name, type) => expect(rules.fileTypeOf(name)).toBe(type));

  it('has the avatar sizes of the spec', () => {
    expect(rules.AVATAR_SIZES).toEqual({ mini: 70, middle: 150, big: 300 });
  });

  it.each([
    [['2024-03-05'], ['2024-03-05 00:00:00', '2024-03-05 23:59:59']],
    [['2024/3/1', '2024-3-31'], ['2024-03-01 00:00:00', '2024-03-31 23:59:59']],
    [['2024-02-29'], ['2024-02-29 00:00:00', '2024-02-29 23:59:59']],
    [['2023-02-29'], null],
    [['2024-03-05 10:00:00'], null],
  ] as [[string, string?], [string, string] | null][])('dateOnlyRange(%j)', (args, range) => {
    expect(rules.dateOnlyRange(...args)).toEqual(range);
  });
});

describe('messages', () => {
  it('fills placeholders and leaves unknown ones', () => {
    expect(rules.fillPlaceholders('{n}MB {m}', { n: 5 })).toBe('5MB {m}');
    expect(rules.fillMessage(rules.UPLOAD_MESSAGES.tooLarge, { n: 20 }).zh).toBe('文件大小不能超过 20MB!');
  });

  it('lists the forbidden characters found', () => {
    expect(rules.forbiddenCharactersIn('a?b?c<\u3000')).toEqual(['?', '<', '\u3000']);
  });
});
