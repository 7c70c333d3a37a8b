import type { Kysely } from 'kysely';
import type { Database } from '../../db/tables.js';
import type { SessionContext } from '../../http/session.js';

/** The shared-view permission (spec 001 §6 filterViewCommon): a permission-only button of each list menu. */
export const SHARE_FLAG = 'filterViewCommon';

/** Whether the caller's role is granted the button `flag` of the menu `menuId` (role_buttons). */
export async function holdsButton(db: Kysely<Database>, session: SessionContext, menuId: number, flag: string): Promise<boolean> {
  const row = await db
    .selectFrom('role_buttons as rb')
    .innerJoin('perm_buttons as b', 'b.id', 'rb.button_id')
    .select('b.id')
    .where('rb.role_id', '=', session.roleId)
    .where('b.menu_id', '=', menuId)
    .where('b.flag', '=', flag)
    .executeTakeFirst();
  return row !== undefined;
}
