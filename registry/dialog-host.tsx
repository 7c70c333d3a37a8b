import { createContext, useContext } from 'react';

/** What a renderer opened in a dialog (a toolbar's `component` button) may ask of the dialog. */
export interface DialogHost {
  /** Closes the dialog; `changed` when the renderer wrote something, so the opener reloads. */
  close(changed: boolean): void;
}

const DialogHostContext = createContext<DialogHost | null>(null);

export const DialogHostProvider = DialogHostContext.Provider;

/** The dialog this renderer is hosted in, or null on a page of its own. */
export function useDialogHost(): DialogHost | null {
  return useContext(DialogHostContext);
}
