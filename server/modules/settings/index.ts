import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { DetailQuery, UpdateBody } from '../../../schemas/generated/custom-setting.js';
import { hasMenu } from '../../acl/grants.js';
import { ApiError, Code, answers, ok, ref } from '../../http/envelope.js';
import { sessionOf } from '../../http/session.js';
import { readSetting, saveSetting, type SettingOwner } from './store.js';

const S = 'custom-setting.schema.json';

/**
 * The caller's own setting of a list of a menu they hold (4403 otherwise). The user and the company come
 * from the session, never from parameters: nobody reads or writes another user's setting.
 */
async function ownerOf(app: FastifyInstance, request: FastifyRequest, tableName: string, permsId: number): Promise<SettingOwner> {
  const session = sessionOf(request);
  if (!(await hasMenu(app.database.db, session, permsId))) throw new ApiError(Code.FORBIDDEN, 'forbidden');
  return { userId: session.userId, companyId: session.subject.companyOrgId ?? 0, tableName, permsId };
}

/**
 * Per-user list settings under /api/base/customsetting (spec 001 §3 custom setting, §7): columns (shown,
 * pinned, order, label, width), row-button position and page size, stored per user, company, table name and
 * menu, answered merged over the menu's remote fields (admin default < user value).
 */
export async function settingsModule(app: FastifyInstance): Promise<void> {
  const { db } = app.database;
  const setting = (group: string, label: string) => app.settings.value(group, label);
  app.get<{ Querystring: DetailQuery }>(
    '/detail',
    { schema: { querystring: ref(S, 'DetailQuery'), response: answers(ref(S)) } },
    async (request) => ok(await readSetting(db, setting, await ownerOf(app, request, request.query.table_name, request.query.perms_id))),
  );
  app.post<{ Body: UpdateBody }>('/update', { schema: { body: ref(S, 'UpdateBody'), response: answers(ref(S)) } }, async (request) => {
    const owner = await ownerOf(app, request, request.body.table_name, request.body.perms_id);
    await saveSetting(db, owner, request.body);
    return ok(await readSetting(db, setting, owner));
  });
}
