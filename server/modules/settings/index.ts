import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { DetailQuery, UpdateBody } from '../../../schemas/generated/custom-setting.js';
import { hasMenu } from '../../acl/grants.js';
import { ApiError, Code, answers, ok, ref } from '../../http/envelope.js';
import { sessionOf } from '../../http/session.js';
import { readSetting, saveSetting, type SettingOwner } from './store.js';
import { savedSetting, tableNameOf } from './wire.js';

const S = 'custom-setting.schema.json';

/**
 * The caller's own setting of a list of a menu they hold (4403 otherwise). The user and the company come
 * from the session, never from parameters: nobody reads or writes another user's setting.
 */
async function ownerOf(app: FastifyInstance, request: FastifyRequest, query: DetailQuery, read: boolean): Promise<SettingOwner> {
  const session = sessionOf(request);
  const tableName = tableNameOf(query, read);
  const companyId = session.subject.companyOrgId ?? 0;
  // The spec's user_id and company_id may be sent; they must be the caller's own.
  if ((query.user_id !== undefined && query.user_id !== session.userId) || (query.company_id !== undefined && query.company_id !== companyId)) {
    throw new ApiError(Code.FORBIDDEN, 'forbidden');
  }
  if (!(await hasMenu(app.database.db, session, query.perms_id))) throw new ApiError(Code.FORBIDDEN, 'forbidden');
  return { userId: session.userId, companyId, tableName, permsId: query.perms_id };
}

/**
 * Per-user list settings under /api/base/customsetting (spec 001 §3 custom setting, §7): columns (shown,
 * pinned, order, label, width), row-button position and page size, stored per user, company, table name and
 * menu, answered merged over the menu's remote fields (admin default < user value); a table declaring its own
 * columns (own_columns: a form's editable table) is answered as stored.
 */
export async function settingsModule(app: FastifyInstance): Promise<void> {
  const { db } = app.database;
  const setting = (group: string, label: string) => app.settings.value(group, label);
  // GET customsetting/detail, and GET customsetting as spec 001's call table writes it.
  for (const path of ['/detail', '']) {
    app.get<{ Querystring: DetailQuery }>(
      path,
      { schema: { querystring: ref(S, 'DetailQuery'), response: answers(ref(S)) } },
      async (request) => ok(await readSetting(db, setting, await ownerOf(app, request, request.query, true), request.query.own_columns === true)),
    );
  }
  app.post<{ Body: UpdateBody }>('/update', { schema: { body: ref(S, 'UpdateBody'), response: answers(ref(S)) } }, async (request) => {
    const owner = await ownerOf(app, request, request.body, false);
    await saveSetting(db, owner, savedSetting(request.body));
    return ok(await readSetting(db, setting, owner, request.body.own_columns === true));
  });
}
