import { InputNumber, Space, Typography } from 'antd';
import { useEnv } from '../../registry';
import type { FilterCondition, FilterProps } from '../types';

/** Numbers are clamped to ±1e15 (spec 001 §5). */
const LIMIT = 1e15;

function rangeOf(value: FilterCondition | undefined): [number | null, number | null] {
  if (!Array.isArray(value)) return [null, null];
  const [op, operand] = value;
  if (op === 'between' && Array.isArray(operand)) return [operand[0] as number, operand[1] as number];
  if (op === '>=') return [operand as number, null];
  if (op === '<=') return [null, operand as number];
  return [null, null];
}

function conditionOf(min: number | null, max: number | null): FilterCondition | undefined {
  if (min !== null && max !== null) return ['between', [min, max]];
  if (min !== null) return ['>=', min];
  if (max !== null) return ['<=', max];
  return undefined;
}

/** Min and max; one side alone filters on that side; min above max is refused with 最小值大于最大值. */
export function NumberRangeFilter({ value, onChange, options, label }: FilterProps & { integer?: boolean }) {
  const env = useEnv();
  const [min, max] = rangeOf(value);
  const invalid = min !== null && max !== null && min > max;
  const precision = options.moneyFormat;
  // Pasted thousands separators are stripped (spec 001 §5).
  const parser = (text: string | undefined) => (text ?? '').replace(/,/g, '');
  const change = (nextMin: number | null, nextMax: number | null) => {
    if (nextMin !== null && nextMax !== null && nextMin > nextMax) {
      onChange(['between', [nextMin, nextMax]]);
      return;
    }
    onChange(conditionOf(nextMin, nextMax));
  };
  return (
    <Space.Compact direction="vertical" style={{ width: '100%' }}>
      <Space.Compact style={{ width: '100%' }}>
        {([['min', min], ['max', max]] as const).map(([side, bound]) => (
          <InputNumber<number>
            key={side}
            aria-label={`${label} ${env.t(`fields.${side}`)}`}
            placeholder={env.t(`fields.${side}`)}
            value={bound}
            min={-LIMIT}
            max={LIMIT}
            precision={precision}
            parser={(t) => Number(parser(t))}
            status={invalid ? 'error' : undefined}
            style={{ width: '50%' }}
            onChange={(v) => (side === 'min' ? change(v ?? null, max) : change(min, v ?? null))}
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

/** Whether a number-range condition can be sent (min above max cannot). */
export function isValidRange(value: FilterCondition | undefined): boolean {
  const [min, max] = rangeOf(value);
  return !(min !== null && max !== null && min > max);
}
