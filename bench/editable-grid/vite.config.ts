import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

/** Builds the editable-grid bench page (bench/editable-grid.ts runs it in Chromium). */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: './',
  plugins: [react()],
  logLevel: 'warn',
  build: { outDir: fileURLToPath(new URL('../.data/grid-dist', import.meta.url)), emptyOutDir: true, chunkSizeWarningLimit: 5000 },
});
