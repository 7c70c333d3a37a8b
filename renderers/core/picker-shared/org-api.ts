import type { RendererEnv } from '../../../registry';
import type { CollectAnswer, CollectLabel } from '../../../schemas/generated/collect';
import type { OrgNode } from '../../../schemas/generated/lookups';
import type { OrgPickerSchema } from '../../../schemas/generated/org-picker';

export const ORG_TREE_URL = '/api/base/org/getTree';
export const COLLECT_ORG_URL = '/api/base/org/getCollectOrg';
export const COLLECT_SAVE_URL = '/api/base/collect/saveData';
export const COLLECT_CANCEL_URL = '/api/base/collect/cancelData';
/** Spec 001 §9: favourites are collected in the group hkwl. */
export const COLLECT_GROUP = 'hkwl';

export type OrgKinds = OrgPickerSchema['kinds'];

/** What the picker hands back for a chosen organisation. */
export interface PickedOrg {
  id: number;
  name: string;
  path_name: string;
}

export function picked(node: OrgNode): PickedOrg {
  return { id: node.id, name: node.name, path_name: node.path_name };
}

/** Spec 001 §9: favourites are labelled department, or entity in a company-only picker (kinds without department). */
export function collectLabelOf(kinds: OrgKinds): CollectLabel {
  return kinds && !kinds.includes('department') ? 'entity' : 'department';
}

/** getTree's where: the caller's company tree (need_all 0), the picker's kinds as its label. */
function treeWhere(kinds: OrgKinds, extra: Record<string, unknown>): string {
  return JSON.stringify({ need_all: 0, ...(kinds ? { label: kinds.join(',') } : {}), ...extra });
}

/**
 * One level of the tree: under `orgId`, or the top level. With chosen ids the answer also holds the levels
 * down to each of them (selected_org_ids), flat with pid, so they show in place.
 */
export function loadLevel(env: RendererEnv, kinds: OrgKinds, orgId?: number, selectedIds: readonly number[] = []): Promise<OrgNode[]> {
  const extra: Record<string, unknown> = { lazy: 1 };
  if (orgId !== undefined) extra.org_id = orgId;
  if (selectedIds.length > 0) extra.selected_org_ids = selectedIds;
  return env.request<OrgNode[]>(ORG_TREE_URL, { method: 'GET', query: { where: treeWhere(kinds, extra) }, messageHide: true });
}

/** Organisations whose name contains `text`, at any level of the caller's company tree, flat. */
export function searchTree(env: RendererEnv, kinds: OrgKinds, text: string): Promise<OrgNode[]> {
  return env.request<OrgNode[]>(ORG_TREE_URL, { method: 'GET', query: { where: treeWhere(kinds, { name: text }) }, messageHide: true });
}

/** The caller's favourites under their company, the latest first. */
export function loadFavourites(env: RendererEnv, label: CollectLabel): Promise<OrgNode[]> {
  return env.request<OrgNode[]>(COLLECT_ORG_URL, { method: 'GET', query: { label }, messageHide: true });
}

/** Collects an organisation, or cancels it. The collector is the session (the server stamps user, org and company). */
export function setCollected(env: RendererEnv, label: CollectLabel, orgId: number, collect: boolean): Promise<CollectAnswer> {
  return env.request<CollectAnswer>(collect ? COLLECT_SAVE_URL : COLLECT_CANCEL_URL, {
    method: 'POST',
    body: { group: COLLECT_GROUP, label, data_id: orgId },
    messageHide: true,
  });
}
