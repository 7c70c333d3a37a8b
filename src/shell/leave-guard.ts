import { historyIndex, watchHistoryPops } from './history-pops';

/**
 * The dirty-form warning (spec 001 §4) for the whole app: while a form holds unsaved input, leaving it
 * (the app's navigation, the sidebar, the browser's Back and Forward, closing or reloading the tab) asks
 * first. One per app.
 */
export interface LeaveGuard {
  /** The question to ask, or null when leaving is free. */
  set(text: string | null): void;
  /** Resolves true when the user may leave (nothing to ask, or they agreed: the guard is then lifted). */
  allow(): Promise<boolean>;
}

export function createLeaveGuard(ask: (text: string) => Promise<boolean>): LeaveGuard {
  let text: string | null = null;
  let stopWatching: (() => void) | null = null;
  // The browser shows its own wording for a tab close or reload; the page's text is only a hint to it.
  const onBeforeUnload = (event: BeforeUnloadEvent) => {
    event.preventDefault();
    event.returnValue = text ?? '';
  };
  const guard: LeaveGuard = {
    set(next) {
      if (next !== null && text === null) {
        window.addEventListener('beforeunload', onBeforeUnload);
        // Back and Forward cannot be cancelled: the page goes back to the form's entry and asks there.
        stopWatching = watchHistoryPops(historyIndex(), () => guard.allow());
      }
      if (next === null && text !== null) {
        window.removeEventListener('beforeunload', onBeforeUnload);
        stopWatching?.();
        stopWatching = null;
      }
      text = next;
    },
    async allow() {
      if (text === null) return true;
      const agreed = await ask(text);
      if (agreed) guard.set(null);
      return agreed;
    },
  };
  return guard;
}
