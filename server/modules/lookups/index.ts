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

  app.get<{ Querystring: OrgIndexQuery }>(
    '/org/index',
    { preValidation: parseWhere, schema: { querystring: ref(S, 'OrgIndexQuery'), response: answers(ref(S, 'OrgIndexAnswer')) } },
    async (request) => {
      sessionOf(request);
      const { where = {}, all_list, page = 1, limit = 15 } = request.query;
      return ok(await orgIndex(db, where, all_list === 1, page, limit));
    },
  );

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
