import type { FieldStorage } from '../schemas/generated/field-storage';
import type { FieldType } from '../schemas/generated/field-type';

/** The languages values are shown in (the registry's Language; codecs/ may not import it). */
export type CodecLanguage = 'zh' | 'en';

/** One declared option of an enum field (a column's `data`, a dictionary item). */
export interface CodecOption {
  value: string | number | boolean;
  label: string;
  labelEn?: string;
}

/** What a column, form field or import column tells its codec. */
export interface CodecOptions {
  /** Decimals of money, number and percent values (spec 001 §3 moneyFormat). */
  moneyFormat?: number;
  /** A dayjs format the value is shown in (date and datetime). */
  timeFormat?: string;
  options?: readonly CodecOption[];
  /** The value is a list (an array, or text separated by commas): items formatted and joined by ' ; '. */
  multiple?: boolean;
  /** Text: at most this many characters. */
  maxLength?: number;
}

/** Why a text could not be read as a value of the field (its message: ./problems.ts). */
export type ParseProblem = 'notNumber' | 'notInteger' | 'outOfRange' | 'notDate' | 'notDatetime' | 'notTime' | 'notOption' | 'notBoolean' | 'tooLong';

/** A text read as a field's value: the value (null for an empty text), or why it could not be. */
export type Parsed<V> = { ok: true; value: V | null } | { ok: false; problem: ParseProblem; params?: Record<string, string | number> };

/**
 * One field type's pure half, the same in the browser and on the server: how its values read as text and
 * how text (typed, pasted from a spreadsheet, imported) reads as its values. Its React modes (cell, filter,
 * control, editable cell) live in fields/<type>/; import and export format and parse through these.
 */
export interface FieldCodec<V = unknown> {
  type: FieldType;
  storage: FieldStorage;
  /** Whether values are numbers (right-aligned, summed, compared as numbers). */
  numeric: boolean;
  /** Default alignment in tables. */
  align: 'left' | 'center' | 'right';
  /** Whether a value counts as empty (null, undefined, '', an empty list). */
  isEmpty(value: unknown): boolean;
  /** The text a value shows as (cells, cards, exports); '' for an empty value. */
  format(value: unknown, options: CodecOptions, language: CodecLanguage): string;
  /** A typed, pasted or imported text as a value: '' (or white space) is an empty value, never an error. */
  parse(text: string, options: CodecOptions): Parsed<V>;
  /**
   * Orders two values: empty ones first, then by value (numbers exactly, dates by time, text by pinyin,
   * options in their declared order).
   */
  compare(a: unknown, b: unknown, options?: CodecOptions): number;
  /**
   * The Excel format a column of this type writes its cells in (exports, export templates): a number format for
   * numeric types, a date format for dates (the timeFormat's when Excel can show it); undefined: the cells are text.
   */
  excelFormat(options: CodecOptions): string | undefined;
}

/** The empty test all codecs share: null, undefined, '' and an empty list. */
export function isEmptyValue(value: unknown): boolean {
  return value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);
}

/** Empty values first, then `byValue`. */
export function compareWithEmpty(a: unknown, b: unknown, byValue: (a: unknown, b: unknown) => number): number {
  const emptyA = isEmptyValue(a);
  const emptyB = isEmptyValue(b);
  if (emptyA || emptyB) return emptyA === emptyB ? 0 : emptyA ? -1 : 1;
  return byValue(a, b);
}
