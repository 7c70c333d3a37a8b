import type { FastifyInstance } from 'fastify';
import { hasMenu } from '../../acl/grants.js';
import { ApiError, Code, answers, ok, ref } from '../../http/envelope.js';
import { sessionOf } from '../../http/session.js';
import { menuRemoteFields, type FieldsPage } from './menu-fields.js';
import { fieldTypesOf, listResource, withFieldTypes } from './field-types.js';

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

interface ListQuery extends FieldsPage {
  perms_id: number;
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
      const [{ data, total }, menu] = await Promise.all([
        menuRemoteFields(db, perms_id, { page, limit, sort }),
        db.selectFrom('perm_nodes').select('remote_request_url').where('id', '=', perms_id).executeTakeFirst(),
      ]);
      // As the page shows them: a column that names no valueType is its field's type.
      return ok({ data: withFieldTypes(data, fieldTypesOf(listResource(app.resources, menu?.remote_request_url ?? ''))), total });
    },
  );
}
