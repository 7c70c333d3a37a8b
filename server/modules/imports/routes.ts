import type { FastifyInstance } from 'fastify';
import { menuName } from '../resources/menu-name.js';
import { ApiError, Code, ok } from '../../http/envelope.js';
import { message, requestLanguage } from '../../http/messages.js';
import { sessionOf, type SessionContext } from '../../http/session.js';
import { menusWithButton } from '../../acl/buttons.js';
import { routeOf } from '../../../rules/app-pages.js';
import { contentDisposition } from '../../http/content-disposition.js';
import { RESOURCE_CALL, RESOURCE_ROUTE, resourceOf } from '../resources/served.js';
import { importColumns } from './columns.js';
import { IMPORT_CHECK_JOB, IMPORT_JOB } from './jobs.js';
import type { ImportPayload } from './import-scan.js';
import { importTemplate } from './template.js';
import { importRows, IMPORT_MAX_MB, rowsImportedText, type RowsImportBody } from './rows-import.js';

export const IMPORT_FLAG = 'import';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const P = 'params.schema.json#/definitions/';
/** A file name without control characters or path separators. */
const FILE_NAME = '^[^\\u0000-\\u001f/\\\\]*$';

/**
 * A resource's import calls (spec 001 §7): GET initImportDownload, the template of the list's columns; POST
 * listImport `{ job_id }`, importing the valid rows of a checked file (importCheck: /api/base/import/check), or spec
 * 001's payload `{ header, data, import_config }`, rows the browser read, imported at once. Both need the menu's
 * import button.
 */
