import { sql, type Kysely } from 'kysely';
import type { FieldRules, FieldRulesAnswer } from '../../../schemas/generated/field-rules.js';
import type { ResourceDefinition, ResourceField } from '../../../schemas/generated/resource-definition.js';
import { fieldRuleViolation, notUniqueMessage, type Message } from '../../../rules/index.js';
import type { Database } from '../../db/tables.js';
import { ApiError, Code } from '../../http/envelope.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * How the server names a field in a rule's message: its label, as the form names it (合同金额不能小于0.01), else its
 * name (a field the resource declares without a label). A document's lines are named the same way (line-check.ts).
 */
export function fieldLabel(field: Pick<ResourceField, 'name' | 'label'>): Message {
  return field.label ? { zh: field.label.zh, en: field.label.en } : { zh: `字段 ${field.name} `, en: `Field ${field.name}` };
}

/** The rules of those of `fields` that declare any, by name. */
function rulesOf(fields: readonly ResourceField[]): Record<string, FieldRules> {
  return Object.fromEntries(fields.filter((f) => f.rules).map((f) => [f.name, f.rules!]));
}

/**
 * The declared rules of the resource's fields, as GET <resource>/fieldRules answers them to the form; with its
 * children's (a document's lines) under each child's name, so a line's cells can be checked by the same rules.
 */
export function fieldRulesAnswer(definition: ResourceDefinition): FieldRulesAnswer {
  const answer: FieldRulesAnswer = { fields: rulesOf(definition.fields) };
  if (definition.numbering) answer.numbered = definition.numbering.field;
  const picked = definition.fields.filter((f) => f.picked);
  if (picked.length > 0) answer.picked = Object.fromEntries(picked.map((f) => [f.name, f.picked!.kind]));
  const totals = (definition.children ?? []).flatMap((c) => Object.entries(c.totals ?? {}).map(([field, column]) => [field, { child: c.name, column }] as const));
  if (totals.length > 0) answer.totals = Object.fromEntries(totals);
  if (definition.children?.length) answer.children = Object.fromEntries(definition.children.map((c) => [c.name, { fields: rulesOf(c.fields) }]));
  return answer;
}

/** Refuses (4400, the rule's words) the first value in `values` that breaks its field's rules. */
export function checkFieldRules(definition: ResourceDefinition, values: Readonly<Record<string, unknown>>): void {
  for (const field of definition.fields) {
    if (!field.rules || !(field.name in values)) continue;
    const broken = fieldRuleViolation(field.rules, values[field.name], fieldLabel(field));
    if (broken) throw new ApiError(Code.BAD_REQUEST, 'fieldRule', { text: broken });
  }
}

/**
 * Refuses (4400) a value of a unique field that another record of `companyId` already holds; `selfId` is the
 * record being updated. Runs in the write's transaction (SQLite's writes are one at a time; on PostgreSQL the
 * unique index the sync creates holds the line).
 */
export async function refuseDuplicates(trx: Kysely<Database>, definition: ResourceDefinition, values: Readonly<Record<string, unknown>>, companyId: number, selfId?: number): Promise<void> {
  for (const field of definition.fields) {
    const value = values[field.name];
    if (!field.rules?.unique || value === undefined || value === null || value === '') continue;
    let query = (trx as unknown as AnyDb).selectFrom(definition.table).select('id').where(field.name, '=', value).where('add_company_id', '=', companyId);
    if (selfId !== undefined) query = query.where('id', '<>', selfId);
    if (await query.limit(1).executeTakeFirst()) throw new ApiError(Code.BAD_REQUEST, 'fieldRule', { text: notUniqueMessage(fieldLabel(field), value) });
  }
}

/** The period of a numbering's date format on `now` (`YYYY-MM-DD hh:mm:ss`). */
function period(format: string | undefined, now: string): string {
  const [year, month, day] = now.slice(0, 10).split('-');
  return format === 'YYYYMMDD' ? `${year}${month}${day}` : format === 'YYYYMM' ? `${year}${month}` : format === 'YYYY' ? year : '';
}

/**
 * The next document number of the resource for `companyId`: prefix, period, then the company's next sequence
 * of the period, moved by one upsert in the caller's transaction so two inserts never get the same one. A
 * number someone typed by hand is stepped over.
 */
export async function nextNumber(trx: Kysely<Database>, definition: ResourceDefinition, companyId: number, now: string): Promise<string | undefined> {
  const numbering = definition.numbering;
  if (!numbering) return undefined;
  const at = period(numbering.date, now);
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const row = await trx
      .insertInto('number_sequences')
      .values({ company_id: companyId, name: definition.name, period: at, last: 1 })
      .onConflict((c) => c.columns(['company_id', 'name', 'period']).doUpdateSet({ last: sql<number>`number_sequences.last + 1` }))
      .returning('last')
      .executeTakeFirstOrThrow();
    const number = `${numbering.prefix}${at}${String(row.last).padStart(numbering.digits, '0')}`;
    const taken = await (trx as unknown as AnyDb).selectFrom(definition.table).select('id').where(numbering.field, '=', number).where('add_company_id', '=', companyId).limit(1).executeTakeFirst();
    if (!taken) return number;
  }
  throw new ApiError(Code.INTERNAL, 'internal');
}
