import type { JobKind } from '../../../schemas/generated/job.js';
import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { ExportTemplateFile, ExportTemplateQuery } from '../../../schemas/generated/export-template.js';
import { nowStamp } from '../../db/time.js';
import { ApiError, Code, answers, ok, ref } from '../../http/envelope.js';
import { requestLanguage } from '../../http/messages.js';
import { parseJsonParam } from '../../http/query-json.js';
import { sessionOf } from '../../http/session.js';
import { jobDownloadUrl } from '../jobs/view.js';
import { RESOURCE_CALL, RESOURCE_ROUTE, resourceOf } from '../resources/served.js';
import { exportRows } from '../resources/export-rows.js';
import { readLinesOf } from '../resources/line-store.js';
import { recordFileName, recordWorkbook, zipOf, type PrintedRecord } from './render.js';
import { loadTemplate } from './store.js';

export const EXPORT_TEMPLATE_JOB: JobKind = 'export-template';
const ZIP = 'application/zip';
const T = 'export-template.schema.json';

/**
 * GET <resource>/exportTemplate (spec 000 §7 export template, 001 §7): the button's export template written for
 * the records of `where` (the selection: `{ id: ['in', ids] }`) that the button's grant lets the caller read.
 * One record is an .xlsx, several a .zip of them; the file is kept as a finished job of the caller's and the
 * answer (2000) names it: the browser saves a zip or png and opens anything else in the office preview.
 */
export function exportTemplateRoutes(app: FastifyInstance): void {
  const { db } = app.database;
  app.get<{ Querystring: ExportTemplateQuery }>(
    `${RESOURCE_ROUTE}/exportTemplate`,
    { schema: { querystring: ref(T, 'ExportTemplateQuery'), response: answers(ref(T, 'ExportTemplateFile')) }, config: RESOURCE_CALL },
    async (request) => {
      const { definition, access } = resourceOf(request);
      const session = sessionOf(request);
      const language = requestLanguage(request);
      const where = parseJsonParam('where', request.query.where);
      const button = await db
        .selectFrom('perm_buttons as b')
        .innerJoin('role_buttons as rb', (join) => join.onRef('rb.button_id', '=', 'b.id').on('rb.role_id', '=', session.roleId))
        .select(['b.id', 'b.menu_id', 'b.flag', 'b.btn_func', 'b.export_template'])
        .where('b.id', '=', request.query.button_id)
        .executeTakeFirst();
      // A button the role does not hold reads as one that does not exist: no probing of other roles' buttons.
      if (!button) throw new ApiError(Code.FORBIDDEN, 'forbidden');
      if (request.query.perms_id !== undefined && request.query.perms_id !== button.menu_id) throw new ApiError(Code.FORBIDDEN, 'forbidden');
      if (button.btn_func !== 'export' || !button.export_template) throw new ApiError(Code.BAD_REQUEST, 'exportTemplateMissing');
      // The button's grant on this resource's list (its menu serves this resource): its scope bounds the rows.
      const scope = await access.button(session, button.flag, button.menu_id);
      const resolved = await loadTemplate(db, button.export_template, definition);
      const max = resolved.template.maxRecords ?? 100;
      const rows: PrintedRecord['row'][] = [];
      for await (const batch of exportRows(db, definition, scope, { where }, max + 1)) {
        for (const row of batch) {
          if (rows.length === max) throw new ApiError(Code.BAD_QUERY, 'exportTemplateTooMany', { max });
          rows.push(row);
        }
      }
      if (rows.length === 0) throw new ApiError(Code.BAD_QUERY, 'exportTemplateNone');
      // Every record's lines in one query, not one per record.
      const lines = resolved.template.lines ? await readLinesOf(db, definition, resolved.template.lines.child, rows.map((row) => Number(row.id))) : null;
      const records: PrintedRecord[] = rows.map((row) => ({ row, lines: lines?.get(Number(row.id)) ?? [] }));
      const files = await Promise.all(records.map(async (record) => ({ name: recordFileName(resolved.template, record.row, language), data: await recordWorkbook(resolved, record, language) })));
      const title = resolved.template.name[language] || resolved.template.name.zh;
      const [name, data, mime] =
        files.length === 1 ? [files[0].name, files[0].data, undefined] : [`${title}-${nowStamp().replace(/\D/g, '')}.zip`, await zipOf(files), ZIP];
      const stored = await app.fileStorage.put(Readable.from([data]));
      const job = await app.jobs.recordDone({
        kind: EXPORT_TEMPLATE_JOB, title: name.replace(/\.(xlsx|zip)$/, ''), userId: session.userId, companyId: session.subject.companyOrgId,
        result: { file_key: stored.key, name, size: stored.size, rows: records.length, ...(mime ? { mime } : {}) },
      });
      const answer: ExportTemplateFile = { id: job.id, name, url: jobDownloadUrl(job.id), ext: mime ? 'zip' : 'xlsx', records: records.length };
      return ok(answer);
    },
  );
}
