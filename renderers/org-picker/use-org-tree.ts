import { useCallback, useEffect, useRef, useState } from 'react';
import { failureText, type RendererEnv } from '../../registry';
import type { OrgNode } from '../../schemas/generated/lookups';
import { loadLevel, type OrgKinds } from '../core/picker-shared/org-api';
import { EMPTY_TREE, mergeLevel, type LoadedTree } from './org-tree';

export interface OrgTreeState {
  tree: LoadedTree;
  /** The first call has answered (or failed). */
  ready: boolean;
  /** The first call failed: there is no tree to show. */
  failed: boolean;
  /** Loads the children of a node (antd Tree's loadData). */
  expand(id: number): Promise<void>;
  /** The nodes of the first answer that were asked for as chosen. */
  initial: readonly OrgNode[];
}

/** The caller's company tree, loaded a level at a time; the first call brings the chosen ones in place. */
export function useOrgTree(env: RendererEnv, kinds: OrgKinds, selected: readonly number[]): OrgTreeState {
  const [tree, setTree] = useState<LoadedTree>(EMPTY_TREE);
  const [ready, setReady] = useState(false);
  const [failed, setFailed] = useState(false);
  const [initial, setInitial] = useState<readonly OrgNode[]>([]);
  const kindsText = kinds?.join(',') ?? '';
  const selectedText = selected.join(',');
  // The first level is loaded once per kinds and selection: a new env object (the host re-rendered) must not
  // reload it, which would drop the levels opened since while the tree still counts them as loaded.
  const envRef = useRef(env);
  useEffect(() => {
    envRef.current = env;
  }, [env]);
  useEffect(() => {
    let live = true;
    const ids = selectedText === '' ? [] : selectedText.split(',').map(Number);
    loadLevel(envRef.current, kindsText === '' ? undefined : (kindsText.split(',') as OrgKinds), undefined, ids).then(
      (answer) => {
        if (!live) return;
        setTree(mergeLevel(EMPTY_TREE, answer));
        setInitial(ids.map((id) => answer.find((n) => n.id === id)).filter((n): n is OrgNode => n !== undefined));
        setReady(true);
      },
      () => {
        if (!live) return;
        setFailed(true);
        setReady(true);
      },
    );
    return () => {
      live = false;
    };
  }, [kindsText, selectedText]);

  // A level that fails to load says so and leaves the rest of the tree as it is.
  const expand = useCallback(
    (id: number) =>
      loadLevel(env, kinds, id).then(
        (answer) => setTree((current) => mergeLevel(current, answer, id)),
        (error: unknown) => env.notify.error(failureText(env.t, error, 'pickers.org.loadFailed')),
      ),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- kindsText stands for kinds
    [env, kindsText],
  );
  return { tree, ready, failed, expand, initial };
}
