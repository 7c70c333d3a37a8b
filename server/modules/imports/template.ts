import ExcelJS from 'exceljs';
import type { Language } from '../../http/messages.js';
import type { ImportColumn } from './columns.js';

const HINTS: Record<Language, Record<string, string>> = {
  zh: { date: '日期，如 2026-01-05 或 2026/1/5', datetime: '日期时间，如 2026-01-05 09:30', money: '金额（数字）', number: '数字', int: '整数', percent: '百分比，如 13% 或 0.13', boolean: '是 / 否', text: '文本' },
  en: { date: 'A date: 2026-01-05 or 2026/1/5', datetime: 'A date and time: 2026-01-05 09:30', money: 'An amount (a number)', number: 'A number', int: 'A whole number', percent: 'A percentage: 13% or 0.13', boolean: 'Yes / No', text: 'Text' },
};

/**
 * The import template of a list (spec 001 §7 import template): one header row of the columns an import reads,
 * required ones starred and red, option columns with a drop-down of their labels; a second sheet says what
 * each column takes.
 */
export async function importTemplate(columns: readonly ImportColumn[], language: Language): Promise<Buffer> {
  const zh = language === 'zh';
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet(zh ? '导入数据' : 'Data', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((c) => ({ header: c.required ? `*${c.label}` : c.label, key: c.key, width: Math.max(14, [...c.label].length * 2 + 4) }));
  const header = sheet.getRow(1);
  header.font = { bold: true };
  columns.forEach((column, i) => {
    if (column.required) header.getCell(i + 1).font = { bold: true, color: { argb: 'FFCF1322' } };
    const labels = column.options?.map((o) => (language === 'en' ? (o.labelEn ?? o.label) : o.label));
    // Excel's list validation holds at most 255 characters.
    if (labels && labels.length > 0 && labels.join(',').length <= 250 && !labels.some((l) => l.includes(','))) {
      for (let row = 2; row <= 1001; row++) sheet.getCell(row, i + 1).dataValidation = { type: 'list', allowBlank: true, formulae: [`"${labels.join(',')}"`] };
    }
  });
  const notes = book.addWorksheet(zh ? '填写说明' : 'How to fill');
  notes.columns = [
    { header: zh ? '列' : 'Column', key: 'label', width: 20 },
    { header: zh ? '必填' : 'Required', key: 'required', width: 10 },
    { header: zh ? '格式' : 'Format', key: 'format', width: 60 },
  ];
  notes.getRow(1).font = { bold: true };
  for (const column of columns) {
    const options = column.options?.map((o) => (language === 'en' ? (o.labelEn ?? o.label) : o.label)).join(zh ? '、' : ', ');
    const format = options ? `${zh ? '可选值：' : 'One of: '}${options}` : `${HINTS[language][column.type] ?? HINTS[language].text}${column.maxLength ? (zh ? `，最多${column.maxLength}字` : `, at most ${column.maxLength} characters`) : ''}`;
    notes.addRow({ label: column.label, required: column.required ? (zh ? '是' : 'Yes') : zh ? '否' : 'No', format });
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}
