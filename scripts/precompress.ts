import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

// mjs: pdf.js's worker (1.2 MB, a third of that compressed).
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json)$/;

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : [path];
  });
}

/**
 * Writes .br and .gz beside every text asset of the build, once, at build time; the server sends them
 * to browsers that accept them (@fastify/static preCompressed), so nothing is compressed per request.
 */
export function precompress(): Plugin {
  // The build's own output folder (`--outDir` included), read once the configuration is resolved.
  let outDir = 'dist';
  return {
    name: 'hkwl-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      for (const path of files(outDir).filter((p) => COMPRESSIBLE.test(p))) {
        const source = readFileSync(path);
        writeFileSync(`${path}.gz`, gzipSync(source, { level: 9 }));
        writeFileSync(`${path}.br`, brotliCompressSync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
      }
    },
  };
}
