import type { FastifyInstance } from 'fastify';
import type { ChooseConfigQuery, ChooserListBody, ChooserListQuery } from '../../../schemas/generated/choose-config.js';
import { answers, ok, ref } from '../../http/envelope.js';
import { parseJsonParam } from '../../http/query-json.js';
import { sessionOf, type SessionContext } from '../../http/session.js';
import { serializeListAnswer } from '../resources/list-serializer.js';
import { loadConfig } from './configs.js';
import { readDataPerms } from './data-perms.js';
import { chooserList, type ChooserCall } from './list.js';

const S = 'choose-config.schema.json';
type Paged<T> = T & { page: number; limit: number };

/**
 * The chooser dialog's calls under /api/base (spec 001 §3 business data choose config, §7 chooser list):
 * Businessdatachooseconfig/detail (a stored config by name) and chooser/list (GET, or POST for a long list of
 * chosen ids), one generic call over any resource a config names, inside the caller's data scope (list.ts).
 */
export async function chooserModule(app: FastifyInstance): Promise<void> {
  const { db } = app.database;

  app.get<{ Querystring: ChooseConfigQuery }>(
    '/Businessdatachooseconfig/detail',
    { schema: { querystring: ref(S, 'ChooseConfigQuery'), response: answers(ref(S)) }, config: { readOnly: true } },
    async (request) => {
      sessionOf(request);
      return ok((await loadConfig(db, app.resources.all, request.query.name)).config);
    },
  );

  // Rows are open objects, written as the resource lists write them.
  const listRoute = { response: answers(ref('list-answer.schema.json')) };
  const serializer = { serializerCompiler: () => serializeListAnswer as (answer: unknown) => string };
  const list = async (session: SessionContext, call: ChooserCall) => ok(await chooserList(db, app.resources.all, session, call));

  app.get<{ Querystring: Paged<ChooserListQuery> }>(
    '/chooser/list',
    { schema: { querystring: ref(S, 'ChooserListQuery'), ...listRoute }, ...serializer, config: { readOnly: true } },
    async (request) => {
      const { where, dataPerms, ...rest } = request.query;
      return list(sessionOf(request), { ...rest, where: parseJsonParam('where', where), dataPerms: readDataPerms(dataPerms) });
    },
  );

  app.post<{ Body: Paged<ChooserListBody> }>(
    '/chooser/list',
    { schema: { body: ref(S, 'ChooserListBody'), ...listRoute }, ...serializer, config: { readOnly: true } },
    async (request) => list(sessionOf(request), request.body),
  );
}
