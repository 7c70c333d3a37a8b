import type { FilterCondition } from '../../fields';
import { isWhereOperator } from '../../rules';
import type { WhereState } from './list-context';

/**
 * The list page's URL query (spec 001 §2), one parameter per idea:
 *
 * - `query`: the preset conditions, one JSON object `field → value | [operator, operand]` (the list call's
 *   `where` language). Empty values (null, '', [], an empty operand) are dropped; a value (or operand) of the
 *   form `rule-prefix:{id}` stands for the organisation ids of rule `id` (getRuleOrgId) and becomes
 *   `['in', ids]` (or keeps its operator, e.g. `['not_in', 'rule-prefix:3']`); an id of 0 or less is
 *   ignored, and so is a failed lookup or a rule without organisations. Unreadable JSON presets nothing.
 * - `highlight`: fields to highlight: a JSON array (`["a","b"]`), a single value (`a`) or repeated
 *   (`highlight=a&highlight=b`).
 * - `activeTab`: the status tab to open on; not a condition of its own (the tab sets its field's condition).
 * - `selected`: ids of rows to select: a JSON array, a comma list, or repeated.
 * - `devflag`: developer mode (present = on).
 */
export const URL_PARAMS = { query: 'query', highlight: 'highlight', activeTab: 'activeTab', selected: 'selected', devflag: 'devflag' } as const;

/** The value prefix naming an organisation rule. */
export const RULE_PREFIX = 'rule-prefix:';

const FIELD_NAME = /^[A-Za-z_][A-Za-z0-9_.]*$/;

/** A preset whose organisation ids are still to be fetched: `field → [operator, rule id]`. */
export type RuleRefs = Record<string, readonly [string, number]>;

export interface ListUrlQuery {
  /** Preset conditions ready to use (rule references not among them). */
  where: WhereState;
  /** Conditions waiting for their rule's organisation ids (ids above 0 only). */
  rules: RuleRefs;
  highlight: string[];
  activeTab: string | null;
  selected: (string | number)[];
  devflag: boolean;
}

function isEmptyValue(value: unknown): boolean {
  return value === null || value === undefined || (typeof value === 'string' && value.trim() === '') || (Array.isArray(value) && value.length === 0);
}

/** The rule id of a `rule-prefix:{id}` value; null when the value is not one; 0 for an id that is ignored. */
export function ruleIdOf(value: unknown): number | null {
  if (typeof value !== 'string' || !value.startsWith(RULE_PREFIX)) return null;
  const id = Number(value.slice(RULE_PREFIX.length).trim());
  return Number.isInteger(id) && id > 0 ? id : 0;
}

type Preset = { kind: 'condition'; condition: FilterCondition } | { kind: 'rule'; op: string; id: number } | { kind: 'none' };

/** One preset value as a condition, a rule reference, or nothing (empty or unreadable). */
function presetOf(value: unknown): Preset {
  if (isEmptyValue(value)) return { kind: 'none' };
  const rule = ruleIdOf(value);
  if (rule !== null) return rule > 0 ? { kind: 'rule', op: 'in', id: rule } : { kind: 'none' };
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return { kind: 'condition', condition: value };
  if (!Array.isArray(value)) return { kind: 'none' };
  const [op, operand] = value as unknown[];
  // `[op, operand]` with an operator of the where language (schemas/where.schema.json); any other list is a list of values (in).
  if (value.length === 2 && isWhereOperator(op)) {
    if (isEmptyValue(operand)) return { kind: 'none' };
    const operandRule = ruleIdOf(operand);
    if (operandRule !== null) return operandRule > 0 ? { kind: 'rule', op, id: operandRule } : { kind: 'none' };
    return { kind: 'condition', condition: [op, operand] };
  }
  const values = value.filter((v) => !isEmptyValue(v) && (typeof v === 'string' || typeof v === 'number'));
  return values.length > 0 ? { kind: 'condition', condition: ['in', values] } : { kind: 'none' };
}

