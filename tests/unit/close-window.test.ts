import { describe, expect, it } from 'vitest';
import { closeOwnWindow, type ClosableWindow } from '../../src/app/close-window';

/** A window that closes when asked, unless the browser refuses (`refuses`). */
function fakeWindow(state: { opener?: unknown; history?: number; refuses?: boolean }): ClosableWindow & { asked: number } {
  const win = {
    opener: state.opener ?? null,
    closed: false,
    history: { length: state.history ?? 5 },
    asked: 0,
    close() {
      win.asked += 1;
      if (!state.refuses) win.closed = true;
    },
  };
  return win;
}

describe('closing the page\'s own window (after_action close)', () => {
  it('closes a window another page opened, an embedded one (from_app_id) and a fresh tab', () => {
    expect(closeOwnWindow(new URLSearchParams(), fakeWindow({ opener: {} }))).toBe(true);
    expect(closeOwnWindow(new URLSearchParams('from_app_id=12'), fakeWindow({}))).toBe(true);
    expect(closeOwnWindow(new URLSearchParams(), fakeWindow({ history: 1 }))).toBe(true);
  });

  it('leaves the user\'s own tab with its history alone', () => {
    const win = fakeWindow({});
    expect(closeOwnWindow(new URLSearchParams(), win)).toBe(false);
    expect(win.asked).toBe(0);
  });

  it('says false when the browser refuses, so the page goes back instead', () => {
    const win = fakeWindow({ opener: {}, refuses: true });
    expect(closeOwnWindow(new URLSearchParams(), win)).toBe(false);
    expect(win.asked).toBe(1);
  });
});
