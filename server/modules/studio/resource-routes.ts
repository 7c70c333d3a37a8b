import type { FastifyInstance, FastifyRequest } from 'fastify';
import { RESOURCE_ROUTE } from '../resources/served.js';
import type { CheckBody, NameQuery, ResourceRow, RollbackBody, VersionRow } from '../../../schemas/generated/studio.js';
import { requireAdministrator } from '../../acl/administrator.js';
import { ApiError, Code, answers, ok, ref } from '../../http/envelope.js';
import { requestLanguage } from '../../http/messages.js';
import { examineResource, publishResource } from './publish.js';
import { listenForDefinitions, announceDefinition } from './reload.js';
import { resourceVersions } from './store.js';

const S = 'studio.schema.json';

/**
 * The studio's resource calls under /api/base/studio (issue 23), for the administrator only: the served
 * resources and their versions, a definition's check, its publish (a new version and its table altered, in one
 * transaction, served at once here and, through NOTIFY, on every other app server), and a rollback (an earlier
 * version published again as a new one).
 */
export async function resourceStudioRoutes(app: FastifyInstance): Promise<void> {
  const { db, dialect } = app.database;
  await listenForDefinitions(app);

  app.get('/resource/index', { schema: { response: answers({ type: 'array', items: ref(S, 'ResourceRow') }) } }, async (request) => {
    requireAdministrator(request);
    const stamps = await resourceVersions.stamps(db);
    const rows: ResourceRow[] = (await resourceVersions.latest(db)).map(({ name, version, definition }) => {
      const stamp = stamps.get(name);
      return { name, module: definition.module, table: definition.table, label: definition.label, version, author_name: stamp?.author_name ?? null, created_at: stamp?.created_at ?? '' };
    });
    return ok(rows);
  });

  app.get<{ Querystring: NameQuery }>('/resource/detail', { schema: { querystring: ref(S, 'NameQuery'), response: answers(ref(S, 'DetailAnswer')) } }, async (request) => {
    requireAdministrator(request);
    const { name, version } = request.query;
    const found = version === undefined ? await resourceVersions.latestOf(db, name) : await resourceVersions.at(db, name, version);
    if (!found) throw new ApiError(Code.NOT_FOUND, 'notFound');
    return ok({ version: found.version, definition: found.definition });
  });

  app.get<{ Querystring: NameQuery }>('/resource/versions', { schema: { querystring: ref(S, 'NameQuery'), response: answers({ type: 'array', items: ref(S, 'VersionRow') }) } }, async (request) => {
    requireAdministrator(request);
    const versions: VersionRow[] = await resourceVersions.history(db, request.query.name);
    return ok(versions);
  });

  /** `<module>/<name>` pairs that routes other than the resource routes serve: a resource may not take their address. */
  const addressesTaken = () =>
    new Set(
      app.routeList.filter((r) => !r.url.startsWith(`${RESOURCE_ROUTE}/`)).flatMap((r) => {
        const match = /^\/api\/([^/:]+)\/([^/:]+)\//.exec(r.url);
        return match ? [`${match[1]}/${match[2]}`] : [];
      }),
    );

  app.post<{ Body: CheckBody }>('/resource/check', { schema: { body: ref(S, 'CheckBody'), response: answers(ref(S, 'CheckAnswer')) } }, async (request) => {
    requireAdministrator(request);
    const { problems, changes } = await examineResource(db, dialect, request.body.definition, { confirm: request.body.confirm, language: requestLanguage(request), addresses: addressesTaken() });
    return ok({ problems, changes });
  });

  /** Publishes a definition as the caller; every app server serves the new version at once. */
  async function publish(request: FastifyRequest, input: unknown, options: { baseVersion?: number; confirm?: boolean; note?: string }) {
    const session = requireAdministrator(request);
    const { answer, stored } = await publishResource(db, dialect, input, {
      ...options, language: requestLanguage(request), author: { id: session.userId, name: session.userName }, addresses: addressesTaken(),
    });
    if (stored) await announceDefinition(app, stored.definition, stored.version);
    return answer;
  }

  app.post<{ Body: CheckBody }>('/resource/publish', { schema: { body: ref(S, 'CheckBody'), response: answers(ref(S, 'CheckAnswer')) } }, async (request) =>
    publish(request, request.body.definition, { baseVersion: request.body.base_version, confirm: request.body.confirm, note: request.body.note }),
  );

  app.post<{ Body: RollbackBody }>('/resource/rollback', { schema: { body: ref(S, 'RollbackBody'), response: answers(ref(S, 'CheckAnswer')) } }, async (request) => {
    requireAdministrator(request);
    const old = await resourceVersions.at(db, request.body.name, request.body.version);
    if (!old) throw new ApiError(Code.NOT_FOUND, 'notFound');
    const note = request.body.note ?? `rollback to version ${old.version}`;
    return publish(request, old.definition, { baseVersion: request.body.base_version, confirm: request.body.confirm, note });
  });
}
