import { NumberControl } from '../shared/controls';
import { NumberRangeFilter } from '../shared/NumberRangeFilter';
import { formatMoney } from '../../rules';
import { numericOf } from '../shared/number-format';
import { textCell } from '../shared/text-cell';
import type { FieldTypeDefinition } from '../types';

/** A ratio stored with up to 4 decimals (spec 001 §9 "percent decimals 4"), 0.1234 shown as 12.34%. */
const SHOWN_DECIMALS = 2;

const format: FieldTypeDefinition['format'] = (value, options) => {
  // The ratio times 100 exactly (the decimal point moved, no float multiplication).
  const text = formatMoney(numericOf(value), { decimals: options.moneyFormat ?? SHOWN_DECIMALS, shift: 2 });
  return text === '' ? '' : `${text}%`;
};

export const percentField: FieldTypeDefinition<'percent'> = {
  type: 'percent',
  storage: 'decimal',
  align: 'right',
  format,
  Cell: textCell(format),
  // Filtered on the stored ratio, with the 4 decimals it is stored with.
  Filter: (props) => <NumberRangeFilter {...props} options={{ ...props.options, moneyFormat: 4 }} />,
  // Entered as the stored ratio with its 4 decimals (0.1234 is 12.34%).
  Control: (props) => <NumberControl {...props} decimals={4} />,
};
