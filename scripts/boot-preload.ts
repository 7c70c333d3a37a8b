import type { Plugin } from 'vite';

/** The modules a cold start at a signed-in address loads before the app renders (src/app/boot-calls.ts). */
export const BOOT_MODULES = ['src/services/request/encryption.ts', 'src/services/request/signing.ts', 'src/pages/page-opening.ts', 'src/pages/FirstRowsStage.tsx'];

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

/**
 * Lists the cold start's lazy chunks (BOOT_MODULES and what they import, less what index.html loads already)
 * in boot-preload.json. The server links them as module preloads from the page it answers a signed-in
 * browser, so they are fetched beside the entry instead of after it has run: the session's calls wait for the
 * API encryption and signature, and the app renders once they are sent. The sign-in page never gets them.
 * Production builds only.
 */
export function bootPreload(modules: readonly string[] = BOOT_MODULES): Plugin {
  return {
    name: 'hkwl-boot-preload',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((item) => item.type === 'chunk') as unknown as ChunkLike[];
      const entry = chunks.find((chunk) => chunk.isEntry && endsWith(chunk.facadeModuleId, 'index.html'));
      if (!entry) return;
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const walk = (file: string, into: Set<string>) => {
        if (into.has(file)) return;
        into.add(file);
        for (const next of byFile.get(file)?.imports ?? []) walk(next, into);
      };
      // The entry's own static graph is preloaded by index.html already.
      const linked = new Set<string>();
      walk(entry.fileName, linked);
      const wanted = new Set<string>();
      for (const module of modules) {
        // Its own chunk, or the chunk it was bundled into.
        const chunk = chunks.find((c) => endsWith(c.facadeModuleId, module)) ?? chunks.find((c) => c.moduleIds.some((id) => endsWith(id, module)));
        if (!chunk) this.error(`boot-preload: no chunk holds ${module}`);
        walk(chunk.fileName, wanted);
      }
      const files = [...wanted].filter((file) => !linked.has(file)).map((file) => `/${file}`);
      this.emitFile({ type: 'asset', fileName: BOOT_PRELOAD_FILE, source: JSON.stringify({ files }) });
    },
  };
}
