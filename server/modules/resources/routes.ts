import type { FastifyInstance } from 'fastify';
import type { ResourceDefinition } from '../../../schemas/generated/resource-definition.js';
import { scopePredicate } from '../../acl/data-scope.js';
import { scopeForResource } from '../../acl/grants.js';
import type { AppContext } from '../../app-context.js';
import { ApiError, Code, ok } from '../../http/envelope.js';
import { parseJsonParam } from '../../http/query-json.js';
import { requireSession } from '../../http/session.js';
import { resourceDefinitions } from './definitions/index.js';
import { findResource, listResource } from './query.js';

const indexQuery = {
  type: 'object',
  properties: {
    where: { type: 'string', maxLength: 20000 },
    page: { type: 'integer', minimum: 1, maximum: 1000000, default: 1 },
    limit: { type: 'integer', minimum: 1, maximum: 9999, default: 15 },
    order: { type: 'string', maxLength: 200 },
    perms_id: { type: 'integer', minimum: 1 },
  },
} as const;

const detailQuery = {
  type: 'object',
  properties: {
    id: { type: 'integer', minimum: 1 },
    where: { type: 'string', maxLength: 2000 },
    perms_id: { type: 'integer', minimum: 1 },
  },
} as const;

interface IndexQuery {
  where?: string;
  page: number;
  limit: number;
  order?: string;
  perms_id?: number;
}

interface DetailQuery {
  id?: number;
  where?: string;
  perms_id?: number;
}

export function resourceBase(definition: ResourceDefinition): string {
  return `/api/${definition.module}/${definition.name}`;
}

function detailId(query: DetailQuery): number {
  if (query.id !== undefined) return query.id;
  const where = parseJsonParam('where', query.where) as { id?: unknown } | undefined;
  const id = where && typeof where === 'object' ? Number(where.id) : NaN;
  if (!Number.isInteger(id) || id < 1) throw new ApiError(Code.BAD_QUERY, 'badOperand', { field: 'id' });
  return id;
}

/** The generic resource module: `index` and `detail` for every declared resource, always through its data scope. */
export function registerResourceRoutes(app: FastifyInstance, { db }: AppContext): void {
  for (const definition of resourceDefinitions) {
    const base = resourceBase(definition);
    const indexUrl = `${base}/index`;

    app.get<{ Querystring: IndexQuery }>(indexUrl, { schema: { querystring: indexQuery } }, async (request) => {
      const session = await requireSession(db, request);
      const query = request.query;
      const where = parseJsonParam('where', query.where);
      const scope = await scopeForResource(db, session, indexUrl, query.perms_id);
      return ok(await listResource(db, definition, scopePredicate(scope, session.subject), { ...query, where }));
    });

    app.get<{ Querystring: DetailQuery }>(`${base}/detail`, { schema: { querystring: detailQuery } }, async (request) => {
      const session = await requireSession(db, request);
      const id = detailId(request.query);
      const scope = await scopeForResource(db, session, indexUrl, request.query.perms_id);
      const row = await findResource(db, definition, scopePredicate(scope, session.subject), id);
      if (!row) throw new ApiError(Code.NOT_FOUND, 'notFound');
      return ok(row);
    });
  }
}
