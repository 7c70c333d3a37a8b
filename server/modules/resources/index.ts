import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ListQuery } from '../../../schemas/generated/list-query.js';
import type { ListQueryBody } from '../../../schemas/generated/list-query-body.js';
import { Admission, admissionHook } from '../../http/admission.js';
import { ApiError, Code, answers, ok, ref } from '../../http/envelope.js';
import { parseJsonParam } from '../../http/query-json.js';
import { sessionOf } from '../../http/session.js';
import { actionRoutes } from './action-routes.js';
import { chartRoute } from './chart.js';
import { MAX_RECORD_ID } from './actions.js';
import { aggregateRequest, summaryNames } from './aggregates.js';
import { fieldRulesAnswer } from './field-rules.js';
import { mergeFieldNames } from './merge-info.js';
import { JsonRows } from './json-rows.js';
import { readLines } from './line-store.js';
import { serializeListAnswer } from './list-serializer.js';
import { findResource, listResourceAnswer } from './query.js';
import { listPermsId, narrowToOrg, readRemoteParams } from './remote-params.js';
import { taskScope } from './task-read.js';
import { perDefinition } from './registry.js';
import { RESOURCE_CALL, RESOURCE_ROUTE, resourceOf } from './served.js';
import { writeRoutes } from './write-routes.js';

const P = 'params.schema.json#/definitions/';

const detailQuery = {
  type: 'object',
  properties: {
    id: { $ref: `${P}RecordId` },
    where: { type: 'string', $ref: `${P}JsonText`, maxLength: 2000 },
    perms_id: { $ref: `${P}RecordId` },
    workflow_log_id: { $ref: `${P}RecordId`, description: 'An approver reads the document through a task they hold or held on it, whatever their scope' },
  },
} as const;

interface DetailQuery {
  id?: number;
  where?: string;
  perms_id?: number;
  workflow_log_id?: number;
}

type IndexQuery = ListQuery & { page: number; limit: number };
type IndexBody = ListQueryBody & { page: number; limit: number };
/** A list call's query, from the URL or the body: `where` parsed, `order` as text. */
type ListCall = Omit<IndexBody, 'order'> & { order?: string };

function detailId(query: DetailQuery): number {
  if (query.id !== undefined) return query.id;
  const where = parseJsonParam('where', query.where) as { id?: unknown } | undefined;
  // Only a number or a numeric text is an id: Number(true) or Number([5]) would quietly pick a row.
  const raw = where && typeof where === 'object' ? where.id : undefined;
  const id = typeof raw === 'number' || (typeof raw === 'string' && /^\d+$/.test(raw)) ? Number(raw) : NaN;
  if (!Number.isInteger(id) || id < 1 || id > MAX_RECORD_ID) throw new ApiError(Code.BAD_QUERY, 'badOperand', { field: 'id' });
  return id;
}

/** The POST body's `order` as the text the GET query carries: a sorter object becomes its JSON. */
function orderText(order: ListQueryBody['order']): string | undefined {
  return order === undefined || typeof order === 'string' ? order : JSON.stringify(order);
}

/**
 * List calls served at once per app; more wait their turn. Enough to keep two read threads busy, few
 * enough that a light call never waits behind a long turn of the event loop. LIST_CONCURRENCY overrides it.
 */
function listConcurrency(): number {
  return Math.max(1, Math.floor(Number(process.env.LIST_CONCURRENCY ?? 8)) || 8);
}

/**
 * The generic resource module for every declared resource, always through its data scope: `index` (GET
 * with the query in the URL, POST with it as a JSON body), `detail`, `update` (the menu's `edit` button),
 * `del` (its `del` button) and the resource's interface actions (their own buttons). Export, import and export
 * templates mount their own calls on the same routes (modules/index.ts).
 */
