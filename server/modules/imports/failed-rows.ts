import ExcelJS from 'exceljs';
import { PassThrough } from 'node:stream';
import type { FileStorage, StoredFile } from '../files/storage.js';
import type { SheetRow } from './read.js';

/**
 * The rows that did not pass, as the user wrote them (the sheet's own header and cells, after 行号) with
 * 错误原因, streamed into the file storage as they are found: an import of many bad rows never holds them. The
 * file is started by the first failed row; none, none stored.
 */
export class FailedRowsWriter {
  #sheet: ExcelJS.Worksheet | null = null;
  #book: ExcelJS.stream.xlsx.WorkbookWriter | null = null;
  #stored: Promise<StoredFile> | null = null;
  #stream: PassThrough | null = null;
  #width = 0;
  count = 0;

  constructor(
    private readonly storage: FileStorage,
    private readonly labels: () => readonly string[],
    private readonly texts: { row: string; reason: string },
  ) {}

  add(row: SheetRow, error: string): void {
    if (!this.#sheet) this.#open();
    const cells = Array.from({ length: this.#width }, (_, i) => {
      const cell = row.cells[i + 1];
      return cell === undefined || 'unsavedFormula' in cell ? null : 'text' in cell ? cell.text : cell.error;
    });
    const line = this.#sheet!.addRow([row.number, ...cells, error]);
    line.getCell(this.#width + 2).font = { color: { argb: 'FFCF1322' } };
    line.commit();
    this.count += 1;
  }

  #open(): void {
    const labels = this.labels();
    this.#width = Math.max(labels.length - 1, 0);
    this.#stream = new PassThrough();
    this.#stored = this.storage.put(this.#stream);
    this.#stored.catch(() => undefined);
    this.#book = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: this.#stream, useStyles: true, useSharedStrings: false });
    this.#sheet = this.#book.addWorksheet('Sheet1', { views: [{ state: 'frozen', ySplit: 1 }] });
    const header = this.#sheet.addRow([this.texts.row, ...Array.from({ length: this.#width }, (_, i) => labels[i + 1] ?? ''), this.texts.reason]);
    header.font = { bold: true };
    header.commit();
  }

  /** Ends the file: what was stored, or null when no row failed. */
  async finish(): Promise<StoredFile | null> {
    if (!this.#sheet || !this.#book) return null;
    this.#sheet.commit();
    await this.#book.commit();
    return this.#stored;
  }

  /** Drops a file begun by a job that did not finish. */
  async discard(): Promise<void> {
    if (!this.#stream || !this.#stored) return;
    this.#stream.destroy(new Error('discarded'));
    await this.#stored.then((file) => this.storage.delete(file.key), () => undefined);
  }
}
