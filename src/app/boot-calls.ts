import type { Language } from '../../registry';
import { startBootOpening } from '../pages/boot-opening';
import { createRequestClient, createServerState, type RequestFunction, type RequestUi, type ServerState } from '../services/request/client';
import { SESSION_CALLS, storedToken } from '../session/session';
import { createSessionStore, type SessionStore } from '../session/store';
import { callSecurity, loadCallSecurity } from './call-security';
import { isPublicPath } from '../layout/route-chunks';

/** What the app starts from: the session's store and the answers a cold start has asked for already. */
export interface BootCalls {
  store: SessionStore;
  /** The cold start's prefetched calls, for the app's request client (in this language) to take. */
  serverState: ServerState;
  language: Language;
  /** Resolves once the cold start's calls have been sent (at once when there are none): the app renders then. */
  sent: Promise<void>;
  /**
   * The boot client's prefetch, which started the list opening: the app's pages look an opening up by the
   * prefetch that started it, so they use this one while the language is the boot's.
   */
  prefetch?: RequestFunction['prefetch'];
}

/**
 * Says nothing: the boot client only prefetches, and a prefetch that fails is asked again by the call that takes
 * it, which shows the user what it would have shown (a message, the sign-in dialog).
 */
const QUIET: RequestUi = {
  toast: () => undefined,
  networkError: () => undefined,
  systemError: () => undefined,
  loggedOut: () => undefined,
  relogin: () => Promise.resolve(false),
  riskBlocked: () => undefined,
  passwordExpired: () => undefined,
};

/**
 * A cold start at a signed-in address sends the session's calls, and the opening calls of a list page this
 * session opened before, before the app's first render: that render and the shell's code took hundreds of
 * milliseconds on a cold start, and the calls went out only after them (bench/page-open). The app's client
 * takes the answers from the same store.
 */
export function startBootCalls(language: Language, location: { pathname: string; search: string } = window.location): BootCalls {
  const store = createSessionStore(storedToken());
  const serverState = createServerState();
  const token = store.token;
  if (!token || isPublicPath(location.pathname)) return { store, serverState, language, sent: Promise.resolve() };
  const client = createRequestClient({ ...callSecurity(store, () => language), ui: QUIET, serverState });
  // The encryption and signature first (the server links them as module preloads for a browser with a session,
  // scripts/boot-preload.ts): every call then
  // leaves at once instead of each waiting for them behind the app's first render.
  const sent = loadCallSecurity()
    .then(() => {
      for (const { url, query } of Object.values(SESSION_CALLS)) void client.prefetch(url, query).catch(() => undefined);
      return startBootOpening(client.prefetch, token, language, location);
    })
    .catch(() => undefined);
  return { store, serverState, language, sent, prefetch: client.prefetch };
}
