/** The parts of a window closing looks at (the real window in the app, a fake in tests). */
export interface ClosableWindow {
  opener: unknown;
  closed: boolean;
  history: { length: number };
  close(): void;
}

/**
 * Closes the page's own window (an approval page's after_action `close`, spec 000 §2.3) and says whether it
 * did. Only a window that is the page's own is closed: one another page opened (opener), one another
 * application embeds (from_app_id in the route query), or a tab that has shown nothing else (a link opened
 * in a new tab). The browser may still refuse; then nothing closed and the caller goes back instead.
 */
export function closeOwnWindow(query: URLSearchParams, win: ClosableWindow = window): boolean {
  const own = Boolean(win.opener) || query.has('from_app_id') || win.history.length <= 1;
  if (!own) return false;
  win.close();
  return win.closed;
}
