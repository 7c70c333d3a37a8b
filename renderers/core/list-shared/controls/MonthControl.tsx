import { DatePicker } from 'antd';
import dayjs from 'dayjs';
import { filterTypeOf } from '../search-fields';
import type { ControlProps } from './control-props';
import { monthCondition, monthOf } from './month';

/** Spec 001 §9: months read and show as yyyy-MM. */
export const MONTH_FORMAT = 'YYYY-MM';

/**
 * The month search control (spec 001 §5, searchType month): one month picked from a month panel, queried as
 * that whole month (month.ts); a condition that is not one whole month shows empty.
 */
export function MonthControl({ field, value, onChange, label }: ControlProps) {
  const month = monthOf(value);
  return (
    <DatePicker
      picker="month"
      format={MONTH_FORMAT}
      aria-label={label}
      placeholder={label}
      style={{ width: '100%' }}
      value={month === null ? null : dayjs(`${month}-01`)}
      onChange={(picked) => onChange(picked ? monthCondition(picked.format(MONTH_FORMAT), filterTypeOf(field)) : undefined)}
    />
  );
}
