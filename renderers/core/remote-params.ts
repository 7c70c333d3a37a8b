import type { DataSource } from '../../schemas/generated/list-page';
import type { RemoteParams } from '../../schemas/generated/list-query-body';

function positiveId(value: unknown): number | undefined {
  const n = typeof value === 'number' ? value : typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : NaN;
  return Number.isInteger(n) && n > 0 ? n : undefined;
}

/**
 * The list call's remote_params (spec 001 §7 list fetch): the page's menu (the source's perms_id, which
 * also stays a flat parameter) and the organisation the list is looked at from (the current position's
 * org: the server narrows nothing for it). None when neither is known (a story without a user).
 */
export function remoteParams(source: DataSource, orgId: number | undefined): RemoteParams | undefined {
  const remote: RemoteParams = {};
  const permsId = positiveId((source.params as Record<string, unknown> | undefined)?.perms_id);
  if (permsId !== undefined) remote.perms_id = permsId;
  const org = positiveId(orgId);
  if (org !== undefined) remote.org_id = org;
  return Object.keys(remote).length > 0 ? remote : undefined;
}
