import type { RendererEnv } from '../../../../registry';
import type { DictItem, Dictionary } from '../../../../schemas/generated/lookups';
import type { SearchField } from '../search-fields';
import { cacheScope, readSession, writeSession } from './session-cache';

export const DICT_LIST_URL = '/api/base/dict/list';

/**
 * The dictionary a dict field's values come from (its dictLabel, else its prop), or null when the field
 * lists its own options and names no dictionary.
 */
export function dictLabelOf(field: Pick<SearchField, 'prop' | 'dictLabel' | 'options'>): string | null {
  if (!field.dictLabel && field.options && field.options.length > 0) return null;
  return field.dictLabel ?? field.prop;
}

export interface DictOption {
  value: string | number;
  label: string;
}

function isDictionary(value: unknown): value is Dictionary {
  return typeof value === 'object' && value !== null && Array.isArray((value as Dictionary).children) && typeof (value as Dictionary).label === 'string';
}

// One request per dictionary at a time, however many controls ask at once.
const inFlight = new Map<string, Promise<Dictionary | null>>();

/** A dictionary by label: from this session's cache, else from dict/list (then cached); null when it does not exist. */
export function loadDictionary(env: RendererEnv, label: string): Promise<Dictionary | null> {
  const scope = cacheScope(env);
  const cached = readSession(scope, `dict.${label}`, isDictionary);
  if (cached) return Promise.resolve(cached);
  // Shared in flight by the same user in the same position only.
  const key = `${scope}:${label}`;
  const running = inFlight.get(key);
  if (running) return running;
  const request = env
    .request<Dictionary[]>(DICT_LIST_URL, { method: 'GET', query: { label }, messageHide: true })
    .then((answer) => {
      const dictionary = answer.find((d) => d.label === label) ?? null;
      if (dictionary) writeSession(scope, `dict.${label}`, dictionary);
      return dictionary;
    })
    .finally(() => inFlight.delete(key));
  inFlight.set(key, request);
  return request;
}

/** Stored enum values are integers: an item value that reads as a plain integer is sent as one. */
function storedValue(value: string): string | number {
  return /^(0|-?[1-9]\d{0,14})$/.test(value) ? Number(value) : value;
}

/** The items as options, children after their parent labelled `parent / child`. */
export function dictOptions(items: readonly DictItem[], english: boolean, prefix = ''): DictOption[] {
  return items.flatMap((item) => {
    const text = `${prefix}${english && item.label_en ? item.label_en : item.label}`;
    return [{ value: storedValue(item.value), label: text }, ...dictOptions(item.children, english, `${text} / `)];
  });
}
