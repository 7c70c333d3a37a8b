import { composeStories } from '@storybook/react-vite';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CODECS, isRangeValid as isValidRange } from '../../codecs';
import { dayRangeCondition, FIELD_TYPES, fieldType } from '../../fields';
import type { FieldType } from '../../schemas/generated/field-type';
import { FIELD_STORAGE } from '../../server/modules/resources/field-storage';
import * as stories from '../../stories/field-types.stories';

const { Chinese, English } = composeStories(stories);
const status = { options: [{ value: 1, label: '审批中', labelEn: 'Pending' }] };

describe('field types: one vocabulary', () => {
  it('every type is its shared codec plus React modes: the storage, alignment and text the server uses too', () => {
    for (const [type, field] of Object.entries(FIELD_TYPES)) {
      expect(field.type).toBe(type);
      expect(field.codec, type).toBe(CODECS[type as FieldType]);
      expect(field.storage, type).toBe(FIELD_STORAGE[type as FieldType]);
      expect(field.format(1, {}, 'zh'), type).toBe(CODECS[type as FieldType].format(1, {}, 'zh'));
    }
  });

  it('a column without a valueType is text', () => {
    expect(fieldType(undefined)).toBe(FIELD_TYPES.text);
  });
});

describe('field formats (spec 000 §9, spec 001 §9)', () => {
  const f = (type: FieldType, value: unknown, options = {}, language: 'zh' | 'en' = 'zh') => FIELD_TYPES[type].format(value, options, language);

  it('money: 2 decimals with Chinese grouping unless the column says otherwise; text numerics too', () => {
    expect(f('money', 1234567.891)).toBe('1,234,567.89');
    expect(f('money', 1234567.891, { moneyFormat: 3 })).toBe('1,234,567.891');
    expect(f('money', '12.5')).toBe('12.50');
    expect(f('money', 0)).toBe('0.00');
    expect(f('money', 'n/a')).toBe('');
  });

  it('number up to 3 decimals, percent a ratio shown ×100, int as written', () => {
    expect(f('number', 1234.5678)).toBe('1,234.568');
    expect(f('number', 12)).toBe('12');
    expect(f('percent', 0.1234)).toBe('12.34%');
    expect(f('percent', 0.5, { moneyFormat: 0 })).toBe('50%');
    expect(f('int', 1234567)).toBe('1234567');
  });

  it('date and datetime in the default formats, or the column timeFormat', () => {
    expect(f('date', '2026-11-21')).toBe('2026-11-21');
    expect(f('date', '2026-11-21', { timeFormat: 'YYYY/MM/DD' })).toBe('2026/11/21');
    expect(f('datetime', '2026-11-21 08:30:05')).toBe('2026-11-21 08:30:05');
    expect(f('datetime', '2026-11-21 08:30:05', { timeFormat: 'YYYY-MM' })).toBe('2026-11');
    expect(f('date', 'not a date')).toBe('not a date');
  });

  it('enum by option label in the page language; boolean 是/否, Yes/No; empty shows nothing', () => {
    expect(f('enum', 1, status)).toBe('审批中');
    expect(f('enum', '1', status, 'en')).toBe('Pending');
    expect(f('enum', 9, status)).toBe('9');
    expect(f('boolean', 1)).toBe('是');
    expect(f('boolean', 0, {}, 'en')).toBe('No');
    for (const type of Object.keys(FIELD_TYPES) as FieldType[]) {
      expect(f(type, null), type).toBe('');
      expect(f(type, undefined), type).toBe('');
    }
  });

  it('a day range covers whole days on datetime fields (spec 000 §5)', () => {
    expect(dayRangeCondition('2026-11-01', '2026-11-30', true)).toEqual(['between', ['2026-11-01 00:00:00', '2026-11-30 23:59:59']]);
    expect(dayRangeCondition('2026-11-01', '2026-11-30', false)).toEqual(['between', ['2026-11-01', '2026-11-30']]);
  });
});

