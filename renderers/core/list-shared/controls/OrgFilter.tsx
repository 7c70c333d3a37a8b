import constants from '../../../../schemas/constants.json';
import { Select, Space, TreeSelect } from 'antd';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useEnv, type RendererEnv } from '../../../../registry';
import type { OrgNode } from '../../../../schemas/generated/lookups';
import { whereKey } from '../search-fields';
import type { ControlProps } from './control-props';
import { cacheChoices, cachedChoices, loadOrgLevel, loadOrgNames, orgCondition, searchOrgs, selectionOf, type OrgMode } from './organisations';

/** Spec 001 §9: the org filter shows at most 5 names, then +N. */
export const ORG_MAX_TAGS = 5;
/** The tree's popup is at least this wide, whatever the width of its box. */
const ORG_POPUP_MIN_WIDTH = 240;
/** Spec 001 §9: the org tree search waits this long after the last keystroke. */
export const ORG_SEARCH_DEBOUNCE_MS = constants.orgSearchDebounceMs;

interface LabelledId {
  value: number;
  label: string;
}

/**
 * The tree's search: typed text searches every level on the server ORG_SEARCH_DEBOUNCE_MS after the last key;
 * `found` is the matches (null while nothing is typed), each also told to `onFound` (their names).
 */
function useOrgSearch(env: RendererEnv, kinds: 'entity' | undefined, onFound: (matches: readonly OrgNode[]) => void) {
  const [search, setSearch] = useState('');
  const [found, setFound] = useState<readonly OrgNode[] | null>(null);
  const heard = useRef(onFound);
  heard.current = onFound;
  useEffect(() => {
    const text = search.trim();
    if (text === '') {
      setFound(null);
      return undefined;
    }
    let live = true;
    const timer = window.setTimeout(() => {
      searchOrgs(env, text, kinds).then(
        (matches) => {
          if (!live) return;
          setFound(matches);
          heard.current(matches);
        },
        () => {
          if (live) setFound([]);
        },
      );
    }, ORG_SEARCH_DEBOUNCE_MS);
    return () => {
      live = false;
      window.clearTimeout(timer);
    };
  }, [env, search, kinds]);

  return { search, setSearch, found };
}

/**
 * The organisation filter (spec 001 §9): a tree of organisations loaded level by level (getTree, lazy),
 * several chosen, shown as at most 5 names plus +N; in or not in (unless hideNotIn). The names of chosen
 * organisations are kept per field in session storage, and names the page does not know yet (a URL preset)
 * come from org/index. Typing searches every level on the server and lists the matches flat, with their paths.
 */
export function OrgFilter({ field, value, onChange, label }: ControlProps) {
  const env = useEnv();
  const fieldKey = whereKey(field);
  // searchType entity: the same tree, where only legal entities (法人主体) may be chosen (getTree label).
  const kinds = field.searchType === 'entity' ? 'entity' : undefined;
  const selection = selectionOf(value);
  const [chosenMode, setChosenMode] = useState<OrgMode>(selection.mode);
  const mode: OrgMode = field.hideNotIn ? 'in' : selection.ids.length > 0 ? selection.mode : chosenMode;
  const [nodes, setNodes] = useState<ReadonlyMap<number, OrgNode>>(new Map());
  const [names, setNames] = useState<ReadonlyMap<number, string>>(() => new Map(cachedChoices(env, fieldKey).map((c) => [c.id, c.name])));
  const [topLoaded, setTopLoaded] = useState(false);
  const [failed, setFailed] = useState(false);

  const addNodes = useCallback((level: readonly OrgNode[]) => {
    setNodes((known) => new Map([...known, ...level.map((n) => [n.id, n] as const)]));
    setNames((known) => new Map([...known, ...level.map((n) => [n.id, n.name] as const)]));
  }, []);

  const loadLevel = useCallback(
    (orgId?: number) =>
      loadOrgLevel(env, orgId, kinds).then(addNodes, () => {
        setFailed(true);
      }),
    [env, addNodes, kinds],
  );

  const { search, setSearch, found } = useOrgSearch(env, kinds, (matches) => setNames((known) => new Map([...known, ...matches.map((n) => [n.id, n.name] as const)])));

  // Names of chosen organisations this page has not seen (a URL preset, another session).
  const idsKey = selection.ids.join(',');
  useEffect(() => {
    const missing = selection.ids.filter((id) => !names.has(id));
    if (missing.length === 0) return undefined;
    let live = true;
    loadOrgNames(env, missing)
      .then((choices) => {
        if (live) setNames((known) => new Map([...known, ...choices.map((c) => [c.id, c.name] as const)]));
      })
      // Unknown names show as ids: the condition still works.
      .catch(() => undefined);
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- when the chosen ids change
  }, [env, idsKey]);

  const nameOf = (id: number) => names.get(id) ?? String(id);
  const treeData = useMemo(
    () =>
      found
        ? found.map((n) => ({ id: n.id, pId: null, value: n.id, title: <span title={n.path_name}>{n.path_name}</span>, isLeaf: true, disabled: !n.can_selected }))
        : [...nodes.values()].map((n) => ({ id: n.id, pId: n.pid, value: n.id, title: n.name, isLeaf: n.is_leaf, disabled: !n.can_selected })),
    [nodes, found],
  );

  const choose = (nextMode: OrgMode, ids: number[]) => {
    cacheChoices(env, fieldKey, ids.map((id) => ({ id, name: nameOf(id) })));
    onChange(orgCondition({ mode: nextMode, ids }));
  };

  return (
    <Space.Compact style={{ width: '100%' }}>
      {!field.hideNotIn && (
        <Select<OrgMode>
          aria-label={`${label} ${env.t('lookups.org.mode')}`}
          value={mode}
          popupMatchSelectWidth={false}
          style={{ width: 84 }}
          options={[
            { value: 'in', label: env.t('lookups.org.in') },
            { value: 'not_in', label: env.t('lookups.org.notIn') },
          ]}
          onChange={(next) => {
            setChosenMode(next);
            if (selection.ids.length > 0) choose(next, selection.ids);
          }}
        />
      )}
      <TreeSelect<LabelledId[]>
        aria-label={label}
        placeholder={label}
        multiple
        labelInValue
        allowClear
        showSearch
        searchValue={search}
        onSearch={setSearch}
        filterTreeNode={false}
        treeDataSimpleMode
        treeData={treeData}
        loadData={(node) => loadLevel(Number(node.value))}
        notFoundContent={env.t(failed ? 'lookups.org.loadFailed' : 'lookups.org.empty')}
        maxTagCount={ORG_MAX_TAGS}
        maxTagPlaceholder={(omitted) => env.t('lookups.org.more', { count: omitted.length })}
        // The tree opens as wide as its names (at least 240 px, at most the screen), not as narrow as the box.
        popupMatchSelectWidth={false}
        styles={{ popup: { root: { minWidth: ORG_POPUP_MIN_WIDTH, maxWidth: 'calc(100vw - 16px)' } } }}
        style={{ flex: 1, minWidth: 0 }}
        value={selection.ids.map((id) => ({ value: id, label: nameOf(id) }))}
        onOpenChange={(open) => {
          if (open && !topLoaded) {
            setTopLoaded(true);
            void loadLevel();
          }
        }}
        onChange={(next) => {
          const picked = (next ?? []).map((v) => Number(v.value)).filter((id) => Number.isInteger(id) && id > 0);
          setSearch('');
          choose(mode, picked);
        }}
      />
    </Space.Compact>
  );
}
