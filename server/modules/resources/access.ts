import type { Kysely } from 'kysely';
import { scopeForButton } from '../../acl/buttons.js';
import { grantsPredicate, type ScopePredicate } from '../../acl/data-scope.js';
import { scopeForResource } from '../../acl/grants.js';
import type { Database } from '../../db/tables.js';
import type { SessionContext } from '../../http/session.js';

/**
 * The row filter of every verb on a resource, from the caller's grants: reading (list, detail, export)
 * needs the list menu; writing needs the menu's button too (`edit` for update, `del` for delete, an
 * action's own flag). `null`: no filter (scope all). No grant or no button: 4403.
 */
export interface ResourceAccess {
  read(session: SessionContext, permsId: number | undefined): Promise<ScopePredicate | null>;
  /** Only the role and the subject are needed: a background job asks again with what its starter's session had. */
  button(session: Pick<SessionContext, 'roleId' | 'subject'>, flag: string, permsId: number | undefined): Promise<ScopePredicate | null>;
}

export function resourceAccess(db: Kysely<Database>, indexUrl: string): ResourceAccess {
  return {
    async read(session, permsId) {
      return grantsPredicate(await scopeForResource(db, session, indexUrl, permsId), session.subject);
    },
    async button(session, flag, permsId) {
      // Only the scope of the menus whose button the role holds: seeing a row is not changing it.
      return grantsPredicate(await scopeForButton(db, session, indexUrl, flag, permsId), session.subject);
    },
  };
}
