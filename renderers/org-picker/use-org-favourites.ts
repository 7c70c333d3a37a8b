import { useCallback, useEffect, useState } from 'react';
import { failureText, type RendererEnv } from '../../registry';
import type { CollectLabel } from '../../schemas/generated/collect';
import type { OrgNode } from '../../schemas/generated/lookups';
import { loadFavourites, setCollected } from '../core/picker-shared/org-api';

/**
 * The caller's favourite organisations (收藏, loaded when first shown) and the star of each node: toggled on the
 * server, the favourites following, the node busy meanwhile; a refusal said and the star left as it was.
 */
export function useOrgFavourites(env: RendererEnv, collectLabel: CollectLabel, shown: boolean) {
  const [favourites, setFavourites] = useState<OrgNode[] | null>(null);
  useEffect(() => {
    if (!shown || favourites !== null) return;
    loadFavourites(env, collectLabel).then(setFavourites, (error: unknown) => {
      setFavourites([]);
      env.notify.error(failureText(env.t, error, 'pickers.org.loadFailed'));
    });
  }, [env, shown, favourites, collectLabel]);

  // Stars toggled in this dialog, over what the server said when the node was loaded.
  const [starred, setStarred] = useState<ReadonlyMap<number, boolean>>(new Map());
  const [busy, setBusy] = useState<ReadonlySet<number>>(new Set());
  const isCollected = useCallback((node: OrgNode) => starred.get(node.id) ?? node.is_collected === 1, [starred]);
  const star = useCallback(
    (node: OrgNode) => {
      const collect = !isCollected(node);
      setBusy((b) => new Set([...b, node.id]));
      setCollected(env, collectLabel, node.id, collect)
        .then(
          () => {
            setStarred((s) => new Map([...s, [node.id, collect]]));
            setFavourites((list) => (list === null ? null : collect ? [{ ...node, is_collected: 1 }, ...list.filter((n) => n.id !== node.id)] : list.filter((n) => n.id !== node.id)));
          },
          (error: unknown) => env.notify.error(failureText(env.t, error, collect ? 'pickers.org.collectFailed' : 'pickers.org.uncollectFailed')),
        )
        .finally(() => setBusy((b) => new Set([...b].filter((id) => id !== node.id))));
    },
    [env, collectLabel, isCollected],
  );

  return { favourites, isCollected, star, busy };
}
