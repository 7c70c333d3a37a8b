/** The router's index of the current history entry (React Router keeps `idx` in history.state), or null. */
export function historyIndex(): number | null {
  const state: unknown = window.history.state;
  const idx = state !== null && typeof state === 'object' ? (state as { idx?: unknown }).idx : undefined;
  return typeof idx === 'number' && Number.isInteger(idx) ? idx : null;
}

/**
 * Keeps the page on the history entry `here` while `decide` has not agreed to leave it. The browser's Back
 * and Forward cannot be cancelled, so a pop to another entry of the app is taken before the router hears of
 * it (a capture listener on window runs before the router's own), the browser is sent back to `here`, and
 * `decide` is asked; once it agrees the same move is made again, this time for the router to follow. A pop
 * to an entry the router did not make (no index) is left alone. Returns the function that stops watching;
 * a return to `here` still under way is waited for first, so the router never hears of it.
 */
export function watchHistoryPops(here: number | null, decide: () => Promise<boolean>): () => void {
  let returning: { landed(): void } | null = null;
  let asking = false;
  let stopped = false;
  const remove = () => window.removeEventListener('popstate', onPop, true);

  function onPop(event: PopStateEvent): void {
    const to = historyIndex();
    if (here === null || to === null) return;
    event.stopImmediatePropagation();
    if (to === here) {
      // The return asked for below: the page never left, as far as the router knows.
      returning?.landed();
      return;
    }
    const delta = to - here;
    const landed = new Promise<void>((resolve) => {
      returning = {
        landed: () => {
          returning = null;
          if (stopped) remove();
          resolve();
        },
      };
    });
    window.history.go(-delta);
    if (asking) return;
    asking = true;
    void decide().then(async (agreed) => {
      asking = false;
      if (!agreed) return;
      await landed;
      window.history.go(delta);
    });
  }

  window.addEventListener('popstate', onPop, true);
  return () => {
    stopped = true;
    if (!returning) remove();
  };
}
