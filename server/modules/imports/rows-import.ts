import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import type { ResourceDefinition } from '../../../schemas/generated/resource-definition.js';
import { ApiError, Code } from '../../http/envelope.js';
import { message, type Language } from '../../http/messages.js';
import type { SessionContext } from '../../http/session.js';
import { JobFailure, type JobResult } from '../jobs/run.js';
import { jobDownloadUrl } from '../jobs/view.js';
import type { ImportPayload } from './import-scan.js';
import { IMPORT_JOB, importJob } from './jobs.js';

/** Spec 001 §9: an import holds at most this many rows (setting import_max_rows), in a body of at most 10 MB. */
export const DEFAULT_IMPORT_ROWS = 5000;
export const IMPORT_MAX_MB = 10;

/** A header cell of spec 001's import payload: the column's label, or the label and the key its rows use. */
export type RowsHeader = string | { label: string; prop?: string };

/** Spec 001 §3's import payload: the sheet's header and rows as the browser read them, and its import_config. */
export interface RowsImportBody {
  header: RowsHeader[];
  data: Array<unknown[] | Record<string, unknown>>;
  import_config?: { filename?: string; page_path?: string; [key: string]: unknown };
  perms_id?: number;
}

const labelOf = (h: RowsHeader) => (typeof h === 'string' ? h : h.label);

/** A cell as the sheet holds it: text, a number or a truth value; anything else its text. */
function cellOf(value: unknown): string | number | boolean | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  return JSON.stringify(value);
}

/**
 * The rows as a workbook of one header line: the import reads them exactly as it reads an uploaded .xlsx (the same
 * header mapping, codecs, required columns, rules, duplicates and messages). A row is its cells in header order,
 * or an object keyed by each header's prop (else its label).
 */
export async function rowsWorkbook(body: RowsImportBody): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('data');
  sheet.addRow(body.header.map(labelOf));
  for (const row of body.data) {
    const cells = Array.isArray(row) ? row : body.header.map((h) => (typeof h === 'string' ? row[h] : (row[h.prop ?? h.label] ?? row[h.label])));
    sheet.addRow(cells.map(cellOf));
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** What an import of rows answers: spec 001's data.url (the failed rows' file, '' when none failed) and the counts. */
export interface RowsImported {
  url: string;
  total: number;
  imported: number;
  invalid: number;
}

/**
 * Imports the rows of spec 001's payload at once, in this request: the import job's own run over them (checked
 * again by it, written in batches, the failed rows into their file), recorded as a done job whose file data.url
 * downloads. A refusal of the whole (no rows, too many, columns missing) is a 4400 with the import's own message.
 */
export async function importRows(
  app: FastifyInstance,
  definition: ResourceDefinition,
  session: SessionContext,
  target: { permsId: number; indexUrl: string; fileName: string; language: Language },
  body: RowsImportBody,
): Promise<RowsImported> {
  const stored = await app.fileStorage.put(Readable.from(await rowsWorkbook(body)));
  const maxRows = Number(await app.settings.value('common', 'import_max_rows'));
  const payload: ImportPayload = {
    resource: definition.name, indexUrl: target.indexUrl, permsId: target.permsId, roleId: session.roleId, subject: session.subject, userId: session.userId,
    userName: session.userName, language: target.language, fileKey: stored.key, fileName: target.fileName, headerLines: 1,
    maxRows: Number.isInteger(maxRows) && maxRows > 0 ? maxRows : DEFAULT_IMPORT_ROWS,
  };
  let result: JobResult;
  try {
    // Run here, not queued: no other server takes it over, so nothing is checkpointed (the batches still commit one by one).
    result = await importJob(app)({ id: 0, userId: session.userId, payload, signal: new AbortController().signal, state: undefined, progress: async () => undefined, checkpoint: async () => undefined });
  } catch (error) {
    if (error instanceof JobFailure) throw new ApiError(Code.BAD_REQUEST, 'importRefused', { reason: error.message });
    throw error;
  }
  const job = await app.jobs.recordDone({ kind: IMPORT_JOB, title: target.fileName, userId: session.userId, companyId: session.subject.companyOrgId, result });
  const count = (key: string) => Number(result[key] ?? 0);
  return { url: result.file_key ? jobDownloadUrl(job.id) : '', total: count('total'), imported: count('imported'), invalid: count('invalid') };
}

/** The import's answer text: how many were imported, and how many failed (in the file data.url names). */
export function rowsImportedText(language: Language, done: RowsImported): string {
  return message(language, done.invalid > 0 ? 'importRowsPartly' : 'importRowsDone', { imported: done.imported, invalid: done.invalid });
}
