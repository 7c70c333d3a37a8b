import type { Kysely } from 'kysely';
import type { Database } from '../../db/tables.js';
import constants from '../../../schemas/constants.json';
import type { PositionRecord } from '../../../schemas/generated/position-record.js';



/** The user's position records for this product, in their configured order. */
export async function listPositions(db: Kysely<Database>, userId: number): Promise<PositionRecord[]> {
  const rows = await db
    .selectFrom('user_positions as p')
    .innerJoin('orgs as o', 'o.id', 'p.org_id')
    .innerJoin('orgs as po', 'po.id', 'p.position_org_id')
    .select([
      'p.id', 'p.position_org_id', 'p.org_id', 'o.name as org_name', 'o.path_name as org_path_name', 'o.company_org_id',
      'po.name as position_name', 'p.position_type', 'p.show_in_header', 'p.app_id',
    ])
    .where('p.user_id', '=', userId)
    .where('p.app_id', 'in', constants.positionAppIds)
    .orderBy('p.sort')
    .orderBy('p.id')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    position_org_id: r.position_org_id,
    org_id: r.org_id,
    org_name: r.org_name,
    org_path_name: r.org_path_name,
    company_org_id: r.company_org_id,
    position: { id: r.position_org_id, name: r.position_name, type: r.position_type, show_in_header: r.show_in_header, app_id: r.app_id },
  }));
}
