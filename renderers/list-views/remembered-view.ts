import { useCallback, useState } from 'react';
import { readLocal, writeLocal } from '../core/local-store';

export type ListView = 'table' | 'card';

const PREFIX = 'hkwl:list-view:';

function read(key: string): ListView | null {
  const stored = readLocal(PREFIX + key);
  return stored === 'table' || stored === 'card' ? stored : null;
}

/** The view chosen on this page (table or card), kept in local storage per page key (spec 001 §3 local preference). */
export function useRememberedView(pageKey: string, fallback: ListView): [ListView, (view: ListView) => void] {
  const [state, setState] = useState(() => ({ key: pageKey, view: read(pageKey) ?? fallback }));
  const view = state.key === pageKey ? state.view : (read(pageKey) ?? fallback);
  const choose = useCallback(
    (next: ListView) => {
      setState({ key: pageKey, view: next });
      // Not remembered when storage refuses; the choice still holds until the page closes.
      writeLocal(PREFIX + pageKey, next);
    },
    [pageKey],
  );
  return [view, choose];
}
