import ExcelJS from 'exceljs';
import { PassThrough } from 'node:stream';
import type { FileStorage, StoredFile } from '../files/storage.js';
import type { SheetRow } from './read.js';

/** A row that did not pass, as the user wrote it, with why. */
export interface FailedRow {
  row: SheetRow;
  error: string;
}

/**
 * The rows that did not pass as an .xlsx (the sheet's own header and cells, then 错误原因), stored for the user
 * to download, fix and import again. Streamed like an export.
 */
export async function storeFailedRows(storage: FileStorage, labels: readonly string[], failed: readonly FailedRow[], reasonLabel: string, rowLabel: string): Promise<StoredFile> {
  const file = new PassThrough();
  const stored = storage.put(file);
  stored.catch(() => undefined);
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: file, useStyles: true, useSharedStrings: false });
  const sheet = book.addWorksheet('Sheet1', { views: [{ state: 'frozen', ySplit: 1 }] });
  const width = Math.max(labels.length - 1, 0);
  const header = sheet.addRow([rowLabel, ...Array.from({ length: width }, (_, i) => labels[i + 1] ?? ''), reasonLabel]);
  header.font = { bold: true };
  header.commit();
  for (const { row, error } of failed) {
    const cells = Array.from({ length: width }, (_, i) => {
      const cell = row.cells[i + 1];
      return cell === undefined ? null : 'text' in cell ? cell.text : cell.error;
    });
    const line = sheet.addRow([row.number, ...cells, error]);
    line.getCell(width + 2).font = { color: { argb: 'FFCF1322' } };
    line.commit();
  }
  sheet.commit();
  await book.commit();
  return stored;
}
