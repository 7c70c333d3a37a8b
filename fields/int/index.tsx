import { NumberControl } from '../shared/controls';
import { NumberRangeFilter } from '../shared/NumberRangeFilter';
import { toNumber } from '../shared/number-format';
import { textCell } from '../shared/text-cell';
import type { FieldTypeDefinition } from '../types';

const format: FieldTypeDefinition['format'] = (value) => {
  const n = toNumber(value);
  return n === null ? '' : String(Math.trunc(n));
};

/** Whole numbers (counts, codes): no grouping, so they read as written. */
export const intField: FieldTypeDefinition<'int'> = {
  type: 'int',
  storage: 'integer',
  align: 'right',
  format,
  Cell: textCell(format),
  Filter: (props) => <NumberRangeFilter {...props} options={{ ...props.options, moneyFormat: 0 }} />,
  Control: (props) => <NumberControl {...props} decimals={0} />,
};
