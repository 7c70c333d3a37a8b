import type { FastifyInstance } from 'fastify';
import type { ResourceDefinition } from '../../../schemas/generated/resource-definition.js';
import { ApiError, Code, answers, ok, ref } from '../../http/envelope.js';
import { requestLanguage } from '../../http/messages.js';
import { sessionOf } from '../../http/session.js';
import { riskGateOf, splitConfirmation } from '../risk/gate.js';
import { addRoutes } from './add.js';
import type { ResourceAccess } from './access.js';
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
  [field: string]: unknown;
}

/** The button flags that open writing a record (the seed's and the spec's names). */
export const EDIT_FLAG = 'edit';
export const DELETE_FLAG = 'del';

/**
 * `update` and `del` of one resource: each only inside the scope of the menus whose button (`edit`, `del`)
 * the caller's role holds. A record outside it is never touched: update answers 4404, delete counts it
 * as ignored.
 */
export function writeRoutes(app: FastifyInstance, definition: ResourceDefinition, access: ResourceAccess): void {
  const { db } = app.database;
  const base = `/api/${definition.module}/${definition.name}`;
  const checkUpdate = updateChecker(definition);
  addRoutes(app, definition, access);

  app.post<{ Body: UpdateBody }>(
    `${base}/update`,
    { schema: { body: ref('resource-update.schema.json'), response: answers(ref('resource-update.schema.json', 'UpdateAnswer')) } },
    async (request) => {
      const session = sessionOf(request);
      const scope = await access.button(session, EDIT_FLAG, request.body.perms_id);
      const { payload, confirmCodes, confirmToken } = splitConfirmation(request.body);
      const changes = checkUpdate(payload);
      // The risk rules see the record as it would be saved: the stored one (inside the scope) with the changes.
      const record = async () => {
        const stored = await findResource(db, definition, scope, request.body.id);
        if (!stored) throw new ApiError(Code.NOT_FOUND, 'notFound');
        return { ...stored, ...changes };
      };
      const verdict = await riskGateOf(app).check({
        definition, sessionId: session.sessionId, target: `update#${request.body.id}`, payload, record, confirmCodes, confirmToken, language: requestLanguage(request),
      });
      if (!verdict.passed) return verdict.answer;
      return ok(await updateResource(db, definition, scope, request.body.id, changes));
    },
  );

  app.post<{ Body: DeleteBody }>(
    `${base}/del`,
    { schema: { body: ref('resource-delete.schema.json', 'DeleteBody'), response: answers(ref('resource-delete.schema.json')) } },
    async (request) => {
      const session = sessionOf(request);
      const ids = [...new Set(request.body.ids ?? (request.body.id === undefined ? [] : [request.body.id]))];
      if (ids.length === 0) throw new ApiError(Code.BAD_REQUEST, 'noDeleteSelection');
      const deleted = await deleteResources(db, definition, await access.button(session, DELETE_FLAG, request.body.perms_id), ids);
      return ok({ deleted, ignored: ids.length - deleted });
    },
  );
}
