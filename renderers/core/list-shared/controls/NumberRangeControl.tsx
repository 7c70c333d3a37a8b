import { InputNumber, Select, Space, Typography } from 'antd';
import { useState } from 'react';
import { useEnv } from '../../../../registry';
import { filterTypeOf } from '../search-fields';
import type { ControlProps } from './control-props';
import { cleanNumericText, conditionOf, DEFAULT_MINIMUM, DEFAULT_PRECISION, isMinSideOp, isRangeValid, NUMBER_LIMIT, rangeOf, SINGLE_SIDED_OPS, type SingleSidedOp } from '../../../../codecs';
import { clampNumber } from '../../../../rules';

const OP_KEYS: Readonly<Record<SingleSidedOp, string>> = { '>=': 'gte', '>': 'gt', '=': 'eq', '<': 'lt', '<=': 'lte' };

/**
 * What the input reads back from its text: the number as the codecs read pasted text (thousands separators
 * ASCII or full-width, spaces, full-width digits), as text, so an emptied input stays empty: antd's type says
 * number, but `Number('')` would turn a cleared input into 0.
 */
const stripSeparators = (text: string | undefined) => cleanNumericText(text ?? '') as unknown as number;

/**
 * A number range filter (spec 001 §5): min and max; both give between, one side alone uses the chosen
 * operator (≥ for min, ≤ for max unless another is chosen); min above max says 最小值大于最大值 and
 * cannot be queried; pasted commas are stripped; values stay within -99999999 (or the given minimum)
 * and 1e15, with moneyFormat decimals (2 by default, 0 for integers).
 */
export function NumberRangeControl({ field, value, onChange, label, minimum = DEFAULT_MINIMUM }: ControlProps & { minimum?: number }) {
  const env = useEnv();
  const range = rangeOf(value);
  const [chosenOp, setChosenOp] = useState<SingleSidedOp | null>(range.op);
  const op = range.op ?? chosenOp;
  const precision = field.moneyFormat ?? (filterTypeOf(field) === 'int' ? 0 : DEFAULT_PRECISION);
  const invalid = !isRangeValid(value);
  const both = range.min !== null && range.max !== null;
  const shownOp = op ?? (range.max !== null && range.min === null ? '<=' : '>=');

  const change = (side: 'min' | 'max', next: number | null) => {
    const bound = next === null ? null : clampNumber(next, { min: minimum, decimals: precision });
    onChange(conditionOf({ ...range, op, [side]: bound }));
  };
  const chooseOp = (next: SingleSidedOp) => {
    setChosenOp(next);
    // A value alone moves to the side the operator bounds: "< 200" is an upper bound.
    const single = range.min ?? range.max;
    if (!both && single !== null) {
      onChange(conditionOf(isMinSideOp(next) ? { min: single, max: null, op: next } : { min: null, max: single, op: next }));
    }
  };

  return (
    <Space direction="vertical" size={2} style={{ width: '100%' }}>
      <Space.Compact style={{ width: '100%' }}>
        <Select<SingleSidedOp>
          aria-label={`${label} ${env.t('lookups.number.operator')}`}
          value={shownOp}
          disabled={both}
          popupMatchSelectWidth={false}
          style={{ width: 64, flex: 'none' }}
          options={SINGLE_SIDED_OPS.map((o) => ({ value: o, label: o, title: env.t(`lookups.number.ops.${OP_KEYS[o]}`) }))}
          onChange={chooseOp}
        />
        {(['min', 'max'] as const).map((side) => (
          <InputNumber<number>
            key={side}
            aria-label={`${label} ${env.t(`lookups.number.${side}`)}`}
            placeholder={env.t(`lookups.number.${side}`)}
            value={range[side]}
            min={Math.max(minimum, -NUMBER_LIMIT)}
            max={NUMBER_LIMIT}
            precision={precision}
            parser={stripSeparators}
            status={invalid ? 'error' : undefined}
            // The operator takes 64 px; min and max share the rest side by side.
            style={{ flex: '1 1 0', minWidth: 0, width: 'auto' }}
            onChange={(next) => change(side, typeof next === 'number' && Number.isFinite(next) ? next : null)}
          />
        ))}
      </Space.Compact>
      {invalid && (
        <Typography.Text type="danger" role="alert">
          {env.t('lookups.number.minAboveMax')}
        </Typography.Text>
      )}
    </Space>
  );
}
