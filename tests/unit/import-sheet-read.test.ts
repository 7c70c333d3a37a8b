import JSZip from 'jszip';
import { stat } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { readSheet } from '../../server/modules/imports/read';

const RELS =
  '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>';
const WORKBOOK =
  '<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="S" sheetId="1" r:id="rId1"/></sheets></workbook>';
const inline = (ref: string, text: string) => `<c r="${ref}" t="inlineStr"><is><t>${text}</t></is></c>`;

describe('reading an import sheet', () => {
  it('reads a sheet that writes its strings inline, with no shared strings table, and the sheet first in the zip', async () => {
    const zip = new JSZip();
    zip.file(
      'xl/worksheets/sheet1.xml',
      `<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData><row r="1">${inline('A1', '合同名称')}${inline('B1', '金额')}</row><row r="2">${inline('A2', '甲')}<c r="B2"><v>12.5</v></c></row></sheetData></worksheet>`,
    );
    zip.file('xl/_rels/workbook.xml.rels', RELS);
    zip.file('xl/workbook.xml', WORKBOOK);
    const bytes = await zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
    const header = { labels: [] as string[] };
    const rows = [];
    for await (const row of readSheet(bytes, 1, 10, header)) rows.push(row);
    expect(header.labels.slice(1)).toEqual(['合同名称', '金额']);
    expect(rows).toEqual([{ number: 2, cells: [undefined, { text: '甲' }, { text: '12.5' }] }]);
  });

  it('reads every row to the end when the reader waits on I/O between rows, as an import does at each batch', async () => {
    const ExcelJS = (await import('exceljs')).default;
    // Sizes around a batch of 2,000 rows and at the sheet's end: the stream's end must not fail the read.
    for (const count of [520, 2003, 2020]) {
      const book = new ExcelJS.Workbook();
      const sheet = book.addWorksheet('s');
      sheet.addRow(['合同名称', '金额']);
      for (let i = 0; i < count; i++) sheet.addRow([`合同${i}`, i]);
      const bytes = Buffer.from(await book.xlsx.writeBuffer());
      let rows = 0;
      for await (const row of readSheet(bytes, 1, 10_000, { labels: [] })) {
        rows += 1;
        // A round trip to the disk every 500 rows, as an import's batch write is: the reader waits on real I/O.
        if (row.number % 500 === 0) await stat(import.meta.filename);
      }
      expect(rows).toBe(count);
    }
  });

  it('a sheet exceljs cannot parse (broken XML) is refused as unreadable, not as an internal error', async () => {
    const zip = new JSZip();
    zip.file('xl/_rels/workbook.xml.rels', RELS);
    zip.file('xl/workbook.xml', WORKBOOK);
    zip.file('xl/worksheets/sheet1.xml', '<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>甲</t></is></c></row><row r="2"><c r="A2" <<</sheetData>');
    const bytes = await zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
    const read = async () => {
      for await (const row of readSheet(bytes, 1, 10, { labels: [] })) void row;
    };
    await expect(read()).rejects.toMatchObject({ code: 4415, key: 'importUnreadable' });
  });

  it('refuses a zip without a workbook, or whose sheet is not inflatable', async () => {
    const zip = new JSZip();
    zip.file('xl/worksheets/sheet1.xml', '<worksheet/>');
    const noWorkbook = await zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
    await expect(readSheet(noWorkbook, 1, 10, { labels: [] }).next()).rejects.toMatchObject({ code: 4415, key: 'importNotXlsx' });
    zip.file('xl/_rels/workbook.xml.rels', RELS);
    zip.file('xl/workbook.xml', WORKBOOK);
    zip.file('xl/worksheets/sheet1.xml', '<worksheet>' + 'x'.repeat(5000) + '</worksheet>');
    const broken = await zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
    // Spoil the sheet's deflated bytes: the first data byte after its local header.
    const at = broken.indexOf(Buffer.from('xl/worksheets/sheet1.xml')) + 'xl/worksheets/sheet1.xml'.length;
    broken.fill(0xff, at, at + 8);
    await expect(readSheet(broken, 1, 10, { labels: [] }).next()).rejects.toMatchObject({ code: 4415, key: 'importNotXlsx' });
  });
});
