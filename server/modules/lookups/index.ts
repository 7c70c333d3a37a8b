import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { CollectOrgQuery } from '../../../schemas/generated/collect.js';
import type { DictListQuery, OrgIndexQuery, OrgTreeQuery, RuleOrgQuery } from '../../../schemas/generated/lookups.js';
import { answers, ok, ref } from '../../http/envelope.js';
import { parseJsonParam } from '../../http/query-json.js';
import { sessionOf } from '../../http/session.js';
import { collectedOrgIds, collectedOrgs, collectLabelsFor, markCollected } from './collect-store.js';
import { collectRoutes } from './collect-routes.js';
import { dictionaries } from './dictionaries.js';
import { orgTree } from './org-tree.js';
import { orgIndex, ruleOrgIds } from './organisations.js';

const S = 'lookups.schema.json';

/**
 * `where` arrives as JSON text in the address; it is parsed before validation so the route's schema checks
 * the object itself (bad JSON is a 4420 naming the parameter).
 */
async function parseWhere(request: FastifyRequest): Promise<void> {
  const query = request.query as Record<string, unknown>;
  if (typeof query.where === 'string') query.where = parseJsonParam('where', query.where);
}

/** Our org/index's page (the list's default size); spec 000 §9's organisation index asks up to 9999 at once. */
const ORG_PAGE = 15;
const SPEC_ORG_LIMIT = 9999;

/** GET org/index at `path`: organisations by `where` (an id list, a name, a type), `limit` at most by default. */
function orgIndexRoute(app: FastifyInstance, path: string, defaultLimit: number): void {
  app.get<{ Querystring: OrgIndexQuery }>(
    path,
    { preValidation: parseWhere, schema: { querystring: ref(S, 'OrgIndexQuery'), response: answers(ref(S, 'OrgIndexAnswer')) } },
    async (request) => {
      sessionOf(request);
      const { where = {}, all_list, page = 1, limit = defaultLimit } = request.query;
      return ok(await orgIndex(app.database.db, where, all_list === 1, page, limit));
    },
  );
}

/**
 * GET organize/index on the access server (spec 000 §3 call table: "GET organize/index (where id in list)"): the
 * same lookup as org/index, up to the spec's 9999 organisations unless the caller pages.
 */
export async function organizeModule(app: FastifyInstance): Promise<void> {
  orgIndexRoute(app, '/index', SPEC_ORG_LIMIT);
}

/**
 * Dictionary and organisation lookups under /api/base (spec 001 §7): dict/list, org/index, org/getTree,
 * org/getRuleOrgId, and org/getCollectOrg (the caller's collected organisations; collecting is
 * collect-routes.ts). They are reference data, not business resources, so no data scope applies; only
 * signed-in users may read them (the auth hook's default, and sessionOf here). The tree starts at the
 * caller's company unless need_all asks for all of it (org-tree-view.ts).
 */
export async function lookupsModule(app: FastifyInstance): Promise<void> {
  const { db } = app.database;

  app.get<{ Querystring: DictListQuery }>(
    '/dict/list',
    { schema: { querystring: ref(S, 'DictListQuery'), response: answers(ref(S, 'DictList')) } },
    async (request) => {
      sessionOf(request);
      return ok(await dictionaries(db, request.query.label.split(',')));
    },
  );

  orgIndexRoute(app, '/org/index', ORG_PAGE);

  app.get<{ Querystring: OrgTreeQuery }>(
    '/org/getTree',
    { preValidation: parseWhere, schema: { querystring: ref(S, 'OrgTreeQuery'), response: answers(ref(S, 'OrgTree')) } },
    async (request) => {
      const session = sessionOf(request);
      const where = request.query.where ?? {};
      // Each node says whether the caller collected it, for the picker's star (collect/store.ts).
      const [nodes, collected] = await Promise.all([
        orgTree(db, where, session.subject),
        collectedOrgIds(db, session.userId, collectLabelsFor(where.label)),
      ]);
      return ok(markCollected(nodes, collected));
    },
  );

  app.get<{ Querystring: CollectOrgQuery }>(
    '/org/getCollectOrg',
    { schema: { querystring: ref('collect.schema.json', 'CollectOrgQuery'), response: answers(ref('collect.schema.json', 'CollectOrgAnswer')) }, config: { readOnly: true } },
    async (request) => ok(await collectedOrgs(db, sessionOf(request), request.query)),
  );

  app.get<{ Querystring: RuleOrgQuery }>(
    '/org/getRuleOrgId',
    { schema: { querystring: ref(S, 'RuleOrgQuery'), response: answers(ref(S, 'RuleOrgIds')) } },
    async (request) => {
      sessionOf(request);
      return ok(await ruleOrgIds(db, request.query.id));
    },
  );
  collectRoutes(app);
}
