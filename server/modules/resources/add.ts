import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { ResourceDefinition, ResourceField } from '../../../schemas/generated/resource-definition.js';
import type { ScopePredicate } from '../../acl/data-scope.js';
import type { Database } from '../../db/tables.js';
import { nowStamp } from '../../db/time.js';
import { ApiError, Code, answers, ok, ref } from '../../http/envelope.js';
import { requestLanguage } from '../../http/messages.js';
import { sessionOf, type SessionContext } from '../../http/session.js';
import { riskGateOf, splitConfirmation } from '../risk/gate.js';
import type { ResourceAccess } from './access.js';
import { FIELD_STORAGE } from './field-storage.js';
import { STAMP_FIELDS } from './stamps.js';
import { servedColumns } from './table.js';
import { fieldValidators } from './update.js';

/** The button flag that opens adding a record (the seed's and the spec's name). */
export const ADD_FLAG = 'add';

/** submit_status (spec 001 §4): -1 draft (stash), 0 save, 1 submit. */
export type SubmitStatus = -1 | 0 | 1;

/**
 * The fields a draft must have (spec 001 §5 "temporary rules"): the name a user finds the draft by. A
 * resource not listed needs none. Save and submit need every non-nullable field.
 */
export const DRAFT_REQUIRED: Readonly<Record<string, readonly string[]>> = {
  sales_contract: ['contract_name'],
  customer: ['customer_name'],
  sales_lead: ['lead_name'],
  sales_chance: ['chance_name'],
  supplier_archive: ['supplier_name'],
  tender_project: ['tender_name'],
};

/** Body keys that steer the call rather than carry a field. */
const CONTROL_KEYS = new Set(['perms_id', 'submit_status', 'confirm_rule_code', 'confirm_token']);
/** Set by the server only: a value the form echoes (or forges) is ignored. */
const SERVER_KEYS = new Set(['id', ...STAMP_FIELDS.map((f) => f.name)]);

function isMissing(field: ResourceField, value: unknown): boolean {
  return value === undefined || value === null || (FIELD_STORAGE[field.type] === 'text' && typeof value === 'string' && value.trim() === '');
}

/** What an absent non-nullable field holds in a draft (the columns are NOT NULL): empty text, 0, today. */
function emptyValue(field: ResourceField): unknown {
  if (field.nullable) return null;
  switch (FIELD_STORAGE[field.type]) {
    case 'text':
      return '';
    case 'date':
      return nowStamp().slice(0, 10);
    case 'datetime':
      return nowStamp();
    default:
      return 0;
  }
}

/**
 * Checks an add body: declared fields only, each value against its schema (as update does), the required
 * ones present (a draft: DRAFT_REQUIRED only). Answers every declared field's value, absent ones empty;
 * throws 4400 naming the first field at fault.
 */
export function addChecker(definition: ResourceDefinition): (body: Readonly<Record<string, unknown>>, status: SubmitStatus) => Record<string, unknown> {
  const validators = fieldValidators(definition);
  const draftRequired = new Set(DRAFT_REQUIRED[definition.name] ?? []);
  return (body, status) => {
    for (const [name, value] of Object.entries(body)) {
      if (CONTROL_KEYS.has(name) || SERVER_KEYS.has(name)) continue;
      const validate = validators.get(name);
      if (!validate) throw new ApiError(Code.BAD_REQUEST, 'notAddable', { field: name.slice(0, 64) });
      if (!validate(value)) throw new ApiError(Code.BAD_REQUEST, 'badFieldValue', { field: name });
    }
    const values: Record<string, unknown> = {};
    for (const field of definition.fields) {
      const value = body[field.name];
      const required = status === -1 ? draftRequired.has(field.name) : !field.nullable;
      if (required && isMissing(field, value)) throw new ApiError(Code.BAD_REQUEST, 'fieldRequired', { field: field.name });
      values[field.name] = value === undefined ? emptyValue(field) : value;
    }
    return values;
  };
}

/** The creator stamps of a new record, from the caller's session and current position (spec 001 §3). */
export async function creatorStamps(db: Kysely<Database>, session: SessionContext): Promise<Record<string, unknown>> {
  const { orgId, companyOrgId, entityOrgId } = session.subject;
  const company = companyOrgId ?? orgId;
  const rows = await db.selectFrom('orgs').select(['id', 'name']).where('id', 'in', [orgId, company]).execute();
  const name = (id: number) => rows.find((r) => r.id === id)?.name ?? '';
  const now = nowStamp();
  return {
    add_user_id: session.userId,
    add_user_name: session.userName,
    add_org_id: orgId,
    add_org_name: name(orgId),
    add_company_id: company,
    add_company_name: name(company),
    add_entity_org_id: entityOrgId ?? company,
    exec_user_id: null,
    exec_org_id: null,
    exec_company_id: null,
    exec_entity_org_id: null,
    created_at: now,
    updated_at: now,
  };
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * Inserts the record and reads it back through the caller's scope, in one transaction: a record the caller
 * could not see afterwards is not created (4403).
 */
export async function insertResource(
  db: Kysely<Database>,
  definition: ResourceDefinition,
  scope: ScopePredicate | null,
  record: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  return (db as unknown as AnyDb).transaction().execute(async (trx) => {
    const { id } = (await trx.insertInto(definition.table).values(record).returning('id').executeTakeFirstOrThrow()) as { id: number };
    let query = trx.selectFrom(definition.table).select(servedColumns(definition).names).where('id', '=', id);
    if (scope) query = query.where(scope);
    const created = (await query.executeTakeFirst()) as Record<string, unknown> | undefined;
    if (!created) throw new ApiError(Code.FORBIDDEN, 'forbidden');
    return created;
  });
}

interface AddBody {
  perms_id?: number;
  submit_status?: SubmitStatus;
  [field: string]: unknown;
}

/**
 * `add` (and `stash`, a draft) of one resource through the menu's `add` button: fields checked, creator
 * stamps from the session, risk rules on save and submit (3010 / 2888, nothing written), then the insert.
 * Answers the created record with the warnings the caller confirmed.
 */
export function addRoutes(app: FastifyInstance, definition: ResourceDefinition, access: ResourceAccess): void {
  const { db } = app.database;
  const base = `/api/${definition.module}/${definition.name}`;
  const check = addChecker(definition);
  const schema = { body: ref('resource-add.schema.json'), response: answers(ref('resource-add.schema.json', 'AddAnswer')) };
  for (const [call, forced] of [['add', undefined], ['stash', -1]] as const) {
    app.post<{ Body: AddBody }>(`${base}/${call}`, { schema }, async (request) => {
      const session = sessionOf(request);
      const scope = await access.button(session, ADD_FLAG, request.body.perms_id);
      const status: SubmitStatus = forced ?? request.body.submit_status ?? 0;
      const record = { ...check(request.body, status), ...(await creatorStamps(db, session)) };
      let confirmed: unknown[] = [];
      // A draft is not a submission: the rules run when it is saved or submitted.
      if (status !== -1) {
        const { payload, confirmCodes, confirmToken } = splitConfirmation(request.body);
        const verdict = await riskGateOf(app).check({
          definition, sessionId: session.sessionId, target: call, payload: { ...payload, submit_status: status }, record: () => record, confirmCodes, confirmToken, language: requestLanguage(request),
        });
        if (!verdict.passed) return verdict.answer;
        confirmed = verdict.confirmed;
      }
      return ok({ ...(await insertResource(db, definition, scope, record)), warning: confirmed });
    });
  }
}
