import ExcelJS from 'exceljs';

/** The first sheet of an .xlsx as rows of cell values, the header row first. */
export async function sheetRows(bytes: Buffer): Promise<unknown[][]> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  book.worksheets[0].eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

/** A real .xlsx, written by exceljs: one sheet of these rows. */
export async function xlsxBytes(rows: unknown[][] = [['名称', '数量'], ['螺纹钢', 12]]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  book.addWorksheet('Sheet1').addRows(rows);
  return Buffer.from(await book.xlsx.writeBuffer());
}
