/**
 * Field codecs (docs/architecture.md §2 codecs/): each field type's pure half, run alike by the browser (cells, filters,
 * controls, editable cells, paste) and the server (import, export, workflow cards): format a value as
 * text, parse typed, pasted or imported text, compare, the empty test, the numeric flag, and the decimal
 * places of spec 001 §9. Exact decimals come from rules/ (formatMoney, the exact-decimal arithmetic); the
 * React modes of each type are in fields/<type>/. Nothing here imports anything but schemas/, rules/,
 * dayjs and mathjs (eslint.config.js).
 */
import type { FieldType } from '../schemas/generated/field-type';
import { booleanCodec, enumCodec } from './choices';
import { dateCodec, datetimeCodec } from './dates';
import { intCodec, moneyCodec, numberCodec, percentCodec } from './numeric';
import { textCodec } from './text';
import type { FieldCodec } from './types';

/** Every field type's codec; the key set is the FieldType enum, so a type without a codec fails typecheck. */
export const CODECS: { readonly [T in FieldType]: FieldCodec } = {
  text: textCodec,
  int: intCodec,
  number: numberCodec,
  money: moneyCodec,
  percent: percentCodec,
  date: dateCodec,
  datetime: datetimeCodec,
  enum: enumCodec,
  boolean: booleanCodec,
};

/** The codec of a field type; text when none is declared. */
export function codecOf(type: FieldType | undefined): FieldCodec {
  return CODECS[type ?? 'text'];
}

/**
 * Whether a type names a numeric field type (int, number, money, percent: its codec's `numeric`), the one list of
 * what sums, charts, computes in formulas and splits. Any string is asked (a column's valueType may name no type).
 */
export function isNumericType(type: string | undefined): boolean {
  return type !== undefined && Object.hasOwn(CODECS, type) && CODECS[type as FieldType].numeric;
}

/** Whether a type names a numeric type with decimals (number, money, percent: stored as decimals), whose columns take moneyFormat. */
export function isDecimalType(type: string | undefined): boolean {
  return isNumericType(type) && CODECS[type as FieldType].storage === 'decimal';
}

export { BOOLEAN_LABELS, MULTI_SEPARATOR, isTruthy, itemsOf, optionFor, optionLabel } from './choices';
export { DASHED_TIME_FORMAT, DATE_FORMAT, DATETIME_FORMAT, TIME_FORMAT, excelDateFormat, formatDateValue, isTimeOnlyFormat, readClock } from './dates';
export { storedDecimals } from './numeric';
export { DEFAULT_MINIMUM, DEFAULT_PRECISION, SINGLE_SIDED_OPS, conditionOf, isMinSideOp, isRangeValid, rangeOf } from './number-range';
export type { NumberRange, SingleSidedOp } from './number-range';
export { NUMBER_LIMIT, cleanNumericText, compareNumeric, numericOf, parseNumberText, toNumber } from './numeric-text';
export type { NumberShape } from './numeric-text';
export * from './precision';
export { problemText } from './problems';
export { compareWithEmpty, isEmptyValue } from './types';
export type { CodecLanguage, CodecOption, CodecOptions, FieldCodec, ParseProblem, Parsed } from './types';
export { MAX_PASTE_CELLS, MAX_PASTE_CHARS, formatClipboardBlock, parseClipboardBlock } from './clipboard';
export type { PastedBlock } from './clipboard';
