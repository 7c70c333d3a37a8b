import { createContext, useContext } from 'react';
import type { Language } from '../../registry';
import type { PageSchema } from '../../rules/page-schema';
import type { SessionActions } from '../session/session';
import type { SessionStore } from '../session/store';

import type { PageMemories } from '../services/page-memory';
import type { PrefetchAnswer } from '../services/request/server-state';
import type { LeaveGuard } from './leave-guard';

/** What the shell's own pages share: the session, its actions, the language switch and the page cache. */
export interface Shell {
  store: SessionStore;
  actions: SessionActions;
  language: Language;
  setLanguage(language: Language): void;
  /** Compiled page schemas by pageCacheKey (menu, position, language, config version); emptied on sign-out. */
  pages: Map<string, PageSchema>;
  /** The dirty-form warning: the sidebar and the app's navigation ask it before leaving a page. */
  leaveGuard: LeaveGuard;
  /** Loads the list pages' messages, once (they stay out of the sign-in page's download). */
  loadListTexts(): Promise<void>;
  /** Whether they are loaded in the current language's instance. */
  listTextsReady(): boolean;
  /** The pages' memories in this tab (a list's place); the sidebar forgets a page's when it opens it afresh. */
  pageMemories: PageMemories;
  /**
   * Starts a GET for the first identical request to take (a page's opening calls, all at once); its answer, not
   * taken. `answered`: its answer comes in another call (the page's opening); it is sent only if that brings none.
   */
  prefetch<T = unknown>(url: string, query?: Record<string, unknown>, ttl?: number, answered?: Promise<PrefetchAnswer | undefined>): Promise<T>;
}

export const ShellContext = createContext<Shell | null>(null);

export function useShell(): Shell {
  const shell = useContext(ShellContext);
  if (!shell) throw new Error('useShell outside the shell');
  return shell;
}
