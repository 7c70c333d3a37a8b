import { DatePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEnv } from '../../registry';
import type { FilterCondition, FilterProps } from '../types';

const DAY = 'YYYY-MM-DD';

function rangeOf(value: FilterCondition | undefined): [Dayjs, Dayjs] | null {
  if (!Array.isArray(value) || value[0] !== 'between' || !Array.isArray(value[1])) return null;
  const [from, to] = value[1] as string[];
  return [dayjs(from.slice(0, 10)), dayjs(to.slice(0, 10))];
}

/** The condition for a day range: on a datetime field the days cover 00:00:00 to 23:59:59 (spec 000 §5). */
export function dayRangeCondition(from: string, to: string, withTime: boolean): FilterCondition {
  return ['between', withTime ? [`${from} 00:00:00`, `${to} 23:59:59`] : [from, to]];
}

/**
 * A day range. On a date field it filters `between` the two days; on a datetime field the days become
 * 00:00:00 to 23:59:59 (spec 000 §5, the date-only range), so the whole last day is included.
 */
export function DateRangeFilter({ value, onChange, label, withTime }: FilterProps & { withTime: boolean }) {
  const env = useEnv();
  return (
    <DatePicker.RangePicker
      aria-label={label}
      style={{ width: '100%' }}
      placeholder={[env.t('fields.startDate'), env.t('fields.endDate')]}
      value={rangeOf(value)}
      onChange={(range) => {
        if (!range || !range[0] || !range[1]) return onChange(undefined);
        onChange(dayRangeCondition(range[0].format(DAY), range[1].format(DAY), withTime));
      }}
    />
  );
}
