import { useCallback, useState } from 'react';
import { readSearchPreference, writeSearchPreference, type SearchPreference } from './search-preference';

export interface SearchPreferenceState {
  preference: SearchPreference | null;
  /** Stores a new choice; false when the browser refused it (nothing changes then). */
  save(preference: SearchPreference): boolean;
}

/** The list's stored common-filter choice, read once per table and updated when the user saves one. */
export function useSearchPreference(tableName: string): SearchPreferenceState {
  const [state, setState] = useState(() => ({ tableName, preference: readSearchPreference(tableName) }));
  // Another table (the same panel reused for another list) reads its own entry.
  if (state.tableName !== tableName) setState({ tableName, preference: readSearchPreference(tableName) });
  const save = useCallback(
    (preference: SearchPreference) => {
      if (!writeSearchPreference(tableName, preference)) return false;
      setState({ tableName, preference });
      return true;
    },
    [tableName],
  );
  return { preference: state.tableName === tableName ? state.preference : readSearchPreference(tableName), save };
}
