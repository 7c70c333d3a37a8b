import type { Plugin } from 'vite';
import { endsWith } from './boot-preload';

/** A list page's renderers: the registry loads each lazily, and a list page renders them all at once. */
const LIST_RENDERERS = /[\\/]renderers[\\/](list-page|data-table|pagination|status-tabs|simple-search|query-panel|filter-tags|toolbar|statistics-tip|saved-views|list-views)[\\/]/;

/**
 * The list page's renderers in one file (scripts/code-splitting.ts, its `list-renderers` group): the renderer
 * modules the registry loads for a list page and what they import, less every module the entry or an earlier
 * group's roots reach by static imports (the registry's entries, each folder's index.ts; the opening's calls; the
 * first rows). Left to the bundler, a cold start at a list page fetched ~45 files of them over HTTP/1.1's six
 * connections (docs/decisions.md, "The list page's renderers in one file"). Matched by folder alone, the group
 * took modules the app's files import and the files imported each other in a cycle (the app failed to start);
 * with everything they import recursively, it took antd from the app's file. So this plugin walks the module
 * graph once it is built, and the group's test asks it.
 */
export function listChunk(rootsOfEarlierGroups: readonly string[]) {
  const held = new Set<string>();
  const taken = new Set<string>();
  const plugin: Plugin = {
    name: 'hkwl-list-chunk',
    apply: 'build',
    buildEnd() {
      held.clear();
      taken.clear();
      const walk = (id: string, into: Set<string>) => {
        if (held.has(id) || into.has(id)) return;
        into.add(id);
        for (const next of this.getModuleInfo(id)?.importedIds ?? []) walk(next, into);
      };
      const ids = [...this.getModuleIds()];
      for (const id of ids) if (this.getModuleInfo(id)?.isEntry || rootsOfEarlierGroups.some((root) => endsWith(id, root))) walk(id, held);
      // The renderers the registry loads for a list page, with what they import that no earlier group holds.
      for (const id of ids) if (LIST_RENDERERS.test(id) && (this.getModuleInfo(id)?.dynamicImporters.length ?? 0) > 0) walk(id, taken);
    },
  };
  /** Whether a module goes into the list page's file. */
  const test = (id: string) => taken.has(id);
  return { plugin, test };
}
