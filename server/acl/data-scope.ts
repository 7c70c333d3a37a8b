import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import { ancestorPath, type ScopeSubject } from './subject.js';

/** Data-permission scopes in priority order (spec 000 §6); a user holding several gets the first. */
export const DATA_SCOPES = [
  'all', 'bureau', 'parent_company_path', 'path', 'company', 'entity', 'parent_org_path', 'path_org', 'org', 'oneself',
] as const;
export type DataScope = (typeof DATA_SCOPES)[number];

export function isDataScope(value: string): value is DataScope {
  return (DATA_SCOPES as readonly string[]).includes(value);
}

/** The widest of several grants; unknown values count as the narrowest, oneself. */
export function strongestScope(scopes: readonly string[]): DataScope {
  let best = DATA_SCOPES.length - 1;
  for (const scope of scopes) {
    const rank = (DATA_SCOPES as readonly string[]).indexOf(scope);
    if (rank >= 0 && rank < best) best = rank;
  }
  return DATA_SCOPES[best];
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyBuilder = ExpressionBuilder<any, any>;
export type ScopePredicate = (eb: AnyBuilder) => Expression<SqlBool>;

const nothing: ScopePredicate = () => sql<SqlBool>`1 = 0`;

/** Rows created in the org at `path` or below it: one indexed LIKE on the org tree's materialised path. */
function createdUnder(path: string | null): ScopePredicate {
  if (path === null) return nothing;
  return (eb) =>
    eb('add_org_id', 'in', eb.selectFrom('orgs').select('orgs.id').where('orgs.path', 'like', `${path}%`));
}

function equals(column: string, value: number | null): ScopePredicate {
  if (value === null) return nothing;
  return (eb) => eb(column, '=', value);
}

/**
 * The filter a scope puts on every read of a business resource, over the creator stamps every resource
 * row carries. `null` means no filter (scope all). This is the only place scopes become SQL.
 */
export function scopePredicate(scope: DataScope, subject: ScopeSubject): ScopePredicate | null {
  const { orgPath } = subject;
  switch (scope) {
    case 'all':
      return null;
    case 'bureau':
      return createdUnder(ancestorPath(orgPath, subject.bureauOrgId));
    case 'parent_company_path':
      return createdUnder(ancestorPath(orgPath, subject.parentCompanyOrgId ?? subject.companyOrgId));
    case 'path':
      return createdUnder(ancestorPath(orgPath, subject.entityOrgId));
    case 'company':
      return equals('add_company_id', subject.companyOrgId);
    case 'entity':
      return equals('add_entity_org_id', subject.entityOrgId);
    case 'parent_org_path':
      return createdUnder(ancestorPath(orgPath, subject.parentOrgId ?? subject.orgId));
    case 'path_org':
      return createdUnder(orgPath);
    case 'org':
      return equals('add_org_id', subject.orgId);
    case 'oneself':
      return subject.distinguishOrg
        ? (eb) => eb.and([eb('add_user_id', '=', subject.userId), eb('add_org_id', '=', subject.orgId)])
        : equals('add_user_id', subject.userId);
  }
}
