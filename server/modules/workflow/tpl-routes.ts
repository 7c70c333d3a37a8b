import type { FastifyInstance } from 'fastify';
import { isInternalLinkName } from '../../../rules/index.js';
import type { Tpl, TplQuery, TplUpdateBody } from '../../../schemas/generated/workflow.js';
import { requireAdministrator } from '../../acl/administrator.js';
import { ApiError, Code, answers, ok, ref } from '../../http/envelope.js';
import { requestLanguage } from '../../http/messages.js';
import { parseJsonParam } from '../../http/query-json.js';
import { checkCardFields, parseCardFields } from './card-fields.js';
import { nodesOf } from './flow.js';
import { isAfterAction } from './links.js';
import { toStep } from './next-flow.js';
import type { TplRow } from './templates.js';

const S = 'workflow.schema.json';

/** `where` of the template calls: label and status, each optional; anything else is ignored. */
function tplFilter(where: string | undefined): { label?: string; status?: number } {
  const parsed = parseJsonParam('where', where) as Record<string, unknown> | undefined;
  const filter: { label?: string; status?: number } = {};
  if (parsed && typeof parsed === 'object') {
    if (typeof parsed.label === 'string') filter.label = parsed.label;
    if (typeof parsed.status === 'number' || (typeof parsed.status === 'string' && /^\d+$/.test(parsed.status))) filter.status = Number(parsed.status);
  }
  return filter;
}

function toTpl(row: TplRow): Tpl {
  return {
    id: row.id, label: row.label, name: row.name, status: row.status, multiple_rounds: row.multiple_rounds, form_type: row.form_type, form_name: row.form_name, group_tab: row.group_tab,
    after_action: isAfterAction(row.after_action) ? row.after_action : null,
    card_fields: row.card_fields === null ? null : parseCardFields(row.card_fields),
  };
}

/** A template's form is a path or a named internal link (rules/internal-links.ts); anything else is 4400. */
function checkFormName(name: string): void {
  if (!name.startsWith('/') && !isInternalLinkName(name)) throw new ApiError(Code.BAD_REQUEST, 'workflowFormName', { name: name.slice(0, 100) });
}

/**
 * Workflow templates under /api/base/workflowtpl: the list (limit up to 9999), one label's active template with
 * its steps, and the administrator's change of a template's settings (after_action and card_fields among them).
 */
export async function workflowTplModule(app: FastifyInstance): Promise<void> {
  const { db } = app.database;
  const query = (where: string | undefined) => {
    const filter = tplFilter(where);
    let q = db.selectFrom('workflow_tpls');
    if (filter.label !== undefined) q = q.where('label', '=', filter.label);
    if (filter.status !== undefined) q = q.where('status', '=', filter.status);
    return q;
  };

  app.get<{ Querystring: TplQuery & { page: number; limit: number } }>('/index', { schema: { querystring: ref(S, 'TplQuery'), response: answers(ref(S, 'TplListAnswer')) } }, async (request) => {
    const { where, page, limit } = request.query;
    const [rows, count] = await Promise.all([
      query(where).selectAll().orderBy('id').limit(limit).offset((page - 1) * limit).execute(),
      query(where).select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
    ]);
    return ok({ data: rows.map(toTpl), total: Number(count.total) });
  });

  // The active template of a label (status 1 unless where says otherwise), with its steps; null when none.
  app.get<{ Querystring: TplQuery }>('/detailbylabel', { schema: { querystring: ref(S, 'TplQuery'), response: answers({ anyOf: [ref(S, 'Tpl'), { type: 'null' }] }) } }, async (request) => {
    const filter = tplFilter(request.query.where);
    if (filter.label === undefined) return ok(null);
    const row = await query(JSON.stringify({ status: 1, ...filter })).selectAll().orderBy('id', 'desc').limit(1).executeTakeFirst();
    if (!row) return ok(null);
    const language = requestLanguage(request);
    const nodes = await nodesOf(db, row.id);
    const steps = nodes.map((n) => toStep(n, [], language));
    return ok({ ...toTpl(row), nodes: steps });
  });

  // The administrator changes a template's settings; its tasks' links carry the new after_action at once.
  app.post<{ Body: TplUpdateBody }>('/update', { schema: { body: ref(S, 'TplUpdateBody'), response: answers(ref(S, 'Tpl')) } }, async (request) => {
    requireAdministrator(request);
    const { id, card_fields: cards, ...changes } = request.body;
    if (changes.form_name !== undefined) checkFormName(changes.form_name);
    const row = await db.selectFrom('workflow_tpls').select('label').where('id', '=', id).executeTakeFirst();
    if (!row) throw new ApiError(Code.NOT_FOUND, 'notFound');
    // Card fields name declared fields of the template's resource; none (null or []) clears them.
    const cardFields = cards === undefined ? {} : { card_fields: cards?.length ? JSON.stringify(checkCardFields(app.resources.forWorkflow(row.label), cards)) : null };
    const updated = await db.updateTable('workflow_tpls').set({ ...changes, ...cardFields }).where('id', '=', id).executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) throw new ApiError(Code.NOT_FOUND, 'notFound');
    return ok(toTpl(await db.selectFrom('workflow_tpls').selectAll().where('id', '=', id).executeTakeFirstOrThrow()));
  });
}
