import { DateControl } from '../shared/controls';
import { DateRangeFilter } from '../shared/DateRangeFilter';
import { textCell } from '../shared/text-cell';
import { fieldOf } from '../types';

/** A moment (stored `YYYY-MM-DD HH:mm:ss`); filtered by whole days, 00:00:00 to 23:59:59. */
export const datetimeField = fieldOf('datetime', {
  Cell: textCell('datetime'),
  Filter: (props) => <DateRangeFilter {...props} withTime />,
  Control: (props) => <DateControl {...props} withTime />,
});
