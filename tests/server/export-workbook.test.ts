import ExcelJS from 'exceljs';
import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import type { ExportColumn } from '../../server/modules/exports/columns';
import { sheetWriter } from '../../server/modules/exports/workbook';
import { excelDateFormat } from '../../codecs';

const COLUMNS: ExportColumn[] = [
  { key: 'no', label: '合同编号', type: 'text' },
  { key: 'amount', label: '合同金额', type: 'money', moneyFormat: 2 },
  { key: 'quantity', label: '数量', type: 'int' },
  { key: 'rate', label: '税率', type: 'percent' },
  { key: 'signed', label: '签订日期', type: 'date' },
  { key: 'status', label: '状态', type: 'enum', options: [{ value: 2, label: '已完成' }] },
  { key: 'submitted', label: '提交时间', type: 'datetime' },
  { key: 'month', label: '月份', type: 'date', timeFormat: 'YYYY年MM月' },
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
      { no: 'HT-1', amount: '1234.5', quantity: 3, rate: 0.13, signed: '2026-01-05', status: 2, submitted: '2026-01-05 09:30:15', month: '2026-01-05' },
      { no: null, amount: null, quantity: null, rate: null, signed: null, status: null, submitted: null, month: null },
      { no: 'HT-3', amount: 99, quantity: 12, rate: 0.09, signed: '2024-02-29', status: 2, submitted: '2024-02-29 23:59:59', month: '2024-02-29' },
    ]);
    expect(sheet.getRow(1).values).toEqual([undefined, '合同编号', '合同金额', '数量', '税率', '签订日期', '状态', '提交时间', '月份']);
    expect(sheet.getRow(1).getCell(1).font?.bold).toBe(true);
    for (const at of [2, 4]) {
      const row = sheet.getRow(at);
      expect(row.getCell(2).numFmt).toBe('#,##0.00');
      expect(row.getCell(3).numFmt).toBe('0');
      expect(row.getCell(4).numFmt).toBe('0.00%');
      // Dates are Excel dates, shown as the list shows them (the column's timeFormat when it has one).
      expect(row.getCell(5).numFmt).toBe('yyyy-mm-dd');
      expect(row.getCell(7).numFmt).toBe('yyyy-mm-dd hh:mm:ss');
      expect(row.getCell(8).numFmt).toBe('yyyy"年"mm"月"');
      for (const text of [1, 6]) expect(row.getCell(text).numFmt, `column ${text}`).toBeUndefined();
    }
    const day = (y: number, m: number, d: number, h = 0, mi = 0, s = 0) => new Date(Date.UTC(y, m - 1, d, h, mi, s));
    expect(sheet.getRow(2).values).toEqual([undefined, 'HT-1', 1234.5, 3, 0.13, day(2026, 1, 5), '已完成', day(2026, 1, 5, 9, 30, 15), day(2026, 1, 5)]);
    expect(sheet.getRow(4).values).toEqual([undefined, 'HT-3', 99, 12, 0.09, day(2024, 2, 29), '已完成', day(2024, 2, 29, 23, 59, 59), day(2024, 2, 29)]);
    // The cell holds Excel's serial day number (46027 is 2026-01-05), not a text.
    expect(sheet.getRow(2).getCell(5).type).toBe(ExcelJS.ValueType.Date);
    expect(sheet.getRow(3).getCell(2).value).toBeNull();
  });

  it('a date that is no calendar day, or before 1900, is written as the text it is', async () => {
    const sheet = await written([{ no: 'HT-4', signed: '2026-02-30', submitted: '1899-12-31 08:00:00', month: 'soon' }]);
    expect([5, 7, 8].map((at) => sheet.getRow(2).getCell(at).type)).toEqual([ExcelJS.ValueType.String, ExcelJS.ValueType.String, ExcelJS.ValueType.String]);
    expect([sheet.getRow(2).getCell(7).value, sheet.getRow(2).getCell(8).value]).toEqual(['1899-12-31 08:00:00', 'soon']);
  });
});

describe('excelDateFormat: a dayjs pattern as Excel writes it', () => {
  it('maps the tokens, quotes other text, and gives up on what Excel lacks', () => {
    expect(excelDateFormat('YYYY-MM-DD')).toBe('yyyy-mm-dd');
    expect(excelDateFormat('YYYY/M/D HH:mm')).toBe('yyyy/m/d hh:mm');
    expect(excelDateFormat('HH-mm-ss')).toBe('hh-mm-ss');
    expect(excelDateFormat('YYYY年MM月DD日')).toBe('yyyy"年"mm"月"dd"日"');
    expect(excelDateFormat('X')).toBeUndefined();
    expect(excelDateFormat('hh:mm A')).toBeUndefined();
  });
});
