import type { FastifyInstance } from 'fastify';
import type { ResourceDefinition } from '../../../schemas/generated/resource-definition.js';
import { answers, ok } from '../../http/envelope.js';
import { requestLanguage } from '../../http/messages.js';
import { sessionOf } from '../../http/session.js';
import type { ResourceAccess } from './access.js';
import { MAX_ACTION_IDS, actionDone, actionIds, checkActions, runAction } from './actions.js';

const RECORD_ID = { $ref: 'params.schema.json#/definitions/RecordId' };

/** `id=5`, `ids=1,2,3` or `ids=1&ids=2` (how the toolbar fills a param from several selected rows). */
const actionQuery = {
  type: 'object',
  additionalProperties: false,
  properties: {
    id: RECORD_ID,
    ids: {
      anyOf: [
        { type: 'string', pattern: `^[1-9]\\d{0,9}(,[1-9]\\d{0,9}){0,${MAX_ACTION_IDS - 1}}$` },
        { type: 'array', maxItems: MAX_ACTION_IDS, items: RECORD_ID },
      ],
    },
    perms_id: RECORD_ID,
  },
} as const;

interface ActionQuery {
  id?: number;
  ids?: string | number[];
  perms_id?: number;
}

const actionAnswer = answers({
  type: 'object',
  additionalProperties: false,
  required: ['changed'],
  properties: { changed: { type: 'integer', minimum: 0 } },
});

/**
 * The interface buttons of one resource (spec 001 §7: GET the configured URL, 2000 shows msg and reloads):
 * GET <base>/<action>, through the button's flag and scope, all records or none.
 */
export function actionRoutes(app: FastifyInstance, definition: ResourceDefinition, access: ResourceAccess): void {
  const { db } = app.database;
  for (const action of checkActions(definition)) {
    app.get<{ Querystring: ActionQuery }>(
      `/api/${definition.module}/${definition.name}/${action.name}`,
      { schema: { querystring: actionQuery, response: actionAnswer } },
      async (request) => {
        const session = sessionOf(request);
        const scope = await access.button(session, action.flag, request.query.perms_id);
        const ids = actionIds(request.query);
        const changed = await runAction(db, definition, action, scope, ids);
        return ok({ changed }, actionDone(action, requestLanguage(request), changed));
      },
    );
  }
}
