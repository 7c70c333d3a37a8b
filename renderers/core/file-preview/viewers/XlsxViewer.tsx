import { Alert, Empty, Tabs } from 'antd';
import { PreviewLoading } from '../PreviewStatus';
import { useEffect, useState } from 'react';
import { usePreviewText } from '../messages';
import { XLSX_MAX_COLS, XLSX_MAX_ROWS, workbookTables, type SheetTable } from './xlsx-table';

const CELL_STYLE = { border: '1px solid #e5e6eb', padding: '4px 8px', whiteSpace: 'pre-wrap', verticalAlign: 'top', minWidth: 48 } as const;

function SheetView({ sheet }: { sheet: SheetTable }) {
  const text = usePreviewText();
  if (sheet.rows.length === 0) return <Empty description={text('emptySheet')} />;
  return (
    <div style={{ overflow: 'auto' }}>
      {sheet.totalRows > XLSX_MAX_ROWS && <Alert type="info" showIcon style={{ marginBottom: 8 }} message={text('rowsCapped', { shown: XLSX_MAX_ROWS, total: sheet.totalRows })} />}
      {sheet.totalCols > XLSX_MAX_COLS && <Alert type="info" showIcon style={{ marginBottom: 8 }} message={text('colsCapped', { shown: XLSX_MAX_COLS, total: sheet.totalCols })} />}
      <table data-testid="preview-sheet" style={{ borderCollapse: 'collapse', fontSize: 13 }}>
        <tbody>
          {sheet.rows.map((cells, r) => (
            <tr key={r}>
              {cells.map((cell) => (
                <td key={cell.key} colSpan={cell.colSpan > 1 ? cell.colSpan : undefined} rowSpan={cell.rowSpan > 1 ? cell.rowSpan : undefined} style={CELL_STYLE}>
                  {cell.text}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** An xlsx workbook: each visible sheet a tab holding an HTML table of its values as text. exceljs loads with it. */
export default function XlsxViewer({ blob, onError }: { blob: Blob; onError(error: unknown): void }) {
  const [sheets, setSheets] = useState<SheetTable[] | null>(null);
  useEffect(() => {
    let live = true;
    (async () => {
      const [{ default: ExcelJS }, bytes] = await Promise.all([import('exceljs'), blob.arrayBuffer()]);
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(bytes);
      return workbookTables(book);
    })().then(
      (tables) => live && setSheets(tables),
      (error: unknown) => live && onError(error),
    );
    return () => {
      live = false;
    };
  }, [blob, onError]);
  if (!sheets) return <PreviewLoading />;
  return (
    <div style={{ padding: '0 16px 16px' }} data-testid="preview-xlsx">
      <Tabs items={sheets.map((sheet, i) => ({ key: String(i), label: sheet.name, children: <SheetView sheet={sheet} /> }))} />
    </div>
  );
}
