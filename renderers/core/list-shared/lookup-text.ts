import { MULTI_SEPARATOR, type FilterCondition } from '../../../fields';
import { selectionOf } from './controls/organisations';
import { ORG_MAX_TAGS } from './controls/OrgFilter';

type Translate = (key: string, params?: Record<string, unknown>) => string;

/** Names the tags show for organisation and dictionary conditions, as far as they are known. */
export interface LookupNames {
  /** Organisation id → name; false when org/index did not know the id; absent while not looked up. */
  orgs: ReadonlyMap<number, string | false>;
  /** The org name lookup failed (the ids show with 中文名称获取失败). */
  orgFailed: boolean;
  /** Dictionary label → (stored value as text → item label), once loaded. */
  dicts: ReadonlyMap<string, ReadonlyMap<string, string>>;
}

export const NO_LOOKUPS: LookupNames = { orgs: new Map(), orgFailed: false, dicts: new Map() };


/**
 * An organisation condition as names (spec 001 §9, as the filter shows it): at most 5 then +N, 不属于 before
 * a not_in; an id org/index does not know shows as the id （无法识别）; null when the condition is no
 * organisation list.
 */
export function orgConditionText(condition: FilterCondition, names: LookupNames, t: Translate): string | null {
  const { mode, ids } = selectionOf(condition);
  if (ids.length === 0) return null;
  const nameOf = (id: number) => {
    const name = names.orgs.get(id);
    if (typeof name === 'string') return name;
    if (name === false) return `${id}（${t('listbar.tags.unreadable')}）`;
    return names.orgFailed ? `${id}（${t('listbar.tags.noName')}）` : String(id);
  };
  const shown = ids.slice(0, ORG_MAX_TAGS).map(nameOf).join(MULTI_SEPARATOR);
  const more = ids.length > ORG_MAX_TAGS ? ` ${t('listbar.tags.moreNames', { count: ids.length - ORG_MAX_TAGS })}` : '';
  return `${mode === 'not_in' ? `${t('listbar.tags.notIn')} ` : ''}${shown}${more}`;
}

type Scalar = string | number | boolean;

function valuesOf(condition: FilterCondition): { not: boolean; values: Scalar[] } | null {
  if (!Array.isArray(condition)) return { not: false, values: [condition] };
  const [op, operand] = condition;
  const list = Array.isArray(operand) ? operand : [operand];
  if (!list.every((v) => typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean')) return null;
  if (op === 'in' || op === '=') return { not: false, values: list as Scalar[] };
  if (op === 'not_in') return { not: true, values: list as Scalar[] };
  return null;
}

/**
 * A dictionary condition as item labels; a value the dictionary lacks shows as the value （无法识别）.
 * Null when the dictionary is not there (yet): the caller formats the values as they are.
 */
export function dictConditionText(condition: FilterCondition, labels: ReadonlyMap<string, string> | undefined, t: Translate): string | null {
  if (!labels) return null;
  const read = valuesOf(condition);
  if (!read || read.values.length === 0) return null;
  const text = read.values.map((v) => labels.get(String(v)) ?? `${String(v)}（${t('listbar.tags.unreadable')}）`).join(MULTI_SEPARATOR);
  return read.not ? `${t('listbar.tags.not')} ${text}` : text;
}
