import { DateControl } from '../shared/controls';
import { formatDateValue } from '../date';
import { DateRangeFilter } from '../shared/DateRangeFilter';
import { textCell } from '../shared/text-cell';
import type { FieldTypeDefinition } from '../types';

export const DATETIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';

const format: FieldTypeDefinition['format'] = (value, options) => formatDateValue(value, options.timeFormat ?? DATETIME_FORMAT);

/** A moment (stored `YYYY-MM-DD HH:mm:ss`); filtered by whole days, 00:00:00 to 23:59:59. */
export const datetimeField: FieldTypeDefinition<'datetime'> = {
  type: 'datetime',
  storage: 'datetime',
  align: 'left',
  format,
  Cell: textCell(format),
  Filter: (props) => <DateRangeFilter {...props} withTime />,
  Control: (props) => <DateControl {...props} withTime />,
};
