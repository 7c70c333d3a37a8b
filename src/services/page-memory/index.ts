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
  /**
   * Forgets what the pages at `path` kept (the sidebar opens a page afresh). A memory handed out before the
   * forget writes nothing afterwards: the page it belonged to may still be shown (a navigation is a transition)
   * and may scroll or leave after the forget, which must not bring its place back to the page that opens next.
   */
  forget(path: string): void;
}

/** A path without its trailing slash, in lower case: the router matches paths so. */
function pathKey(path: string): string {
  return path.replace(/\/+$/, '').toLowerCase() || '/';
}

/** `scope` names who is signed in and in which position: a memory is read back only under the same scope. */
export function createPageMemories(scope: () => string): PageMemories {
  const kept = new Map<string, Map<string, { scope: string; value: unknown }>>();
  /** How many times each path was forgotten: a memory writes only while its path's count is the one it began under. */
  const forgotten = new Map<string, number>();
  return {
    page(path, name) {
      const key = pathKey(path);
      const generation = forgotten.get(key) ?? 0;
      return {
        read() {
          const entry = kept.get(key)?.get(name);
          return entry && entry.scope === scope() ? entry.value : undefined;
        },
        write(value) {
          if ((forgotten.get(key) ?? 0) !== generation) return;
          let names = kept.get(key);
          if (!names) kept.set(key, (names = new Map()));
          names.set(name, { scope: scope(), value });
        },
      };
    },
    forget(path) {
      const key = pathKey(path);
      kept.delete(key);
      forgotten.set(key, (forgotten.get(key) ?? 0) + 1);
    },
  };
}
