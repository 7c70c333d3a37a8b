import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { clearLookupCache } from '../../renderers/core/list-shared/controls/session-cache';

// antd reads media queries and element sizes that jsdom lacks.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }),
});
window.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};
const { getComputedStyle } = window;
window.getComputedStyle = (element: Element) => getComputedStyle(element);

// Each test starts with an empty local storage (remembered page sizes, views, search preferences).
afterEach(() => {
  cleanup();
  window.localStorage.clear();
});

// ... and without the lookups an earlier test resolved: session storage (dictionaries, org choices) and the
// organisation names the filter tags keep in memory beside it (a module cache, alive for the whole file).
beforeEach(() => {
  window.sessionStorage.clear();
  clearLookupCache();
});

// A story's first render imports its renderers lazily and waits for the user's table setting: on a busy
// 2-core machine (the CI run beside other work) that took 4.5 s once; a find… would fail on a slow machine, not a bug.
configure({ asyncUtilTimeout: 10_000 });
