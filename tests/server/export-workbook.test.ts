import ExcelJS from 'exceljs';
import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import type { ExportColumn } from '../../server/modules/exports/columns';
import { sheetWriter } from '../../server/modules/exports/workbook';

const COLUMNS: ExportColumn[] = [
  { key: 'no', label: '合同编号', type: 'text' },
  { key: 'amount', label: '合同金额', type: 'money', moneyFormat: 2 },
  { key: 'quantity', label: '数量', type: 'int' },
  { key: 'rate', label: '税率', type: 'percent' },
  { key: 'signed', label: '签订日期', type: 'date' },
  { key: 'status', label: '状态', type: 'enum', options: [{ value: 2, label: '已完成' }] },
];

/** Writes the rows through the export's sheet writer and reads the file back. */
async function written(rows: Record<string, unknown>[]): Promise<ExcelJS.Worksheet> {
  const stream = new PassThrough();
  const chunks: Buffer[] = [];
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  const writer = sheetWriter(stream, '销售合同', COLUMNS, 'zh');
  writer.add(rows);
  await writer.finish();
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(Buffer.concat(chunks) as unknown as ArrayBuffer);
  return book.worksheets[0];
}

describe("the export's sheet: each column's cells keep its format, whatever the row", () => {
  it('numbers stay numbers in their column format; texts and empty cells carry none; the header is bold', async () => {
    const sheet = await written([
      { no: 'HT-1', amount: '1234.5', quantity: 3, rate: 0.13, signed: '2026-01-05', status: 2 },
      { no: null, amount: null, quantity: null, rate: null, signed: null, status: null },
      { no: 'HT-3', amount: 99, quantity: 12, rate: 0.09, signed: '2024-02-29', status: 2 },
    ]);
    expect(sheet.getRow(1).values).toEqual([undefined, '合同编号', '合同金额', '数量', '税率', '签订日期', '状态']);
    expect(sheet.getRow(1).getCell(1).font?.bold).toBe(true);
    for (const at of [2, 4]) {
      const row = sheet.getRow(at);
      expect(row.getCell(2).numFmt).toBe('#,##0.00');
      expect(row.getCell(3).numFmt).toBe('0');
      expect(row.getCell(4).numFmt).toBe('0.00%');
      for (const text of [1, 5, 6]) expect(row.getCell(text).numFmt, `column ${text}`).toBeUndefined();
    }
    expect(sheet.getRow(2).values).toEqual([undefined, 'HT-1', 1234.5, 3, 0.13, '2026-01-05', '已完成']);
    expect(sheet.getRow(4).values).toEqual([undefined, 'HT-3', 99, 12, 0.09, '2024-02-29', '已完成']);
    expect(sheet.getRow(3).getCell(2).value).toBeNull();
  });
});
