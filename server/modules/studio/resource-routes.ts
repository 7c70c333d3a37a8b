import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { ResourceDefinition } from '../../../schemas/generated/resource-definition.js';
import type { Database } from '../../db/tables.js';
import { RESOURCE_ROUTE } from '../resources/served.js';
import { relationNames } from './relations.js';
import type { CheckAnswer, CheckBody, DefinitionChange, NameQuery, ResourceRow, RollbackBody, VersionRow } from '../../../schemas/generated/studio.js';
import { requireAdministrator } from '../../acl/administrator.js';
import { ApiError, Code, answers, ok, ref } from '../../http/envelope.js';
import { message, requestLanguage, type Language } from '../../http/messages.js';
import { applyDefinition, isLockTimeout, studioLock } from './apply.js';
import { definitionChanges } from './changes.js';
import { checkDefinition } from './check.js';
import { refused, isVersionTaken } from './answers.js';
import { PARTS, problem } from './problems.js';
import { listenForDefinitions, announceDefinition } from './reload.js';
import { resourceVersions } from './store.js';
import { fieldsInUse, rulesBroken } from './usage.js';

const S = 'studio.schema.json';
/** A resource's or page's name as the schemas allow it. */
export const NAME = /^[a-z][a-z0-9_]{0,63}$/;

/** Where a destructive change points in the definition sent: the field or child as now declared, else its list. */
function changePath(definition: { fields: { name: string }[]; children?: { name: string; fields: { name: string }[] }[] }, change: DefinitionChange): string {
  const children = definition.children ?? [];
  const c = change.child === undefined ? -1 : children.findIndex((x) => x.name === change.child);
  if (change.kind === 'dropChild') return '/children';
  const base = change.child === undefined ? '/fields' : c >= 0 ? `/children/${c}/fields` : '/children';
  const list = change.child === undefined ? definition.fields : (children[c]?.fields ?? []);
  const i = list.findIndex((f) => f.name === change.field);
  return i >= 0 ? `${base}/${i}` : base;
}

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

  /** Checks a definition against the stored truth (not what this server happens to serve): its problems and its changes. */
  async function examine(reader: Kysely<Database>, input: unknown, confirm: boolean | undefined, language: Language) {
    const given = typeof input === 'object' && input !== null ? (input as { name?: unknown }).name : undefined;
    // Only a well-formed name is looked up (a NUL is no text to PostgreSQL); anything else the schema refuses.
    const name = typeof given === 'string' && NAME.test(given) ? given : undefined;
    const stored = await resourceVersions.latest(reader);
    const current = stored.find((v) => v.name === name);
    const others = stored.filter((v) => v.name !== name).map((v) => v.definition);
    const ownTables = new Set(
      name !== undefined ? (await resourceVersions.all(reader, name)).flatMap((d) => [d.table, ...(d.children ?? []).map((c) => c.table)]) : [],
    );
    const tables = await relationNames(reader, dialect);
    const { problems, definition } = checkDefinition(input, { current: current?.definition, others, tables, ownTables, addresses: addressesTaken(), language });
    const changes = definition ? definitionChanges(current?.definition, definition) : [];
    // A field the pages still show or filter on is not dropped from under them.
    const dropped = changes.filter((c) => c.kind === 'dropField' && c.child === undefined).map((c) => c.field!);
    if (definition) problems.push(...(await fieldsInUse(reader, definition, dropped, language)));
    // An active risk rule that would no longer compile would stop guarding: it is changed first.
    if (definition && current && dropped.length > 0) problems.push(...(await rulesBroken(reader, definition, language)));
    if (definition && !confirm) {
      for (const change of changes.filter((c) => c.destructive)) {
        const what = change.field ? `${PARTS.field[language]} ${change.child ? `${change.child}.` : ''}${change.field}` : `${PARTS.child[language]} ${change.child}`;
        problems.push(problem(language, changePath(definition, change), 'needsConfirm', { what }));
      }
    }
    return { problems, changes, definition, current };
  }

  app.post<{ Body: CheckBody }>('/resource/check', { schema: { body: ref(S, 'CheckBody'), response: answers(ref(S, 'CheckAnswer')) } }, async (request) => {
    requireAdministrator(request);
    const { problems, changes } = await examine(db, request.body.definition, request.body.confirm, requestLanguage(request));
    return ok({ problems, changes });
  });

  /**
   * Publishes a definition as the caller: one publish at a time, checked inside its own transaction against what
   * is stored then (two racing creates cannot both take a table or a label), applied in the same transaction.
   */
  async function publish(request: FastifyRequest, input: unknown, options: { baseVersion?: number; confirm?: boolean; note?: string }) {
    const session = requireAdministrator(request);
    const language = requestLanguage(request);
    let published: { definition: ResourceDefinition; version: number } | undefined;
    let answer;
    try {
      answer = await db.transaction().execute(async (trx) => {
        await studioLock(trx, dialect);
        const { problems, changes, definition, current } = await examine(trx, input, options.confirm, language);
        // Changes worked out against a version the author never saw mean nothing: reload first. A stored resource
        // is only changed by someone who says which version they changed.
        if (current && options.baseVersion !== current.version) {
          throw new ApiError(Code.VERSION_CONFLICT, options.baseVersion === undefined ? 'definitionExists' : 'definitionStale', { version: current.version });
        }
        if (!definition || problems.length > 0) return refused(language, problems, changes);
        if (current && changes.length === 0) return ok({ problems: [], changes, version: current.version } satisfies CheckAnswer, message(language, 'definitionUnchanged'));
        const version = (current?.version ?? 0) + 1;
        await applyDefinition(trx, dialect, current, { name: definition.name, definition, version, changes, note: options.note ?? null, author: { id: session.userId, name: session.userName } });
        published = { definition, version };
        return ok({ problems: [], changes, version } satisfies CheckAnswer, message(language, 'definitionPublished', { version }));
      });
    } catch (error) {
      if (isVersionTaken(error) || isLockTimeout(error)) throw new ApiError(Code.VERSION_CONFLICT, 'definitionBusy');
      throw error;
    }
    if (published) await announceDefinition(app, published.definition, published.version);
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
