import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { PageDefinition } from '../../../schemas/generated/page-definition.js';
import type { CheckBody, NameQuery, PageRow, RollbackBody, VersionRow } from '../../../schemas/generated/studio.js';
import { requireAdministrator } from '../../acl/administrator.js';
import { ApiError, Code, answers, ok, ref } from '../../http/envelope.js';
import { requestLanguage } from '../../http/messages.js';
import { pageVersions } from './page-apply.js';
import { examinePage, publishPage } from './publish.js';

const S = 'studio.schema.json';
const NAME_QUERY = { type: 'object', additionalProperties: false, required: ['name'], properties: { name: { $ref: `${S}#/definitions/ResourceName` }, version: { $ref: `${S}#/definitions/Version` } } };

/**
 * The studio's page calls under /api/base/studio/page (issue 23), for the administrator only: a business page as
 * data (schemas/page-definition.schema.json): its menu node, columns, buttons and role grants, checked against what
 * there is, published as a version in one transaction (the menu tables written), and rolled back. `name` in the
 * queries is the page's key.
 */
export function pageStudioRoutes(app: FastifyInstance): void {
  const { db, dialect } = app.database;

  app.get('/page/index', { schema: { response: answers({ type: 'array', items: ref(S, 'PageRow') }) } }, async (request) => {
    requireAdministrator(request);
    const stamps = await pageVersions.stamps(db);
    const rows: PageRow[] = (await pageVersions.latest(db)).map(({ name, version, definition }) => ({
      key: name, menu_id: definition.menu.id ?? 0, name: definition.menu.name, flag: definition.menu.flag, ...(definition.menu.resource ? { resource: definition.menu.resource } : {}),
      version, author_name: stamps.get(name)?.author_name ?? null, created_at: stamps.get(name)?.created_at ?? '',
    }));
    return ok(rows);
  });

  app.get<{ Querystring: NameQuery }>('/page/detail', { schema: { querystring: NAME_QUERY, response: answers(ref(S, 'PageDetailAnswer')) } }, async (request) => {
    requireAdministrator(request);
    const { name, version } = request.query;
    const found = version === undefined ? await pageVersions.latestOf(db, name) : await pageVersions.at(db, name, version);
    if (!found) throw new ApiError(Code.NOT_FOUND, 'notFound');
    return ok({ version: found.version, definition: found.definition });
  });

  app.get<{ Querystring: NameQuery }>('/page/versions', { schema: { querystring: NAME_QUERY, response: answers({ type: 'array', items: ref(S, 'VersionRow') }) } }, async (request) => {
    requireAdministrator(request);
    const versions: VersionRow[] = await pageVersions.history(db, request.query.name);
    return ok(versions);
  });

  app.post<{ Body: CheckBody }>('/page/check', { schema: { body: ref(S, 'CheckBody'), response: answers(ref(S, 'CheckAnswer')) } }, async (request) => {
    requireAdministrator(request);
    const { problems, changes } = await examinePage(db, request.body.definition, requestLanguage(request));
    return ok({ problems, changes });
  });

  /** Publishes a page as the caller; every signed-in browser then reads its menus again. */
  async function publish(request: FastifyRequest, input: unknown, options: { baseVersion?: number; note?: string }) {
    const session = requireAdministrator(request);
    const { answer, stored } = await publishPage(db, dialect, input, { ...options, language: requestLanguage(request), author: { id: session.userId, name: session.userName } });
    if (stored) await app.realtime.publish(null, { event: 'perms', data: { page: stored.definition.key } });
    return answer;
  }

  app.post<{ Body: CheckBody }>('/page/publish', { schema: { body: ref(S, 'CheckBody'), response: answers(ref(S, 'CheckAnswer')) } }, async (request) =>
    publish(request, request.body.definition, { baseVersion: request.body.base_version, note: request.body.note }),
  );

  app.post<{ Body: RollbackBody }>('/page/rollback', { schema: { body: ref(S, 'RollbackBody'), response: answers(ref(S, 'CheckAnswer')) } }, async (request) => {
    requireAdministrator(request);
    const old = await pageVersions.at(db, request.body.name, request.body.version);
    if (!old) throw new ApiError(Code.NOT_FOUND, 'notFound');
    const definition: PageDefinition = old.definition;
    return publish(request, definition, { baseVersion: request.body.base_version, note: request.body.note ?? `rollback to version ${old.version}` });
  });
}
