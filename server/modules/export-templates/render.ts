import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { codecOf, numericOf } from '../../../codecs/index.js';
import type { CodecOption } from '../../../codecs/index.js';
import { addExact, exactToString, parseExact, type ExactDecimal } from '../../../rules/exact-decimal.js';
import { fillPlaceholders } from '../../../rules/placeholders.js';
import type { ExportTemplate, TemplateField } from '../../../schemas/generated/export-template.js';
import type { FieldType } from '../../../schemas/generated/field-type.js';
import type { Language } from '../../http/messages.js';
import { sanitiseName } from '../files/rules.js';

type Row = Readonly<Record<string, unknown>>;

/** A template field with its resource field's type, as the renderer writes it. */
export interface TypedField extends TemplateField {
  type: FieldType;
}

/** A template whose fields are known fields of its resource (store.ts checks), with their types. */
export interface ResolvedTemplate {
  template: ExportTemplate;
  fields: readonly TypedField[];
  lines: readonly TypedField[];
}

/** One printed record: the record's row and its lines (the child the template names). */
export interface PrintedRecord {
  row: Row;
  lines: readonly Row[];
}

const THIN = { style: 'thin' as const, color: { argb: 'FFBFBFBF' } };
const BOX = { top: THIN, left: THIN, bottom: THIN, right: THIN };
const SHADE = { type: 'pattern' as const, pattern: 'solid' as const, fgColor: { argb: 'FFF5F5F5' } };

function label(field: TemplateField, language: Language): string {
  return field.label[language] || field.label.zh;
}

/** A value as the list shows it (the field codecs): option labels, dates, money with its decimals. */
function shown(field: TypedField, value: unknown, language: Language): string {
  if (value === null || value === undefined || value === '') return '';
  const options = field.options as CodecOption[] | undefined;
  const type = options ? 'enum' : field.type;
  return codecOf(type).format(value, options ? { options } : {}, language);
}

/** A line cell: numbers stay numbers (summable in Excel), everything else as shown. */
function lineCell(field: TypedField, value: unknown, language: Language): string | number | null {
  if (value === null || value === undefined || value === '') return null;
  if (!field.options && codecOf(field.type).numeric) {
    const numeric = numericOf(value);
    return numeric === null ? null : Number(numeric);
  }
  return shown(field, value, language);
}

/** A numeric column's Excel number format, as the list shows it (the codec's); the other cells are text. */
function numberFormat(type: FieldType): string | undefined {
  const codec = codecOf(type);
  return codec.numeric ? codec.excelFormat({}) : undefined;
}

/** The sum of a line column, exactly (no float drift over many lines). */
function total(lines: readonly Row[], prop: string): number | null {
  let sum: ExactDecimal | null = null;
  for (const line of lines) {
    const value = line[prop];
    const exact = value === null || value === undefined || value === '' ? null : parseExact(String(value));
    if (exact) sum = sum ? addExact(sum, exact) : exact;
  }
  return sum ? Number(exactToString(sum)) : null;
}

/**
 * One record as an .xlsx: the title across the top, the fields as label and value pairs (`columns` pairs a row),
 * then the lines as a bordered table with a 合计 row. Formatted by the same codecs as the list and the export.
 */
export async function recordWorkbook(resolved: ResolvedTemplate, record: PrintedRecord, language: Language): Promise<Buffer> {
  const { template } = resolved;
  const pairs = template.columns ?? 2;
  const lineColumns = resolved.lines;
  const width = Math.max(pairs * 2, lineColumns.length, 2);
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet((template.name[language] || template.name.zh).replace(/[[\]:*?/\\]/g, ' ').slice(0, 31) || 'Sheet1');
  sheet.columns = Array.from({ length: width }, () => ({ width: 18 }));

  const title = sheet.addRow([template.name[language] || template.name.zh]);
  sheet.mergeCells(title.number, 1, title.number, width);
  title.font = { bold: true, size: 16 };
  title.alignment = { horizontal: 'center', vertical: 'middle' };
  title.height = 32;
  sheet.addRow([]);

  for (let at = 0; at < resolved.fields.length; at += pairs) {
    const cells = resolved.fields.slice(at, at + pairs).flatMap((field) => [label(field, language), shown(field, record.row[field.prop], language)]);
    const row = sheet.addRow(cells);
    row.eachCell((cell, column) => {
      cell.border = BOX;
      cell.alignment = { vertical: 'middle', wrapText: true };
      if (column % 2 === 1) {
        cell.font = { bold: true };
        cell.fill = SHADE;
      }
    });
  }

  if (template.lines && lineColumns.length > 0) {
    sheet.addRow([]);
    if (template.lines.title) sheet.addRow([template.lines.title[language] || template.lines.title.zh]).font = { bold: true };
    const header = sheet.addRow(lineColumns.map((field) => label(field, language)));
    header.eachCell((cell) => {
      cell.font = { bold: true };
      cell.fill = SHADE;
      cell.border = BOX;
    });
    for (const line of record.lines) {
      const row = sheet.addRow(lineColumns.map((field) => lineCell(field, line[field.prop], language)));
      lineColumns.forEach((field, i) => {
        const cell = row.getCell(i + 1);
        cell.border = BOX;
        const format = field.options ? undefined : numberFormat(field.type);
        if (format) cell.numFmt = format;
      });
    }
    const totals = template.lines.total ?? [];
    if (totals.length > 0) {
      const row = sheet.addRow(lineColumns.map((field, i) => (i === 0 ? (language === 'en' ? 'Total' : '合计') : totals.includes(field.prop) ? total(record.lines, field.prop) : null)));
      lineColumns.forEach((field, i) => {
        const cell = row.getCell(i + 1);
        cell.border = BOX;
        cell.font = { bold: true };
        const format = numberFormat(field.type);
        if (format && i > 0) cell.numFmt = format;
      });
    }
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** One record's file name: the template's fileName filled from the record, else the title and the id; never a path. */
export function recordFileName(template: ExportTemplate, row: Row, language: Language): string {
  const pattern = template.fileName ?? `${template.name[language] || template.name.zh}-{id}`;
  const name = sanitiseName(fillPlaceholders(pattern, row, { missing: 'empty' })).slice(0, 100);
  return `${name || `record-${String(row.id)}`}.xlsx`;
}

/** Several records' workbooks as one .zip; names made unique (two records may fill the same name). */
export async function zipOf(files: readonly { name: string; data: Buffer }[]): Promise<Buffer> {
  const zip = new JSZip();
  const used = new Set<string>();
  for (const file of files) {
    let name = file.name;
    for (let n = 2; used.has(name); n++) name = file.name.replace(/(\.xlsx)?$/, `(${n})$1`);
    used.add(name);
    zip.file(name, file.data);
  }
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}
