import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { UpdateFrequentBody, UserSearchQuery } from '../../../schemas/generated/user-option.js';
import { answers, ok, ref } from '../../http/envelope.js';
import { parseJsonParam } from '../../http/query-json.js';
import { sessionOf } from '../../http/session.js';
import { recordFrequent } from './frequent.js';
import { searchUsers, type UserSearch } from './search.js';

const S = 'user-option.schema.json';

/** `where` arrives as JSON text in the address: parsed before validation, so the schema checks the object (bad JSON: 4420). */
async function parseWhere(request: FastifyRequest): Promise<void> {
  const query = request.query as Record<string, unknown>;
  if (typeof query.where === 'string') query.where = parseJsonParam('where', query.where);
}

/**
 * The user picker's calls (spec 001 §7 user search, frequent user) for every signed-in user, beside the
 * administrators' user management: search (at most 50 a page) and updateFrequent. Both stay inside the
 * caller's company (search.ts).
 */
export function userPickerRoutes(app: FastifyInstance): void {
  const { db } = app.database;

  app.get<{ Querystring: UserSearchQuery }>(
    '/search',
    { preValidation: parseWhere, schema: { querystring: ref(S, 'UserSearchQuery'), response: answers(ref(S, 'UserSearchAnswer')) }, config: { readOnly: true } },
    async (request) => {
      const session = sessionOf(request);
      return ok(await searchUsers(db, session.userId, session.subject, request.query as UserSearch));
    },
  );

  app.post<{ Body: UpdateFrequentBody }>(
    '/updateFrequent',
    { schema: { body: ref(S, 'UpdateFrequentBody'), response: answers(ref(S, 'UpdateFrequentAnswer')) } },
    async (request) => {
      const session = sessionOf(request);
      return ok(await recordFrequent(db, session.userId, session.subject, request.body.user_id));
    },
  );
}
