import type { Kysely } from 'kysely';
import type { ResourceField } from '../../../schemas/generated/resource-definition.js';
import type { Database } from '../../db/tables.js';
import { nowStamp } from '../../db/time.js';
import type { SessionContext } from '../../http/session.js';

/**
 * Columns every resource row carries: the creator stamps (spec 001 §3) that data scopes filter on,
 * and the audit times. The module adds them, so a definition cannot forget one.
 */
export const STAMP_FIELDS: readonly ResourceField[] = [
  { name: 'add_user_id', type: 'int' },
  { name: 'add_user_name', type: 'text', maxLength: 50 },
  { name: 'add_org_id', type: 'int' },
  { name: 'add_org_name', type: 'text', maxLength: 100 },
  { name: 'add_company_id', type: 'int' },
  { name: 'add_company_name', type: 'text', maxLength: 100 },
  { name: 'add_entity_org_id', type: 'int' },
  /** Who executes the record (spec 000 §6 execution permissions): empty until someone is assigned. */
  { name: 'exec_user_id', type: 'int', nullable: true },
  { name: 'exec_org_id', type: 'int', nullable: true },
  { name: 'exec_company_id', type: 'int', nullable: true },
  { name: 'exec_entity_org_id', type: 'int', nullable: true },
  { name: 'created_at', type: 'datetime' },
  { name: 'updated_at', type: 'datetime' },
];

/**
 * The record facts a client written from the specifications sends back with a record it read (spec 001 §3 stamps:
 * add_company_org_id, add_entity_org_name, created_*, company_*, source), beside our own stamps: the server's, so a
 * write skips them (nothing of them is stored from a body), unless the resource declares a field of that name.
 */
const SPEC_STAMPS: ReadonlySet<string> = new Set(['add_company_org_id', 'add_entity_org_name', 'source', ...STAMP_FIELDS.map((f) => f.name)]);
const SPEC_STAMP_PREFIXES = ['created_', 'company_'];

/** Whether a body key is a stamp to skip on a write of `declared` (the resource's own field names). */
export function isEchoedStamp(name: string, declared: ReadonlySet<string>): boolean {
  if (declared.has(name)) return false;
  return SPEC_STAMPS.has(name) || SPEC_STAMP_PREFIXES.some((prefix) => name.startsWith(prefix));
}

/** The primary key: an int the database assigns. */
export const ID_FIELD: ResourceField = { name: 'id', type: 'int' };

/** One index per stamp a scope compares, so every scope (creator or executor side) is an index lookup. */
export const STAMP_INDEXES: readonly string[][] = [
  ['add_user_id'], ['add_org_id'], ['add_company_id'], ['add_entity_org_id'],
  ['exec_user_id'], ['exec_org_id'], ['exec_company_id'], ['exec_entity_org_id'],
];

/**
 * The creator stamps the scopes of spec 000 §6 compare (company and entity by equality, the org scopes by a
 * list of org ids, oneself by user). A scoped list's common filters and orders are indexed behind each, so
 * the scope and the filter are one index range and the order needs no sort (`scopedIndexes`).
 */
export const SCOPE_STAMPS: readonly string[] = ['add_company_id', 'add_entity_org_id', 'add_org_id', 'add_user_id'];

/** The creator stamps of a new record, from the caller's session and current position (spec 001 §3). */
export async function creatorStamps(db: Kysely<Database>, session: SessionContext, now = nowStamp()): Promise<Record<string, unknown>> {
  const { orgId, companyOrgId, entityOrgId } = session.subject;
  const company = companyOrgId ?? orgId;
  const rows = await db.selectFrom('orgs').select(['id', 'name']).where('id', 'in', [orgId, company]).execute();
  const name = (id: number) => rows.find((r) => r.id === id)?.name ?? '';
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
