import { APP_MODULE, BOOT_MODULES, endsWith } from './boot-preload';
import { listChunk } from './list-chunk';

/** What the cold start's calls wait for: their encryption and signature, then a list page's opening calls. */
const SECURITY_MODULES = ['src/services/request/encryption.ts', 'src/services/request/signing.ts'];
const CALL_MODULES = ['src/pages/page-opening.ts'];

/** The signed-in shell's lazy part: fetched once the session's calls are out (src/app/route-chunks.ts). */
const LAYOUT_MODULES = ['src/layout/AppLayout.tsx', 'src/pages/MenuPage.tsx'];

/** Whether a module id is one of `modules` (paths from the project's root). */
const oneOf = (modules: readonly string[]) => (id: string) => modules.some((module) => endsWith(id, module));

/**
 * How the app's code is cut into files, for `npm run build` and the page-open bench alike. Left to itself
 * the bundler cut the entry into ~35 files and a cold start's path into ~90, many of a few hundred bytes:
 * over HTTP/1.1's six connections to a host their requests queued, and the cold start's calls left only
 * after them (docs/decisions.md, "Page opens, sixth pass"). So, each group one file with what it imports
 * (less what a group before it took):
 * - React, its DOM and its JSX runtime, as before any lazy chunk used React without react-dom (the file
 *   preview's viewers): split three ways, every lazy import's preload list and the entry grew;
 * - the entry's static graph: what sends the cold start's calls, and no more;
 * - what the cold start's calls wait for, without antd: their encryption and signature (SECURITY_MODULES, which
 *   the app only loads when it needs them, so the sign-in page does not), and a list page's opening calls
 *   (CALL_MODULES, which the app shares), all preloaded for a browser with a session;
 * - the app: its shell, antd's parts of it, the renderers' registry (APP_MODULE, preloaded by index.html);
 * - the first rows' table (the rest of BOOT_MODULES), preloaded for a browser with a session;
 * - the layout and the menu page;
 * - a list page's renderers, less what the groups before reach (scripts/list-chunk.ts).
 */
export function appCodeSplitting() {
  const list = listChunk([...SECURITY_MODULES, ...CALL_MODULES, APP_MODULE, ...BOOT_MODULES, ...LAYOUT_MODULES]);
  return {
    plugin: list.plugin,
    groups: [
      { name: 'react-dom', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 6 },
      { name: 'shell', tags: ['$initial' as const], priority: 5 },
      { name: 'security', test: oneOf(SECURITY_MODULES), priority: 4 },
      { name: 'calls', test: oneOf(CALL_MODULES), priority: 3 },
      { name: 'app', test: oneOf([APP_MODULE]), priority: 2 },
      { name: 'boot', test: oneOf(BOOT_MODULES), priority: 1 },
      { name: 'layout', test: oneOf(LAYOUT_MODULES), priority: 0 },
      { name: 'list-renderers', test: list.test, priority: -1, includeDependenciesRecursively: false },
    ],
  };
}
