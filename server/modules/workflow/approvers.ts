import type { Kysely } from 'kysely';
import type { Database, WorkflowNodeTable } from '../../db/tables.js';
import { ApiError, Code } from '../../http/envelope.js';

/** How a node finds its approvers (workflow_nodes.get_user_type). */
export const GET_USER_TYPE = { users: 0, roles: 1, positions: 2, orgLeader: 3, formField: 4, anyone: 5 } as const;

/** The JSON `approvers` column: ids by kind; `field` names a document column holding a user id. */
export interface ApproverSpec {
  users?: number[];
  roles?: number[];
  positions?: number[];
  field?: string;
}

/** Who submitted, as the rules need it: their department's path and their company. */
export interface Submitter {
  orgPath: string;
  companyId: number | null;
}

export interface Person {
  id: number;
  name: string;
}

/** The department-manager role leads a department (seed: 部门经理) unless the node names other roles. */
const LEADER_ROLES = [3];

export function parseSpec(text: string): ApproverSpec {
  try {
    const spec = JSON.parse(text) as ApproverSpec;
    return spec && typeof spec === 'object' ? spec : {};
  } catch {
    return {};
  }
}

/** Active holders of positions matching `filter`, in the submitter's company when given. */
function holders(db: Kysely<Database>, companyId: number | null) {
  let query = db
    .selectFrom('user_positions as up')
    .innerJoin('users as u', 'u.id', 'up.user_id')
    .innerJoin('orgs as o', 'o.id', 'up.position_org_id')
    .select(['u.id', 'u.user_name as name', 'up.org_id'])
    .where('u.status', '=', 1);
  if (companyId !== null) query = query.where('o.company_org_id', '=', companyId);
  return query;
}

function unique(rows: readonly Person[]): Person[] {
  const seen = new Map<number, Person>();
  for (const row of rows) if (!seen.has(row.id)) seen.set(row.id, { id: row.id, name: row.name });
  return [...seen.values()].sort((a, b) => a.id - b.id);
}

/**
 * The leaders of the submitter's department: the nearest department, going up, with a leader in it; with
 * `exclude`, the nearest with a leader other than those people (the next leader up from an owner who leads).
 */
async function orgLeaders(db: Kysely<Database>, spec: ApproverSpec, submitter: Submitter, exclude: readonly number[] = []): Promise<Person[]> {
  const roles = spec.roles?.length ? spec.roles : LEADER_ROLES;
  const ancestors = submitter.orgPath.split('/').filter(Boolean).map(Number).reverse();
  if (ancestors.length === 0) return [];
  const rows = await holders(db, null).where('up.role_id', 'in', roles).where('up.org_id', 'in', ancestors).execute();
  for (const orgId of ancestors) {
    const found = rows.filter((r) => r.org_id === orgId && !exclude.includes(r.id));
    if (found.length) return unique(found);
  }
  return [];
}

/** Roles that lead an organisation for the leader-up rule: department managers, then company managers (seed). */
const LEADERS_UP = [3, 2];

/** The next leader up from the submitter's department who is not an owner of the document (a template's self_approval 1). */
export function leadersAbove(db: Kysely<Database>, submitter: Submitter, owners: readonly number[]): Promise<Person[]> {
  return orgLeaders(db, { roles: LEADERS_UP }, submitter, owners);
}

/** The candidates of a node for one document; `fieldValue` reads the document's column for form-field nodes. */
export async function candidates(
  db: Kysely<Database>,
  node: Pick<WorkflowNodeTable, 'get_user_type' | 'approvers'>,
  submitter: Submitter,
  fieldValue: (field: string) => Promise<unknown>,
): Promise<Person[]> {
  const spec = parseSpec(node.approvers);
  switch (node.get_user_type) {
    case GET_USER_TYPE.users:
      return spec.users?.length ? unique(await holders(db, null).where('u.id', 'in', spec.users).execute()) : [];
    case GET_USER_TYPE.roles:
      return spec.roles?.length ? unique(await holders(db, submitter.companyId).where('up.role_id', 'in', spec.roles).execute()) : [];
    case GET_USER_TYPE.positions:
      return spec.positions?.length ? unique(await holders(db, null).where('up.position_org_id', 'in', spec.positions).execute()) : [];
    case GET_USER_TYPE.orgLeader:
      return orgLeaders(db, spec, submitter);
    case GET_USER_TYPE.formField: {
      const value = spec.field ? Number(await fieldValue(spec.field)) : NaN;
      return Number.isInteger(value) ? unique(await holders(db, null).where('u.id', '=', value).execute()) : [];
    }
    case GET_USER_TYPE.anyone:
      return unique(await holders(db, submitter.companyId).execute());
    default:
      throw new ApiError(Code.BAD_REQUEST, 'workflowTplBroken');
  }
}
