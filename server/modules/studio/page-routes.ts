import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/tables.js';
import type { PageDefinition } from '../../../schemas/generated/page-definition.js';
import type { CheckAnswer, CheckBody, NameQuery, PageRow, RollbackBody, VersionRow } from '../../../schemas/generated/studio.js';
import { requireAdministrator } from '../../acl/administrator.js';
import { ApiError, Code, answers, ok, ref } from '../../http/envelope.js';
import { message, requestLanguage, type Language } from '../../http/messages.js';
import { isVersionTaken, refused } from './answers.js';
import { applyPage, pageVersions } from './page-apply.js';
import { isLockTimeout, studioLock } from './apply.js';
import { checkPage, pageChanges } from './page-check.js';
import { NAME } from './resource-routes.js';
import { resourceVersions } from './store.js';

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

  /** A page checked against the stored truth: its problems, its changes, and what it was checked against. */
  async function examine(db: Kysely<Database>, input: unknown, language: Language) {
    const key = typeof input === 'object' && input !== null ? (input as { key?: unknown }).key : undefined;
    const current = typeof key === 'string' && NAME.test(key) ? await pageVersions.latestOf(db, key) : undefined;
    const resources = (await resourceVersions.latest(db)).map((v) => v.definition);
    const menus = await db.selectFrom('perm_nodes').select(['id', 'type', 'flag']).execute();
    const roles = new Set((await db.selectFrom('roles').select('id').execute()).map((r) => r.id));
    const { problems, page } = checkPage(input, { current: current?.definition, resources, menus, roles, language });
    return { problems, page, current, resources, changes: page ? pageChanges(current?.definition, page) : [] };
  }

  app.post<{ Body: CheckBody }>('/page/check', { schema: { body: ref(S, 'CheckBody'), response: answers(ref(S, 'CheckAnswer')) } }, async (request) => {
    requireAdministrator(request);
    const { problems, changes } = await examine(db, request.body.definition, requestLanguage(request));
    return ok({ problems, changes });
  });

  /** Publishes a page as the caller: one publish at a time, checked and applied in one transaction. */
  async function publish(request: FastifyRequest, input: unknown, options: { baseVersion?: number; note?: string }) {
    const session = requireAdministrator(request);
    const language = requestLanguage(request);
    let key: string | undefined;
    let answer;
    try {
      answer = await db.transaction().execute(async (trx) => {
        await studioLock(trx, dialect);
        const { problems, page, current, resources, changes } = await examine(trx, input, language);
        if (current && options.baseVersion !== current.version) {
          throw new ApiError(Code.VERSION_CONFLICT, options.baseVersion === undefined ? 'definitionExists' : 'definitionStale', { version: current.version });
        }
        if (!page || problems.length > 0) return refused(language, problems, changes);
        if (current && changes.length === 0) return ok({ problems: [], changes, version: current.version } satisfies CheckAnswer, message(language, 'definitionUnchanged'));
        const version = (current?.version ?? 0) + 1;
        const resource = resources.find((r) => r.name === page.menu.resource);
        await applyPage(trx, current?.definition, { definition: page, version, changes, note: options.note ?? null, author: { id: session.userId, name: session.userName } }, resource);
        key = page.key;
        return ok({ problems: [], changes, version } satisfies CheckAnswer, message(language, 'definitionPublished', { version }));
      });
    } catch (error) {
      if (isVersionTaken(error) || isLockTimeout(error)) throw new ApiError(Code.VERSION_CONFLICT, 'definitionBusy');
      throw error;
    }
    // Every signed-in browser reads its menus again: the page, its buttons and grants are there now.
    if (key) await app.realtime.publish(null, { event: 'perms', data: { page: key } });
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
