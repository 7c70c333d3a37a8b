import type { Kysely, SelectQueryBuilder } from 'kysely';
import type { Database } from '../../db/tables.js';
import type { OrgBrief, OrgIndexAnswer, OrgIndexWhere, OrgNode, OrgTreeWhere } from '../../../schemas/generated/lookups.js';

/** Name searches in the tree answer at most this many matches: a search, not an export. */
export const TREE_SEARCH_LIMIT = 200;

type OrgQuery = SelectQueryBuilder<Database, 'orgs', object>;

function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Organisations without the positions, which are org nodes too but never picked in an org filter. */
function organisations(db: Kysely<Database>): OrgQuery {
  return db.selectFrom('orgs').where('type', '!=', 'position');
}

function nameContains(query: OrgQuery, name: string | undefined): OrgQuery {
  const text = name?.trim();
  if (!text) return query;
  const pattern = containsPattern(text);
  return query.where((eb) => eb.or([eb('name', 'like', pattern), eb('short_name', 'like', pattern)]));
}

/** Org names by id (spec 001 §7 organisation list: where id in, all_list, limit 9999). */
export async function orgIndex(db: Kysely<Database>, where: OrgIndexWhere, allList: boolean, page: number, limit: number): Promise<OrgIndexAnswer> {
  let query = nameContains(organisations(db), where.name);
  if (where.id !== undefined) {
    const [op, ids] = typeof where.id[0] === 'string' ? (where.id as ['in' | 'not_in', number[]]) : (['in', where.id as number[]] as const);
    if (op === 'in') {
      if (ids.length === 0) return { data: [], total: 0 };
      query = query.where('id', 'in', ids);
    } else if (ids.length > 0) query = query.where('id', 'not in', ids);
  }
  const [rows, count] = await Promise.all([
    query
      .select(['id', 'name', 'short_name', 'path_name'])
      .orderBy('path')
      .limit(limit)
      .offset(allList ? 0 : (page - 1) * limit)
      .execute(),
    query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { data: rows satisfies OrgBrief[], total: Number(count.n) };
}

type OrgRow = Pick<Database['orgs'], 'id' | 'pid' | 'name' | 'short_name' | 'path_name' | 'path'>;

/** Nodes of `rows` with is_leaf from whether any organisation has them as parent (asked of the database). */
async function nodesOf(db: Kysely<Database>, rows: readonly OrgRow[]): Promise<OrgNode[]> {
  if (rows.length === 0) return [];
  const parents = await organisations(db)
    .select('pid')
    .distinct()
    .where(
      'pid',
      'in',
      rows.map((r) => r.id),
    )
    .execute();
  return nodesWith(rows, new Set(parents.map((p) => p.pid)));
}

/** Nodes of `rows`, leaves being those not in `withChildren`. */
function nodesWith(rows: readonly OrgRow[], withChildren: ReadonlySet<number | null>): OrgNode[] {
  return rows.map((r) => ({
    id: r.id,
    pid: r.pid,
    name: r.name,
    short_name: r.short_name,
    path_name: r.path_name,
    is_leaf: !withChildren.has(r.id),
    can_selected: true,
  }));
}

const COLUMNS = ['id', 'pid', 'name', 'short_name', 'path_name', 'path'] as const;

/**
 * The organisation tree (spec 001 §7 getTree): a name search answers the matches flat; lazy answers the
 * level under org_id (the top level without one); otherwise the whole tree under org_id, nested.
 */
export async function orgTree(db: Kysely<Database>, where: OrgTreeWhere): Promise<OrgNode[]> {
  const orgId = where.org_id && where.org_id > 0 ? where.org_id : undefined;
  if (where.name?.trim()) {
    const rows = await nameContains(organisations(db), where.name).select(COLUMNS).orderBy('path').limit(TREE_SEARCH_LIMIT).execute();
    return nodesOf(db, rows);
  }
  if (where.lazy === 1) {
    const level = organisations(db).select(COLUMNS).orderBy('sort').orderBy('id');
    const rows = await (orgId === undefined ? level.where('pid', 'is', null) : level.where('pid', '=', orgId)).execute();
    return nodesOf(db, rows);
  }
  let subtree = organisations(db).select(COLUMNS).orderBy('sort').orderBy('id');
  if (orgId !== undefined) {
    const top = await organisations(db).select('path').where('id', '=', orgId).executeTakeFirst();
    if (!top) return [];
    subtree = subtree.where('path', 'like', `${top.path}%`);
  }
  const rows = await subtree.execute();
  // Every child of a node in a whole subtree is in the subtree too: its rows say which nodes have children.
  const nodes = nodesWith(rows, new Set(rows.map((r) => r.pid)));
  const byId = new Map(nodes.map((n) => [n.id, n]));
  const roots: OrgNode[] = [];
  for (const node of nodes) {
    const parent = node.pid === null || node.id === orgId ? undefined : byId.get(node.pid);
    if (parent) parent.children = [...(parent.children ?? []), node];
    else roots.push(node);
  }
  return roots;
}

/** The organisations of a rule (spec 001 §7 getRuleOrgId); none for an id of 0 or less or an unknown rule. */
export async function ruleOrgIds(db: Kysely<Database>, ruleId: number): Promise<number[]> {
  if (ruleId <= 0) return [];
  const rows = await db.selectFrom('org_rule_orgs').select('org_id').where('rule_id', '=', ruleId).orderBy('org_id').execute();
  return rows.map((r) => r.org_id);
}
