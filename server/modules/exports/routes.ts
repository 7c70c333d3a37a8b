import { PassThrough } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ExportBody } from '../../../schemas/generated/export.js';
import { nowStamp } from '../../db/time.js';
import { ApiError, Code, ok, ref } from '../../http/envelope.js';
import { message, requestLanguage } from '../../http/messages.js';
import { parseJsonParam } from '../../http/query-json.js';
import { sessionOf } from '../../http/session.js';
import { RESOURCE_CALL, RESOURCE_ROUTE, resourceOf } from '../resources/served.js';
import { parseOrder } from '../resources/order.js';
import { listPermsId, narrowToOrg } from '../resources/remote-params.js';
import { servedColumns } from '../resources/table.js';
import { contentDisposition } from '../../http/content-disposition.js';
import { exportColumns } from './columns.js';
import { menuName } from '../resources/menu-name.js';
import { EXPORT_JOB, type ExportJobPayload } from './job.js';
import { countExportRows, writeExport } from './write.js';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** Rows answered at once as the file; more go to a background job. Setting export_sync_rows (group common). */
export const DEFAULT_SYNC_ROWS = 10_000;

async function syncRows(app: FastifyInstance): Promise<number> {
  const value = Number(await app.settings.value('common', 'export_sync_rows'));
  return Number.isInteger(value) && value >= 0 ? value : DEFAULT_SYNC_ROWS;
}


/** A GET export's query: its JSON parts (where, remote_params, fields, ids) parsed, async as 1/0 too, before the payload's schema. */
async function readExportQuery(request: FastifyRequest): Promise<void> {
  const query = request.query as Record<string, unknown>;
  for (const name of ['where', 'remote_params', 'fields', 'ids'] as const) {
    if (typeof query[name] === 'string') query[name] = parseJsonParam(name, query[name]);
  }
  if (query.async === '1' || query.async === '0') query.async = query.async === '1';
}

/**
 * POST or GET <resource>/export (spec 001 §7 export, issue 22): the list's rows in the caller's scope under the export
 * button's grant, as the caller's columns, as an .xlsx. Up to the sync limit the file is the answer, streamed
 * as the rows are read; above it (or when asked) a background job makes it and the answer is 2000 with the job
 * (the browser shows the exporting notice, the message centre the file when ready).
 */
export function exportRoutes(app: FastifyInstance): void {
  const { db } = app.database;
  app.post<{ Body: ExportBody }>(`${RESOURCE_ROUTE}/export`, { schema: { body: ref('export.schema.json') }, config: RESOURCE_CALL }, (request, reply) => exportAnswer(request, reply, request.body));
  // Spec 001 §10: "synchronous GET or POST returns file": the same payload as the query, its JSON parts as JSON text.
  app.get<{ Querystring: ExportBody }>(
    `${RESOURCE_ROUTE}/export`,
    { preValidation: readExportQuery, schema: { querystring: ref('export.schema.json') }, config: RESOURCE_CALL },
    (request, reply) => exportAnswer(request, reply, request.query),
  );

  async function exportAnswer(request: FastifyRequest, reply: FastifyReply, body: ExportBody) {
    const { definition, access, base } = resourceOf(request);
    const session = sessionOf(request);
    const companyId = session.subject.companyOrgId ?? 0;
    if ((body.user_id !== undefined && body.user_id !== session.userId) || (body.company_id !== undefined && body.company_id !== companyId)) {
      throw new ApiError(Code.FORBIDDEN, 'forbidden');
    }
    const language = requestLanguage(request);
    const permsId = listPermsId(body.perms_id, body.remote_params) ?? body.perms_id;
    const flag = body.flag ?? 'export';
    // The export button's grant, not only the list's: holding the list is not holding its export.
    const granted = await access.button(session, flag, permsId);
    const orgId = body.remote_params?.org_id;
    const scope = await narrowToOrg(db, granted, orgId, session.subject);
    const setting = (group: string, label: string) => app.settings.value(group, label);
    const columns = await exportColumns(db, setting, { userId: session.userId, companyId, tableName: body.table_name ?? `menu-${permsId}`, permsId }, definition, language, body.fields);
    // Checked before anything is answered: a bad sort is an envelope, never a cut-off file.
    parseOrder(servedColumns(definition).fields, body.order, definition.defaultOrder);
    const where = body.where ?? undefined;
    const total = await countExportRows(db, definition, scope, { where, ids: body.ids });
    const sheet = await menuName(app, permsId, language);
    // `销售合同-20261127093015` unless the caller names it.
    const filename = body.filename?.trim() || `${sheet}-${nowStamp().replace(/\D/g, '')}`;

    if (body.async === true || total > (await syncRows(app))) {
      const payload: ExportJobPayload = {
        resource: definition.name, indexUrl: `${base}/index`, permsId, flag, roleId: session.roleId, subject: session.subject,
        ...(orgId !== undefined ? { orgId } : {}), where, order: body.order, ids: body.ids, columns, language, sheet, filename,
      };
      const job = await app.jobs.enqueue({ kind: EXPORT_JOB, title: filename, payload, userId: session.userId, companyId: session.subject.companyOrgId, total });
      return reply.send(ok({ job_id: job.id, total }, message(language, 'exportQueued')));
    }
    const file = new PassThrough();
    writeExport(db, definition, scope, { where, order: body.order, ids: body.ids, columns, language, sheet, batch: app.exportBatch }, file).then(
      (rows) => {
        // The file is on its way by now: a count off (rows changed meanwhile) can only be logged.
        if (rows !== total) request.log.warn({ rows, expected: total }, 'export wrote another number of rows than counted');
      },
      (error: unknown) => {
        request.log.error({ err: error }, 'export failed mid-stream');
        file.destroy(error instanceof Error ? error : new Error(String(error)));
      },
    );
    return reply
      .header('content-type', XLSX)
      .header('content-disposition', contentDisposition(`${filename}.xlsx`))
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, no-store')
      .send(file);
  }
}

