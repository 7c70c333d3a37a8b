import type { FastifyInstance } from 'fastify';
import { hasMenu } from '../../acl/grants.js';
import type { AppContext } from '../../app-context.js';
import { ApiError, Code, ok } from '../../http/envelope.js';
import { requireSession } from '../../http/session.js';

const listQuery = {
  type: 'object',
  required: ['perms_id'],
  properties: {
    perms_id: { type: 'integer', minimum: 1 },
    org_id: { type: 'integer', minimum: 0 },
    page: { type: 'integer', minimum: 1, default: 1 },
    limit: { type: 'integer', minimum: 1, maximum: 9999, default: 9999 },
    sort: { type: 'string', enum: ['asc', 'desc'], default: 'desc' },
  },
} as const;

interface ListQuery {
  perms_id: number;
  page: number;
  limit: number;
  sort: 'asc' | 'desc';
}

/**
 * GET remoteField/list: the column definitions of a menu's list page (spec 001 §7 "Remote field config").
 * `sort desc` lists the highest sort weight first, as configurators order columns.
 */
export function registerRemoteFieldRoutes(app: FastifyInstance, { db }: AppContext): void {
  app.get<{ Querystring: ListQuery }>('/api/base/remoteField/list', { schema: { querystring: listQuery } }, async (request) => {
    const session = await requireSession(db, request);
    const { perms_id, page, limit, sort } = request.query;
    if (!(await hasMenu(db, session, perms_id))) throw new ApiError(Code.FORBIDDEN, 'forbidden');
    const base = db.selectFrom('remote_fields').where('perms_id', '=', perms_id).where('status', '=', 1);
    const [rows, count] = await Promise.all([
      base
        .select(['id', 'perms_id', 'prop', 'label', 'label_en', 'config', 'sort'])
        .orderBy('sort', sort)
        .orderBy('id', sort === 'desc' ? 'asc' : 'desc')
        .limit(limit)
        .offset((page - 1) * limit)
        .execute(),
      base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
    ]);
    const data = rows.map(({ config, ...row }) => ({ ...row, ...(JSON.parse(config) as Record<string, unknown>) }));
    return ok({ data, total: Number(count.total) });
  });
}
