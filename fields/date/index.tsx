import { DateControl } from '../shared/controls';
import dayjs from 'dayjs';
import { DateRangeFilter } from '../shared/DateRangeFilter';
import { textCell } from '../shared/text-cell';
import { isEmpty, type FieldTypeDefinition } from '../types';

export const DATE_FORMAT = 'YYYY-MM-DD';

/** Stored as ISO text; shown in the column's timeFormat (spec 001 §9: yyyy-MM-dd by default). */
export function formatDateValue(value: unknown, pattern: string): string {
  if (isEmpty(value)) return '';
  const parsed = dayjs(String(value));
  return parsed.isValid() ? parsed.format(pattern) : String(value);
}

const format: FieldTypeDefinition['format'] = (value, options) => formatDateValue(value, options.timeFormat ?? DATE_FORMAT);

export const dateField: FieldTypeDefinition<'date'> = {
  type: 'date',
  storage: 'date',
  align: 'left',
  format,
  Cell: textCell(format),
  Filter: (props) => <DateRangeFilter {...props} withTime={false} />,
  Control: (props) => <DateControl {...props} withTime={false} />,
};
