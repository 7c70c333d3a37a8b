import type { Kysely } from 'kysely';
import type { OrgNode, OrgTreeWhere } from '../../../schemas/generated/lookups.js';
import type { ScopeSubject } from '../../acl/subject.js';
import type { Database } from '../../db/tables.js';
import { nameContains, organisations } from './organisations.js';
import { inView, selectable, selectedIds, treeView, type TreeView } from './org-tree-view.js';

/** Name searches in the tree answer at most this many matches: a search, not an export. */
export const TREE_SEARCH_LIMIT = 200;

type OrgRow = Pick<Database['orgs'], 'id' | 'pid' | 'name' | 'short_name' | 'path_name' | 'path' | 'type'>;

const COLUMNS = ['orgs.id', 'orgs.pid', 'orgs.name', 'orgs.short_name', 'orgs.path_name', 'orgs.path', 'orgs.type'] as const;

/** Nodes of `rows`, leaves being those not in `withChildren`. */
function nodesWith(rows: readonly OrgRow[], withChildren: ReadonlySet<number | null>, view: TreeView): OrgNode[] {
  return rows.map((r) => ({
    id: r.id,
    pid: r.pid,
    name: r.name,
    short_name: r.short_name,
    path_name: r.path_name,
    deal_path_name: r.path_name,
    is_leaf: !withChildren.has(r.id),
    can_selected: selectable(view, r.type),
  }));
}

/** Nodes of `rows` with is_leaf from whether any org of the view has them as parent (asked of the database). */
async function nodesOf(db: Kysely<Database>, rows: readonly OrgRow[], view: TreeView): Promise<OrgNode[]> {
  if (rows.length === 0) return [];
  const ids = [...new Set(rows.map((r) => r.id))];
  const parents = await inView(organisations(db), view).select('orgs.pid').distinct().where('orgs.pid', 'in', ids).execute();
  return nodesWith(rows, new Set(parents.map((p) => p.pid)), view);
}

/** One level of the view: the children of `parentId`, or its top (the root of a limited view, else the roots). */
function level(db: Kysely<Database>, view: TreeView, parentId: number | undefined) {
  const ordered = inView(organisations(db), view).select(COLUMNS).orderBy('orgs.sort').orderBy('orgs.id');
  if (parentId !== undefined) return ordered.where('orgs.pid', '=', parentId);
  return view.rootPath === null ? ordered.where('orgs.pid', 'is', null) : ordered.where('orgs.path', '=', view.rootPath);
}

/**
 * The orgs whose levels a lazy answer adds so each selected org shows: its ancestors inside the view, below
 * the asked level's parent (from the top of a limited view, the root included), top first.
 */
async function branchesTo(db: Kysely<Database>, view: TreeView, parentId: number | undefined, selected: readonly number[]): Promise<number[]> {
  if (selected.length === 0) return [];
  const found = await inView(organisations(db), view).select('orgs.path').where('orgs.id', 'in', [...selected]).execute();
  const rootId = view.rootPath === null ? null : Number(view.rootPath.split('/').filter(Boolean).at(-1));
  const branches: number[] = [];
  for (const { path } of found) {
    const ancestors = path.split('/').filter(Boolean).map(Number).slice(0, -1);
    const from = parentId !== undefined ? ancestors.indexOf(parentId) + 1 : rootId === null ? 0 : ancestors.indexOf(rootId);
    if (from < 0 || (parentId !== undefined && from === 0)) continue;
    for (const id of ancestors.slice(from)) if (!branches.includes(id)) branches.push(id);
  }
  return branches;
}

/** A lazy answer: the asked level, then the levels down to each selected org, flat (each node has its pid). */
async function lazyLevels(db: Kysely<Database>, view: TreeView, parentId: number | undefined, selected: readonly number[]): Promise<OrgNode[]> {
  const [asked, branches] = await Promise.all([level(db, view, parentId).execute(), branchesTo(db, view, parentId, selected)]);
  if (branches.length === 0) return nodesOf(db, asked, view);
  const below = await inView(organisations(db), view).select(COLUMNS).where('orgs.pid', 'in', branches).orderBy('orgs.sort').orderBy('orgs.id').execute();
  const seen = new Set(asked.map((r) => r.id));
  const rows = [...asked];
  for (const branch of branches) {
    for (const row of below) {
      if (row.pid === branch && !seen.has(row.id)) {
        seen.add(row.id);
        rows.push(row);
      }
    }
  }
  return nodesOf(db, rows, view);
}

/** The whole view under `orgId` (or all of it), nested in children. */
async function wholeTree(db: Kysely<Database>, view: TreeView, orgId: number | undefined): Promise<OrgNode[]> {
  let subtree = inView(organisations(db), view).select(COLUMNS).orderBy('orgs.sort').orderBy('orgs.id');
  if (orgId !== undefined) {
    const top = await organisations(db).select('path').where('id', '=', orgId).executeTakeFirst();
    if (!top) return [];
    subtree = subtree.where('orgs.path', 'like', `${top.path}%`);
  }
  const rows = await subtree.execute();
  // Every child of a node in a whole subtree of the view is in it too: its rows say which nodes have children.
  const nodes = nodesWith(rows, new Set(rows.map((r) => r.pid)), view);
  const byId = new Map(nodes.map((n) => [n.id, n]));
  const roots: OrgNode[] = [];
  for (const node of nodes) {
    const parent = node.pid === null || node.id === orgId ? undefined : byId.get(node.pid);
    if (parent) parent.children = [...(parent.children ?? []), node];
    else roots.push(node);
  }
  return roots;
}

/**
 * The organisation tree (spec 001 §7 getTree) the caller sees (`need_all`, `label`: org-tree-view.ts): a
 * name search answers the matches of the chosen kinds flat; lazy answers the level under org_id (the top
 * level without one) and, with selected_org_ids, the levels down to each of them; otherwise the whole tree
 * under org_id, nested.
 */
export async function orgTree(db: Kysely<Database>, where: OrgTreeWhere, subject: ScopeSubject): Promise<OrgNode[]> {
  const view = treeView(where, subject);
  const orgId = where.org_id && where.org_id > 0 ? where.org_id : undefined;
  if (where.name?.trim()) {
    let matches = nameContains(inView(organisations(db), view), where.name);
    if (view.kinds !== null) matches = matches.where('orgs.type', 'in', [...view.kinds]);
    return nodesOf(db, await matches.select(COLUMNS).orderBy('orgs.path').limit(TREE_SEARCH_LIMIT).execute(), view);
  }
  if (where.lazy === 1) return lazyLevels(db, view, orgId, selectedIds(where.selected_org_ids));
  return wholeTree(db, view, orgId);
}
