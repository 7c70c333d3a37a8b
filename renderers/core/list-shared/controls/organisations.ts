import type { FilterCondition } from '../../../../fields';
import type { RendererEnv } from '../../../../registry';
import type { OrgIndexAnswer, OrgNode } from '../../../../schemas/generated/lookups';
import { cacheScope, readSession, writeSession } from './session-cache';

export const ORG_TREE_URL = '/api/base/org/getTree';
export const ORG_INDEX_URL = '/api/base/org/index';
/** Org names are resolved in one call of up to this many (spec 001 §9: org index limit 9999). */
export const ORG_INDEX_LIMIT = 9999;

export type OrgMode = 'in' | 'not_in';

export interface OrgChoice {
  id: number;
  name: string;
}

export interface OrgSelection {
  mode: OrgMode;
  ids: number[];
}

/** One level of the tree: under `orgId`, or the top level. */
export function loadOrgLevel(env: RendererEnv, orgId?: number, label?: string): Promise<OrgNode[]> {
  const where = { lazy: 1, ...(orgId === undefined ? {} : { org_id: orgId }), ...(label ? { label } : {}) };
  return env.request<OrgNode[]>(ORG_TREE_URL, { method: 'GET', query: { where: JSON.stringify(where) }, messageHide: true });
}

/** Organisations whose name contains `text`, at any level, flat. */
export function searchOrgs(env: RendererEnv, text: string, label?: string): Promise<OrgNode[]> {
  return env.request<OrgNode[]>(ORG_TREE_URL, { method: 'GET', query: { where: JSON.stringify({ name: text, ...(label ? { label } : {}) }) }, messageHide: true });
}

/** Names of organisations by id (org/index where id in, all_list, limit 9999). */
export async function loadOrgNames(env: RendererEnv, ids: readonly number[]): Promise<OrgChoice[]> {
  if (ids.length === 0) return [];
  const answer = await env.request<OrgIndexAnswer>(ORG_INDEX_URL, {
    method: 'GET',
    query: { where: JSON.stringify({ id: ['in', ids] }), all_list: 1, limit: ORG_INDEX_LIMIT },
    messageHide: true,
  });
  return answer.data.map((o) => ({ id: o.id, name: o.name }));
}

function toId(value: unknown): number | null {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  return Number.isInteger(n) && n > 0 ? n : null;
}

/** The selection a condition stands for: `[in | not_in, ids]`, or a single id (a URL preset). */
export function selectionOf(condition: FilterCondition | undefined): OrgSelection {
  if (condition === undefined) return { mode: 'in', ids: [] };
  if (!Array.isArray(condition)) {
    const id = toId(condition);
    return { mode: 'in', ids: id === null ? [] : [id] };
  }
  const [op, operand] = condition;
  const mode: OrgMode = op === 'not_in' ? 'not_in' : 'in';
  const list = Array.isArray(operand) ? operand : [operand];
  return { mode, ids: list.map(toId).filter((id): id is number => id !== null) };
}

/** The condition of a selection; none without organisations. */
export function orgCondition({ mode, ids }: OrgSelection): FilterCondition | undefined {
  return ids.length === 0 ? undefined : [mode, ids];
}

function isChoices(value: unknown): value is OrgChoice[] {
  return Array.isArray(value) && value.every((c) => typeof c === 'object' && c !== null && typeof (c as OrgChoice).id === 'number' && typeof (c as OrgChoice).name === 'string');
}

/** The organisations last chosen in this field, this browser session (spec 001 §9), so their names show at once. */
export function cachedChoices(env: RendererEnv, fieldKey: string): OrgChoice[] {
  return readSession(cacheScope(env), `org.${fieldKey}`, isChoices) ?? [];
}

export function cacheChoices(env: RendererEnv, fieldKey: string, choices: readonly OrgChoice[]): void {
  writeSession(cacheScope(env), `org.${fieldKey}`, choices);
}
