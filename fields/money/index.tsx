import { NumberControl } from '../shared/controls';
import { NumberRangeFilter } from '../shared/NumberRangeFilter';
import { formatMoney } from '../../rules';
import { numericOf } from '../shared/number-format';
import { textCell } from '../shared/text-cell';
import type { FieldTypeDefinition } from '../types';

/** Money: Chinese locale with thousands grouping, 2 decimals unless the column says otherwise (spec 000 §9). */
export const MONEY_DECIMALS = 2;

const format: FieldTypeDefinition['format'] = (value, options) => formatMoney(numericOf(value), options.moneyFormat ?? MONEY_DECIMALS);

export const moneyField: FieldTypeDefinition<'money'> = {
  type: 'money',
  storage: 'decimal',
  align: 'right',
  format,
  Cell: textCell(format),
  Filter: (props) => <NumberRangeFilter {...props} options={{ ...props.options, moneyFormat: props.options.moneyFormat ?? MONEY_DECIMALS }} />,
  Control: (props) => <NumberControl {...props} decimals={props.options.moneyFormat ?? MONEY_DECIMALS} grouped />,
};
