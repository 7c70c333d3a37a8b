import { createContext, useContext } from 'react';
import type { Language } from '../i18n';
import type { SessionActions } from '../session/session';
import type { SessionStore } from '../session/store';
import type { ListPageSchema } from '../../schemas/generated/list-page';

/** What the shell's own pages share: the session, its actions, the language switch and the page cache. */
export interface Shell {
  store: SessionStore;
  actions: SessionActions;
  language: Language;
  setLanguage(language: Language): void;
  /** Compiled page schemas by menu id, for this session. */
  pages: Map<number, ListPageSchema>;
}

export const ShellContext = createContext<Shell | null>(null);

export function useShell(): Shell {
  const shell = useContext(ShellContext);
  if (!shell) throw new Error('useShell outside the shell');
  return shell;
}
