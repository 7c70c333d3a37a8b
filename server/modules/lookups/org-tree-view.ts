import { sql } from 'kysely';
import type { OrgTreeWhere } from '../../../schemas/generated/lookups.js';
import { ancestorPath, type ScopeSubject } from '../../acl/subject.js';
import type { OrgTable } from '../../db/tables.js';
import type { OrgQuery } from './organisations.js';

/** An org kind a tree may be limited to (`label`); positions are never tree nodes. */
export type OrgKind = Exclude<OrgTable['type'], 'position'>;

const INT32_MAX = 2_147_483_647;

/**
 * Which part of the organisation a getTree call sees: under `rootPath` (need_all 0: the caller's company,
 * or their own org when it lies above every company, as a group administrator's does; need_all 1: all of
 * it), and with `label` only the branches that lead to an org of its kinds, which alone may be chosen.
 */
export interface TreeView {
  rootPath: string | null;
  kinds: readonly OrgKind[] | null;
}

export function treeView(where: OrgTreeWhere, subject: ScopeSubject): TreeView {
  const rootPath = where.need_all === 1 ? null : (ancestorPath(subject.orgPath, subject.companyOrgId) ?? subject.orgPath);
  const kinds = where.label ? ([...new Set(where.label.split(','))] as OrgKind[]) : null;
  return { rootPath, kinds };
}

/**
 * The orgs of `query` inside the view: under its root, and (with kinds) of a kind or above one. The org
 * tree is small and its paths hold only digits and slashes, so `k.path LIKE orgs.path || '%'` is exact.
 */
export function inView(query: OrgQuery, view: TreeView): OrgQuery {
  let inside = query;
  if (view.rootPath !== null) inside = inside.where('orgs.path', 'like', `${view.rootPath}%`);
  const kinds = view.kinds;
  if (kinds !== null) {
    inside = inside.where((eb) =>
      eb.exists(
        eb
          .selectFrom('orgs as k')
          .select('k.id')
          .where('k.type', 'in', kinds)
          .where('k.path', 'like', sql<string>`${sql.ref('orgs.path')} || '%'`),
      ),
    );
  }
  return inside;
}

/** Whether an org of this kind may be chosen in the view. */
export function selectable(view: TreeView, type: OrgTable['type']): boolean {
  return view.kinds === null || (view.kinds as readonly string[]).includes(type);
}

/** `selected_org_ids` as a list: the text form `3,7` split; ids no org can have (above int32) dropped. */
export function selectedIds(value: OrgTreeWhere['selected_org_ids']): number[] {
  if (value === undefined) return [];
  const ids = typeof value === 'string' ? value.split(',').map(Number) : value;
  return [...new Set(ids.filter((id) => id <= INT32_MAX))];
}
