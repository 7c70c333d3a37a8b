import type { ValidateFunction } from 'ajv';
import type { Kysely, Transaction } from 'kysely';
import type { ResourceDefinition, ResourceField } from '../../../schemas/generated/resource-definition.js';
import type { ScopePredicate } from '../../acl/data-scope.js';
import type { Database } from '../../db/tables.js';
import { nowStamp } from '../../db/time.js';
import { ApiError, Code } from '../../http/envelope.js';
import { isEchoedStamp } from './stamps.js';
import { compileJson } from '../../http/validators.js';
import { checkFieldRules, refuseDuplicates } from './field-rules.js';
import { FIELD_STORAGE, type Storage } from './field-storage.js';
import { EDITABLE_STATUSES, STATE_FIELD, WRITE_WORDS, documentLocked, isDocument, refuseServerOwned } from './lifecycle.js';
import type { FileBinder } from './document-steps.js';
import { ChildRows } from './line-check.js';
import { readLines, writeLines } from './line-store.js';
import { resourceColumns } from './table.js';

const VALUE_SCHEMA: Readonly<Record<Storage, string>> = {
  integer: 'IntValue',
  boolean: 'BooleanValue',
  decimal: 'DecimalValue',
  date: 'DateValue',
  datetime: 'DateTimeValue',
  text: 'TextValue',
};

/** The JSON Schema of one field's new value (resource-update.schema.json), with its length and nullability. */
function valueSchema(field: ResourceField): object {
  const base: object = { $ref: `resource-update.schema.json#/definitions/${VALUE_SCHEMA[FIELD_STORAGE[field.type]]}` };
  const sized = FIELD_STORAGE[field.type] === 'text' ? { allOf: [base, { type: 'string', maxLength: field.maxLength ?? 255 }] } : base;
  return field.nullable ? { anyOf: [sized, { type: 'null' }] } : sized;
}

/**
 * Checks and narrows an update body of one resource: its declared fields only (never the stamps, the id or
 * the audit times), each value against its schema. Answers the changes, or throws 4400 naming the field.
 */
export function updateChecker(definition: ResourceDefinition): (body: Record<string, unknown>, mayBeEmpty?: boolean) => Record<string, unknown> {
  const validators = fieldValidators(definition);
  const declared = new Set(definition.fields.map((f) => f.name));
  return (body, mayBeEmpty = false) => {
    refuseServerOwned(definition, body);
    const changes: Record<string, unknown> = {};
    for (const [name, value] of Object.entries(body)) {
      if (name === 'id' || name === 'perms_id' || name === 'submit_status') continue;
      // The record's stamps sent back as read (spec 001 §3): the server's, never changed by a body.
      if (isEchoedStamp(name, declared)) continue;
      const validate = validators.get(name);
      if (!validate) throw new ApiError(Code.BAD_REQUEST, 'notUpdatable', { field: name.slice(0, 64) });
      if (!validate(value)) throw new ApiError(Code.BAD_REQUEST, 'badFieldValue', { field: name });
      changes[name] = value;
    }
    if (Object.keys(changes).length === 0 && !mayBeEmpty) throw new ApiError(Code.BAD_REQUEST, 'noChanges');
    checkFieldRules(definition, changes);
    return changes;
  };
}

/** The value check of each declared field, by name: update and add (add.ts) hold values to the same rules. */
export function fieldValidators(definition: ResourceDefinition): Map<string, ValidateFunction> {
  return valueValidators(definition.fields);
}

/** The value check of each of `fields`, by name (a record's fields, or a child's: children.ts). */
export function valueValidators(fields: readonly ResourceField[]): Map<string, ValidateFunction> {
  return new Map(fields.map((f) => [f.name, compileJson(valueSchema(f))]));
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * Sets `changes` on record `id` when it lies inside the caller's scope (and, for a document, while it is its
 * creator's to edit), and answers the record as it now is, with its lines. The lines sent (`rows`) replace the
 * record's in the same transaction, after its own write passed the same checks: a document that may not change
 * keeps its lines too. A record missing or outside the scope answers 4404 (which of the two is not told), a
 * document in approval or completed 4423, a line of another record 4400; nothing changes.
 */
export async function updateResource(
  db: Kysely<Database>,
  definition: ResourceDefinition,
  scope: ScopePredicate | null,
  id: number,
  changes: Record<string, unknown>,
  write: keyof typeof WRITE_WORDS = 'update',
  rows: ChildRows = new ChildRows(),
  files?: FileBinder,
): Promise<Record<string, unknown>> {
  return (db as unknown as AnyDb).transaction().execute(async (trx) => {
    if (definition.fields.some((f) => f.rules?.unique && f.name in changes)) {
      const owner = (await trx.selectFrom(definition.table).select('add_company_id').where('id', '=', id).executeTakeFirst()) as { add_company_id: number } | undefined;
      if (owner) await refuseDuplicates(trx as unknown as Kysely<Database>, definition, changes, Number(owner.add_company_id), id);
    }
    const now = nowStamp();
    let query = trx.updateTable(definition.table).set({ ...changes, updated_at: now }).where('id', '=', id);
    if (scope) query = query.where(scope);
    // The state is checked by the write itself: a submit or approval between the caller's read and this write wins.
    if (isDocument(definition)) query = query.where(STATE_FIELD, 'in', [...EDITABLE_STATUSES]);
    const result = await query.executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) {
      let found = trx.selectFrom(definition.table).select(STATE_FIELD).where('id', '=', id);
      if (scope) found = found.where(scope);
      const row = isDocument(definition) ? ((await found.executeTakeFirst()) as { status: number } | undefined) : undefined;
      throw row ? documentLocked(Number(row.status), write) : new ApiError(Code.NOT_FOUND, 'notFound');
    }
    const roomCheck = files ? await files(trx as unknown as Transaction<Database>, id) : undefined;
    await writeLines(trx, definition, id, rows, now);
    await roomCheck?.();
    const record = (await trx
      .selectFrom(definition.table)
      .select(resourceColumns(definition).map((c) => c.name))
      .where('id', '=', id)
      .executeTakeFirstOrThrow()) as Record<string, unknown>;
    return { ...record, ...(await readLines(trx, definition, id)) };
  });
}
