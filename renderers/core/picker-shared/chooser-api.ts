import type { RendererEnv } from '../../../registry';
import type { ChooseConfig, ChooseField } from '../../../schemas/generated/choose-config';
import type { ChooserSchema } from '../../../schemas/generated/chooser';

export const CHOOSE_CONFIG_URL = '/api/base/Businessdatachooseconfig/detail';
export const CHOOSER_LIST_URL = '/api/base/chooser/list';
/** Spec 001 §9: a config is asked for once per name in 10 s. */
export const CONFIG_CACHE_MS = 10_000;
/** Spec 001 §9: the same page of candidates is asked for once in 3 s (paging back and forth, reopening). */
export const LIST_CACHE_MS = 3_000;
/** Spec 001 §7: chosen ids are resolved in one call of up to 9999. */
export const RESOLVE_LIMIT = 9999;

export type ChooserRow = Record<string, unknown> & { children?: ChooserRow[] };
export type DataPerms = NonNullable<ChooserSchema['dataPerms']>;
export type Where = Record<string, unknown>;

export interface ChooserPage {
  data: ChooserRow[];
  total: number;
}

export function loadConfig(env: RendererEnv, name: string): Promise<ChooseConfig> {
  return env.request<ChooseConfig>(CHOOSE_CONFIG_URL, { method: 'GET', query: { name }, cacheTimer: CONFIG_CACHE_MS, messageHide: true });
}

/** A config with need_data_perms 1 lists nothing without a perms_id (spec 001 §5: DoubleSelect组件必须传dataPerms). */
export function lacksDataPerms(config: ChooseConfig, dataPerms: DataPerms | undefined): boolean {
  if (config.need_data_perms !== 1) return false;
  if (dataPerms === undefined) return true;
  return typeof dataPerms === 'object' && dataPerms.perms_id === undefined;
}

/** dataPerms as the call carries it; 全集团搜索 drops the org_id narrowing (the whole scope, never wider). */
export function dataPermsParam(dataPerms: DataPerms | undefined, wholeGroup: boolean): string | undefined {
  if (dataPerms === undefined) return undefined;
  if (typeof dataPerms === 'number') return String(dataPerms);
  const { org_id: orgId, ...rest } = dataPerms;
  return JSON.stringify(wholeGroup || orgId === undefined ? rest : { ...rest, org_id: orgId });
}

interface ListRequest {
  where: Where;
  page: number;
  limit: number;
  dataPerms?: string;
}

export function loadRows(env: RendererEnv, name: string, { where, page, limit, dataPerms }: ListRequest): Promise<ChooserPage> {
  const query: Record<string, unknown> = { name, page, limit };
  if (Object.keys(where).length > 0) query.where = JSON.stringify(where);
  if (dataPerms !== undefined) query.dataPerms = dataPerms;
  return env.request<ChooserPage>(CHOOSER_LIST_URL, { method: 'GET', query, cacheTimer: LIST_CACHE_MS, messageHide: true });
}

/**
 * The rows of chosen ids (spec 001 §7: where id in, limit 9999), posted: a long list of ids does not fit an
 * address. Ids the caller may not see are not answered; they drop out of the chosen list.
 */
export function resolveRows(env: RendererEnv, name: string, ids: readonly number[], dataPerms: DataPerms | undefined): Promise<ChooserPage> {
  const body: Record<string, unknown> = { name, where: { id: ['in', ids] }, page: 1, limit: RESOLVE_LIMIT };
  // What was chosen stays chosen wherever in the scope it was found (全集团搜索 too): no org_id narrowing.
  const param = dataPermsParam(dataPerms, true);
  if (param !== undefined) body.dataPerms = JSON.parse(param) as unknown;
  return env.request<ChooserPage>(CHOOSER_LIST_URL, { method: 'POST', body, messageHide: true });
}

/** The where key a search field sends: its searchName, else its prop. */
export function searchKey(field: ChooseField): string {
  return field.searchName ?? field.prop;
}

/** The search bar's texts as conditions: contains, each trimmed; empty ones left out. */
export function searchWhere(texts: Readonly<Record<string, string>>): Where {
  const where: Where = {};
  for (const [key, text] of Object.entries(texts)) {
    const trimmed = text.trim();
    if (trimmed !== '') where[key] = ['like', trimmed];
  }
  return where;
}
