import type { FastifyInstance } from 'fastify';
import { hasMenu } from '../../acl/grants.js';
import { ApiError, Code, answers, ok, ref } from '../../http/envelope.js';
import { sessionOf } from '../../http/session.js';
import { rowConfig } from './row-config.js';

const P = 'params.schema.json#/definitions/';

const listQuery = {
  type: 'object',
  required: ['perms_id'],
  properties: {
    perms_id: { $ref: `${P}RecordId` },
    org_id: { $ref: `${P}AppId` },
    page: { $ref: `${P}PageNumber`, default: 1 },
    limit: { $ref: `${P}PageLimit`, default: 9999 },
    sort: { $ref: `${P}SortDirection`, default: 'desc' },
  },
} as const;

interface ListQuery {
  perms_id: number;
  page: number;
  limit: number;
  sort: 'asc' | 'desc';
}

/**
 * GET remoteField/list under /api/base/remoteField: the column definitions of a menu's list page (spec 001
 * §7). `sort desc` lists the highest sort weight first, as configurators order columns.
 */
export async function remoteFieldModule(app: FastifyInstance): Promise<void> {
  const { db } = app.database;
  app.get<{ Querystring: ListQuery }>(
    '/list',
    { schema: { querystring: listQuery, response: answers(ref('remote-field.schema.json')) } },
    async (request) => {
      const session = sessionOf(request);
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
      // The stored columns win over same-named keys inside a row's config.
      const data = rows.map(({ config, ...row }) => ({ ...rowConfig({ ...row, config }), ...row }));
      return ok({ data, total: Number(count.total) });
    },
  );
}
