import { useCallback, useState } from 'react';

export type ListView = 'table' | 'card';

const PREFIX = 'hkwl:list-view:';

function read(key: string): ListView | null {
  try {
    const stored = window.localStorage.getItem(PREFIX + key);
    return stored === 'table' || stored === 'card' ? stored : null;
  } catch {
    return null; // storage blocked: the default view, not a broken page
  }
}

/** The view chosen on this page (table or card), kept in local storage per page key (spec 001 §3 local preference). */
export function useRememberedView(pageKey: string, fallback: ListView): [ListView, (view: ListView) => void] {
  const [state, setState] = useState(() => ({ key: pageKey, view: read(pageKey) ?? fallback }));
  const view = state.key === pageKey ? state.view : (read(pageKey) ?? fallback);
  const choose = useCallback(
    (next: ListView) => {
      setState({ key: pageKey, view: next });
      try {
        window.localStorage.setItem(PREFIX + pageKey, next);
      } catch {
        // not remembered; the choice still holds until the page closes
      }
    },
    [pageKey],
  );
  return [view, choose];
}
