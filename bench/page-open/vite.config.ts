import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { antdCss } from '../../scripts/antd-css-plugin';
import { precompress } from '../../scripts/precompress';

/**
 * The page-open bench's baseline page (bench/page-open.ts), built beside the app (which bench/page-open.ts
 * builds first, exactly as `npm run build` makes it) into the same folder: a plain build of one antd page, with
 * the same static antd styles. A build of its own, so the app's grouping of its entry into few files
 * (scripts/code-splitting.ts) neither lends the bare page the app's shell nor splits the app for the bare page.
 */
const OUT = fileURLToPath(new URL('../.data/page-open-dist', import.meta.url));

export default defineConfig({
  root: fileURLToPath(new URL('../..', import.meta.url)),
  plugins: [react(), antdCss(), precompress()],
  logLevel: 'warn',
  build: {
    outDir: OUT,
    emptyOutDir: false,
    chunkSizeWarningLimit: 5000,
    rolldownOptions: { input: { bare: fileURLToPath(new URL('./bare.html', import.meta.url)) } },
  },
});
