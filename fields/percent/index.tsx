import { PERCENT_DECIMALS } from '../../codecs';
import { NumberControl } from '../shared/controls';
import { NumberRangeFilter } from '../shared/NumberRangeFilter';
import { textCell } from '../shared/text-cell';
import { fieldOf } from '../types';

/** A ratio stored with up to 4 decimals (spec 001 §9 "percent decimals 4"), 0.1234 shown as 12.34%. */
export const percentField = fieldOf('percent', {
  Cell: textCell('percent'),
  // Filtered on the stored ratio, with the 4 decimals it is stored with.
  Filter: (props) => <NumberRangeFilter {...props} options={{ ...props.options, moneyFormat: PERCENT_DECIMALS }} />,
  // Entered as the stored ratio with its 4 decimals (0.1234 is 12.34%).
  Control: (props) => <NumberControl {...props} decimals={PERCENT_DECIMALS} />,
});
