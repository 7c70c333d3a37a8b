import { useCallback, useEffect, useState } from 'react';
import type { OrgNode } from '../../schemas/generated/lookups';
import { picked, type PickedOrg } from '../core/picker-shared/org-api';
import { ancestorIds, rootIds, type LoadedTree } from './org-tree';

/**
 * What the picker has chosen and which branches are open. Opened with a value, the chosen organisations are ticked and
 * their branches open (a lone company opens too); `toggle` chooses a node or lets it go (one at a time unless multiple).
 */
export function useOrgChoice(tree: LoadedTree, ready: boolean, initial: readonly OrgNode[], multiple: boolean) {
  const [chosen, setChosen] = useState<readonly PickedOrg[]>([]);
  const [expanded, setExpanded] = useState<readonly number[]>([]);
  // Opened with a value: the chosen organisations are ticked and their branches open; a lone company opens.
  useEffect(() => {
    if (!ready) return;
    const roots = rootIds(tree);
    setChosen((current) => [...initial.map(picked).filter((p) => !current.some((c) => c.id === p.id)), ...current]);
    setExpanded((current) => [...new Set([...current, ...(roots.length === 1 ? roots : []), ...initial.flatMap((n) => ancestorIds(tree, n.id))])]);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the first level arrives
  }, [ready, initial]);

  const toggle = useCallback(
    (node: OrgNode | undefined) => {
      if (!node?.can_selected) return;
      setChosen((current) => {
        const has = current.some((c) => c.id === node.id);
        if (multiple) return has ? current.filter((c) => c.id !== node.id) : [...current, picked(node)];
        return has ? [] : [picked(node)];
      });
    },
    [multiple],
  );
  return { chosen, setChosen, expanded, setExpanded, toggle };
}
