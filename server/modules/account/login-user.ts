import type { Kysely } from 'kysely';
import type { Database } from '../../db/tables.js';
import type { SessionContext } from '../../http/session.js';
import type { LoginUser } from '../../../schemas/generated/login-user.js';


/** The login user of spec 000 §3 for the caller's current position. */
export async function loginUser(db: Kysely<Database>, session: SessionContext): Promise<LoginUser> {
  const { subject } = session;
  const ids = [subject.orgId, subject.entityOrgId, subject.companyOrgId].filter((id): id is number => id !== null);
  const orgs = await db.selectFrom('orgs').select(['id', 'name', 'path_name']).where('id', 'in', ids).execute();
  const byId = new Map(orgs.map((o) => [o.id, o]));
  const org = byId.get(subject.orgId);
  return {
    id: session.userId,
    user_name: session.userName,
    user_mobile: session.userMobile,
    org_id: subject.orgId,
    org_name: org?.name ?? '',
    parent_org_id: subject.parentOrgId,
    entity_org_id: subject.entityOrgId,
    entity_org_name: subject.entityOrgId ? (byId.get(subject.entityOrgId)?.name ?? '') : '',
    company_org_id: subject.companyOrgId,
    company_id: subject.companyOrgId,
    company_name: subject.companyOrgId ? (byId.get(subject.companyOrgId)?.name ?? '') : '',
    position_org_id: session.positionOrgId,
    position_name: session.positionName,
    parent_company_org_id: subject.parentCompanyOrgId,
    // A company under another company is a sub-company; its own id is then the sub-company id.
    sub_company_org_id: subject.parentCompanyOrgId !== null ? subject.companyOrgId : null,
    bureau_org_id: subject.bureauOrgId,
    org_path_name: org?.path_name ?? '',
    org_path_id: subject.orgPath.split('/').filter(Boolean).join(','),
    token: session.token,
  };
}
