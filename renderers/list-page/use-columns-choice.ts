import { useCallback } from 'react';
import type { ListContextValue } from '../core/list-context';

/**
 * The list's settings save as its children use it: columns the user sets themselves (the settings drawer's
 * save or reset, the view-fields popover) are shown as set, in place of the ones a view or the default
 * column view laid over the user's setting (which would otherwise hide the change).
 */
export function useColumnsChoice(save: ListContextValue['saveSettings'], dropColumns: () => void): ListContextValue['saveSettings'] {
  return useCallback(
    async (change, failureKey) => {
      const saved = await save(change, failureKey);
      if (saved && change.table_fields !== undefined) dropColumns();
      return saved;
    },
    [save, dropColumns],
  );
}
