/**
 * The dirty-form warning (spec 001 §4) for the whole app: while a form holds unsaved input, leaving it
 * (the app's navigation, the sidebar, closing or reloading the tab) asks first. One per app.
 */
export interface LeaveGuard {
  /** The question to ask, or null when leaving is free. */
  set(text: string | null): void;
  /** Resolves true when the user may leave (nothing to ask, or they agreed: the guard is then lifted). */
  allow(): Promise<boolean>;
}

export function createLeaveGuard(ask: (text: string) => Promise<boolean>): LeaveGuard {
  let text: string | null = null;
  // The browser shows its own wording for a tab close or reload; the page's text is only a hint to it.
  const onBeforeUnload = (event: BeforeUnloadEvent) => {
    event.preventDefault();
    event.returnValue = text ?? '';
  };
  const guard: LeaveGuard = {
    set(next) {
      if (next !== null && text === null) window.addEventListener('beforeunload', onBeforeUnload);
      if (next === null && text !== null) window.removeEventListener('beforeunload', onBeforeUnload);
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
