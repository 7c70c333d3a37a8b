import { createContext, useContext } from 'react';

/** What a renderer opened in a dialog (a toolbar's `component` button, a chooser, a picker) may ask of it. */
export interface DialogHost {
  /**
   * Closes the dialog with what it gives back: the opener's promise resolves to `result` (a chooser's rows,
   * a picker's node). A `component` button's dialog reloads the list when the result is truthy (a form
   * closes with true after saving). Closing without a result is dismissing.
   */
  close(result?: unknown): void;
}

const DialogHostContext = createContext<DialogHost | null>(null);

export const DialogHostProvider = DialogHostContext.Provider;

/** The dialog this renderer is hosted in, or null on a page of its own. */
export function useDialogHost(): DialogHost | null {
  return useContext(DialogHostContext);
}
