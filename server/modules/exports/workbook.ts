import ExcelJS from 'exceljs';
import type { Writable } from 'node:stream';
import { codecOf, numericOf } from '../../../codecs/index.js';
import type { Language } from '../../http/messages.js';
import type { ExportColumn } from './columns.js';
import { excelDate, writesDates } from './date-cells.js';

/** The format a column's cells carry: a numeric column's number format, a date column's date format, or none (text). */
function cellFormat(column: ExportColumn): string | undefined {
  return codecOf(column.type).excelFormat(column);
}

/** A column's width in characters: its header's, within sensible bounds (CJK characters count double). */
function widthOf(column: ExportColumn): number {
  const text = column.label;
  let width = 0;
  for (const char of text) width += char.charCodeAt(0) > 0xff ? 2 : 1;
  return Math.min(60, Math.max(column.type === 'text' ? 16 : 12, width + 2));
}

/**
 * One row's cells: numbers as numbers and dates as Excel dates (their column's format shows them), every other value
 * as its codec writes it. `dated` says which columns write date cells.
 */
function cells(columns: readonly ExportColumn[], dated: readonly boolean[], row: Readonly<Record<string, unknown>>, language: Language): unknown[] {
  return columns.map((column, i) => {
    const value = row[column.key];
    if (value === null || value === undefined || value === '') return null;
    if (dated[i]) {
      const date = excelDate(value);
      if (date) return date;
    }
    const codec = codecOf(column.type);
    if (codec.numeric) {
      const numeric = numericOf(value);
      return numeric === null ? null : Number(numeric);
    }
    return codec.format(value, column, language);
  });
}

export interface SheetWriter {
  add(rows: readonly Readonly<Record<string, unknown>>[]): void;
  /** Writes the end of the file; resolves once the whole file has gone to the stream. */
  finish(): Promise<void>;
}

/**
 * An .xlsx written as it goes (exceljs's streaming writer): the header row, then each batch of rows committed
 * as it comes, so memory holds one batch whatever the row count. Inline strings, not a shared-strings table,
 * which would grow with the file.
 */
export function sheetWriter(stream: Writable, sheetName: string, columns: readonly ExportColumn[], language: Language): SheetWriter {
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: true, useSharedStrings: false });
  // Excel refuses sheet names over 31 characters or with []:*?/\.
  const sheet = book.addWorksheet(sheetName.replace(/[[\]:*?/\\]/g, ' ').slice(0, 31) || 'Sheet1', { views: [{ state: 'frozen', ySplit: 1 }] });
  // One style object per column: exceljs remembers the style id of an object it has seen, where each cell's own
  // copy would be looked up anew. (Only numeric and date columns write numbers, and each has its format.)
  const styles = columns.map((column) => {
    const numFmt = cellFormat(column);
    return numFmt ? { numFmt } : {};
  });
  // A copy each: the header row's bold must not reach the style objects the data rows share.
  sheet.columns = columns.map((column, i) => ({ header: column.label, key: column.key, width: widthOf(column), style: { ...styles[i] } }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  const dated = columns.map(writesDates);
  return {
    add(rows) {
      for (const row of rows) {
        const values = cells(columns, dated, row, language);
        const added = sheet.addRow(values);
        for (let i = 0; i < values.length; i++) added.getCell(i + 1).style = styles[i];
        added.commit();
      }
    },
    async finish() {
      sheet.commit();
      await book.commit();
    },
  };
}
