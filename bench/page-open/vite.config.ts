import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { antdCss } from '../../scripts/antd-css-plugin';
import { bootPreload } from '../../scripts/boot-preload';
import { precompress } from '../../scripts/precompress';

/**
 * The page-open bench's build (bench/page-open.ts): the app exactly as `npm run build` makes it, plus the
 * bare antd baseline page as a second entry of the same build (shared chunks: React, antd, the theme).
 */
const OUT = fileURLToPath(new URL('../.data/page-open-dist', import.meta.url));

export default defineConfig({
  root: fileURLToPath(new URL('../..', import.meta.url)),
  plugins: [react(), antdCss(), bootPreload(), precompress()],
  logLevel: 'warn',
  build: {
    outDir: OUT,
    emptyOutDir: true,
    chunkSizeWarningLimit: 5000,
    rollupOptions: {
      input: {
        index: fileURLToPath(new URL('../../index.html', import.meta.url)),
        bare: fileURLToPath(new URL('./bare.html', import.meta.url)),
      },
    },
  },
});
