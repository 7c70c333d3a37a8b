import { describe, expect, it } from 'vitest';
import dayjs from 'dayjs';
import { CODECS, codecOf, compareNumeric, DASHED_TIME_FORMAT, DATE_FORMAT, DATETIME_FORMAT, formatDateValue, isTimeOnlyFormat, problemText, type CodecOptions, type Parsed } from '../../codecs';

const parse = (type: keyof typeof CODECS, text: string, options: CodecOptions = {}) => CODECS[type].parse(text, options);
const ok = <V,>(value: V | null): Parsed<V> => ({ ok: true, value });

describe('numeric codecs: typed, pasted and imported text, read exactly', () => {
  it('money reads separators, full-width digits, currency signs and the accounting negative', () => {
    expect(parse('money', '1,234.5')).toEqual(ok(1234.5));
    expect(parse('money', ' ￥1，234.50 ')).toEqual(ok(1234.5));
    expect(parse('money', '１２３．４')).toEqual(ok(123.4));
    expect(parse('money', '(1,234.00)')).toEqual(ok(-1234));
    expect(parse('money', '1 234 567')).toEqual(ok(1234567));
    expect(parse('money', '')).toEqual(ok(null));
    expect(parse('money', '   ')).toEqual(ok(null));
  });

  it('money reads a decimal comma as another locale writes it; a comma before three digits groups thousands', () => {
    expect(parse('money', '23 450,00')).toEqual(ok(23450));
    expect(parse('money', '1.234,56')).toEqual(ok(1234.56));
    expect(parse('money', '-1.234,5')).toEqual(ok(-1234.5));
    expect(parse('money', '1,5')).toEqual(ok(1.5));
    expect(parse('money', '¥7,820.00')).toEqual(ok(7820));
    expect(parse('money', '18,650')).toEqual(ok(18650));
    expect(parse('money', '1,234,567')).toEqual(ok(1234567));
  });

  it('rounds half away from zero to the field decimals, exactly (no float error)', () => {
    expect(parse('money', '1.005')).toEqual(ok(1.01));
    expect(parse('money', '-1.005')).toEqual(ok(-1.01));
    expect(parse('money', '1.0049')).toEqual(ok(1));
    expect(parse('money', '2.675', { moneyFormat: 2 })).toEqual(ok(2.68));
    expect(parse('money', '0.0005', { moneyFormat: 3 })).toEqual(ok(0.001));
    expect(parse('number', '1.23456')).toEqual(ok(1.235));
    expect(parse('money', '-0.001')).toEqual(ok(0));
    expect(Object.is((parse('money', '-0.001') as { value: number }).value, 0)).toBe(true);
  });

  it('refuses what is not a number, a fraction in an int, and values past ±1e15 (never clamped silently)', () => {
    expect(parse('money', 'abc')).toEqual({ ok: false, problem: 'notNumber' });
    expect(parse('money', '1.2.3')).toMatchObject({ ok: false, problem: 'notNumber' });
    expect(parse('money', '12元')).toMatchObject({ ok: false, problem: 'notNumber' });
    expect(parse('int', '3.5')).toEqual({ ok: false, problem: 'notInteger' });
    expect(parse('int', '3.0')).toEqual(ok(3));
    expect(parse('int', '1,200')).toEqual(ok(1200));
    expect(parse('money', '1000000000000001')).toMatchObject({ ok: false, problem: 'outOfRange' });
    expect(parse('money', '-1e16')).toMatchObject({ ok: false, problem: 'outOfRange' });
    expect(parse('money', '1000000000000000')).toEqual(ok(1e15));
  });

  it('percent: "12.34%" is the ratio 0.1234; a bare number is the stored ratio', () => {
    expect(parse('percent', '12.34%')).toEqual(ok(0.1234));
    expect(parse('percent', '12.345%')).toEqual(ok(0.1235));
    expect(parse('percent', '7 ％')).toEqual(ok(0.07));
    expect(parse('percent', '0.1234')).toEqual(ok(0.1234));
    expect(parse('percent', '0.12345')).toEqual(ok(0.1235));
    expect(parse('percent', 'x%')).toMatchObject({ ok: false, problem: 'notNumber' });
  });

  it('formats as the cells always have: grouping, decimals, percent ×100, int plain', () => {
    expect(CODECS.money.format(1234567.891, {}, 'zh')).toBe('1,234,567.89');
    expect(CODECS.money.format('12345678901234567.125', { moneyFormat: 2 }, 'zh')).toBe('12,345,678,901,234,567.13');
    expect(CODECS.number.format(1.5, {}, 'zh')).toBe('1.5');
    expect(CODECS.number.format(1.5, { moneyFormat: 3 }, 'zh')).toBe('1.500');
    expect(CODECS.percent.format(0.1234, {}, 'zh')).toBe('12.34%');
    expect(CODECS.int.format(1234567, {}, 'zh')).toBe('1234567');
    expect(CODECS.int.format('', {}, 'zh')).toBe('');
    expect(CODECS.money.format('abc', {}, 'zh')).toBe('');
  });

  it('a formatted value parses back to itself (what export writes, import reads)', () => {
    for (const [type, value] of [['money', 1234567.89], ['number', 0.125], ['percent', 0.1234], ['int', 42], ['money', -0.5]] as const) {
      expect(CODECS[type].parse(CODECS[type].format(value, {}, 'zh'), {}), `${type} ${value}`).toEqual(ok(value));
    }
  });

  it('compares exactly, empty first, numeric text like numbers', () => {
    expect(compareNumeric('12345678901234567.1', '12345678901234567.2')).toBe(-1);
    expect(compareNumeric(2, '10')).toBe(-1);
    expect([3, null, '10', 2.5, ''].sort((a, b) => CODECS.money.compare(a, b))).toEqual([null, '', 2.5, 3, '10']);
    expect(CODECS.money.isEmpty(0)).toBe(false);
    expect(CODECS.money.isEmpty('')).toBe(true);
    expect(CODECS.money.numeric && CODECS.int.numeric && CODECS.percent.numeric).toBe(true);
    expect(CODECS.text.numeric || CODECS.date.numeric || CODECS.enum.numeric).toBe(false);
  });
});

