import { describe, expect, it } from 'vitest';
import { FIELD_TYPES } from '../../fields';
import { groupedInput } from '../../fields/shared/controls';
import { pageAverage, pageSum } from '../../renderers/data-table/SummaryRows';
import { formatMoney, sum } from '../../rules';
import { tipText } from '../../renderers/statistics-tip/tip-value';

// Issue 19: one money formatter (rules/money.ts) for cells, summary rows, statistics tips and the money
// input, on exact decimals.

describe('formatMoney', () => {
  it.each([
    [1.005, 2, '1.01'],
    [1.255, 2, '1.26'],
    [2.675, 2, '2.68'],
    [1.045, 2, '1.05'],
    [-1.005, 2, '-1.01'],
    [0.145, 2, '0.15'],
    [8.345, 2, '8.35'],
    [1234.5, 0, '1,235'],
    [-0.5, 0, '-1'],
    [0.1 + 0.2, 2, '0.30'],
    [-0.004, 2, '0.00'],
    [-0, 2, '0.00'],
    [1e21, 2, '1,000,000,000,000,000,000,000.00'],
    [5e-7, 6, '0.000001'],
  ] as const)('%j at %i places is %j (half away from zero, exactly)', (value, decimals, text) => {
    expect(formatMoney(value, decimals)).toBe(text);
  });

  it('numeric text keeps every digit (PostgreSQL numerics arrive as text)', () => {
    expect(formatMoney('12345678901234567.895')).toBe('12,345,678,901,234,567.90');
    expect(formatMoney(' 1,234.5 ')).toBe('1,234.50');
    expect(formatMoney('1e3')).toBe('1,000.00');
  });

  it('minDecimals drops zeros past it; shift moves the point', () => {
    expect(formatMoney(1234.5, { decimals: 3, minDecimals: 0 })).toBe('1,234.5');
    expect(formatMoney(1234.5678, { decimals: 3, minDecimals: 0 })).toBe('1,234.568');
    expect(formatMoney(1234, { decimals: 3, minDecimals: 0 })).toBe('1,234');
    expect(formatMoney(1.2, { decimals: 3, minDecimals: 2 })).toBe('1.20');
    expect(formatMoney(-0.0001, { decimals: 3, minDecimals: 0 })).toBe('0');
    expect(formatMoney(0.1234, { decimals: 2, shift: 2 })).toBe('12.34');
    expect(formatMoney(0.00145, { decimals: 2, shift: 2 })).toBe('0.15');
    expect(formatMoney(12.5, { decimals: 0, shift: 2 })).toBe('1,250');
  });

  it('what is not a number is empty text', () => {
    for (const value of [null, undefined, '', ' ', 'abc', '1.2.3', Number.NaN, Number.POSITIVE_INFINITY]) expect(formatMoney(value as number)).toBe('');
  });

  it('refuses decimals it cannot mean', () => {
    expect(() => formatMoney(1, -1)).toThrow(RangeError);
    expect(() => formatMoney(1, 1.5)).toThrow(RangeError);
    expect(() => formatMoney(1, { shift: -2 })).toThrow(RangeError);
  });
});

describe('every money and number text goes through it', () => {
  const f = (type: 'money' | 'number' | 'percent', value: unknown, options = {}) => FIELD_TYPES[type].format(value, options, 'zh');

  it('money, number and percent cells (and so the summary rows)', () => {
    expect(f('money', 1.005)).toBe('1.01');
    expect(f('money', -0.001)).toBe('0.00');
    expect(f('money', '98765432109876543.21')).toBe('98,765,432,109,876,543.21');
    expect(f('money', true)).toBe('');
    expect(f('money', null)).toBe('');
    expect(f('number', 1.0005)).toBe('1.001');
    expect(f('number', 1234.5)).toBe('1,234.5');
    expect(f('number', 1234.5, { moneyFormat: 2 })).toBe('1,234.50');
    expect(f('percent', 0.0115)).toBe('1.15%');
    expect(f('percent', 0.011)).toBe('1.10%');
    expect(f('percent', '')).toBe('');
  });

  it("summary rows: the page's total is summed exactly before it is formatted", () => {
    const rows = [{ v: 0.003 }, { v: '0.022' }, { v: null }, { v: '' }, { v: ' ' }, { v: 'x' }];
    expect(0.003 + 0.022).not.toBe(0.025); // what a float sum gives
    expect(pageSum(rows, 'v')).toBe(0.025);
    expect(f('money', pageSum(rows, 'v'))).toBe('0.03');
    expect(pageAverage([{ v: 1.005 }, { v: 1.005 }, { v: 1.005 }], 'v')).toBe(1.005);
    expect(sum([0.1, 0.2, 0.005])).toBe(0.305);
    expect(sum([])).toBe(0);
  });

  it('statistics tips', () => {
    expect(tipText({ prop: 'amount', label: '合同总额', calculate: 'sum' }, 1.005)).toBe('1.01');
    expect(tipText({ prop: 'amount', label: '合同总额', calculate: 'sum', moneyFormat: 0 }, 1234.5)).toBe('1,235');
    expect(tipText({ prop: 'amount', label: '合同总额', calculate: 'sum' }, null)).toBe('-');
  });

  it('the money input: a stored value with its decimals, typed text grouped as it stands', () => {
    expect(groupedInput('1.005', 2)).toBe('1.01');
    expect(groupedInput(1234567.891, 2)).toBe('1,234,567.89');
    expect(groupedInput('1234567.', undefined)).toBe('1,234,567.');
    expect(groupedInput('-1234.50', undefined)).toBe('-1,234.50');
    expect(groupedInput('', 2)).toBe('');
    expect(groupedInput('-', 2)).toBe('-');
  });
});