export async function resourceModule(app: FastifyInstance): Promise<void> {
  const { db } = app.database;
  // List queries of every resource share one admission line (server/http/admission.ts).
  const listTurn = { onRequest: admissionHook(new Admission(listConcurrency())), config: { readOnly: true } };
  const index = `${RESOURCE_ROUTE}/index`;

  /** One list call, whichever way its query came: GET and POST answer alike. */
  const list = async (request: FastifyRequest, reply: FastifyReply, query: ListCall) => {
    const { definition, access } = resourceOf(request);
    const session = sessionOf(request);
    // The grant first, as for every call: a caller without the menu learns nothing about its fields.
    const granted = await access.read(session, listPermsId(query.perms_id, query.remote_params));
    // remote_params' org_id narrows the scope to an organisation, never widens it (remote-params.ts).
    const scope = await narrowToOrg(db, granted, query.remote_params?.org_id, session.subject);
    const aggregates = aggregateRequest(definition, summaryNames(query.summary_field), query.group_field, query.statistics_field);
    const mergeFields = mergeFieldNames(definition, query.merge_field);
    const { where, page, limit, order } = query;
    const answer = await listResourceAnswer(db, definition, scope, { where, page, limit, order, aggregates, mergeFields });
    // Rows in a shared answer slot are sent from it: the slot is freed once the answer is sent or dropped.
    if (answer.data instanceof JsonRows) {
      const rows = answer.data;
      // A caller who hung up while the rows were read will hear nothing: the slot goes back now.
      if (reply.raw.destroyed || reply.raw.closed) rows.release();
      else reply.raw.once('close', () => rows.release());
    }
    return ok(answer);
  };
  const listAnswer = answers(ref('list-answer.schema.json'));
  // The answer's rows are open objects (or, for a big page, the database's JSON text of them): written by
  // list-serializer.ts rather than a compiled serializer (the schema still describes the answer, for OpenAPI).
  // Fastify sends a Buffer from a serializer as it is (reply.js onSendEnd); its types only name strings.
  const listSerializer = { serializerCompiler: () => serializeListAnswer as (answer: unknown) => string };
  const listRoute = { ...listSerializer, onRequest: listTurn.onRequest, config: { ...listTurn.config, ...RESOURCE_CALL } };

  app.get<{ Querystring: IndexQuery }>(index, { schema: { querystring: ref('list-query.schema.json'), response: listAnswer }, ...listRoute }, (request, reply) =>
    list(request, reply, { ...request.query, where: parseJsonParam('where', request.query.where), remote_params: readRemoteParams(request.query.remote_params) }),
  );
  app.post<{ Body: IndexBody }>(index, { schema: { body: ref('list-query-body.schema.json'), response: listAnswer }, ...listRoute }, (request, reply) =>
    list(request, reply, { ...request.body, order: orderText(request.body.order) }),
  );

  // A row's columns come from its resource definition, so the answer is an open object.
  const row = answers({ type: 'object', additionalProperties: true });
  app.get<{ Querystring: DetailQuery }>(`${RESOURCE_ROUTE}/detail`, { schema: { querystring: detailQuery, response: row }, config: { readOnly: true, ...RESOURCE_CALL } }, async (request) => {
    const { definition, access } = resourceOf(request);
    const session = sessionOf(request);
    const id = detailId(request.query);
    const taskId = request.query.workflow_log_id;
    // Through a task: this one document of the task, read-only, and nothing else of the resource.
    const scope = taskId === undefined ? await access.read(session, request.query.perms_id) : await taskScope(db, definition, session.userId, taskId, id);
    const found = await findResource(db, definition, scope, id);
    if (!found) throw new ApiError(Code.NOT_FOUND, 'notFound');
    // The record's lines come with it (the form, the approval view), in their order; the list never carries them.
    return ok({ ...found, ...(await readLines(db, definition, id)) });
  });

  // The rules the form checks before the server does (schemas/field-rules.schema.json), for the menu's readers.
  const rulesOf = perDefinition(fieldRulesAnswer);
  app.get<{ Querystring: { perms_id?: number } }>(
    `${RESOURCE_ROUTE}/fieldRules`,
    {
      schema: { querystring: { type: 'object', additionalProperties: false, properties: { perms_id: { $ref: `${P}RecordId` } } }, response: answers(ref('field-rules.schema.json', 'FieldRulesAnswer')) },
      config: { readOnly: true, ...RESOURCE_CALL },
    },
    async (request) => {
      const { definition, access } = resourceOf(request);
      await access.read(sessionOf(request), request.query.perms_id);
      return ok(rulesOf(definition));
    },
  );

  writeRoutes(app);
  chartRoute(app, listTurn);
  actionRoutes(app);
}
