import { MONEY_DECIMALS } from '../../codecs';
import { NumberControl } from '../shared/controls';
import { NumberRangeFilter } from '../shared/NumberRangeFilter';
import { textCell } from '../shared/text-cell';
import { fieldOf } from '../types';

/** Money: Chinese locale with thousands grouping, 2 decimals unless the column says otherwise (spec 000 §9). */
export const moneyField = fieldOf('money', {
  Cell: textCell('money'),
  Filter: (props) => <NumberRangeFilter {...props} options={{ ...props.options, moneyFormat: props.options.moneyFormat ?? MONEY_DECIMALS }} />,
  Control: (props) => <NumberControl {...props} decimals={props.options.moneyFormat ?? MONEY_DECIMALS} grouped />,
});
