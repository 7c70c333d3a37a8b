import type { FastifyInstance } from 'fastify';
import { ApiError, Code, answers, ok, ref } from '../../http/envelope.js';
import { sessionOf } from '../../http/session.js';
import { addRoutes } from './add.js';
import type { SubmitStatus } from './lifecycle.js';
import { runWrite, type WriteKind } from './write-pipeline.js';
import { RESOURCE_CALL, RESOURCE_ROUTE, resourceOf } from './served.js';
import { perDefinition } from './registry.js';
import { EDITABLE_STATUSES, STATE_FIELD, documentLocked, isDocument } from './lifecycle.js';
import { deleteResources, findResource } from './query.js';
import { updateChecker, updateResource } from './update.js';

interface DeleteBody {
  ids?: number[];
  id?: number;
  perms_id?: number;
}

interface UpdateBody {
  id: number;
  perms_id?: number;
  submit_status?: SubmitStatus;
  [field: string]: unknown;
}

/** The button flags that open writing a record (the seed's and the spec's names). */
export const EDIT_FLAG = 'edit';
export const DELETE_FLAG = 'del';

/**
 * `update` and `del` of every resource: each only inside the scope of the menus whose button (`edit`, `del`)
 * the caller's role holds. A record outside it is never touched: update answers 4404, delete counts it
 * as ignored.
 */
const updateCheckerOf = perDefinition(updateChecker);

export function writeRoutes(app: FastifyInstance): void {
  const { db } = app.database;
  addRoutes(app);

  app.post<{ Body: UpdateBody }>(
    `${RESOURCE_ROUTE}/update`,
    { schema: { body: ref('resource-update.schema.json'), response: answers(ref('resource-update.schema.json', 'UpdateAnswer')) }, config: RESOURCE_CALL },
    async (request) => {
      const { definition } = resourceOf(request);
      const { id } = request.body;
      const status = (request.body.submit_status ?? 0) as SubmitStatus;
      const write = status === -1 ? 'stash' : 'update';
      const kind: WriteKind = {
        button: EDIT_FLAG,
        target: `update#${id}`,
        answersWarnings: false,
        async stored(scope) {
          const stored = await findResource(db, definition, scope, id);
          if (!stored) throw new ApiError(Code.NOT_FOUND, 'notFound');
          return stored;
        },
        // A submit of a document may change nothing but its state (completing it as it is); lines alone are a change.
        values: (fields, _status, life, hasLines) => updateCheckerOf(definition)(fields, (status === 1 && life !== undefined) || hasLines),
        stateRules(stored) {
          if (isDocument(definition) && !EDITABLE_STATUSES.includes(Number(stored![STATE_FIELD]))) throw documentLocked(Number(stored![STATE_FIELD]), write);
        },
        // The rules run over the stored record with the changes.
        record: (values, stored) => ({ ...stored, ...values }),
        riskPayload: (payload) => payload,
        write: (scope, values, _record, rows, life, files) => updateResource(db, definition, scope, id, { ...values, ...life?.columns }, write, rows, files),
        idOf: (row) => Number(row.id ?? id),
      };
      return runWrite(app, request, request.body, status, kind);
    },
  );

  app.post<{ Body: DeleteBody }>(
    `${RESOURCE_ROUTE}/del`,
    { schema: { body: ref('resource-delete.schema.json', 'DeleteBody'), response: answers(ref('resource-delete.schema.json')) }, config: RESOURCE_CALL },
    async (request) => {
      const { definition, access } = resourceOf(request);
      const session = sessionOf(request);
      const ids = [...new Set(request.body.ids ?? (request.body.id === undefined ? [] : [request.body.id]))];
      if (ids.length === 0) throw new ApiError(Code.BAD_REQUEST, 'noDeleteSelection');
      const touched: number[] = [];
      const goneFiles: string[] = [];
      const deleted = await deleteResources(db, definition, await access.button(session, DELETE_FLAG, request.body.perms_id), ids, app.documentSteps, touched, goneFiles);
      // After the commit: a failed removal leaves an unreachable file, never a row without its file.
      for (const key of goneFiles) await app.fileStorage.delete(key).catch((e: unknown) => request.log.error(e, 'attachment removal'));
      await app.documentSteps.pushCounts(touched);
      return ok({ deleted, ignored: ids.length - deleted });
    },
  );
}
