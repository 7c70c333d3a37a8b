import type { Kysely } from 'kysely';
import type { RemoteParams } from '../../../schemas/generated/list-query.js';
import { stampedUnder, type ScopePredicate } from '../../acl/data-scope.js';
import type { ScopeSubject } from '../../acl/subject.js';
import type { Database } from '../../db/tables.js';
import { ApiError, Code } from '../../http/envelope.js';
import { compileText } from '../../http/validators.js';
import { parseJsonParam } from '../../http/query-json.js';

// The GET query carries remote_params as JSON text: parsed, then held to the schema the POST body is, with
// the same coercion the routes use (the numbers of a query may come as text).
const validRemoteParams = compileText<RemoteParams>({ $ref: 'list-query.schema.json#/definitions/RemoteParams' });

/** The GET query's remote_params text as an object: bad JSON is a 4420, anything but RemoteParams a 4400. */
export function readRemoteParams(text: string | undefined): RemoteParams | undefined {
  const value = parseJsonParam('remote_params', text);
  if (value === undefined) return undefined;
  if (!validRemoteParams(value)) {
    const [error] = validRemoteParams.errors ?? [];
    const detail = `remote_params${error?.instancePath ?? ''} ${error?.message ?? ''}`.trim();
    throw new ApiError(Code.BAD_REQUEST, 'badRequest', { detail: detail.slice(0, 200) });
  }
  return value;
}

/** The menu whose grant reads the list: the flat perms_id or remote_params', which must agree when both come. */
export function listPermsId(flat: number | undefined, remote: RemoteParams | undefined): number | undefined {
  const inside = remote?.perms_id;
  if (flat !== undefined && inside !== undefined && flat !== inside) {
    throw new ApiError(Code.BAD_REQUEST, 'badRequest', { detail: 'perms_id and remote_params.perms_id differ' });
  }
  return flat ?? inside;
}

/**
 * The scope narrowed to remote_params' org_id: rows created (add_org_id) in that org or below it, inside the
 * scope, so it never shows more. The caller's own org is the position the list is asked as (the list page's
 * default) and narrows nothing; an org that does not exist leaves no rows.
 */
export async function narrowToOrg(db: Kysely<Database>, scope: ScopePredicate | null, orgId: number | undefined, subject: ScopeSubject): Promise<ScopePredicate | null> {
  if (orgId === undefined || orgId === subject.orgId) return scope;
  const org = await db.selectFrom('orgs').select('path').where('id', '=', orgId).executeTakeFirst();
  const under = stampedUnder('add_org_id', org?.path ?? null);
  return scope === null ? under : (eb) => eb.and([scope(eb), under(eb)]);
}
