import { formatMoney } from '../rules';
import { MONEY_DECIMALS, NUMBER_DECIMALS, PERCENT_DECIMALS, PERCENT_SHOWN_DECIMALS } from './precision';
import { compareNumeric, numericOf, parseNumberText } from './numeric-text';
import { compareWithEmpty, isEmptyValue, type CodecOptions, type FieldCodec } from './types';

/** The decimals a numeric field keeps (what its input rounds to, what parse gives). */
export function storedDecimals(type: 'int' | 'number' | 'money' | 'percent', options: CodecOptions): number {
  switch (type) {
    case 'int':
      return 0;
    case 'percent':
      return PERCENT_DECIMALS;
    case 'money':
      return options.moneyFormat ?? MONEY_DECIMALS;
    case 'number':
      return options.moneyFormat ?? NUMBER_DECIMALS;
  }
}

/** `.00` for `n` decimals (at most 10), nothing for none: the decimal part of an Excel number format. */
const excelDecimals = (n: number) => (n > 0 ? `.${'0'.repeat(Math.min(n, 10))}` : '');

const numericBase = {
  numeric: true,
  align: 'right',
  isEmpty: isEmptyValue,
  compare: (a: unknown, b: unknown) => compareWithEmpty(a, b, compareNumeric),
} as const;

/** Whole numbers (counts, codes): no grouping, so they read as written. */
export const intCodec: FieldCodec<number> = {
  ...numericBase,
  type: 'int',
  storage: 'integer',
  format: (value) => {
    const numeric = numericOf(value);
    return numeric === null ? '' : formatMoney(numeric, { decimals: 0, grouping: false });
  },
  parse: (text) => parseNumberText(text, { decimals: 0, integer: true }),
  excelFormat: () => '0',
};

/** Decimal quantities with thousands grouping, up to 3 decimals (zeros past the column's moneyFormat dropped). */
export const numberCodec: FieldCodec<number> = {
  ...numericBase,
  type: 'number',
  storage: 'decimal',
  format: (value, options) => formatMoney(numericOf(value), { decimals: options.moneyFormat ?? NUMBER_DECIMALS, minDecimals: options.moneyFormat ?? 0 }),
  parse: (text, options) => parseNumberText(text, { decimals: storedDecimals('number', options) }),
  // As shown: up to NUMBER_DECIMALS decimals, zeros dropped, unless the column fixes them.
  excelFormat: (options) => `#,##0${options.moneyFormat === undefined ? `.${'#'.repeat(NUMBER_DECIMALS)}` : excelDecimals(options.moneyFormat)}`,
};

/** Money: Chinese locale with thousands grouping, 2 decimals unless the column says otherwise (spec 000 §9). */
export const moneyCodec: FieldCodec<number> = {
  ...numericBase,
  type: 'money',
  storage: 'decimal',
  format: (value, options) => formatMoney(numericOf(value), options.moneyFormat ?? MONEY_DECIMALS),
  parse: (text, options) => parseNumberText(text, { decimals: storedDecimals('money', options) }),
  excelFormat: (options) => `#,##0${excelDecimals(options.moneyFormat ?? MONEY_DECIMALS)}`,
};

/**
 * A ratio stored with 4 decimals (spec 001 §9), 0.1234 shown as "12.34%". A text with a percent sign is
 * read as shown ("12.34%" → 0.1234); a bare number as the stored ratio ("0.1234"), as the form control
 * takes it.
 */
export const percentCodec: FieldCodec<number> = {
  ...numericBase,
  type: 'percent',
  storage: 'decimal',
  format: (value, options) => {
    // The ratio times 100 exactly (the decimal point moved, no float multiplication).
    const text = formatMoney(numericOf(value), { decimals: options.moneyFormat ?? PERCENT_SHOWN_DECIMALS, shift: 2 });
    return text === '' ? '' : `${text}%`;
  },
  parse: (text) => {
    const shown = /^(.*?)\s*[%％]\s*$/.exec(text.trim());
    return shown ? parseNumberText(shown[1], { decimals: PERCENT_DECIMALS, shift: 2 }) : parseNumberText(text, { decimals: PERCENT_DECIMALS });
  },
  excelFormat: (options) => `0${excelDecimals(options.moneyFormat ?? PERCENT_SHOWN_DECIMALS)}%`,
};
