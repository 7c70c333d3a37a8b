import { formatMoney } from '../../rules';
import type { StatisticsItemSchema } from '../../schemas/generated/statistics-tip';
import type { ListContextValue } from '../core/list-context';

const DEFAULT_DECIMALS = 2;
const NEGATIVE_COLOR = '#f5222d';

/** The item's number from the list answer's summary (sum or average over the filtered set), or null. */
export function tipNumber(item: StatisticsItemSchema, summary: ListContextValue['summary']): number | null {
  const entry = summary?.[item.prop];
  if (!entry) return null;
  const value = item.calculate === 'avg' ? entry.avg : entry.sum;
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

/** The number as shown: grouped, with the item's decimals; '-' when there is none. */
export function tipText(item: StatisticsItemSchema, value: number | null): string {
  return value === null ? '-' : formatMoney(value, item.moneyFormat ?? DEFAULT_DECIMALS);
}

/** The value's colour: the item's colour, or red for a negative value when colorType is 'sign'. */
export function tipColor(item: StatisticsItemSchema, value: number | null): string | undefined {
  if (item.colorType === 'sign' && value !== null && value < 0) return NEGATIVE_COLOR;
  return item.color;
}
