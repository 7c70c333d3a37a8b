import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

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

// A story's first render imports its renderers lazily and waits for the user's table setting: on a busy
// 2-core machine that takes more than the default 1 s, and a find… would fail on a slow machine, not a bug.
configure({ asyncUtilTimeout: 3000 });
