import { InputNumber, Space, Typography } from 'antd';
import { NUMBER_LIMIT, cleanNumericText, conditionOf, isRangeValid, rangeOf } from '../../codecs';
import { clampNumber } from '../../rules';
import { useEnv } from '../../registry';
import type { FilterProps } from '../types';

/**
 * What the input reads back from its text: the number as the codecs read pasted text (thousands separators,
 * full-width digits), as text, so an emptied input stays empty rather than becoming 0.
 */
const readText = (text: string | undefined) => cleanNumericText(text ?? '') as unknown as number;

/**
 * A column's number filter: min and max (the range logic of the query panel's range control, codecs/
 * number-range); one side alone filters on that side; min above max is refused with 最小值大于最大值.
 * Values stay within ±1e15, rounded exactly to the column's decimals.
 */
export function NumberRangeFilter({ value, onChange, options, label }: FilterProps) {
  const env = useEnv();
  const range = rangeOf(value);
  const invalid = !isRangeValid(value);
  const decimals = options.moneyFormat;
  const change = (side: 'min' | 'max', next: number | null) => {
    const bound = next === null ? null : clampNumber(next, { decimals });
    onChange(conditionOf({ ...range, op: null, [side]: bound }));
  };
  return (
    <Space.Compact direction="vertical" style={{ width: '100%' }}>
      <Space.Compact style={{ width: '100%' }}>
        {(['min', 'max'] as const).map((side) => (
          <InputNumber<number>
            key={side}
            aria-label={`${label} ${env.t(`fields.${side}`)}`}
            placeholder={env.t(`fields.${side}`)}
            value={range[side]}
            min={-NUMBER_LIMIT}
            max={NUMBER_LIMIT}
            precision={decimals}
            parser={readText}
            status={invalid ? 'error' : undefined}
            style={{ width: '50%' }}
            onChange={(v) => change(side, v ?? null)}
          />
        ))}
      </Space.Compact>
      {invalid && (
        <Typography.Text type="danger" role="alert">
          {env.t('fields.minAboveMax')}
        </Typography.Text>
      )}
    </Space.Compact>
  );
}
