import type { Kysely } from 'kysely';
import type { Database } from '../../db/tables.js';
import type { ViewCaller } from './caller.js';

/** The creator stamps of a new view: the caller, their department and company, with names as they are now. */
export async function creatorStamps(db: Kysely<Database>, caller: ViewCaller) {
  const { subject } = caller.session;
  const ids = [subject.orgId, caller.companyId];
  const orgs = await db.selectFrom('orgs').select(['id', 'name']).where('id', 'in', ids).execute();
  const nameOf = (id: number) => orgs.find((o) => o.id === id)?.name ?? '';
  return {
    add_user_id: caller.userId,
    add_user_name: caller.session.userName,
    add_org_id: subject.orgId,
    add_org_name: nameOf(subject.orgId),
    add_company_id: caller.companyId,
    add_company_name: nameOf(caller.companyId),
  };
}
