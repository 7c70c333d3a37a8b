import type { FastifyInstance } from 'fastify';
import type { ProviderUpdateBody } from '../../../schemas/generated/sso.js';
import { requireAdministrator } from '../../acl/administrator.js';
import { answers, ok, ref } from '../../http/envelope.js';
import { enabledProviders, listProviders, updateProvider } from './providers.js';

const S = 'sso.schema.json';


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
