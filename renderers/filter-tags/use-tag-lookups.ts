import { useEffect, useMemo, useState } from 'react';
import type { RendererEnv } from '../../registry';
import type { WhereState } from '../core/list-context';
import { asFilterCondition, controlKindOf, dictLabelOf, dictOptions, loadDictionary, loadOrgNames, selectionOf, whereKey, type LookupNames, type SearchField } from '../core/list-shared';
import { cachedChoices } from '../core/list-shared/controls/organisations';
import { resolvedOrgNames } from '../core/list-shared/controls/session-cache';

function knownOrgs(env: RendererEnv, fields: readonly SearchField[]): Map<number, string | false> {
  const known = new Map(resolvedOrgNames(env));
  for (const field of fields) {
    for (const choice of cachedChoices(env, whereKey(field))) if (!known.has(choice.id)) known.set(choice.id, choice.name);
  }
  return known;
}


/**
 * The names the filter tags need (spec 001 §9): organisation names of the org conditions from org/index
 * (one call for the missing ids, cached), dictionary item labels from the session's dictionary cache.
 */
export function useTagLookups(env: RendererEnv, fields: ReadonlyMap<string, SearchField>, where: WhereState): LookupNames {
  const [orgs, setOrgs] = useState<ReadonlyMap<number, string | false>>(() => knownOrgs(env, [...fields.values()]));
  const [orgFailed, setOrgFailed] = useState(false);
  const [dicts, setDicts] = useState<ReadonlyMap<string, ReadonlyMap<string, string>>>(new Map());

  const needs = useMemo(() => {
    const orgIds = new Set<number>();
    const dictLabels = new Set<string>();
    for (const [key, condition] of Object.entries(where)) {
      const field = fields.get(key);
      if (!field) continue;
      const kind = controlKindOf(field);
      if (kind === 'organize') selectionOf(asFilterCondition(condition)).ids.forEach((id) => orgIds.add(id));
      const dictLabel = kind === 'dict' ? dictLabelOf(field) : null;
      if (dictLabel !== null) dictLabels.add(dictLabel);
    }
    return { orgIds: [...orgIds].sort((a, b) => a - b), dictLabels: [...dictLabels].sort() };
  }, [fields, where]);

  const missingOrgs = needs.orgIds.filter((id) => !orgs.has(id));
  const missingKey = missingOrgs.join(',');
  useEffect(() => {
    if (missingOrgs.length === 0) return undefined;
    let live = true;
    loadOrgNames(env, missingOrgs).then(
      (choices) => {
        const found = new Map(choices.map((c) => [c.id, c.name] as const));
        const names = resolvedOrgNames(env);
        for (const id of missingOrgs) names.set(id, found.get(id) ?? false);
        if (live) setOrgs(new Map(names));
      },
      () => {
        if (live) setOrgFailed(true);
      },
    );
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- when the missing ids change
  }, [env, missingKey]);

  const english = env.language === 'en';
  const dictKey = needs.dictLabels.filter((label) => !dicts.has(label)).join('\n');
  useEffect(() => {
    if (dictKey === '') return undefined;
    let live = true;
    for (const label of dictKey.split('\n')) {
      loadDictionary(env, label).then(
        (dictionary) => {
          if (!live || !dictionary) return;
          const labels = new Map(dictOptions(dictionary.children, english).map((o) => [String(o.value), o.label] as const));
          setDicts((known) => new Map([...known, [label, labels]]));
        },
        // Without the dictionary the values show as they are.
        () => undefined,
      );
    }
    return () => {
      live = false;
    };
  }, [env, dictKey, english]);

  return useMemo(() => ({ orgs, orgFailed, dicts }), [orgs, orgFailed, dicts]);
}
