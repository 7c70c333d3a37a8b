import type { CellValue, Workbook, Worksheet } from 'exceljs';

/** A sheet is shown up to this many rows and columns: a sheet of 100,000 rows as a DOM table stalls the page. */
export const XLSX_MAX_ROWS = 1000;
export const XLSX_MAX_COLS = 100;

/** One shown cell; a cell covered by another's merge is left out, the merge's first cell spans it. */
export interface SheetCell {
  key: string;
  text: string;
  colSpan: number;
  rowSpan: number;
}

export interface SheetTable {
  name: string;
  rows: SheetCell[][];
  totalRows: number;
  totalCols: number;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A date as the sheet meant it: exceljs reads a sheet's dates as UTC wall-clock times. */
function dateText(date: Date): string {
  if (Number.isNaN(date.getTime())) return '';
  const day = `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
  const [h, m, s] = [date.getUTCHours(), date.getUTCMinutes(), date.getUTCSeconds()];
  return h === 0 && m === 0 && s === 0 ? day : `${day} ${pad(h)}:${pad(m)}:${pad(s)}`;
}

/** A cell's value as text: formulas as their results, rich text and links as their text, errors as their code. */
export function cellText(value: CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return dateText(value);
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (typeof value !== 'object') return String(value);
  if ('richText' in value) return value.richText.map((run) => run.text).join('');
  if ('error' in value) return String(value.error);
  if ('formula' in value || 'sharedFormula' in value) return cellText((value.result ?? null) as CellValue);
  if ('text' in value) return typeof value.text === 'string' ? value.text : cellText(value.text as CellValue);
  return '';
}

/** The table of one sheet, capped, merges as spans (clipped to the shown part). */
export function sheetTable(sheet: Worksheet): SheetTable {
  const totalRows = sheet.rowCount;
  const totalCols = sheet.columnCount;
  const lastRow = Math.min(totalRows, XLSX_MAX_ROWS);
  const lastCol = Math.min(totalCols, XLSX_MAX_COLS);
  const rows: SheetCell[][] = [];
  for (let r = 1; r <= lastRow; r++) {
    const row = sheet.getRow(r);
    const cells: SheetCell[] = [];
    for (let c = 1; c <= lastCol; c++) {
      const cell = row.getCell(c);
      let [colSpan, rowSpan] = [1, 1];
      if (cell.isMerged) {
        // Covered by another cell's merge: that cell spans this one.
        if (cell.master.address !== cell.address) continue;
        while (c + colSpan <= lastCol && row.getCell(c + colSpan).master.address === cell.address) colSpan++;
        while (r + rowSpan <= lastRow && sheet.getRow(r + rowSpan).getCell(c).master.address === cell.address) rowSpan++;
      }
      cells.push({ key: cell.address, text: cellText(cell.value), colSpan, rowSpan });
    }
    rows.push(cells);
  }
  return { name: sheet.name, rows, totalRows, totalCols };
}

/** The workbook's visible sheets as tables. */
export function workbookTables(book: Workbook): SheetTable[] {
  return book.worksheets.filter((sheet) => sheet.state === 'visible' || sheet.state === undefined).map(sheetTable);
}
