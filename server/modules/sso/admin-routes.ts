import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ProviderUpdateBody } from '../../../schemas/generated/sso.js';
import { ROLES } from '../../db/seed/people.js';
import { ApiError, Code, answers, ok, ref } from '../../http/envelope.js';
import { sessionOf, type SessionContext } from '../../http/session.js';
import { enabledProviders, listProviders, updateProvider } from './providers.js';

const S = 'sso.schema.json';

/**
 * The administrator role (role 1, 系统管理员) in the caller's current position, else 4403: provider secrets
 * and sign-in codes for other users are not something a menu grant may open.
 */
export function requireAdministrator(request: FastifyRequest): SessionContext {
  const session = sessionOf(request);
  if (session.roleId !== ROLES.admin.id) throw new ApiError(Code.FORBIDDEN, 'forbidden');
  return session;
}

/**
 * GET providers (public: the sign-in page's buttons), GET provider/index and POST provider/update (the
 * administrator's configuration of the seven providers).
 */
export async function adminRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.database;

  app.get(
    '/providers',
    { config: { public: true }, schema: { response: answers({ type: 'array', items: ref(S, 'EnabledProvider') }) } },
    async () => ok(await enabledProviders(db)),
  );

  app.get('/provider/index', { schema: { response: answers({ type: 'array', items: ref(S, 'ProviderConfig') }) } }, async (request) => {
    requireAdministrator(request);
    return ok(await listProviders(db));
  });

  app.post<{ Body: ProviderUpdateBody }>(
    '/provider/update',
    { schema: { body: ref(S, 'ProviderUpdateBody'), response: answers(ref(S, 'ProviderConfig')) } },
    async (request) => {
      requireAdministrator(request);
      return ok(await updateProvider(db, request.body));
    },
  );
}