describe('date codecs', () => {
  it('reads the forms people type and spreadsheets paste, written back as YYYY-MM-DD', () => {
    for (const text of ['2026-1-5', '2026/1/5', '2026.01.05', '2026年1月5日', '20260105', ' 2026-01-05 ', '2026-01-05 00:00:00']) {
      expect(parse('date', text), text).toEqual(ok('2026-01-05'));
    }
  });

  it('reads Excel serials (1900 system) of five digits: 46023 is 2026-01-01, 46023.5 its noon', () => {
    expect(parse('date', '46023')).toEqual(ok('2026-01-01'));
    expect(parse('date', '45351')).toEqual(ok('2024-02-29'));
    expect(parse('datetime', '46023.5')).toEqual(ok('2026-01-01 12:00:00'));
    expect(parse('datetime', '46023.75')).toEqual(ok('2026-01-01 18:00:00'));
    // A typed year is not the serial of 1905.
    expect(parse('date', '2026')).toMatchObject({ ok: false, problem: 'notDate' });
  });

  it('shows a stored date or datetime as dayjs does, whether or not it is already in the pattern', () => {
    const viaDayjs = (text: string, pattern: string) => (dayjs(text).isValid() ? dayjs(text).format(pattern) : text);
    const stored = ['2026-01-05', '2024-02-29', '2026-02-30', '2026-13-01', '0999-01-01', '0050-01-01', '0050-01-01 08:00:00', '2026-01-05 08:30:15', '2026-01-05 23:59:59', '2026-01-05 24:00:00', '2026/1/5', '20260105', 'later'];
    for (const text of stored) {
      expect(formatDateValue(text, DATE_FORMAT), text).toBe(viaDayjs(text, DATE_FORMAT));
      expect(formatDateValue(text, DATETIME_FORMAT), text).toBe(viaDayjs(text, DATETIME_FORMAT));
    }
  });

  it('refuses days that do not exist and a time on a date field', () => {
    for (const text of ['2026-02-30', '2025-02-29', '2026-13-01', '2026-1', 'tomorrow', '2026-01-05 08:30']) {
      expect(parse('date', text), text).toEqual({ ok: false, problem: 'notDate' });
    }
    expect(parse('date', '2024-02-29')).toEqual(ok('2024-02-29'));
  });

  it('datetime: a date alone is its midnight; hours past 23 are refused', () => {
    expect(parse('datetime', '2026/1/5 8:30')).toEqual(ok('2026-01-05 08:30:00'));
    expect(parse('datetime', '2026-01-05T08:30:15')).toEqual(ok('2026-01-05 08:30:15'));
    expect(parse('datetime', '2026-01-05')).toEqual(ok('2026-01-05 00:00:00'));
    expect(parse('datetime', '2026-01-05 24:00')).toEqual({ ok: false, problem: 'notDatetime' });
    expect(CODECS.datetime.format('2026-01-05 08:30:15', { timeFormat: 'YYYY-MM-DD HH:mm' }, 'zh')).toBe('2026-01-05 08:30');
    expect(['2026-01-05', '', '2025-12-31'].sort((a, b) => CODECS.date.compare(a, b))).toEqual(['', '2025-12-31', '2026-01-05']);
  });
});

