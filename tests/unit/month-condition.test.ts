import { describe, expect, it } from 'vitest';
import { monthCondition, monthOf } from '../../renderers/core/list-shared/controls';

describe('month conditions (searchType month)', () => {
  it('a month is its first to last day on a date field, the whole days on a datetime field, itself on text', () => {
    expect(monthCondition('2023-02', 'date')).toEqual(['between', ['2023-02-01', '2023-02-28']]);
    expect(monthCondition('2000-02', 'date')).toEqual(['between', ['2000-02-01', '2000-02-29']]);
    expect(monthCondition('2026-04', 'datetime')).toEqual(['between', ['2026-04-01 00:00:00', '2026-04-30 23:59:59']]);
    expect(monthCondition('2026-12', 'text')).toBe('2026-12');
    expect(monthCondition('2026-13', 'date')).toBeUndefined();
    expect(monthCondition('26-1', 'date')).toBeUndefined();
  });

  it('reads back only one whole month', () => {
    for (const type of ['date', 'datetime', 'text'] as const) expect(monthOf(monthCondition('2024-02', type))).toBe('2024-02');
    expect(monthOf(['range', ['2024-02-01', '2024-02-29']])).toBe('2024-02');
    expect(monthOf(['between', ['2024-02-01', '2024-02-28']])).toBeNull();
    expect(monthOf(['between', ['2024-02-02', '2024-02-29']])).toBeNull();
    expect(monthOf(['between', ['2024-02-01 00:00:00', '2024-02-29 12:00:00']])).toBeNull();
    expect(monthOf(['>=', '2024-02-01'])).toBeNull();
    expect(monthOf('2024-00')).toBeNull();
    expect(monthOf(undefined)).toBeNull();
  });
});
