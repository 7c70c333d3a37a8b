import { NUMBER_DECIMALS } from '../../codecs';
import { NumberControl } from '../shared/controls';
import { NumberRangeFilter } from '../shared/NumberRangeFilter';
import { textCell } from '../shared/text-cell';
import { fieldOf } from '../types';

/** Decimal quantities with thousands grouping, up to 3 decimals (spec 001 §9) unless the column sets moneyFormat. */
export const numberField = fieldOf('number', {
  Cell: textCell('number'),
  Filter: NumberRangeFilter,
  Control: (props) => <NumberControl {...props} decimals={props.options.moneyFormat ?? NUMBER_DECIMALS} />,
});
