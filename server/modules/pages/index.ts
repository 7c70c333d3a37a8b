import type { FastifyInstance } from 'fastify';
import constants from '../../../schemas/constants.json';
import { ApiError, Code, answers, ok, ref } from '../../http/envelope.js';
import { message, requestLanguage, type Language } from '../../http/messages.js';
import { sessionOf } from '../../http/session.js';
import type { PageDefinition } from '../../../schemas/generated/page-definition.js';
import type { CompiledPage } from '../../../schemas/generated/compiled-page.js';
import type { OpenedPage } from '../../../schemas/generated/opened-page.js';
import { definitionMenu } from '../../../rules/page-compile/definition-menu.js';
import { requireAdministrator } from '../../acl/administrator.js';
import type { SessionContext } from '../../http/session.js';
import { grantedMenu } from '../account/perms-tree.js';
import { resourceBase } from '../resources/served.js';
import { studioValidator } from '../studio/check.js';
import { resourceVersions } from '../studio/store.js';
import { frontConfig } from '../config/index.js';
import { menuRemoteFields } from '../remote-fields/menu-fields.js';
import { compileMenuPage } from './compile-menu-page.js';
import { fieldTypesOf, listResource, withFieldTypes } from '../remote-fields/field-types.js';
import { getAsCaller } from '../../http/as-caller.js';
import { openingCalls } from './opening-calls.js';
import type { FastifyRequest } from 'fastify';

const compiledQuery = {
  type: 'object',
  required: ['menu_id'],
  additionalProperties: false,
  properties: {
    menu_id: { $ref: 'params.schema.json#/definitions/RecordId' },
    // The language the page's texts are picked in; the caller's (cookie, else Accept-Language) when not given.
    language: { enum: ['zh', 'en'] },
  },
} as const;

const openQuery = {
  ...compiledQuery,
  properties: {
    ...compiledQuery.properties,
    // The GETs the page makes as it opens, as JSON [{ url, query }] (opening-calls.ts says which may be asked).
    calls: { type: 'string', maxLength: 8000 },
  },
} as const;

const previewBody = {
  type: 'object',
  required: ['definition'],
  additionalProperties: false,
  properties: { definition: { type: 'object' }, language: { enum: ['zh', 'en'] } },
} as const;

/** The ids of the caller's organisation and its ancestors (a statistics tip applies to some of them only). */
function orgPathOf(session: SessionContext): number[] {
  return session.subject.orgPath.split('/').filter(Boolean).map(Number);
}

/**
 * GET page/compiled under /api/base/page: the page a menu leaf of the caller's shows, compiled here from its
 * configuration (docs/architecture.md: one compiler, on the server), so the browser renders what it receives. A
 * menu the caller's role is not granted is refused (4403) like its remote fields.
 */
export async function pageModule(app: FastifyInstance): Promise<void> {
  const { db } = app.database;

  /** The page of a menu leaf of the caller's, compiled; a menu not granted is refused (4403). */
  async function compiledFor(request: FastifyRequest, menuId: number, language: Language | undefined): Promise<CompiledPage> {
    const session = sessionOf(request);
    const menu = await grantedMenu(db, session.roleId, menuId);
    if (!menu) throw new ApiError(Code.FORBIDDEN, 'forbidden');
    const [fields, front] = await Promise.all([
      menu.use_remote_field ? menuRemoteFields(db, menu.id, { page: 1, limit: constants.unpagedLimit, sort: 'desc' }) : { data: [] },
      frontConfig(db),
    ]);
    const typed = withFieldTypes(fields.data, fieldTypesOf(listResource(app.resources, menu.remote_request_url)));
    return compileMenuPage(menu, typed, { language: language ?? requestLanguage(request), orgPath: orgPathOf(session), front, resourceAt: (address) => app.resources.atAddress(address) });
  }

  app.get<{ Querystring: { menu_id: number; language?: Language } }>(
    '/compiled',
    { schema: { querystring: compiledQuery, response: answers(ref('compiled-page.schema.json')) } },
    async (request) => ok(await compiledFor(request, request.query.menu_id, request.query.language)),
  );

  // GET page/open: a page's opening in one call (issue 42 item 3), its compiled page and the answers of the GETs it
  // makes as it opens, each answered by its own route as the caller's (getAsCaller), so one round trip brings
  // everything the page's first drawing needs. A call that is not one of this page's is answered refused (opening-calls.ts).
  app.get<{ Querystring: { menu_id: number; language?: Language; calls?: string } }>(
    '/open',
    { schema: { querystring: openQuery, response: answers(ref('opened-page.schema.json')) } },
    async (request) => {
      const compiled = await compiledFor(request, request.query.menu_id, request.query.language);
      const calls = compiled.page ? openingCalls(request.query.calls, compiled.menu_id, compiled.page) : [];
      const language = requestLanguage(request);
      const answer = (call: (typeof calls)[number]) =>
        'refused' in call ? { code: Code.BAD_REQUEST, msg: message(language, 'badRequest', { detail: call.refused }), data: null } : getAsCaller(app, request, call.url, call.query);
      const opened: OpenedPage = { ...compiled, answers: await Promise.all(calls.map(answer)) };
      return ok(opened);
    },
  );

  // The studio's preview (administrator): a page definition not yet published, compiled as publishing will serve it,
  // over the resource it names. The definition must be one the studio's check accepts in shape.
  app.post<{ Body: { definition: unknown; language?: Language } }>(
    '/preview',
    { schema: { body: previewBody, response: answers(ref('compiled-page.schema.json')) } },
    async (request) => {
      const session = requireAdministrator(request);
      const validate = studioValidator('page-definition.schema.json');
      if (!validate(request.body.definition)) throw new ApiError(Code.BAD_REQUEST, 'badRequest', { detail: 'definition is not a page definition' });
      const page = request.body.definition as PageDefinition;
      const [resources, front] = await Promise.all([resourceVersions.latest(db), frontConfig(db)]);
      const resource = resources.map((v) => v.definition).find((r) => r.name === page.menu.resource);
      const { menu, fields } = definitionMenu(page, resource ? resourceBase(resource) : undefined, resource?.fields);
      const resourceAt = (address: string) => resources.map((v) => v.definition).find((r) => resourceBase(r) === address);
      return ok(compileMenuPage(menu, withFieldTypes(fields, fieldTypesOf(resource)), { language: request.body.language ?? requestLanguage(request), orgPath: orgPathOf(session), front, resourceAt }));
    },
  );
}
