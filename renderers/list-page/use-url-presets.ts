import { useEffect, useState } from 'react';
import type { RendererEnv } from '../../registry';
import type { StatusTabsSchema } from '../../schemas/generated/status-tabs';
import { isAllTab, sameValue, tabCondition } from '../core/tab-condition';
import type { WhereState } from '../core/list-context';
import { initialWhere, locationParams, parseListUrlQuery, resolveRuleRefs, type ListUrlQuery, type UrlAsks } from '../core/url-query';

export const RULE_ORG_IDS_URL = '/api/base/org/getRuleOrgId';


/** What a list page opens with from its URL: the starting where, and the rest for its children. */
export interface UrlPresets {
  where: WhereState;
  asks: UrlAsks;
}

/** The URL's conditions plus the active tab's condition (when the page has status tabs and the tab exists). */
export function presetWhere(url: ListUrlQuery, resolved: WhereState, tabs: StatusTabsSchema | undefined): WhereState {
  const where: WhereState = { ...url.where, ...resolved };
  const tab = url.activeTab === null ? undefined : tabs?.tabs.find((t) => !isAllTab(t) && sameValue(t.value, url.activeTab));
  if (tabs && tab && where[tabs.field] === undefined) where[tabs.field] = tabCondition(tabs, tab.value!);
  return initialWhere({ url: where });
}

function presetsOf(url: ListUrlQuery, resolved: WhereState, tabs: StatusTabsSchema | undefined): UrlPresets {
  return { where: presetWhere(url, resolved, tabs), asks: { highlight: url.highlight, activeTab: url.activeTab, selected: url.selected, devflag: url.devflag } };
}

/**
 * The URL presets of a list page, read once when it opens; null while `rule-prefix:` values are being
 * expanded (so the first list call already carries them). `readParams` is the seam for the shell's
 * opened route query (sealed `_q` addresses), which renderers cannot read themselves.
 */
export function useUrlPresets(env: RendererEnv, tabs: StatusTabsSchema | undefined, readParams: () => URLSearchParams = locationParams): UrlPresets | null {
  const [url] = useState(() => parseListUrlQuery(readParams()));
  const pending = Object.keys(url.rules).length > 0;
  const [presets, setPresets] = useState<UrlPresets | null>(() => (pending ? null : presetsOf(url, {}, tabs)));
  useEffect(() => {
    if (!pending) return undefined;
    let live = true;
    const lookup = (id: number) => env.request<number[]>(RULE_ORG_IDS_URL, { method: 'GET', query: { id }, messageHide: true });
    void resolveRuleRefs(url.rules, lookup).then((resolved) => {
      if (live) setPresets(presetsOf(url, resolved, tabs));
    });
    return () => {
      live = false;
    };
    // Read once when the page opens: later URL changes belong to the shell (a new page).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return presets;
}
