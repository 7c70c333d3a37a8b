import { DateControl } from '../shared/controls';
import { DateRangeFilter } from '../shared/DateRangeFilter';
import { textCell } from '../shared/text-cell';
import { fieldOf } from '../types';

/** A day, stored as ISO text; shown in the column's timeFormat (spec 001 §9: yyyy-MM-dd by default). */
export const dateField = fieldOf('date', {
  Cell: textCell('date'),
  Filter: (props) => <DateRangeFilter {...props} withTime={false} />,
  Control: (props) => <DateControl {...props} withTime={false} />,
});
