import type { FastifyInstance } from 'fastify';
import { answers, ok } from '../../http/envelope.js';
import { requestLanguage } from '../../http/messages.js';
import { sessionOf } from '../../http/session.js';
import { MAX_ACTION_IDS, actionDone, actionIds, actionsOf, runAction } from './actions.js';
import { RESOURCE_ACTION, RESOURCE_ROUTE, resourceOf } from './served.js';

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
 * The interface buttons of every resource (spec 001 §7: GET the configured URL, 2000 shows msg and reloads):
 * GET <base>/<action>, through the button's flag and scope, all records or none. A name the resource does not
 * declare is an unknown path (plugins/database).
 */
export function actionRoutes(app: FastifyInstance): void {
  const { db } = app.database;
  app.get<{ Querystring: ActionQuery; Params: { action: string } }>(
    `${RESOURCE_ROUTE}/:action`,
    { schema: { querystring: actionQuery, response: actionAnswer }, config: RESOURCE_ACTION },
    async (request) => {
      const { definition, access } = resourceOf(request);
      const action = actionsOf(definition).find((a) => a.name === request.params.action)!;
      const session = sessionOf(request);
      const scope = await access.button(session, action.flag, request.query.perms_id);
      const ids = actionIds(request.query);
      const changed = await runAction(db, definition, action, scope, ids);
      return ok({ changed }, actionDone(action, requestLanguage(request), changed));
    },
  );
}
