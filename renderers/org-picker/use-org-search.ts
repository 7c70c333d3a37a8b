import { useEffect, useState } from 'react';
import type { RendererEnv } from '../../registry';
import type { OrgNode } from '../../schemas/generated/lookups';
import type { OrgPickerSchema } from '../../schemas/generated/org-picker';
import { useDebounced } from '../core/picker-shared';
import { ORG_SEARCH_DEBOUNCE_MS } from '../core/picker-shared/dialogs';
import { searchTree } from '../core/picker-shared/org-api';

/**
 * The picker's search over every level of the tree: typing waits ORG_SEARCH_DEBOUNCE_MS after the last key, clearing
 * the box shows the tree at once. `found` is the matches of `query` (a failed search finds none).
 */
export function useOrgSearch(env: RendererEnv, kinds: OrgPickerSchema['kinds'], search: string) {
  const text = search.trim();
  const settled = useDebounced(text, ORG_SEARCH_DEBOUNCE_MS);
  // Clearing the box shows the tree at once; typing waits for the keystrokes to stop.
  const query = text === '' ? '' : settled;
  const [found, setFound] = useState<{ query: string; nodes: OrgNode[] } | null>(null);
  const kindsText = kinds?.join(',') ?? '';
  useEffect(() => {
    if (query === '') {
      setFound(null);
      return undefined;
    }
    let live = true;
    searchTree(env, kinds, query).then(
      (nodes) => {
        if (live) setFound({ query, nodes });
      },
      () => {
        if (live) setFound({ query, nodes: [] });
      },
    );
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- kindsText stands for kinds
  }, [env, query, kindsText]);

  return { query, found };
}
