import { useEffect, useState } from 'react';
import constants from '../../../../schemas/constants.json';
import type { RendererEnv } from '../../../../registry';
import { loadConfig, resourceWhere } from '../../picker-shared/chooser-api';

/** Spec 001 §9: a remote select searches this long after the last keystroke. */
export const REMOTE_SELECT_DEBOUNCE_MS = constants.remoteSelectDebounceMs;
/** Spec 001 §7 resource select: one page of 50 options. */
export const RESOURCE_SELECT_LIMIT = 50;

export type ResourceValue = string | number;
export interface ResourceOption {
  value: ResourceValue;
  label: string;
  /** The record the option stands for (a form control writes more of it than its value). */
  row: Record<string, unknown>;
}

/** Where a resource select reads its options: a chooser config's resource, its value and label fields, the field searched. */
export interface ResourceSource {
  chooser: string;
  valueKey: string;
  labelKey: string;
  searchKey?: string;
}

/**
 * The options of a resource select (spec 001 §7 resource select, remote select; §9 500 ms debounce): read
 * from the chooser config's resource, its own list call (the config's list_url) inside the caller's scope,
 * matched by keyword (like) 500 ms after the last keystroke, 50 at a time in the config's order. Nothing is read
 * until a keyword is set (the list opened: '').
 */
export function useResourceOptions(env: RendererEnv, source: ResourceSource, keyword: string | null) {
  const { chooser, valueKey, labelKey } = source;
  const searchKey = source.searchKey ?? labelKey;
  const [options, setOptions] = useState<ResourceOption[]>([]);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (keyword === null) return undefined;
    let live = true;
    const timer = window.setTimeout(() => {
      setLoading(true);
      const where = keyword.trim() === '' ? {} : { [searchKey]: ['like', keyword.trim()] };
      loadConfig(env, chooser)
        .then((config) => {
          const query: Record<string, unknown> = { where: JSON.stringify(resourceWhere(config, where)), page: 1, limit: RESOURCE_SELECT_LIMIT };
          if (config.params.order !== undefined) query.order = config.params.order;
          return env.request<{ data: Record<string, unknown>[] }>(config.list_url, { query, messageHide: true });
        })
        .then(
          (answer) => {
            if (!live) return;
            setFailed(false);
            setOptions(answer.data.map((row) => ({ value: row[valueKey] as ResourceValue, label: String(row[labelKey] ?? row[valueKey]), row })));
          },
          () => live && setFailed(true),
        )
        .finally(() => live && setLoading(false));
    }, REMOTE_SELECT_DEBOUNCE_MS);
    return () => {
      live = false;
      window.clearTimeout(timer);
    };
  }, [env, keyword, chooser, valueKey, labelKey, searchKey]);
  return { options, loading, failed };
}
