import type { FastifyInstance } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import type { ResourceDefinition, ResourceField } from '../../../schemas/generated/resource-definition.js';
import type { ScopePredicate } from '../../acl/data-scope.js';
import type { Database } from '../../db/tables.js';
import { ApiError, Code, answers, ref } from '../../http/envelope.js';
import { sessionOf } from '../../http/session.js';
import { perDefinition } from './registry.js';
import { RESOURCE_CALL, RESOURCE_ROUTE, resourceOf } from './served.js';
import { CONTROL_KEYS } from './control-keys.js';
import { runWrite, type WriteKind } from './write-pipeline.js';
import type { FileBinder } from './document-steps.js';
import { checkFieldRules, nextNumber, refuseDuplicates } from './field-rules.js';
import { FIELD_STORAGE } from './field-storage.js';
import { DOC_STATUS, STATE_FIELD, isDocument, lifeColumns, refuseServerOwned, type SubmitStatus } from './lifecycle.js';
import { ChildRows } from './line-check.js';
import { readLines, writeLines } from './line-store.js';
import { creatorStamps, isEchoedStamp } from './stamps.js';
import { servedColumns } from './table.js';
import { fieldValidators } from './update.js';

/** The button flag that opens adding a record (the seed's and the spec's name). */
export const ADD_FLAG = 'add';

/**
 * The fields a draft must have (spec 001 §5 "temporary rules", the definition's `draftRequired`): the name a user
 * finds the draft by. Undeclared: the first non-nullable text field, so no draft is a row no list can name.
 */
export function draftRequired(definition: ResourceDefinition): readonly string[] {
  if (definition.draftRequired) return definition.draftRequired;
  const named = definition.fields.find((f) => f.type === 'text' && !f.nullable && f.name !== definition.numbering?.field);
  return named ? [named.name] : [];
}


function isMissing(field: ResourceField, value: unknown): boolean {
  return value === undefined || value === null || (FIELD_STORAGE[field.type] === 'text' && typeof value === 'string' && value.trim() === '');
}

/**
 * Checks an add body: declared fields only, each value against its schema (as update does), the required
 * ones present (a draft: its draftRequired only). A document's state and form record fields are the server's
 * (4400 naming the field). Answers every declared field's value, absent ones empty (null: a draft keeps what
 * was left empty as empty); throws 4400 naming the first field at fault.
 */
export function addChecker(definition: ResourceDefinition): (body: Readonly<Record<string, unknown>>, status: SubmitStatus) => Record<string, unknown> {
  const validators = fieldValidators(definition);
  const draftFields = new Set(draftRequired(definition));
  const document = isDocument(definition);
  const declared = new Set(definition.fields.map((f) => f.name));
  return (body, status) => {
    refuseServerOwned(definition, body);
    for (const [name, value] of Object.entries(body)) {
      // The id and the stamps are set by the server only: a value the form echoes (or forges) is ignored.
      if (CONTROL_KEYS.has(name) || name === 'id' || isEchoedStamp(name, declared)) continue;
      const validate = validators.get(name);
      if (!validate) throw new ApiError(Code.BAD_REQUEST, 'notAddable', { field: name.slice(0, 64) });
      if (!validate(value)) throw new ApiError(Code.BAD_REQUEST, 'badFieldValue', { field: name });
    }
    checkFieldRules(definition, body);
    const values: Record<string, unknown> = {};
    for (const field of definition.fields) {
      if (document && field.name === STATE_FIELD) continue;
      const value = body[field.name];
      // A numbered field left empty gets its number from the server (field-rules.ts nextNumber).
      const required = field.name === definition.numbering?.field ? false : status === -1 ? draftFields.has(field.name) : !field.nullable;
      if (required && isMissing(field, value)) throw new ApiError(Code.BAD_REQUEST, 'fieldRequired', { field: field.name });
      values[field.name] = value === undefined ? null : value;
    }
    return values;
  };
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * Inserts the record and reads it back through the caller's scope, in one transaction: a record the caller
 * could not see afterwards is not created (4403). A numbered field left empty gets the company's next number
 * and a unique field's value must be the company's only one (4400), both in the same transaction; so are the
 * record's lines (`rows`, checked by line-check.ts), answered with it under their child's name, and the files the
 * write binds (`files`: a new document's pending uploads, before the lines whose cells may hold them).
 */
export async function insertResource(
  db: Kysely<Database>,
  definition: ResourceDefinition,
  scope: ScopePredicate | null,
  record: Record<string, unknown>,
  rows: ChildRows = new ChildRows(),
  files?: FileBinder,
): Promise<Record<string, unknown>> {
  return (db as unknown as AnyDb).transaction().execute(async (trx) => {
    const company = Number(record.add_company_id);
    const numbered = definition.numbering?.field;
    if (numbered && (record[numbered] === null || record[numbered] === undefined || record[numbered] === '')) {
      record = { ...record, [numbered]: await nextNumber(trx as unknown as Kysely<Database>, definition, company, String(record.created_at)) };
    }
    await refuseDuplicates(trx as unknown as Kysely<Database>, definition, record, company);
    const { id } = (await trx.insertInto(definition.table).values(record).returning('id').executeTakeFirstOrThrow()) as { id: number };
    let query = trx.selectFrom(definition.table).select(servedColumns(definition).names).where('id', '=', id);
    if (scope) query = query.where(scope);
    const created = (await query.executeTakeFirst()) as Record<string, unknown> | undefined;
    if (!created) throw new ApiError(Code.FORBIDDEN, 'forbidden');
    const roomCheck = files ? await files(trx as unknown as Transaction<Database>, id) : undefined;
    await writeLines(trx, definition, id, rows, String(record.created_at));
    await roomCheck?.();
    return { ...created, ...(await readLines(trx, definition, id)) };
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
const addCheckerOf = perDefinition(addChecker);

export function addRoutes(app: FastifyInstance): void {
  const { db } = app.database;
  const schema = { body: ref('resource-add.schema.json'), response: answers(ref('resource-add.schema.json', 'AddAnswer')) };
  for (const [call, forced] of [['add', undefined], ['stash', -1]] as const) {
    app.post<{ Body: AddBody }>(`${RESOURCE_ROUTE}/${call}`, { schema, config: RESOURCE_CALL }, async (request) => {
      const { definition } = resourceOf(request);
      const session = sessionOf(request);
      const status: SubmitStatus = forced ?? request.body.submit_status ?? 0;
      const kind: WriteKind = {
        button: ADD_FLAG,
        target: call,
        answersWarnings: true,
        stored: async () => null,
        values: (fields) => addCheckerOf(definition)(fields, status),
        stateRules: () => undefined,
        // A document starts as a draft; the creator stamps come from the session and current position (spec 001 §3).
        record: async (values, _stored, life, now) => ({
          ...values,
          ...(life ? { ...lifeColumns(DOC_STATUS.draft, now), ...life.columns } : {}),
          ...(await creatorStamps(db, session, now)),
        }),
        riskPayload: (payload) => ({ ...payload, submit_status: status }),
        write: (scope, _values, record, rows, _life, files) => insertResource(db, definition, scope, record, rows, files),
        idOf: (written) => Number(written.id),
      };
      return runWrite(app, request, request.body, status, kind);
    });
  }
}
