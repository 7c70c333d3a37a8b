import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { antdCss } from './scripts/antd-css-plugin';
import { appPreload, bootPreload } from './scripts/boot-preload';
import { appCodeSplitting } from './scripts/code-splitting';
import { pdfjsAssets } from './scripts/pdfjs-assets';
import { precompress } from './scripts/precompress';

const chunks = appCodeSplitting();
const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? 8044}`;

export default defineConfig({
  plugins: [react(), antdCss(), bootPreload(), appPreload(), pdfjsAssets(), precompress(), chunks.plugin],
  server: { host: '127.0.0.1', port: 5173, proxy: { '/api': apiTarget } },
  build: {
    outDir: 'dist',
    chunkSizeWarningLimit: 2000,
    rolldownOptions: { output: { codeSplitting: { groups: chunks.groups } } },
  },
});