/** The preset conditions of a `query` parameter. */
export function parsePresetConditions(raw: string | null): { where: WhereState; rules: RuleRefs } {
  const where: WhereState = {};
  const rules: Record<string, readonly [string, number]> = {};
  if (raw === null || raw.trim() === '') return { where, rules };
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return { where, rules };
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) return { where, rules };
  for (const [field, value] of Object.entries(parsed as Record<string, unknown>)) {
    if (!FIELD_NAME.test(field)) continue;
    const preset = presetOf(value);
    if (preset.kind === 'condition') where[field] = preset.condition;
    else if (preset.kind === 'rule') rules[field] = [preset.op, preset.id];
  }
  return { where, rules };
}

/** Every value of a parameter given as a JSON array, a single value or repeated; `split` also splits commas. */
function listParam(params: URLSearchParams, name: string, split: boolean): string[] {
  const out: string[] = [];
  for (const raw of params.getAll(name)) {
    const text = raw.trim();
    if (text.startsWith('[')) {
      try {
        const parsed: unknown = JSON.parse(text);
        if (Array.isArray(parsed)) {
          for (const item of parsed) if (typeof item === 'string' || typeof item === 'number') out.push(String(item).trim());
          continue;
        }
      } catch {
        // Not JSON: taken as a plain value below.
      }
    }
    out.push(...(split ? text.split(',') : [text]).map((part) => part.trim()));
  }
  return [...new Set(out.filter((item) => item !== ''))];
}

/** Ids as numbers where they read as whole numbers (row ids usually are), as text otherwise. */
function idOf(text: string): string | number {
  return /^-?\d{1,15}$/.test(text) ? Number(text) : text;
}

/** Everything a list page takes from its URL query (see URL_PARAMS). */
export function parseListUrlQuery(params: URLSearchParams): ListUrlQuery {
  const { where, rules } = parsePresetConditions(params.get(URL_PARAMS.query));
  const tab = params.get(URL_PARAMS.activeTab);
  return {
    where,
    rules,
    highlight: listParam(params, URL_PARAMS.highlight, false),
    activeTab: tab === null || tab.trim() === '' ? null : tab.trim(),
    selected: listParam(params, URL_PARAMS.selected, true).map(idOf),
    devflag: params.has(URL_PARAMS.devflag),
  };
}

/**
 * The rule references resolved through `lookup` (getRuleOrgId) into `[operator, ids]` conditions. A failed
 * lookup or a rule without organisations presets nothing, silently (spec 001 §2).
 */
export async function resolveRuleRefs(rules: RuleRefs, lookup: (ruleId: number) => Promise<readonly number[]>): Promise<WhereState> {
  const entries = await Promise.all(
    Object.entries(rules).map(async ([field, [op, id]]) => {
      try {
        const ids = await lookup(id);
        if (!Array.isArray(ids) || ids.length === 0) return null;
        const condition: FilterCondition = [op, [...ids]];
        return { field, condition };
      } catch {
        return null;
      }
    }),
  );
  const where: WhereState = {};
  for (const entry of entries) if (entry) where[entry.field] = entry.condition;
  return where;
}

/**
 * Where a list page starts (spec 001 §4 search source precedence: user input, then view, then URL router,
 * then default), field by field: a view's condition replaces the URL's of the same field, the URL's the
 * default's. User input comes later, through setWhere, and replaces them all. `view` is the opening view's
 * conditions (the URL's view_id or the default view, saved-view-boot.ts).
 */
export function initialWhere(sources: { url: WhereState; view?: WhereState; defaults?: WhereState }): WhereState {
  return { ...sources.defaults, ...sources.url, ...sources.view };
}

/** The query of the address shown, or none when the shell sealed it (`_q`): only the shell can open that. */
export function locationParams(search: string = typeof window === 'undefined' ? '' : window.location.search): URLSearchParams {
  const params = new URLSearchParams(search);
  return params.has('_q') ? new URLSearchParams() : params;
}

/** What the URL asks of a list page besides conditions: fields to highlight, rows to select, tab, devflag. */
export type UrlAsks = Omit<ListUrlQuery, 'where' | 'rules'>;
