import { NumberControl } from '../shared/controls';
import { NumberRangeFilter } from '../shared/NumberRangeFilter';
import { formatMoney } from '../../rules';
import { numericOf } from '../shared/number-format';
import { textCell } from '../shared/text-cell';
import type { FieldTypeDefinition } from '../types';

/** Quantities show up to 3 decimals (spec 001 §9) unless the column sets moneyFormat. */
const DEFAULT_DECIMALS = 3;

const format: FieldTypeDefinition['format'] = (value, options) =>
  formatMoney(numericOf(value), { decimals: options.moneyFormat ?? DEFAULT_DECIMALS, minDecimals: options.moneyFormat ?? 0 });

/** Decimal quantities with thousands grouping. */
export const numberField: FieldTypeDefinition<'number'> = {
  type: 'number',
  storage: 'decimal',
  align: 'right',
  format,
  Cell: textCell(format),
  Filter: NumberRangeFilter,
  Control: (props) => <NumberControl {...props} decimals={props.options.moneyFormat ?? 3} />,
};
