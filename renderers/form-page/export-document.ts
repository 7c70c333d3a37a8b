import { safeFileName, saveBlob } from '../core/file-shared';
import { FIELD_TYPES } from '../../fields';
import type { ControlOptions } from '../../fields/types';
import type { Language } from '../../registry';
import type { FieldType } from '../../schemas/generated/field-type';
import type { FormNode } from '../../schemas/generated/form-page';
import type { FlowLogEntry } from '../../schemas/generated/workflow';
import { ATTACHMENT_COMPONENT, COLLECT_COMPONENT } from '../core/form-files';

const FILE_COMPONENTS: readonly string[] = [ATTACHMENT_COMPONENT, COLLECT_COMPONENT];

/** One line of the exported document: its section, the field's label and its value as the form shows it. */
export interface DocumentLine {
  section: string;
  label: string;
  value: string;
}

/** The document's fields in form order, each formatted by its field type ('/' when empty, as on screen). */
export function documentLines(properties: Readonly<Record<string, FormNode>>, values: Readonly<Record<string, unknown>>, language: Language, section = ''): DocumentLine[] {
  return Object.entries(properties).flatMap(([name, node]) => {
    if (node.type === 'void') return documentLines(node.properties ?? {}, values, language, node['x-component'] === 'FormSection' ? (node.title ?? name) : section);
    // Files are the record's attachments, not a value of the document's.
    if (FILE_COMPONENTS.includes(String(node['x-component']))) return [];
    const type = node['x-component'] as FieldType | undefined;
    const definition = type && type in FIELD_TYPES ? FIELD_TYPES[type] : FIELD_TYPES.text;
    const text = definition.format(values[name], (node['x-component-props'] ?? {}) as ControlOptions, language);
    return [{ section, label: node.title ?? name, value: text === '' ? '/' : text }];
  });
}

export interface ExportTexts {
  sheet: string;
  section: string;
  field: string;
  value: string;
  logSheet: string;
  logColumns: [node: string, person: string, status: string, opinion: string, time: string];
  status(status: number): string;
}

/**
 * Downloads the document as `{title}.xlsx` (spec 001 screen 14's export button): one sheet of its fields by
 * section and, when it has one, a sheet of its flow log. exceljs loads on the first export only.
 */
export async function exportDocument(title: string, lines: readonly DocumentLine[], log: readonly FlowLogEntry[], texts: ExportTexts): Promise<void> {
  const { default: ExcelJS } = await import('exceljs');
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet(texts.sheet);
  sheet.columns = [
    { header: texts.section, key: 'section', width: 18 },
    { header: texts.field, key: 'label', width: 20 },
    { header: texts.value, key: 'value', width: 48 },
  ];
  for (const line of lines) sheet.addRow(line);
  sheet.getRow(1).font = { bold: true };
  if (log.length > 0) {
    const flow = book.addWorksheet(texts.logSheet);
    flow.columns = texts.logColumns.map((header, i) => ({ header, key: String(i), width: i === 3 ? 40 : 18 }));
    for (const entry of log) flow.addRow([entry.node_name, entry.user_name, texts.status(entry.status), entry.opinion, entry.handled_at ?? entry.created_at]);
    flow.getRow(1).font = { bold: true };
  }
  const buffer = await book.xlsx.writeBuffer();
  saveBlob(new Blob([buffer], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }), `${safeFileName(title, 'document')}.xlsx`);
}
