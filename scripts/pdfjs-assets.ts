import { cpSync, createReadStream, existsSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, normalize, resolve, sep } from 'node:path';
import type { Plugin } from 'vite';

/** pdf.js's data files a PDF may ask for: character maps (Chinese text in fonts not embedded) and the standard fonts. */
const FOLDERS = ['cmaps', 'standard_fonts'];
/** Where the app finds them (renderers/core/file-preview/viewers/PdfViewer.tsx). */
export const PDFJS_ASSETS_PATH = '/pdfjs/';

/**
 * Puts pdf.js's character maps and standard fonts under /pdfjs/ (copied into the build, served from
 * node_modules in development): a PDF that names a Chinese font without embedding it (STSong-Light with
 * UniGB-UCS2-H, as many generated reports do) draws its text only with the map. pdf.js fetches a file
 * only when a PDF needs it, by name, so nothing is bundled or hashed.
 */
export function pdfjsAssets(): Plugin {
  const source = dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));
  let outDir = 'dist';
  return {
    name: 'hkwl-pdfjs-assets',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    configureServer(server) {
      server.middlewares.use(PDFJS_ASSETS_PATH, (request, response, next) => {
        const path = normalize(join(source, decodeURIComponent((request.url ?? '').split('?')[0])));
        const inside = FOLDERS.some((folder) => path.startsWith(join(source, folder) + sep));
        if (!inside || !existsSync(path) || !statSync(path).isFile()) return next();
        response.setHeader('content-type', 'application/octet-stream');
        createReadStream(path).pipe(response);
      });
    },
    writeBundle() {
      for (const folder of FOLDERS) cpSync(join(source, folder), join(outDir, PDFJS_ASSETS_PATH, folder), { recursive: true });
    },
  };
}
