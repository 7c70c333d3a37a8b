import { NumberControl } from '../shared/controls';
import { NumberRangeFilter } from '../shared/NumberRangeFilter';
import { textCell } from '../shared/text-cell';
import { fieldOf } from '../types';

/** Whole numbers (counts, codes): no grouping, so they read as written. */
export const intField = fieldOf('int', {
  Cell: textCell('int'),
  Filter: (props) => <NumberRangeFilter {...props} options={{ ...props.options, moneyFormat: 0 }} />,
  Control: (props) => <NumberControl {...props} decimals={0} />,
});
