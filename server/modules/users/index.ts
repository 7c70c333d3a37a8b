import type { FastifyInstance } from 'fastify';
import { requireAdministrator } from '../../acl/administrator.js';
import { ApiError, Code, answers, ok } from '../../http/envelope.js';
import { changePassword, checkPasswordPolicy } from '../account/password.js';
import { setUserStatus } from '../account/user-status.js';
import { listUsers, type UserListQuery } from './list.js';
import { userPickerRoutes } from './picker.js';

const ID = { $ref: 'params.schema.json#/definitions/RecordId' };
const idBody = { type: 'object', additionalProperties: false, required: ['id'], properties: { id: ID } } as const;
const passwordBody = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'password'],
  properties: { id: ID, password: { type: 'string', minLength: 1, maxLength: 64, pattern: '^[\\x20-\\x7e]*$' } },
} as const;
const listQuery = {
  type: 'object',
  additionalProperties: false,
  properties: {
    page: { $ref: 'params.schema.json#/definitions/PageNumber', default: 1 },
    limit: { type: 'integer', minimum: 1, maximum: 100, finite: true, default: 20 },
    keyword: { type: 'string', maxLength: 50, pattern: '^[^\\u0000]*$' },
    status: { type: 'integer', enum: [0, 1] },
  },
} as const;

/** Password changes an administrator sets must be replaced at the user's next sign-in (code 9999 then). */
const MUST_CHANGE = '1970-01-01 00:00:00';

async function userExists(app: FastifyInstance, id: number): Promise<void> {
  const found = await app.database.db.selectFrom('users').select('id').where('id', '=', id).executeTakeFirst();
  if (!found) throw new ApiError(Code.NOT_FOUND, 'notFound');
}

/**
 * User management for administrators (issue 19) under /api/access/user: the list with positions, disable
 * (every session revoked at once, and they stay revoked when the account is enabled again), enable, and a
 * password reset the user must replace at the next sign-in. The user picker's search and updateFrequent
 * (issue 21), open to every signed-in user, are picker.ts.
 */
export async function usersModule(app: FastifyInstance): Promise<void> {
  userPickerRoutes(app);
  app.get<{ Querystring: UserListQuery }>('/index', { schema: { querystring: listQuery, response: answers({ type: 'object', additionalProperties: true }) }, config: { readOnly: true } }, async (request) => {
    requireAdministrator(request);
    return ok(await listUsers(app.database.db, request.query));
  });

  for (const [call, status] of [['disable', 0], ['enable', 1]] as const) {
    app.post<{ Body: { id: number } }>(`/${call}`, { schema: { body: idBody, response: answers({ type: 'null' }) } }, async (request) => {
      const session = requireAdministrator(request);
      if (status === 0 && request.body.id === session.userId) throw new ApiError(Code.BAD_REQUEST, 'cannotDisableSelf');
      await userExists(app, request.body.id);
      await setUserStatus(app.database.db, request.body.id, status);
      return ok(null);
    });
  }

  app.post<{ Body: { id: number; password: string } }>('/resetPassword', { schema: { body: passwordBody, response: answers({ type: 'null' }) } }, async (request) => {
    requireAdministrator(request);
    checkPasswordPolicy(request.body.password);
    await userExists(app, request.body.id);
    await changePassword(app.database.db, request.body.id, request.body.password, null);
    await app.database.db.updateTable('users').set({ password_changed_at: MUST_CHANGE }).where('id', '=', request.body.id).execute();
    return ok(null);
  });
}
