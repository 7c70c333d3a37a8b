/** Who is asking, as the data-scope layer needs it: the user in their current position's org. */
export interface ScopeSubject {
  userId: number;
  /** The department (or unit) the current position belongs to. */
  orgId: number;
  /** Materialised path of that org, `/1/2/3/`: every ancestor id in order. */
  orgPath: string;
  parentOrgId: number | null;
  companyOrgId: number | null;
  entityOrgId: number | null;
  bureauOrgId: number | null;
  parentCompanyOrgId: number | null;
  /** Oneself also requires the user's org when the role distinguishes orgs (spec 000 §6). */
  distinguishOrg: boolean;
}

/** The path of an ancestor (or the org itself), cut from the org's own path: no query needed. */
export function ancestorPath(orgPath: string, ancestorId: number | null): string | null {
  if (ancestorId === null) return null;
  const marker = `/${ancestorId}/`;
  const at = orgPath.indexOf(marker);
  return at < 0 ? null : orgPath.slice(0, at + marker.length);
}