describe('time of day HH-mm-ss (spec 001 §9)', () => {
  const dashed: CodecOptions = { timeFormat: DASHED_TIME_FORMAT };

  it('tells a time-only pattern from one with a date', () => {
    for (const pattern of ['HH-mm-ss', 'HH:mm', 'H:mm:ss', 'hh:mm A', '[at] HH-mm']) expect(isTimeOnlyFormat(pattern), pattern).toBe(true);
    for (const pattern of ['YYYY-MM-DD', 'YYYY-MM-DD HH:mm:ss', 'MM-DD HH:mm', 'mm:ss', 'timestamp', undefined]) expect(isTimeOnlyFormat(pattern), String(pattern)).toBe(false);
  });

  it('shows a stored time, or a moment, as HH-mm-ss', () => {
    const format = (value: unknown) => CODECS.datetime.format(value, dashed, 'zh');
    expect(format('14:30:05')).toBe('14-30-05');
    expect(format('9:05')).toBe('09-05-00');
    expect(format('14-30-05')).toBe('14-30-05');
    expect(format('2026-01-05 08:30:15')).toBe('08-30-15');
    expect(format(null)).toBe('');
    expect(formatDateValue('not a time', DASHED_TIME_FORMAT)).toBe('not a time');
  });

  it('reads a typed or pasted time into HH-mm-ss and refuses what is no time of day', () => {
    expect(parse('datetime', '14:30:05', dashed)).toEqual(ok('14-30-05'));
    expect(parse('datetime', ' 9:5 ', dashed)).toEqual(ok('09-05-00'));
    expect(parse('datetime', '14-30-05', dashed)).toEqual(ok('14-30-05'));
    expect(parse('datetime', '14时30分5秒', dashed)).toEqual(ok('14-30-05'));
    expect(parse('datetime', '2026-01-05 08:30:15', dashed)).toEqual(ok('08-30-15'));
    expect(parse('datetime', '', dashed)).toEqual(ok(null));
    for (const text of ['24:00:00', '12:60', '12:30:61', 'noon', '2026-01-05']) {
      expect(parse('datetime', text, dashed), text).toEqual({ ok: false, problem: 'notTime', params: { example: '08-30-00' } });
    }
    expect(problemText('notTime', 'zh', { example: '08-30-00' })).toBe('时间格式不正确（如 08-30-00）');
    expect(problemText('notTime', 'en', { example: '08-30-00' })).toBe('Not a time of day (like 08-30-00)');
  });

  it('orders times as the day does and exports them as text', () => {
    expect(['14-30-05', '', '09-05-00'].sort((a, b) => CODECS.datetime.compare(a, b, dashed))).toEqual(['', '09-05-00', '14-30-05']);
    expect(CODECS.datetime.excelFormat(dashed)).toBeUndefined();
    expect(CODECS.datetime.excelFormat({})).toBe('yyyy-mm-dd hh:mm:ss');
  });
});

