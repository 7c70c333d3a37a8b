import type { ColumnSchema } from '../../schemas/generated/list-page';

const moneyFormats = new Map<number, Intl.NumberFormat>();

/** Money: Chinese locale with thousands grouping, 2 decimals unless the column says otherwise (spec 000 §9). */
export function formatMoney(value: number, decimals = 2): string {
  let format = moneyFormats.get(decimals);
  if (!format) {
    format = new Intl.NumberFormat('zh-CN', { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
    moneyFormats.set(decimals, format);
  }
  return format.format(value);
}

export type ColumnOption = NonNullable<ColumnSchema['options']>[number];

export function optionFor(column: ColumnSchema, value: unknown): ColumnOption | undefined {
  return column.options?.find((o) => o.value === value || String(o.value) === String(value));
}

/** The text a cell shows; empty values show nothing. */
export function formatCell(column: ColumnSchema, value: unknown, language: 'en' | 'zh'): string {
  if (value === null || value === undefined || value === '') return '';
  switch (column.valueType) {
    case 'money':
      return typeof value === 'number' ? formatMoney(value, column.moneyFormat ?? 2) : String(value);
    case 'enum': {
      const option = optionFor(column, value);
      if (!option) return String(value);
      return language === 'en' && option.labelEn ? option.labelEn : option.label;
    }
    default:
      return String(value);
  }
}
