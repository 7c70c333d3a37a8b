import type { FastifyInstance, FastifyRequest } from 'fastify';
import type {
  AddBody, IdQuery, ListAnswer, ListQuery, SaveDefaultFieldsBody, SavedView, SetDefaultBody, UpdateBody,
} from '../../../schemas/generated/saved-view.js';
import { ApiError, Code, answers, ok, ref } from '../../http/envelope.js';
import { sessionOf } from '../../http/session.js';
import { toSavedView } from './answer.js';
import { callerOf, type ViewCaller } from './caller.js';
import { readDefaultFields, saveDefaultFields } from './default-fields.js';
import { freeDefaultName } from './rules.js';
import { defaultViewId, findView, listViews, type ViewRow } from './store.js';
import { trimName, viewValidationError } from './validation.js';
import { addView, deleteView, markDefault, updateView } from './write.js';

const S = 'saved-view.schema.json';

/**
 * Saved filter views under /api/base/view (spec 001 §3 saved filter view, §5 views, §7 saved-view calls):
 * a user's personal views and their company's shared ones, per list (table_key + menu perms_id), with a
 * per-user default and the hidden default-columns row. Every call needs the list's menu (4403); shared
 * views need the button permission filterViewCommon to create, change or delete.
 */
export async function viewsModule(app: FastifyInstance): Promise<void> {
  const { db, dialect } = app.database;
  const store = { db, dialect };
  const writeRoute = { preValidation: trimName, schemaErrorFormatter: viewValidationError };

  /** The visible view `id` and its caller; a view the caller cannot see is "not found", like none. */
  async function viewOf(request: FastifyRequest, id: number): Promise<{ caller: ViewCaller; view: ViewRow }> {
    const session = sessionOf(request);
    const view = await findView(db, session.userId, session.subject.companyOrgId ?? 0, id);
    if (!view) throw new ApiError(Code.NOT_FOUND, 'viewNotFound');
    return { caller: await callerOf(app, request, view.table_key, view.perms_id), view };
  }

  async function answer(caller: ViewCaller, id: number): Promise<SavedView> {
    const view = await findView(db, caller.userId, caller.companyId, id);
    if (!view) throw new ApiError(Code.NOT_FOUND, 'viewNotFound');
    return toSavedView(view, caller, await defaultViewId(db, caller));
  }

  app.get<{ Querystring: ListQuery }>('/list', { schema: { querystring: ref(S, 'ListQuery'), response: answers(ref(S, 'ListAnswer')) } }, async (request) => {
    const caller = await callerOf(app, request, request.query.table_key, request.query.perms_id, request.query.user_id);
    const [views, defaultId] = await Promise.all([listViews(db, caller), defaultViewId(db, caller)]);
    const listed: ListAnswer = { listData: views.map((v) => toSavedView(v, caller, defaultId)), defaultId, canShare: caller.canShare };
    return ok(listed);
  });

  app.get<{ Querystring: IdQuery }>('/detail', { schema: { querystring: ref(S, 'IdQuery'), response: answers(ref(S)) } }, async (request) => {
    const { caller, view } = await viewOf(request, request.query.id);
    return ok(toSavedView(view, caller, await defaultViewId(db, caller)));
  });

  app.post<{ Body: AddBody }>('/add', { ...writeRoute, schema: { body: ref(S, 'AddBody'), response: answers(ref(S)) } }, async (request) => {
    const caller = await callerOf(app, request, request.body.table_key, request.body.perms_id);
    return ok(await answer(caller, await addView(store, caller, request.body)));
  });

  app.post<{ Body: UpdateBody }>('/update', { ...writeRoute, schema: { body: ref(S, 'UpdateBody'), response: answers(ref(S)) } }, async (request) => {
    const { caller } = await viewOf(request, request.body.id);
    await updateView(store, caller, request.body);
    return ok(await answer(caller, request.body.id));
  });

  app.post<{ Body: IdQuery }>('/del', { schema: { body: ref(S, 'IdQuery'), response: answers({ type: 'null' }) } }, async (request) => {
    const { caller } = await viewOf(request, request.body.id);
    await deleteView(store, caller, request.body.id);
    return ok(null);
  });

  app.post<{ Body: SetDefaultBody }>('/setDefault', { schema: { body: ref(S, 'SetDefaultBody'), response: answers(ref(S)) } }, async (request) => {
    const { caller, view } = await viewOf(request, request.body.id);
    await markDefault(store, caller, view.id, request.body.status);
    return ok(await answer(caller, view.id));
  });

  app.get<{ Querystring: ListQuery }>('/defaultName', { schema: { querystring: ref(S, 'ListQuery'), response: answers(ref(S, 'DefaultNameAnswer')) } }, async (request) => {
    const caller = await callerOf(app, request, request.query.table_key, request.query.perms_id, request.query.user_id);
    return ok({ name: freeDefaultName(await listViews(db, caller)) });
  });

  app.get<{ Querystring: ListQuery }>('/defaultFields', { schema: { querystring: ref(S, 'ListQuery'), response: answers(ref(S, 'DefaultFieldsAnswer')) } }, async (request) => {
    const caller = await callerOf(app, request, request.query.table_key, request.query.perms_id, request.query.user_id);
    return ok({ table_fields: await readDefaultFields(db, caller) });
  });

  app.post<{ Body: SaveDefaultFieldsBody }>(
    '/saveDefaultFields',
    { schema: { body: ref(S, 'SaveDefaultFieldsBody'), response: answers(ref(S, 'DefaultFieldsAnswer')) } },
    async (request) => {
      const caller = await callerOf(app, request, request.body.table_key, request.body.perms_id);
      await saveDefaultFields(store, caller, request.body.table_fields);
      return ok({ table_fields: await readDefaultFields(db, caller) });
    },
  );
}