describe('choice codecs', () => {
  const status: CodecOptions = { options: [{ value: 0, label: '草稿', labelEn: 'Draft' }, { value: 1, label: '审批中', labelEn: 'Pending' }, { value: 2, label: '已完成', labelEn: 'Done' }] };

  it('enum reads a label in either language or a value, and refuses anything else by name', () => {
    expect(parse('enum', '审批中', status)).toEqual(ok(1));
    expect(parse('enum', ' pending ', status)).toEqual(ok(1));
    expect(parse('enum', '2', status)).toEqual(ok(2));
    expect(parse('enum', '作废', status)).toEqual({ ok: false, problem: 'notOption', params: { text: '作废' } });
  });

  it('a multiple enum reads items separated by ; , 、 in either width, once each', () => {
    expect(parse('enum', '草稿、已完成；草稿', { ...status, multiple: true })).toEqual(ok([0, 2]));
    expect(parse('enum', 'Draft, Done', { ...status, multiple: true })).toEqual(ok([0, 2]));
    expect(CODECS.enum.format([0, 2], { ...status, multiple: true }, 'en')).toBe('Draft ; Done');
  });

  it('enum orders by the declared options', () => {
    expect([2, 0, null, 1].sort((a, b) => CODECS.enum.compare(a, b, status))).toEqual([null, 0, 1, 2]);
  });

  it('boolean reads 是/否, yes/no, 1/0, ticks and crosses; stored 1 / 0', () => {
    expect(['是', 'YES', 'y', 'true', '1', '√'].map((t) => parse('boolean', t))).toEqual(Array(6).fill(ok(1)));
    expect(['否', 'no', 'false', '0', '×'].map((t) => parse('boolean', t))).toEqual(Array(5).fill(ok(0)));
    expect(parse('boolean', 'maybe')).toEqual({ ok: false, problem: 'notBoolean' });
    expect(CODECS.boolean.format(1, {}, 'zh')).toBe('是');
    expect(CODECS.boolean.format(0, {}, 'en')).toBe('No');
  });

  it('text trims the ends, keeps inner line breaks, and refuses past maxLength (counting characters, not UTF-16 units)', () => {
    expect(parse('text', '  a\nb \r')).toEqual(ok('a\nb'));
    expect(parse('text', '中文字', { maxLength: 3 })).toEqual(ok('中文字'));
    expect(parse('text', '𠀀𠀀𠀀', { maxLength: 3 })).toEqual(ok('𠀀𠀀𠀀'));
    expect(parse('text', 'abcd', { maxLength: 3 })).toEqual({ ok: false, problem: 'tooLong', params: { max: 3 } });
    expect(['张三', '阿明', '李四'].sort((a, b) => CODECS.text.compare(a, b))).toEqual(['阿明', '李四', '张三']);
  });

  it('codecOf falls back to text; every problem has a message in both languages', () => {
    expect(codecOf(undefined)).toBe(CODECS.text);
    expect(problemText('notOption', 'zh', { text: '作废' })).toBe('不是可选项：作废');
    expect(problemText('tooLong', 'en', { max: 3 })).toBe('At most 3 characters');
    expect(problemText('outOfRange', 'zh', { max: '1,000,000,000,000,000' })).toContain('1,000,000,000,000,000');
  });
});

describe('timeFormat "timestamp" (spec 001 §3): seconds since 1970 shown as a moment', () => {
  it('formats seconds (a number or its digits) in the viewer’s time zone; anything else as it is', async () => {
    const { formatDateValue } = await import('../../codecs/dates');
    const at = new Date(1_767_225_600 * 1000);
    const pad = (n: number) => String(n).padStart(2, '0');
    const local = `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())} ${pad(at.getHours())}:${pad(at.getMinutes())}:${pad(at.getSeconds())}`;
    expect(formatDateValue(1_767_225_600, 'timestamp')).toBe(local);
    expect(formatDateValue('1767225600', 'timestamp')).toBe(local);
    expect(formatDateValue('昨天', 'timestamp')).toBe('昨天');
    expect(formatDateValue(null, 'timestamp')).toBe('');
  });

  it('a column with timeFormat timestamp and no valueType is a moment column', async () => {
    const { compileListPage } = await import('../../rules/page-compile/compile-list-page');
    const menu = { id: 1, name: 'x', func_config: {}, remote_request_url: '/api/a/b/index', remote_request_method: 'GET' } as never;
    const schema = compileListPage(menu, [{ id: 1, perms_id: 1, prop: 'login_at', label: '登录时间', label_en: '', sort: 0, timeFormat: 'timestamp' } as never], 'zh');
    const table = schema.children.find((c) => c.type === 'data-table') as unknown as { columns: Array<{ valueType?: string; timeFormat?: string }> };
    expect(table.columns[0]).toMatchObject({ valueType: 'datetime', timeFormat: 'timestamp' });
  });
});
