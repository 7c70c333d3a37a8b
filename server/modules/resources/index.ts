import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ResourceDefinition } from '../../../schemas/generated/resource-definition.js';
import type { ListQuery } from '../../../schemas/generated/list-query.js';
import type { ListQueryBody } from '../../../schemas/generated/list-query-body.js';
import { scopeForButton } from '../../acl/buttons.js';
import { scopePredicate } from '../../acl/data-scope.js';
import { scopeForResource } from '../../acl/grants.js';
import { ApiError, Code, answers, ok, ref } from '../../http/envelope.js';
import { parseJsonParam } from '../../http/query-json.js';
import { sessionOf } from '../../http/session.js';
import { aggregateRequest, summaryNames } from './aggregates.js';
import { deleteResources, findResource, listResource } from './query.js';

const P = 'params.schema.json#/definitions/';

const detailQuery = {
  type: 'object',
  properties: {
    id: { $ref: `${P}RecordId` },
    where: { type: 'string', $ref: `${P}JsonText`, maxLength: 2000 },
    perms_id: { $ref: `${P}RecordId` },
  },
} as const;

interface DetailQuery {
  id?: number;
  where?: string;
  perms_id?: number;
}

interface DeleteBody {
  ids?: number[];
  id?: number;
  perms_id?: number;
}

type IndexQuery = ListQuery & { page: number; limit: number };
type IndexBody = ListQueryBody & { page: number; limit: number };
/** A list call's query, from the URL or the body: `where` parsed, `order` as text. */
type ListCall = Omit<IndexBody, 'order'> & { order?: string };

/** Where a resource's calls live: /api/<module>/<name>/index, detail, ... */
export function resourceBase(definition: ResourceDefinition): string {
  return `/api/${definition.module}/${definition.name}`;
}

function detailId(query: DetailQuery): number {
  if (query.id !== undefined) return query.id;
  const where = parseJsonParam('where', query.where) as { id?: unknown } | undefined;
  // Only a number or a numeric text is an id: Number(true) or Number([5]) would quietly pick a row.
  const raw = where && typeof where === 'object' ? where.id : undefined;
  const id = typeof raw === 'number' || (typeof raw === 'string' && /^\d+$/.test(raw)) ? Number(raw) : NaN;
  if (!Number.isInteger(id) || id < 1 || id > 2_147_483_647) throw new ApiError(Code.BAD_QUERY, 'badOperand', { field: 'id' });
  return id;
}

/** The POST body's `order` as the text the GET query carries: a sorter object becomes its JSON. */
function orderText(order: ListQueryBody['order']): string | undefined {
  return order === undefined || typeof order === 'string' ? order : JSON.stringify(order);
}

/**
 * The generic resource module for every declared resource, always through its data scope: `index` (GET
 * with the query in the URL, POST with it as a JSON body), `detail`, and `del` (needs the menu's `del`
 * button).
 */
export async function resourceModule(app: FastifyInstance): Promise<void> {
  const { db } = app.database;
  for (const definition of app.resources) {
    const base = resourceBase(definition);
    const indexUrl = `${base}/index`;

    /** One list call, whichever way its query came: GET and POST answer alike. */
    const list = async (request: FastifyRequest, query: ListCall) => {
      const session = sessionOf(request);
      // The grant first, as for every call: a caller without the menu learns nothing about its fields.
      const scope = await scopeForResource(db, session, indexUrl, query.perms_id);
      const aggregates = aggregateRequest(definition, summaryNames(query.summary_field), query.group_field, query.statistics_field);
      const { where, page, limit, order } = query;
      return ok(await listResource(db, definition, scopePredicate(scope, session.subject), { where, page, limit, order, aggregates }));
    };
    const listAnswer = answers(ref('list-answer.schema.json'));

    app.get<{ Querystring: IndexQuery }>(indexUrl, { schema: { querystring: ref('list-query.schema.json'), response: listAnswer } }, (request) =>
      list(request, { ...request.query, where: parseJsonParam('where', request.query.where) }),
    );
    app.post<{ Body: IndexBody }>(indexUrl, { schema: { body: ref('list-query-body.schema.json'), response: listAnswer } }, (request) =>
      list(request, { ...request.body, order: orderText(request.body.order) }),
    );

    // A row's columns come from its resource definition, so the answer is an open object.
    const row = answers({ type: 'object', additionalProperties: true });
    app.get<{ Querystring: DetailQuery }>(`${base}/detail`, { schema: { querystring: detailQuery, response: row } }, async (request) => {
      const session = sessionOf(request);
      const id = detailId(request.query);
      const scope = await scopeForResource(db, session, indexUrl, request.query.perms_id);
      const row = await findResource(db, definition, scopePredicate(scope, session.subject), id);
      if (!row) throw new ApiError(Code.NOT_FOUND, 'notFound');
      return ok(row);
    });

    app.post<{ Body: DeleteBody }>(
      `${base}/del`,
      { schema: { body: ref('resource-delete.schema.json', 'DeleteBody'), response: answers(ref('resource-delete.schema.json')) } },
      async (request) => {
        const session = sessionOf(request);
        const ids = [...new Set(request.body.ids ?? (request.body.id === undefined ? [] : [request.body.id]))];
        if (ids.length === 0) throw new ApiError(Code.BAD_REQUEST, 'noDeleteSelection');
        // Only the scope of the menus whose `del` button the role holds: seeing a row is not deleting it.
        const scope = await scopeForButton(db, session, indexUrl, 'del', request.body.perms_id);
        const deleted = await deleteResources(db, definition, scopePredicate(scope, session.subject), ids);
        return ok({ deleted, ignored: ids.length - deleted });
      },
    );
  }
}
