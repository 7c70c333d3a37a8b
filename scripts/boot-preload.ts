import type { Plugin } from 'vite';

/** The modules a cold start at a signed-in address loads before the app renders (src/app/boot-calls.ts). */
export const BOOT_MODULES = ['src/services/request/encryption.ts', 'src/services/request/signing.ts', 'src/pages/page-opening.ts', 'src/pages/FirstRowsStage.tsx'];

/**
 * What a signed-in page renders once the session is in: the layout, the menu page, a list page's renderers (the
 * `list-renderers` chunk, scripts/list-chunk.ts) and the list pages' texts. Listed apart (`pages`): the entry links
 * them as module preloads once the session's calls are out (src/app/page-chunks.ts). Linked from the page beside the
 * boot chunks, their ~30 requests took the six connections and the calls left ~100 ms later; asked for only by the
 * app's render, they came after the calls' answers and the page's own table waited for the last of them
 * (docs/decisions.md, "The list page's renderers in one file").
 */
export const PAGE_MODULES = ['src/layout/AppLayout.tsx', 'src/pages/MenuPage.tsx', 'renderers/list-page/ListPage.tsx', 'src/i18n/sections/list.ts'];

/** The app behind the entry: its own file (scripts/code-splitting.ts), linked by index.html for every page (appPreload). */
export const APP_MODULE = 'src/app/render-app.tsx';

/** Where the build lists them, beside index.html; the server reads it (server/plugins/static.ts). */
export const BOOT_PRELOAD_FILE = 'boot-preload.json';

interface ChunkLike {
  type: 'chunk';
  fileName: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  moduleIds: string[];
  imports: string[];
}

/** Whether a module id ends with `path` (from the project's root), on any platform's separators. */
export const endsWith = (id: string | null, path: string) => id?.replace(/\\/g, '/').endsWith(`/${path}`) ?? false;

/** A build's chunks, walked by their static imports. */
function chunkGraph(chunks: readonly ChunkLike[]) {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  return {
    /** The chunk a module is (its own), or was bundled into. */
    holding: (module: string) => chunks.find((c) => endsWith(c.facadeModuleId, module)) ?? chunks.find((c) => c.moduleIds.some((id) => endsWith(id, module))),
    /** The files loading `files` loads: themselves and what they import, through and through. */
    loads(...files: string[]): Set<string> {
      const into = new Set<string>();
      const walk = (file: string) => {
        if (into.has(file)) return;
        into.add(file);
        for (const next of byFile.get(file)?.imports ?? []) walk(next);
      };
      for (const file of files) walk(file);
      return into;
    },
  };
}

/**
 * Lists the cold start's lazy chunks (BOOT_MODULES and what they import, less what index.html loads already)
 * in boot-preload.json `files`, and the page's (PAGE_MODULES, less those) in `pages`. The server links `files` as
 * module preloads from the page it answers a signed-in browser, so they are fetched beside the entry instead of
 * after it has run (the session's calls wait for the API encryption and signature, and the app renders once they
 * are sent), and names `pages` in a meta tag the entry links once the calls are out. The sign-in page never gets
 * them. Production builds only.
 */
export function bootPreload(modules: readonly string[] = BOOT_MODULES, pages: readonly string[] = PAGE_MODULES): Plugin {
  return {
    name: 'hkwl-boot-preload',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((item) => item.type === 'chunk') as unknown as ChunkLike[];
      const entry = chunks.find((chunk) => chunk.isEntry && endsWith(chunk.facadeModuleId, 'index.html'));
      if (!entry) return;
      const graph = chunkGraph(chunks);
      // The entry's own static graph, and the app's, are preloaded by index.html already.
      const app = graph.holding(APP_MODULE);
      const linked = graph.loads(entry.fileName, ...(app ? [app.fileName] : []));
      const chunksOf = (list: readonly string[]) =>
        list.map((module) => {
          const chunk = graph.holding(module);
          if (!chunk) this.error(`boot-preload: no chunk holds ${module}`);
          return chunk.fileName;
        });
      const wanted = graph.loads(...chunksOf(modules));
      const files = [...wanted].filter((file) => !linked.has(file)).map((file) => `/${file}`);
      const later = [...graph.loads(...chunksOf(pages))].filter((file) => !linked.has(file) && !wanted.has(file)).map((file) => `/${file}`);
      this.emitFile({ type: 'asset', fileName: BOOT_PRELOAD_FILE, source: JSON.stringify({ files, pages: later }) });
    },
  };
}

/**
 * Links the app's file (APP_MODULE) and what it imports from index.html as module preloads, for every page,
 * sign-in included: the entry imports it only once the calls are out (src/main.tsx), and by then it has been
 * fetched and compiled beside the entry.
 */
export function appPreload(): Plugin {
  return {
    name: 'hkwl-app-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const chunks = Object.values(context.bundle ?? {}).flatMap((item) => (item.type === 'chunk' ? [item] : []));
        const graph = chunkGraph(chunks);
        const app = graph.holding(APP_MODULE);
        const entry = chunks.find((chunk) => chunk.isEntry && endsWith(chunk.facadeModuleId, 'index.html'));
        if (!app || !entry) return [];
        // Less the entry's own files: index.html links those already.
        const linked = graph.loads(entry.fileName);
        return [...graph.loads(app.fileName)]
          .filter((file) => !linked.has(file))
          .map((file) => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` }, injectTo: 'head' as const }));
      },
    },
  };
}
