import type { Kysely, SelectQueryBuilder } from 'kysely';
import { containsText } from '../../db/contains.js';
import type { Database } from '../../db/tables.js';
import type { OrgBrief, OrgIndexAnswer, OrgIndexWhere } from '../../../schemas/generated/lookups.js';

export type OrgQuery = SelectQueryBuilder<Database, 'orgs', object>;


/** Organisations without the positions, which are org nodes too but never picked in an org filter. */
export function organisations(db: Kysely<Database>): OrgQuery {
  return db.selectFrom('orgs').where('type', '!=', 'position');
}

export function nameContains(query: OrgQuery, name: string | undefined): OrgQuery {
  const text = name?.trim();
  if (!text) return query;
  return query.where((eb) => eb.or([containsText(eb.ref('name'), text), containsText(eb.ref('short_name'), text)]));
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
  return { data: rows.map((r) => ({ ...r, deal_path_name: r.path_name })) satisfies OrgBrief[], total: Number(count.n) };
}

/** The organisations of a rule (spec 001 §7 getRuleOrgId); none for an id of 0 or less or an unknown rule. */
export async function ruleOrgIds(db: Kysely<Database>, ruleId: number): Promise<number[]> {
  if (ruleId <= 0) return [];
  const rows = await db.selectFrom('org_rule_orgs').select('org_id').where('rule_id', '=', ruleId).orderBy('org_id').execute();
  return rows.map((r) => r.org_id);
}
