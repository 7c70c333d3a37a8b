import { isNumericType } from '../../codecs';
import type { ColumnSchema } from '../../schemas/generated/data-table';
import { DEFAULT_WIDTH } from '../core/table-constants';

/**
 * Column defaults by label keyword (spec 001 §9): money 170 right-aligned with 2 decimals, quantity 170
 * with 3 decimals, time 165, date 100, person 75–100, otherwise 200. Declared values always win.
 */
interface AutoRule {
  keywords: readonly string[];
  width: number | ((label: string) => number);
  align?: 'right';
  decimals?: number;
}

const RULES: readonly AutoRule[] = [
  { keywords: ['金额', '单价', '价格', '总价', '税额', '费用', '货款', 'amount', 'price'], width: 170, align: 'right', decimals: 2 },
  { keywords: ['数量', '重量', '吨数', 'quantity', 'qty', 'weight'], width: 170, decimals: 3 },
  { keywords: ['时间', 'time'], width: 165 },
  { keywords: ['日期', 'date'], width: 100 },
  // A person's name is short; a longer label (业务员名称) needs the wider end of the range.
  { keywords: ['人', '员', 'user', 'person'], width: (label) => (label.length > 3 ? 100 : 75) },
];


function ruleOf(column: ColumnSchema): AutoRule | undefined {
  const label = `${column.label} ${column.labelEn ?? ''}`.toLowerCase();
  return RULES.find((rule) => rule.keywords.some((word) => label.includes(word)));
}

/** A width that fits the label: about one em per character plus the header's icons and padding. */
function labelWidth(label: string): number {
  return Math.min(400, Math.max(80, label.length * 14 + 48));
}

/**
 * The column with its keyword defaults filled in where it declares nothing. `autoWidth` sizes it from its
 * label even over a declared width (the keyword width, else the label's length); `minWidth` is a floor.
 */
export function withAutoDefaults(column: ColumnSchema): ColumnSchema {
  const rule = ruleOf(column);
  const floor = (width: number) => Math.max(width, column.minWidth ?? 0);
  const declared = column.autoWidth ? undefined : column.width;
  if (!rule) {
    const width = floor(declared ?? (column.autoWidth ? labelWidth(column.label) : DEFAULT_WIDTH));
    return width === column.width ? column : { ...column, width };
  }
  const width = floor(declared ?? (typeof rule.width === 'number' ? rule.width : rule.width(column.label)));
  const out: ColumnSchema = { ...column, width };
  if (rule.align && !column.align) out.align = rule.align;
  if (rule.decimals !== undefined && column.moneyFormat === undefined && isNumericType(column.valueType)) out.moneyFormat = rule.decimals;
  return out;
}
