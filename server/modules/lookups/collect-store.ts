import type { Kysely } from 'kysely';
import type { CollectBody, CollectLabel, CollectOrgQuery } from '../../../schemas/generated/collect.js';
import type { OrgNode } from '../../../schemas/generated/lookups.js';
import type { Database } from '../../db/tables.js';
import { nowStamp } from '../../db/time.js';
import { ApiError, Code } from '../../http/envelope.js';
import type { SessionContext } from '../../http/session.js';
import { organisations } from './organisations.js';
import { treeView } from './org-tree-view.js';

/** The one collect group the platform uses (spec 001 §9). */
export const COLLECT_GROUP = 'hkwl';
export const COLLECT_LABELS: readonly CollectLabel[] = ['department', 'entity'];

/**
 * The collector is the session, whatever the body says: spec 001 §7 sends add_user_id, add_org_id and
 * add_company_id, which are accepted only when they are the caller's own (the login user's id, org_id and
 * company_id). A body naming anyone else is refused before anything is read or written.
 */
function refuseForgedCollector(body: CollectBody, session: SessionContext): void {
  const { subject } = session;
  const forged =
    (body.add_user_id !== undefined && body.add_user_id !== session.userId) ||
    (body.add_org_id !== undefined && body.add_org_id !== subject.orgId) ||
    (body.add_company_id !== undefined && body.add_company_id !== subject.companyOrgId);
  if (forged) throw new ApiError(Code.FORBIDDEN, 'collectNotYours');
}

/**
 * Collects an organisation for the caller (saveData). Any organisation but a position may be collected:
 * org names are reference data every signed-in user may read (getTree need_all 1). Saving it again changes
 * nothing (one row per user, group, label and organisation).
 */
export async function saveCollect(db: Kysely<Database>, session: SessionContext, body: CollectBody): Promise<void> {
  refuseForgedCollector(body, session);
  const org = await organisations(db).select('id').where('id', '=', body.data_id).executeTakeFirst();
  if (!org) throw new ApiError(Code.NOT_FOUND, 'orgNotFound');
  await db
    .insertInto('collects')
    .values({
      user_id: session.userId,
      collect_group: body.group,
      label: body.label,
      data_id: body.data_id,
      add_org_id: session.subject.orgId,
      add_company_id: session.subject.companyOrgId,
      created_at: nowStamp(),
    })
    .onConflict((oc) => oc.columns(['user_id', 'collect_group', 'label', 'data_id']).doNothing())
    .execute();
}

/** Uncollects (cancelData); what is not collected stays so. */
export async function cancelCollect(db: Kysely<Database>, session: SessionContext, body: CollectBody): Promise<void> {
  refuseForgedCollector(body, session);
  await db
    .deleteFrom('collects')
    .where('user_id', '=', session.userId)
    .where('collect_group', '=', body.group)
    .where('label', '=', body.label)
    .where('data_id', '=', body.data_id)
    .execute();
}

/**
 * The collect labels a getTree call's `label` (org kinds) stands for: the kinds that are collect labels too
 * (the department picker asks for department, the company-only one for entity); both when it names neither.
 */
export function collectLabelsFor(kinds: string | undefined): readonly CollectLabel[] {
  const named = COLLECT_LABELS.filter((label) => kinds?.split(',').includes(label));
  return named.length > 0 ? named : COLLECT_LABELS;
}

/** The organisations the user collected under these labels. */
export async function collectedOrgIds(db: Kysely<Database>, userId: number, labels: readonly CollectLabel[]): Promise<Set<number>> {
  const rows = await db
    .selectFrom('collects')
    .select('data_id')
    .where('user_id', '=', userId)
    .where('collect_group', '=', COLLECT_GROUP)
    .where('label', 'in', [...labels])
    .execute();
  return new Set(rows.map((r) => r.data_id));
}

/** The nodes (and their children) with is_collected set from `collected`. */
export function markCollected(nodes: readonly OrgNode[], collected: ReadonlySet<number>): OrgNode[] {
  return nodes.map((node) => ({
    ...node,
    is_collected: collected.has(node.id) ? 1 : 0,
    ...(node.children ? { children: markCollected(node.children, collected) } : {}),
  }));
}

/**
 * The caller's collected organisations (getCollectOrg) under `company_org_id` (by default the caller's
 * company, the top of their getTree), of one label or both, the latest collected first, as tree nodes.
 */
export async function collectedOrgs(db: Kysely<Database>, session: SessionContext, query: CollectOrgQuery): Promise<OrgNode[]> {
  let rootPath = treeView({}, session.subject).rootPath;
  if (query.company_org_id !== undefined) {
    const root = await organisations(db).select('path').where('id', '=', query.company_org_id).executeTakeFirst();
    if (!root) return [];
    rootPath = root.path;
  }
  let found = db
    .selectFrom('collects as c')
    .innerJoin('orgs as o', 'o.id', 'c.data_id')
    .select(['c.id as collect_id', 'o.id', 'o.pid', 'o.name', 'o.short_name', 'o.path_name'])
    .where('c.user_id', '=', session.userId)
    .where('c.collect_group', '=', COLLECT_GROUP)
    .where('o.type', '!=', 'position')
    .where('c.label', 'in', query.label ? [query.label] : [...COLLECT_LABELS]);
  if (rootPath !== null) found = found.where('o.path', 'like', `${rootPath}%`);
  const rows = await found.orderBy('c.id', 'desc').execute();
  // Collected under both labels, an organisation is answered once, where it was collected last.
  const unique: typeof rows = [];
  const seen = new Set<number>();
  for (const row of rows) {
    if (seen.has(row.id)) continue;
    seen.add(row.id);
    unique.push(row);
  }
  if (unique.length === 0) return [];
  const parents = await organisations(db).select('pid').distinct().where('pid', 'in', unique.map((r) => r.id)).execute();
  const withChildren = new Set(parents.map((p) => p.pid));
  return unique.map((r) => ({
    id: r.id,
    pid: r.pid,
    name: r.name,
    short_name: r.short_name,
    path_name: r.path_name,
    deal_path_name: r.path_name,
    is_leaf: !withChildren.has(r.id),
    can_selected: true,
    is_collected: 1,
  }));
}
