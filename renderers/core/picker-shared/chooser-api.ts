import type { RendererEnv } from '../../../registry';
import type { ChooseConfig, ChooseConfigDetail, ChooseField } from '../../../schemas/generated/choose-config';
import type { ChooserSchema } from '../../../schemas/generated/chooser';

export const CHOOSE_CONFIG_URL = '/api/base/Businessdatachooseconfig/detail';
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

/** A config as its detail call answers it: with `list_url`, the configured resource's own list call. */
export type LoadedChooseConfig = ChooseConfigDetail;

export function loadConfig(env: RendererEnv, name: string): Promise<LoadedChooseConfig> {
  return env.request<LoadedChooseConfig>(CHOOSE_CONFIG_URL, { method: 'GET', query: { name }, cacheTimer: CONFIG_CACHE_MS, messageHide: true });
}

/**
 * `where` as the resource's own list reads it (spec 001 §7 chooser list: the configured resource's call): a key
 * that is a config field's searchName, and no field's prop, is that field's prop.
 */
export function resourceWhere(config: Pick<ChooseConfig, 'fields'>, where: Where): Where {
  const props = new Set(config.fields.map((f) => f.prop));
  const mapped: Where = {};
  for (const [key, value] of Object.entries(where)) {
    const field = props.has(key) ? undefined : config.fields.find((f) => f.searchName === key);
    mapped[field && !Object.hasOwn(where, field.prop) ? field.prop : key] = value;
  }
  return mapped;
}

/** dataPerms as the call carries it (a menu id, or JSON) as the resource list's remote_params object. */
function remoteParams(dataPerms: string | undefined): Record<string, unknown> | undefined {
  if (dataPerms === undefined) return undefined;
  const value = JSON.parse(dataPerms) as unknown;
  return typeof value === 'number' ? { perms_id: value } : (value as Record<string, unknown>);
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

/** One page of candidates from the configured resource's own list call, in the config's order. */
export function loadRows(env: RendererEnv, config: LoadedChooseConfig, { where, page, limit, dataPerms }: ListRequest): Promise<ChooserPage> {
  const query: Record<string, unknown> = { page, limit };
  if (Object.keys(where).length > 0) query.where = JSON.stringify(resourceWhere(config, where));
  if (config.params.order !== undefined) query.order = config.params.order;
  const remote = remoteParams(dataPerms);
  if (remote !== undefined) query.remote_params = JSON.stringify(remote);
  return env.request<ChooserPage>(config.list_url, { method: 'GET', query, cacheTimer: LIST_CACHE_MS, messageHide: true });
}

/**
 * The rows of chosen ids (spec 001 §7: where id in, limit 9999), posted: a long list of ids does not fit an
 * address. Ids the caller may not see are not answered; they drop out of the chosen list.
 */
export function resolveRows(env: RendererEnv, config: LoadedChooseConfig, ids: readonly number[], dataPerms: DataPerms | undefined): Promise<ChooserPage> {
  const body: Record<string, unknown> = { where: { id: ['in', ids] }, page: 1, limit: RESOLVE_LIMIT };
  // What was chosen stays chosen wherever in the scope it was found (全集团搜索 too): no org_id narrowing.
  const remote = remoteParams(dataPermsParam(dataPerms, true));
  if (remote !== undefined) body.remote_params = remote;
  return env.request<ChooserPage>(config.list_url, { method: 'POST', body, messageHide: true });
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
