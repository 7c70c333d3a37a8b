import type { FastifyInstance } from 'fastify';
import type { ResourceDefinition } from '../../../schemas/generated/resource-definition.js';
import { scopePredicate } from '../../acl/data-scope.js';
import { scopeForResource } from '../../acl/grants.js';
import { ApiError, Code, answers, ok, ref } from '../../http/envelope.js';
import { parseJsonParam } from '../../http/query-json.js';
import { sessionOf } from '../../http/session.js';
import type { ListQuery } from '../../../schemas/generated/list-query.js';
import { findResource, listResource } from './query.js';

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

type IndexQuery = ListQuery & { page: number; limit: number };

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

/** The generic resource module: `index` and `detail` for every declared resource, always through its data scope. */
export async function resourceModule(app: FastifyInstance): Promise<void> {
  const { db } = app.database;
  for (const definition of app.resources) {
    const base = resourceBase(definition);
    const indexUrl = `${base}/index`;

    app.get<{ Querystring: IndexQuery }>(
      indexUrl,
      { schema: { querystring: ref('list-query.schema.json'), response: answers(ref('list-answer.schema.json')) } },
      async (request) => {
        const session = sessionOf(request);
        const query = request.query;
        const where = parseJsonParam('where', query.where);
        const scope = await scopeForResource(db, session, indexUrl, query.perms_id);
        return ok(await listResource(db, definition, scopePredicate(scope, session.subject), { ...query, where }));
      },
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
  }
}
