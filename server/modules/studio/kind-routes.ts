import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { CheckAnswer, CheckBody, DefinitionChange, DefinitionProblem, DraftBody, DraftNameBody, NameQuery, RollbackBody, VersionRow } from '../../../schemas/generated/studio.js';
import { requireAdministrator } from '../../acl/administrator.js';
import { ApiError, Code, answers, ok, ref } from '../../http/envelope.js';
import { message, requestLanguage, type Language } from '../../http/messages.js';
import { studioDrafts } from './drafts.js';
import type { Author, Published } from './publish.js';
import type { StoredVersion, versionStore } from './store.js';

const S = 'studio.schema.json';

/** One kind of versioned configuration the studio edits: resources, pages, approval templates. */
export interface StudioKind<T, Row> {
  /** The calls' path segment: /api/base/studio/<segment>/index, ... */
  segment: string;
  store: ReturnType<typeof versionStore<T>>;
  /** The name a definition is stored under (a resource's name, a page's key, a template's label, ...). */
  keyOf(definition: T): string;
  /** The index row of a stored version, and its answer schema (a definition of studio.schema.json). */
  row(version: StoredVersion<T>, stamp: { author_name: string | null; created_at: string } | undefined): Row;
  rowSchema: string;
  /** The detail answer's schema (a definition of studio.schema.json). */
  detailSchema: string;
  examine(input: unknown, options: { confirm?: boolean; language: Language }): Promise<{ problems: DefinitionProblem[]; changes: DefinitionChange[] }>;
  publish(input: unknown, options: { baseVersion?: number; confirm?: boolean; note?: string; language: Language; author: Author }): Promise<Published<T>>;
  /** After a version is stored: tell other app servers or browsers. */
  published?(stored: { definition: T; version: number }): Promise<void>;
}

/**
 * The studio's calls of one kind, for the administrator only (4403 for anyone else, nothing changed): `index`
 * (the served version of each name), `detail` (one version), `versions` (the history with author, time, note and
 * changes), `check` (every problem at its JSON path, and the changes), `publish` (a new version, checked and
 * applied in one transaction), `rollback` (an earlier version published again as a new one), and the caller's own
 * drafts: `draft` (read or keep one), `draft/discard` and `drafts` (the caller's list). Publishing a name removes
 * the publisher's draft of it.
 */
export function studioKindRoutes<T, Row>(app: FastifyInstance, kind: StudioKind<T, Row>): void {
  const { segment, store } = kind;
  const base = `/${segment}`;
  const nameQuery = ref(S, 'NameQuery');

  app.get(`${base}/index`, { schema: { response: answers({ type: 'array', items: ref(S, kind.rowSchema) }) } }, async (request) => {
    requireAdministrator(request);
    const { db } = app.database;
    const stamps = await store.stamps(db);
    return ok((await store.latest(db)).map((version) => kind.row(version, stamps.get(version.name))));
  });

  app.get<{ Querystring: NameQuery }>(`${base}/detail`, { schema: { querystring: nameQuery, response: answers(ref(S, kind.detailSchema)) } }, async (request) => {
    requireAdministrator(request);
    const { name, version } = request.query;
    const found = version === undefined ? await store.latestOf(app.database.db, name) : await store.at(app.database.db, name, version);
    if (!found) throw new ApiError(Code.NOT_FOUND, 'notFound');
    return ok({ version: found.version, definition: found.definition });
  });

  app.get<{ Querystring: NameQuery }>(`${base}/versions`, { schema: { querystring: nameQuery, response: answers({ type: 'array', items: ref(S, 'VersionRow') }) } }, async (request) => {
    requireAdministrator(request);
    const versions: VersionRow[] = await store.history(app.database.db, request.query.name);
    return ok(versions);
  });

  app.post<{ Body: CheckBody }>(`${base}/check`, { schema: { body: ref(S, 'CheckBody'), response: answers(ref(S, 'CheckAnswer')) } }, async (request) => {
    requireAdministrator(request);
    const { problems, changes } = await kind.examine(request.body.definition, { confirm: request.body.confirm, language: requestLanguage(request) });
    return ok({ problems, changes } satisfies CheckAnswer);
  });

  /** Publishes as the caller, then tells whoever must hear of it. */
  async function publish(request: FastifyRequest, input: unknown, options: { baseVersion?: number; confirm?: boolean; note?: string; keepDraft?: boolean }) {
    const session = requireAdministrator(request);
    const { keepDraft, ...publishing } = options;
    const { answer, stored } = await kind.publish(input, { ...publishing, language: requestLanguage(request), author: { id: session.userId, name: session.userName } });
    if (stored) {
      // What the author published is no longer a draft; a rollback publishes another text, so their draft stays.
      if (!keepDraft) await studioDrafts.discard(app.database.db, { kind: segment, name: kind.keyOf(stored.definition), authorId: session.userId });
      await kind.published?.(stored);
    }
    return answer;
  }

  app.post<{ Body: CheckBody }>(`${base}/publish`, { schema: { body: ref(S, 'CheckBody'), response: answers(ref(S, 'CheckAnswer')) } }, async (request) =>
    publish(request, request.body.definition, { baseVersion: request.body.base_version, confirm: request.body.confirm, note: request.body.note }),
  );

  app.post<{ Body: RollbackBody }>(`${base}/rollback`, { schema: { body: ref(S, 'RollbackBody'), response: answers(ref(S, 'CheckAnswer')) } }, async (request) => {
    requireAdministrator(request);
    const old = await store.at(app.database.db, request.body.name, request.body.version);
    if (!old) throw new ApiError(Code.NOT_FOUND, 'notFound');
    // The history's note, in the words of whoever rolled back (a stored note is not translated again).
    const note = request.body.note ?? message(requestLanguage(request), 'rollbackNote', { version: old.version });
    return publish(request, old.definition, { baseVersion: request.body.base_version, confirm: request.body.confirm, note, keepDraft: true });
  });

  app.get<{ Querystring: NameQuery }>(`${base}/draft`, { schema: { querystring: nameQuery, response: answers({ anyOf: [{ type: 'null' }, ref(S, 'DraftAnswer')] }) } }, async (request) => {
    const session = requireAdministrator(request);
    return ok(await studioDrafts.read(app.database.db, { kind: segment, name: request.query.name, authorId: session.userId }));
  });

  app.get(`${base}/drafts`, { schema: { response: answers({ type: 'array', items: ref(S, 'DraftRow') }) } }, async (request) => {
    const session = requireAdministrator(request);
    return ok(await studioDrafts.list(app.database.db, segment, session.userId));
  });

  app.post<{ Body: DraftBody }>(`${base}/draft`, { schema: { body: ref(S, 'DraftBody'), response: answers(ref(S, 'DraftAnswer')) } }, async (request) => {
    const session = requireAdministrator(request);
    const { name, definition, base_version } = request.body;
    return ok(await studioDrafts.save(app.database.db, { kind: segment, name, authorId: session.userId }, definition, base_version));
  });

  app.post<{ Body: DraftNameBody }>(`${base}/draft/discard`, { schema: { body: ref(S, 'DraftNameBody'), response: answers({ type: 'null' }) } }, async (request) => {
    const session = requireAdministrator(request);
    await studioDrafts.discard(app.database.db, { kind: segment, name: request.body.name, authorId: session.userId });
    return ok(null);
  });
}
