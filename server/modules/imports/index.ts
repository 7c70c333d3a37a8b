import multipart, { type MultipartFile } from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { ApiError, Code, ok } from '../../http/envelope.js';
import { message, requestLanguage } from '../../http/messages.js';
import { sessionOf } from '../../http/session.js';
import { checkContent, checkName, sanitiseName, tooLarge } from '../files/rules.js';
import type { StoredFile } from '../files/storage.js';
import { splitHead } from '../files/streams.js';
import { uploadError } from '../files/upload.js';
import { resourceAccess } from '../resources/access.js';
import { IMPORT_CHECK_JOB, importCheckJob, importInterrupted, importJob, IMPORT_JOB } from './jobs.js';
import type { ImportPayload } from './import-scan.js';
import { IMPORT_FLAG } from './routes.js';
import { DEFAULT_IMPORT_ROWS, IMPORT_MAX_MB } from './rows-import.js';
export { DEFAULT_IMPORT_ROWS, IMPORT_MAX_MB };

/** Spec 001 §5 import: xlsx only, at most 10 MB, one file, 5,000 rows unless the setting import_max_rows says more. */
const FIELDS = ['resource', 'perms_id', 'header_lines', 'import_config'] as const;
type Field = (typeof FIELDS)[number];
const PART_LIMITS = { files: 1, fields: FIELDS.length, parts: FIELDS.length + 1, fieldSize: 4096, headerPairs: 20, fieldNameSize: 32 };

function badRequest(detail: string): ApiError {
  return new ApiError(Code.BAD_REQUEST, 'badRequest', { detail });
}

/**
 * POST /api/base/import/check (multipart: resource, perms_id, header_lines, then the file): the .xlsx is
 * streamed to the file storage (10 MB at most, its type sniffed), and a check job reads it: how many rows
 * pass and fail, nothing written. The caller then imports the valid rows with `<resource>/listImport`.
 */
export async function importModule(app: FastifyInstance): Promise<void> {
  await app.register(multipart, { throwFileSizeLimit: true });
  app.jobs.register(IMPORT_CHECK_JOB, importCheckJob(app));
  // An import commits batch by batch, its state with each batch: taken over, it goes on after the last one; when it
  // will not run again (SQLite), it says how many rows it had written.
  app.jobs.register(IMPORT_JOB, importJob(app), { interrupted: importInterrupted });

  app.post('/check', async (request) => {
    if (!request.isMultipart()) throw badRequest('an import is sent as multipart/form-data');
    const session = sessionOf(request);
    const language = requestLanguage(request);
    const fields: Partial<Record<Field, string>> = {};
    let file: MultipartFile | undefined;
    let stored: StoredFile | undefined;
    let payload: ImportPayload | undefined;
    let fileName = '';
    try {
      for await (const part of request.parts({ limits: { ...PART_LIMITS, fileSize: IMPORT_MAX_MB * 1024 * 1024 } })) {
        if (part.type === 'field') {
          if (!(FIELDS as readonly string[]).includes(part.fieldname)) throw badRequest(`unknown field ${part.fieldname}`);
          if (part.valueTruncated || typeof part.value !== 'string') throw badRequest(`field ${part.fieldname} is too long`);
          fields[part.fieldname as Field] = part.value;
          continue;
        }
        if (file) throw new ApiError(Code.FILE_REFUSED, 'fileCountExceeded');
        if (part.fieldname !== 'file') throw badRequest('the file is sent as the field file');
        file = part;
        const definition = fields.resource === undefined ? undefined : app.resources.named(fields.resource);
        if (!definition) throw badRequest('resource is required before the file');
        const permsId = Number(fields.perms_id);
        if (!/^\d{1,10}$/.test(fields.perms_id ?? '') || permsId < 1 || permsId > 2147483647) throw badRequest('perms_id must be a menu id');
        const headerLines = fields.header_lines === undefined || fields.header_lines === '' ? 1 : Number(fields.header_lines);
        if (!Number.isInteger(headerLines) || headerLines < 1 || headerLines > 10) throw new ApiError(Code.BAD_REQUEST, 'headerLines');
        const base = `/api/${definition.module}/${definition.name}`;
        await resourceAccess(app.database.db, `${base}/index`).button(session, IMPORT_FLAG, permsId);
        fileName = sanitiseName(part.filename);
        const limit = Number(await app.settings.value('common', 'attachment_file_name_length')) || 100;
        const ext = checkName(fileName, ['xlsx'], limit);
        const { head, whole } = await splitHead(part.file);
        await checkContent(head, ext);
        stored = await app.fileStorage.put(whole);
        if (part.file.truncated || stored.size > IMPORT_MAX_MB * 1024 * 1024) throw tooLarge(fileName, IMPORT_MAX_MB);
        const maxRows = Number(await app.settings.value('common', 'import_max_rows'));
        payload = {
          resource: definition.name, indexUrl: `${base}/index`, permsId, roleId: session.roleId, subject: session.subject, userId: session.userId, userName: session.userName,
          language, fileKey: stored.key, fileName, headerLines, maxRows: Number.isInteger(maxRows) && maxRows > 0 ? maxRows : DEFAULT_IMPORT_ROWS,
        };
      }
      if (!payload || !stored) throw new ApiError(Code.FILE_REFUSED, 'fileMissing');
      const job = await app.jobs.enqueue({ kind: IMPORT_CHECK_JOB, title: fileName, payload, userId: session.userId, companyId: session.subject.companyOrgId });
      stored = undefined;
      return ok({ job_id: job.id }, message(language, 'importCheckQueued'));
    } catch (error) {
      if (file && !file.file.readableEnded) file.file.resume();
      if (stored) await app.fileStorage.delete(stored.key).catch((e: unknown) => request.log.error(e, 'import clean-up'));
      throw uploadError(error, fileName, IMPORT_MAX_MB);
    }
  });
}
