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

/**
 * One menu grant as the scope layer needs it: the scope, the execution-permission switch (the scope also
 * matches the rows the caller's user, org, company or entity executes) and the extended orgs (rows created
 * or executed in those orgs or below are visible too), as materialised paths.
 */
export interface ScopeGrant {
  scope: DataScope;
  execution: boolean;
  extraOrgPaths: readonly string[];
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyBuilder = ExpressionBuilder<any, any>;
export type ScopePredicate = (eb: AnyBuilder) => Expression<SqlBool>;

/** The four stamp columns a scope compares: the creator's, or (execution permissions) the executor's. */
interface Stamps {
  user: string;
  org: string;
  company: string;
  entity: string;
}
const CREATOR: Stamps = { user: 'add_user_id', org: 'add_org_id', company: 'add_company_id', entity: 'add_entity_org_id' };
const EXECUTOR: Stamps = { user: 'exec_user_id', org: 'exec_org_id', company: 'exec_company_id', entity: 'exec_entity_org_id' };

const nothing: ScopePredicate = () => sql<SqlBool>`1 = 0`;

/** Rows stamped with an org at `path` or below it: one indexed LIKE on the org tree's materialised path. */
export function stampedUnder(column: string, path: string | null): ScopePredicate {
  if (path === null) return nothing;
  return (eb) => eb(column, 'in', eb.selectFrom('orgs').select('orgs.id').where('orgs.path', 'like', `${path}%`));
}

function equals(column: string, value: number | null): ScopePredicate {
  if (value === null) return nothing;
  return (eb) => eb(column, '=', value);
}

/** One scope over one set of stamps. `null` means no filter (scope all). */
function scopeOver(scope: DataScope, subject: ScopeSubject, stamps: Stamps): ScopePredicate | null {
  const { orgPath } = subject;
  const under = (ancestor: number | null) => stampedUnder(stamps.org, ancestorPath(orgPath, ancestor));
  switch (scope) {
    case 'all':
      return null;
    case 'bureau':
      return under(subject.bureauOrgId);
    case 'parent_company_path':
      return under(subject.parentCompanyOrgId ?? subject.companyOrgId);
    case 'path':
      return under(subject.entityOrgId);
    case 'company':
      return equals(stamps.company, subject.companyOrgId);
    case 'entity':
      return equals(stamps.entity, subject.entityOrgId);
    case 'parent_org_path':
      return under(subject.parentOrgId ?? subject.orgId);
    case 'path_org':
      return stampedUnder(stamps.org, orgPath);
    case 'org':
      return equals(stamps.org, subject.orgId);
    case 'oneself':
      return subject.distinguishOrg
        ? (eb) => eb.and([eb(stamps.user, '=', subject.userId), eb(stamps.org, '=', subject.orgId)])
        : equals(stamps.user, subject.userId);
  }
}

function anyOf(parts: readonly ScopePredicate[]): ScopePredicate {
  return parts.length === 1 ? parts[0] : (eb) => eb.or(parts.map((p) => p(eb)));
}

/**
 * The filter one grant puts on every read, update, delete and export of a business resource: the scope over
 * the creator stamps, OR the same scope over the executor stamps when execution permissions are on, OR
 * created (or, with execution permissions, executed) in one of the extended orgs (spec 000 §6). `null` means
 * no filter (scope all). This is the only place scopes become SQL.
 */
function scopePredicate({ scope, execution, extraOrgPaths }: ScopeGrant, subject: ScopeSubject): ScopePredicate | null {
  const creator = scopeOver(scope, subject, CREATOR);
  if (creator === null) return null;
  const parts = [creator];
  if (execution) parts.push(scopeOver(scope, subject, EXECUTOR)!);
  for (const path of extraOrgPaths) {
    parts.push(stampedUnder(CREATOR.org, path));
    if (execution) parts.push(stampedUnder(EXECUTOR.org, path));
  }
  return anyOf(parts);
}

/** What the caller may touch when several menus grant the same resource: any of them (OR); null when one is `all`. */
export function grantsPredicate(grants: readonly ScopeGrant[], subject: ScopeSubject): ScopePredicate | null {
  const parts: ScopePredicate[] = [];
  const seen = new Set<string>();
  for (const grant of grants) {
    const key = JSON.stringify([grant.scope, grant.execution, [...grant.extraOrgPaths].sort()]);
    if (seen.has(key)) continue;
    seen.add(key);
    const predicate = scopePredicate(grant, subject);
    if (predicate === null) return null;
    parts.push(predicate);
  }
  return parts.length === 0 ? nothing : anyOf(parts);
}