describe('field-type stories: cell and filter of every type', () => {
  it('Chinese: every cell shows its formatted sample', () => {
    render(<Chinese />);
    expect(screen.getByTestId('cell-money').textContent).toBe('1,234,567.89');
    expect(screen.getByTestId('cell-percent').textContent).toBe('12.34%');
    expect(screen.getByTestId('cell-boolean').textContent).toBe('是');
    expect(within(screen.getByTestId('cell-enum')).getByText('已完成').closest('.ant-tag')).not.toBeNull();
  });

  it('English: labels in English', () => {
    render(<English />);
    expect(screen.getByTestId('cell-enum').textContent).toBe('Complete');
    expect(screen.getByTestId('cell-boolean').textContent).toBe('Yes');
    expect(screen.getAllByPlaceholderText('Min').length).toBeGreaterThan(0);
  });

  it('the text filter makes a trimmed "contains" condition, and clearing removes it', () => {
    render(<Chinese />);
    const input = screen.getByLabelText('text');
    fireEvent.change(input, { target: { value: '  宏达 ' } });
    expect(screen.getByTestId('where-text').textContent).toBe('["like","宏达"]');
    fireEvent.change(input, { target: { value: '   ' } });
    expect(screen.getByTestId('where-text').textContent).toBe('—');
  });

  it('a money range with min above max says 最小值大于最大值 and is not sendable', () => {
    render(<Chinese />);
    const min = screen.getByLabelText('money 最小值');
    const max = screen.getByLabelText('money 最大值');
    fireEvent.change(min, { target: { value: '500' } });
    fireEvent.blur(min);
    expect(screen.getByTestId('where-money').textContent).toBe('[">=",500]');
    fireEvent.change(max, { target: { value: '100' } });
    fireEvent.blur(max);
    expect(screen.getByText('最小值大于最大值')).toBeTruthy();
    expect(isValidRange(['between', [500, 100]])).toBe(false);
    expect(isValidRange(['between', [100, 500]])).toBe(true);
  });
});

describe('field-type stories: the form control of every type', () => {
  it('every type has a control named by its label, showing the sample value', () => {
    render(<Chinese />);
    for (const type of Object.keys(FIELD_TYPES)) expect(screen.getAllByLabelText(`${type} control`).length, type).toBeGreaterThan(0);
    expect((screen.getByLabelText('text control') as HTMLInputElement).value).toBe('上海宏达化工有限公司');
    expect((screen.getByLabelText('money control') as HTMLInputElement).value).toBe('1,234,567.89');
    expect((screen.getByLabelText('date control') as HTMLInputElement).value).toBe('2026-11-21');
    expect(screen.getByPlaceholderText('请输入text control')).toBeTruthy();
  });

  it('text gives its text; money strips pasted commas and keeps 2 decimals; int rounds; boolean switches 1 / 0', () => {
    render(<Chinese />);
    fireEvent.change(screen.getByLabelText('text control'), { target: { value: '新客户' } });
    expect(screen.getByTestId('value-text').textContent).toBe('"新客户"');
    const money = screen.getByLabelText('money control');
    fireEvent.change(money, { target: { value: '12,345.678' } });
    fireEvent.blur(money);
    expect(screen.getByTestId('value-money').textContent).toBe('12345.68');
    const int = screen.getByLabelText('int control');
    fireEvent.change(int, { target: { value: '42.6' } });
    fireEvent.blur(int);
    expect(screen.getByTestId('value-int').textContent).toBe('43');
    fireEvent.click(screen.getByLabelText('boolean control'));
    expect(screen.getByTestId('value-boolean').textContent).toBe('0');
  });

  it('emptying a number gives null, never 0', () => {
    render(<Chinese />);
    const number = screen.getByLabelText('number control');
    fireEvent.change(number, { target: { value: '' } });
    fireEvent.blur(number);
    expect(screen.getByTestId('value-number').textContent).toBe('null');
  });
});
