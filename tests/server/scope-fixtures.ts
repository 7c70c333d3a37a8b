import type { Kysely } from 'kysely';
import type { DataScope } from '../../server/acl/data-scope';
import type { Database } from '../../server/db/tables';
import { positionOrg } from '../../server/db/seed/orgs';

/**
 * Fixtures of tests/server/data-scopes.test.ts: sales leads with known creator and executor stamps across
 * the demo org tree, and a grant per case given to 张伟 (user 4, 销售一组, org 7: company 3, entity 4,
 * bureau 2, parent org 6) in a position of its own, so no cached grant of an earlier case is reused.
 */
export const CLERK = { userId: 4, mobile: '13800000003', department: 7 };
export const LEAD_MENU = 102;

interface Stamp {
  user: number;
  org: number;
  company: number;
  entity: number;
}

const creators: Record<string, Stamp> = {
  A: { user: 4, org: 7, company: 3, entity: 4 }, // the clerk themself
  B: { user: 14, org: 7, company: 3, entity: 4 }, // a colleague in the same group
  C: { user: 7, org: 8, company: 3, entity: 4 }, // the sibling group
  D: { user: 3, org: 6, company: 3, entity: 4 }, // the parent department
  E: { user: 8, org: 9, company: 3, entity: 4 }, // another department of the sales centre
  F: { user: 11, org: 12, company: 3, entity: 11 }, // another entity of the company
  G: { user: 9, org: 17, company: 14, entity: 15 }, // the subsidiary company
  H: { user: 10, org: 23, company: 20, entity: 21 }, // the other bureau
  I: { user: 1, org: 2, company: 2, entity: 2 }, // the bureau's own office
  K: { user: 14, org: 115, company: 3, entity: 4 }, // a position node under the clerk's group
  L: { user: 4, org: 8, company: 3, entity: 4 }, // the clerk, while in the sibling group
  M: { user: 10, org: 23, company: 20, entity: 21 }, // the other bureau's, executed by the clerk
  N: { user: 10, org: 23, company: 20, entity: 21 }, // the other bureau's, executed in the sibling group
};
const executors: Record<string, Stamp> = {
  M: { user: 4, org: 7, company: 3, entity: 4 },
  N: { user: 7, org: 8, company: 3, entity: 4 },
};

export const NAMES = Object.keys(creators);
/** Fixture name → row id. */
export const ID: Record<string, number> = Object.fromEntries(NAMES.map((name, i) => [name, 900_001 + i]));
export const nameOf = (id: number) => NAMES.find((n) => ID[n] === id) ?? String(id);

/** Replaces every lead with the fixtures: status 0 (open), so the close action may run on any of them. */
export async function resetLeads(db: Kysely<Database>): Promise<void> {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const any = db as unknown as Kysely<any>;
  await any.deleteFrom('sales_leads').execute();
  await any
    .insertInto('sales_leads')
    .values(
      NAMES.map((name) => {
        const c = creators[name];
        const e = executors[name];
        return {
          id: ID[name], lead_no: `XS-${name}`, lead_name: `线索 ${name}`, company_name: '测试公司', contact_name: '测试', contact_mobile: '13900000000',
          province: '上海', goods_name: '电解铜', source: 1, estimated_quantity: 10, estimated_amount: 1000, lead_date: '2026-11-01', status: 0,
          add_user_id: c.user, add_user_name: `u${c.user}`, add_org_id: c.org, add_org_name: `o${c.org}`, add_company_id: c.company,
          add_company_name: `c${c.company}`, add_entity_org_id: c.entity,
          exec_user_id: e?.user ?? null, exec_org_id: e?.org ?? null, exec_company_id: e?.company ?? null, exec_entity_org_id: e?.entity ?? null,
          created_at: '2026-11-01 09:00:00', updated_at: '2026-11-01 09:00:00',
        };
      }),
    )
    .execute();
}

export interface GrantCase {
  scope: DataScope;
  execution?: boolean;
  extraOrgs?: number[];
  distinguishOrg?: boolean;
  /** The buttons of the leads menu the role holds besides the list. */
  buttons?: Array<'edit' | 'del' | 'close'>;
}

const BUTTON_IDS = { edit: 9401, del: 9402, close: 4 } as const;

/** The edit and delete buttons of the leads menu: the demo seed has none. */
export async function addLeadButtons(db: Kysely<Database>): Promise<void> {
  const common = { menu_id: LEAD_MENU, btn_type: 'default', icon: '', btn_position: 'mult', func_config: null, sort: 9 };
  await db.insertInto('perm_buttons').values([
    { ...common, id: BUTTON_IDS.edit, flag: 'edit', name: '编辑', name_en: 'Edit', btn_func: 'newpage' },
    { ...common, id: BUTTON_IDS.del, flag: 'del', name: '删除', name_en: 'Delete', btn_func: 'function' },
  ]).execute();
}

let nextRole = 50;

/** A new role with this grant on the leads menu, and a new position of the clerk's in their group holding it. */
export async function grantPosition(db: Kysely<Database>, grant: GrantCase): Promise<{ positionId: number; roleId: number }> {
  const roleId = nextRole++;
  const positionId = 5000 + roleId;
  await db.insertInto('roles').values({ id: roleId, name: `scope ${grant.scope}`, distinguish_org: grant.distinguishOrg ? 1 : 0 }).execute();
  await db.insertInto('role_menus').values({ role_id: roleId, menu_id: LEAD_MENU, data_scope: grant.scope, exec_permission: grant.execution ? 1 : 0 }).execute();
  for (const org_id of grant.extraOrgs ?? []) await db.insertInto('role_menu_extra_orgs').values({ role_id: roleId, menu_id: LEAD_MENU, org_id }).execute();
  for (const button of grant.buttons ?? ['edit', 'del', 'close']) await db.insertInto('role_buttons').values({ role_id: roleId, button_id: BUTTON_IDS[button] }).execute();
  const department = await db.selectFrom('orgs').selectAll().where('id', '=', CLERK.department).executeTakeFirstOrThrow();
  await db.insertInto('orgs').values(positionOrg(positionId, `测试岗位 ${roleId}`, department)).execute();
  await db.insertInto('user_positions').values({
    id: positionId, user_id: CLERK.userId, position_org_id: positionId, org_id: CLERK.department, position_type: 'permission', show_in_header: 1, app_id: 44, role_id: roleId, sort: 9,
  }).execute();
  return { positionId, roleId };
}
