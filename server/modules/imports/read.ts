import ExcelJS from 'exceljs';
import { Readable } from 'node:stream';
import { ApiError, Code } from '../../http/envelope.js';
import { cellText, type CellText } from './cells.js';
import { sheetParts, sheetZip } from '../files/zip-check.js';

/** One data row of the sheet: its number in the sheet (for the user) and its cells by column (1-based). */
export interface SheetRow {
  number: number;
  cells: CellText[];
}

export interface SheetHeader {
  /** The header text of each column (1-based; merged header cells give their text to the columns they span). */
  labels: string[];
}

/**
 * Reads the first worksheet of an .xlsx (its parts checked and put in reading order by sheetParts) with
 * exceljs's streaming reader: the `headerLines` header rows (the last names the columns; an empty cell there
 * takes the text above it, as a merged group header does), then every data row as cell texts, wholly empty
 * rows skipped. More than `maxRows` data rows stops the read with 4415 (导入数据不能超过{max}行) before the rest
 * is read; a sheet exceljs cannot parse, with 4415 importUnreadable.
 */
export async function* readSheet(bytes: Buffer, headerLines: number, maxRows: number, header: SheetHeader): AsyncGenerator<SheetRow> {
  const parts = await sheetParts(bytes);
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from(sheetZip(parts)), { sharedStrings: 'cache', hyperlinks: 'ignore', styles: 'cache', worksheets: 'emit', entries: 'emit' });
  try {
    yield* rowsOf(reader, headerLines, maxRows, header);
  } catch (error) {
    // exceljs's own errors (broken XML, a DTD, a bad number) say nothing to the user: the file cannot be read.
    if (error instanceof ApiError) throw error;
    console.warn(`import: the sheet could not be read (${error instanceof Error ? error.message : String(error)})`);
    throw new ApiError(Code.FILE_REFUSED, 'importUnreadable');
  }
}

async function* rowsOf(reader: ExcelJS.stream.xlsx.WorkbookReader, headerLines: number, maxRows: number, header: SheetHeader): AsyncGenerator<SheetRow> {
  let rows = 0;
  for await (const sheet of reader) {
    const above: string[] = [];
    for await (const row of sheet as AsyncIterable<ExcelJS.Row>) {
      const values = (row.values ?? []) as unknown[];
      const cells: CellText[] = [];
      for (let i = 1; i < values.length; i++) cells[i] = cellText(values[i]);
      if (row.number <= headerLines) {
        cells.forEach((cell, i) => {
          const text = 'text' in cell ? cell.text.trim() : '';
          if (text) above[i] = text;
        });
        // A cell left empty in the last header line keeps the text of the line above it (a merged group header).
        if (row.number === headerLines) header.labels = above.slice();
        continue;
      }
      if (cells.every((cell) => cell === undefined || ('text' in cell && cell.text.trim() === ''))) continue;
      rows += 1;
      if (rows > maxRows) throw new ApiError(Code.FILE_REFUSED, 'importTooManyRows', { max: maxRows });
      yield { number: row.number, cells };
    }
    // The first worksheet only (the only one sheetZip hands on): nothing after it is read.
    break;
  }
}
