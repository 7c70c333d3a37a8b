import type { FastifyInstance } from 'fastify';
import type { ResourceField } from '../../../schemas/generated/resource-definition.js';
import type { RuleAddBody, RuleUpdateBody } from '../../../schemas/generated/risk-rule.js';
import type { ListQuery } from '../../../schemas/generated/list-query.js';
import { requireAdministrator } from '../../acl/administrator.js';
import { nowStamp } from '../../db/time.js';
import { ApiError, Code, answers, ok, ref } from '../../http/envelope.js';
import { requestLanguage } from '../../http/messages.js';
import { parseJsonParam } from '../../http/query-json.js';
import { MAX_ACTION_IDS, actionIds } from '../resources/actions.js';
import { parseOrder } from '../resources/order.js';
import { servedColumns } from '../resources/table.js';
import { compileWhere } from '../resources/where.js';
import { conditionFields } from './rules.js';
import { compileCondition } from './sandbox.js';
import { RiskGate } from './gate.js';
import { dialectOf } from '../../db/dialect-of.js';

const S = 'risk-rule.schema.json';
const RECORD_ID = { $ref: 'params.schema.json#/definitions/RecordId' };

/** The columns of risk_rules as the list query language reads them (filters and orders on the admin list). */
const RULE_FIELDS: readonly ResourceField[] = [
  { name: 'id', type: 'int' },
  { name: 'code', type: 'text', maxLength: 64 },
  { name: 'resource', type: 'text', maxLength: 64 },
  { name: 'name', type: 'text', maxLength: 100 },
  { name: 'condition', type: 'text', maxLength: 1000, sortable: false },
  { name: 'severity', type: 'text', maxLength: 10 },
  { name: 'prompt', type: 'text', maxLength: 500, sortable: false },
  { name: 'prompt_en', type: 'text', maxLength: 500, sortable: false },
  { name: 'status', type: 'int' },
  { name: 'sort', type: 'int' },
  { name: 'created_at', type: 'datetime' },
  { name: 'updated_at', type: 'datetime' },
];
const COLUMNS = RULE_FIELDS.map((f) => f.name) as Array<'id'>;

/** The English prompt as stored: blank is none (null); undefined (not sent) leaves the stored one. */
function englishPrompt(text: string | null | undefined): string | null | undefined {
  if (text === undefined) return undefined;
  return text === null || text.trim() === '' ? null : text;
}

const idsQuery = {
  type: 'object',
  additionalProperties: false,
  properties: {
    id: RECORD_ID,
    ids: { anyOf: [{ type: 'string', pattern: `^[1-9]\\d{0,9}(,[1-9]\\d{0,9}){0,${MAX_ACTION_IDS - 1}}$` }, { type: 'array', maxItems: MAX_ACTION_IDS, items: RECORD_ID }] },
    perms_id: RECORD_ID,
  },
} as const;

/**
 * Risk-rule administration under /api/rule/risk_rule (issue 19), for the administrator only: the list (the
 * list query language over the rules' columns), one rule, add, update, and enable/disable as interface
 * buttons. A condition is compiled by the sandbox against its resource's fields before it is stored, so a
 * rule that could never run is refused with the reason instead of being skipped at every save.
 */
