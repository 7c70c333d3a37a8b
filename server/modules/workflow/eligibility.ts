import { sql, type Kysely } from 'kysely';
import type { ResourceDefinition } from '../../../schemas/generated/resource-definition.js';
import type { Database } from '../../db/tables.js';
import { ApiError, Code } from '../../http/envelope.js';
import type { Person } from './approvers.js';
import type { FlowSubject } from './flow.js';

/**
 * Who may hold a task on a document: the workflow's rules in one place (issue 40).
 *
 * - Nobody who created or submitted the document approves it, receives it by transfer or add-sign, or is
 *   named for a next step. A template's self_approval never lifts this: it only says where a step whose
 *   only approver is the creator goes (skipped, or to the leader up: flow.ts).
 * - Transfer, add-sign, copy and next-step choices name active users with a position in the document's
 *   company, the user picker's rule (users/search.ts), so a task never leaves the company.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/** A document's owners (its creator and its submitter) and the company it belongs to. */
export interface DocumentParties {
  owners: readonly number[];
  /** The path of the document's company: its add_company_id, else the submitter's company, else their department. */
  companyPath: string;
}

async function documentStamps(db: Kysely<Database>, definition: ResourceDefinition, id: number) {
  return (await (db as unknown as AnyDb)
    .selectFrom(definition.table)
    .select(['add_user_id', 'add_company_id'])
    .where('id', '=', id)
    .executeTakeFirst()) as { add_user_id: number | null; add_company_id: number | null } | undefined;
}

function ownersOf(data: FlowSubject, creator: number | null | undefined): number[] {
  return creator == null || Number(creator) === data.created_user ? [data.created_user] : [data.created_user, Number(creator)];
}

/** The document's creator and its submitter: never its approvers. */
export async function documentOwners(db: Kysely<Database>, definition: ResourceDefinition, data: FlowSubject): Promise<number[]> {
  return ownersOf(data, (await documentStamps(db, definition, data.form_data_id))?.add_user_id);
}

export async function documentParties(db: Kysely<Database>, definition: ResourceDefinition, data: FlowSubject): Promise<DocumentParties> {
  const row = await documentStamps(db, definition, data.form_data_id);
  const orgId = row?.add_company_id ?? data.created_company_id ?? data.created_org_id;
  const org = orgId == null ? undefined : await db.selectFrom('orgs').select('path').where('id', '=', orgId).executeTakeFirst();
  return { owners: ownersOf(data, row?.add_user_id), companyPath: org?.path ?? '/' };
}

/** 4400 when an owner of the document would approve it. */
export function refuseOwnerApproval(parties: DocumentParties, userId: number): void {
  if (parties.owners.includes(userId)) throw new ApiError(Code.BAD_REQUEST, 'workflowSelfApproval');
}

/**
 * The people named for a transfer, add-sign, copy or next step, each once: 4400 when one is the caller,
 * an owner (`ownersRefused`: not for a copy, which may inform them), unknown, disabled, or without a position
 * in the document's company. Nothing is written before this answers.
 */
export async function namedPeople(
  db: Kysely<Database>,
  parties: DocumentParties,
  callerId: number,
  ids: readonly number[],
  options: { ownersRefused: boolean },
): Promise<Person[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) throw new ApiError(Code.BAD_REQUEST, 'workflowBadUser');
  if (unique.includes(callerId)) throw new ApiError(Code.BAD_REQUEST, 'workflowNameSelf');
  if (options.ownersRefused && unique.some((id) => parties.owners.includes(id))) throw new ApiError(Code.BAD_REQUEST, 'workflowSelfApproval');
  const active = await db.selectFrom('users').select(['id', 'user_name as name']).where('id', 'in', unique).where('status', '=', 1).execute();
  if (active.length !== unique.length) throw new ApiError(Code.BAD_REQUEST, 'workflowBadUser');
  // Paths hold only digits and slashes, so the LIKE is exact (as users/search.ts).
  const inside = await db
    .selectFrom('user_positions as up')
    .innerJoin('orgs as o', 'o.id', 'up.org_id')
    .select('up.user_id')
    .distinct()
    .where('up.user_id', 'in', unique)
    .where(sql.ref('o.path'), 'like', `${parties.companyPath}%`)
    .execute();
  if (inside.length !== unique.length) throw new ApiError(Code.BAD_REQUEST, 'workflowOutsideCompany');
  return active.sort((a, b) => a.id - b.id);
}