export function importRoutes(app: FastifyInstance): void {
  const { db } = app.database;
  /**
   * The list menu a call naming none is for (spec 001's initImportDownload sends no perms_id): the caller's menu of the
   * resource with the import button, the one of `pagePath` when several; 4403 when the caller has none.
   */
  const importMenuOf = async (session: SessionContext, indexUrl: string, pagePath: string | undefined): Promise<number> => {
    const menus = await menusWithButton(db, session, indexUrl, IMPORT_FLAG);
    const menu = (pagePath === undefined ? undefined : menus.find((m) => routeOf(m.flag) === routeOf(pagePath))) ?? menus[0];
    if (!menu) throw new ApiError(Code.FORBIDDEN, 'forbidden');
    return menu.id;
  };
  const permsQuery = {
    type: 'object',
    additionalProperties: false,
    properties: { perms_id: { $ref: `${P}RecordId` }, page_path: { type: 'string', maxLength: 500, description: 'Without perms_id: the list menu of this route' } },
  } as const;
  app.get<{ Querystring: { perms_id?: number; page_path?: string } }>(`${RESOURCE_ROUTE}/initImportDownload`, { schema: { querystring: permsQuery }, config: RESOURCE_CALL }, async (request, reply) => {
    const { definition, access, base } = resourceOf(request);
    const session = sessionOf(request);
    const permsId = request.query.perms_id ?? (await importMenuOf(session, `${base}/index`, request.query.page_path));
    await access.button(session, IMPORT_FLAG, permsId);
    const language = requestLanguage(request);
    const columns = await importColumns(db, definition, permsId, language);
    const name = `${await menuName(app, permsId, language)}-${language === 'zh' ? '导入模板' : 'import template'}.xlsx`;
    return reply.header('content-type', XLSX).header('content-disposition', contentDisposition(name)).header('cache-control', 'private, no-store').send(await importTemplate(columns, language));
  });

  const importBody = {
    type: 'object',
    additionalProperties: false,
    properties: {
      job_id: { $ref: `${P}RecordId` },
      perms_id: { $ref: `${P}RecordId` },
      // Spec 001 §3's import payload: the rows the browser read, imported at once (below).
      header: {
        type: 'array', minItems: 1, maxItems: 200,
        items: { anyOf: [{ type: 'string', maxLength: 200 }, { type: 'object', required: ['label'], properties: { label: { type: 'string', maxLength: 200 }, prop: { type: 'string', maxLength: 64 } } }] },
      },
      data: { type: 'array', maxItems: 100_000, items: { anyOf: [{ type: 'array', maxItems: 200 }, { type: 'object', maxProperties: 200 }] } },
      import_config: { type: 'object', properties: { filename: { type: 'string', maxLength: 100, pattern: FILE_NAME }, page_path: { type: 'string', maxLength: 500 } } },
    },
  } as const;
  type ImportBody = { job_id?: number; perms_id?: number } & Partial<RowsImportBody>;
  app.post<{ Body: ImportBody }>(`${RESOURCE_ROUTE}/listImport`, { schema: { body: importBody }, config: RESOURCE_CALL, bodyLimit: IMPORT_MAX_MB * 1024 * 1024 }, async (request) => {
    const { definition, access, base } = resourceOf(request);
    const session = sessionOf(request);
    const language = requestLanguage(request);
    const { header, data, job_id: jobId } = request.body;
    if (jobId === undefined && header && data) {
      const permsId = request.body.perms_id ?? (await importMenuOf(session, `${base}/index`, request.body.import_config?.page_path));
      await access.button(session, IMPORT_FLAG, permsId);
      const named = request.body.import_config?.filename?.trim();
      const fileName = `${named || (await menuName(app, permsId, language))}.xlsx`;
      const done = await importRows(app, definition, session, { permsId, indexUrl: `${base}/index`, fileName, language }, { ...request.body, header, data });
      return ok(done, rowsImportedText(language, done));
    }
    if (jobId === undefined) throw new ApiError(Code.JOB_STATE, 'importCheckFirst');
    const checkJob = await db.selectFrom('jobs').selectAll().where('id', '=', jobId).executeTakeFirst();
    if (!checkJob || checkJob.user_id !== session.userId || checkJob.kind !== IMPORT_CHECK_JOB) throw new ApiError(Code.JOB_STATE, 'importCheckFirst');
    const payload = JSON.parse(checkJob.payload) as ImportPayload;
    if (payload.resource !== definition.name || (request.body.perms_id !== undefined && request.body.perms_id !== payload.permsId)) throw new ApiError(Code.JOB_STATE, 'importCheckFirst');
    // The grant now, not only when the file was checked.
    await access.button(session, IMPORT_FLAG, payload.permsId);
    if (checkJob.status !== 'done') throw new ApiError(Code.JOB_STATE, 'importCheckFirst');
    const result = JSON.parse(checkJob.result ?? '{}') as { valid?: number };
    if (!result.valid) throw new ApiError(Code.JOB_STATE, 'importNothingValid');
    // One import per checked file: the check job is spent.
    const spent = await db.updateTable('jobs').set({ kind: `${IMPORT_CHECK_JOB}:used` }).where('id', '=', checkJob.id).where('kind', '=', IMPORT_CHECK_JOB).executeTakeFirst();
    if (Number(spent.numUpdatedRows) === 0) throw new ApiError(Code.JOB_STATE, 'importCheckFirst');
    let job;
    try {
      job = await app.jobs.enqueue({ kind: IMPORT_JOB, title: checkJob.title, payload: { ...payload, language }, userId: session.userId, companyId: session.subject.companyOrgId, total: result.valid });
    } catch (error) {
      // Refused (too many jobs open, so no import was queued): the checked file stays importable.
      if (error instanceof ApiError && error.key === 'tooManyJobs') {
        await db.updateTable('jobs').set({ kind: IMPORT_CHECK_JOB }).where('id', '=', checkJob.id).where('kind', '=', `${IMPORT_CHECK_JOB}:used`).execute();
      }
      throw error;
    }
    return ok({ job_id: job.id }, message(language, 'importQueued'));
  });
}

/** The resource routes of importing (above), mounted beside the resource module (modules/index.ts). */
export async function resourceImportModule(app: FastifyInstance): Promise<void> {
  importRoutes(app);
}