export async function riskRuleAdminModule(app: FastifyInstance): Promise<void> {
  const { db } = app.database;
  // The rules' step of every document write (resources/document-steps.ts): one gate (its rule cache and signer) per app.
  app.documentSteps.risk = new RiskGate(db, app.log);

  /** Refuses a resource that is not declared, or a condition the sandbox would not run over its fields. */
  function checkRule(resource: string, condition: string): void {
    const definition = app.resources.named(resource);
    if (!definition) throw new ApiError(Code.BAD_REQUEST, 'riskUnknownResource', { resource: resource.slice(0, 64) });
    try {
      compileCondition(condition, conditionFields(definition, servedColumns(definition).names));
    } catch (error) {
      throw new ApiError(Code.BAD_REQUEST, 'riskConditionInvalid', { reason: (error instanceof Error ? error.message : String(error)).slice(0, 200) });
    }
  }

  async function refuseTakenCode(code: string, selfId?: number): Promise<void> {
    let query = db.selectFrom('risk_rules').select('id').where('code', '=', code);
    if (selfId !== undefined) query = query.where('id', '<>', selfId);
    if (await query.executeTakeFirst()) throw new ApiError(Code.BAD_REQUEST, 'riskCodeTaken', { code });
  }

  app.get<{ Querystring: ListQuery & { page: number; limit: number } }>(
    '/index',
    { schema: { querystring: ref('list-query.schema.json'), response: answers({ type: 'object', additionalProperties: true }) }, config: { readOnly: true } },
    async (request) => {
      requireAdministrator(request);
      const where = compileWhere(RULE_FIELDS, parseJsonParam('where', request.query.where), dialectOf(db));
      const order = parseOrder(RULE_FIELDS, request.query.order, 'sort asc');
      let base = db.selectFrom('risk_rules');
      if (where) base = base.where(where as never);
      let page = base.select(COLUMNS);
      for (const term of order) page = page.orderBy(term.column as 'id', term.direction);
      const [data, count] = await Promise.all([
        page.orderBy('id').limit(request.query.limit).offset((request.query.page - 1) * request.query.limit).execute(),
        base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
      ]);
      return ok({ data, total: Number(count.total) });
    },
  );

  app.get<{ Querystring: { id: number } }>(
    '/detail',
    { schema: { querystring: { type: 'object', required: ['id'], properties: { id: RECORD_ID, perms_id: RECORD_ID } }, response: answers(ref(S)) }, config: { readOnly: true } },
    async (request) => {
      requireAdministrator(request);
      const rule = await db.selectFrom('risk_rules').selectAll().where('id', '=', request.query.id).executeTakeFirst();
      if (!rule) throw new ApiError(Code.NOT_FOUND, 'notFound');
      return ok(rule);
    },
  );

  app.post<{ Body: RuleAddBody }>('/add', { schema: { body: ref(S, 'RuleAddBody'), response: answers(ref(S)) } }, async (request) => {
    requireAdministrator(request);
    const body = { ...request.body };
    delete body.perms_id;
    delete body.submit_status;
    checkRule(body.resource, body.condition);
    await refuseTakenCode(body.code);
    const now = nowStamp();
    const row = await db
      .insertInto('risk_rules')
      .values({ ...body, prompt_en: englishPrompt(body.prompt_en) ?? null, status: body.status ?? 1, sort: body.sort ?? 0, created_at: now, updated_at: now })
      .returningAll()
      .executeTakeFirstOrThrow();
    return ok(row);
  });

  app.post<{ Body: RuleUpdateBody }>('/update', { schema: { body: ref(S, 'RuleUpdateBody'), response: answers(ref(S)) } }, async (request) => {
    requireAdministrator(request);
    const { id, ...changes } = request.body;
    delete changes.perms_id;
    delete changes.submit_status;
    const stored = await db.selectFrom('risk_rules').selectAll().where('id', '=', id).executeTakeFirst();
    if (!stored) throw new ApiError(Code.NOT_FOUND, 'notFound');
    if (Object.keys(changes).length === 0) throw new ApiError(Code.BAD_REQUEST, 'noChanges');
    checkRule(changes.resource ?? stored.resource, changes.condition ?? stored.condition);
    if (changes.code !== undefined) await refuseTakenCode(changes.code, id);
    const row = await db
      .updateTable('risk_rules')
      .set({ ...changes, prompt_en: englishPrompt(changes.prompt_en), updated_at: nowStamp() })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
    return ok(row);
  });

  for (const [call, status] of [['disable', 0], ['enable', 1]] as const) {
    app.get<{ Querystring: { id?: number; ids?: string | number[] } }>(
      `/${call}`,
      { schema: { querystring: idsQuery, response: answers({ type: 'object', additionalProperties: false, required: ['changed'], properties: { changed: { type: 'integer' } } }) } },
      async (request) => {
        requireAdministrator(request);
        const ids = actionIds(request.query);
        const result = await db.updateTable('risk_rules').set({ status, updated_at: nowStamp() }).where('id', 'in', ids).where('status', '<>', status).executeTakeFirst();
        const changed = Number(result.numUpdatedRows);
        const language = requestLanguage(request);
        const done = status === 0 ? { zh: `已停用 ${changed} 条规则`, en: `${changed} rule(s) disabled` } : { zh: `已启用 ${changed} 条规则`, en: `${changed} rule(s) enabled` };
        return ok({ changed }, done[language]);
      },
    );
  }
}
