import type { PageMemory } from '../../../registry';

/**
 * The pages' memories for this browser tab (env.pageMemory; issue 41 item 10): what a list page keeps of its
 * place (conditions, tab, page, sort, page size, scroll) while the user opens a record and comes back. Held in
 * this document only: a reload or a new tab starts afresh, and nothing outlives the tab. Scoped by who is signed
 * in and in which position, so a sign-out or a position switch never brings another's place back.
 */
export interface PageMemories {
  /** The memory of the page at `path` under `name`. */
  page(path: string, name: string): PageMemory;
  /** Forgets what the pages at `path` kept (the sidebar opens a page afresh). */
  forget(path: string): void;
}

/** A path without its trailing slash, in lower case: the router matches paths so. */
function pathKey(path: string): string {
  return path.replace(/\/+$/, '').toLowerCase() || '/';
}

/** `scope` names who is signed in and in which position: a memory is read back only under the same scope. */
export function createPageMemories(scope: () => string): PageMemories {
  const kept = new Map<string, Map<string, { scope: string; value: unknown }>>();
  return {
    page(path, name) {
      const key = pathKey(path);
      return {
        read() {
          const entry = kept.get(key)?.get(name);
          return entry && entry.scope === scope() ? entry.value : undefined;
        },
        write(value) {
          let names = kept.get(key);
          if (!names) kept.set(key, (names = new Map()));
          names.set(name, { scope: scope(), value });
        },
      };
    },
    forget(path) {
      kept.delete(pathKey(path));
    },
  };
}
