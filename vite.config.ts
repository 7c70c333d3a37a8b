import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { antdCss } from './scripts/antd-css-plugin';
import { bootPreload } from './scripts/boot-preload';
import { pdfjsAssets } from './scripts/pdfjs-assets';
import { precompress } from './scripts/precompress';

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? 8044}`;

export default defineConfig({
  plugins: [react(), antdCss(), bootPreload(), pdfjsAssets(), precompress()],
  server: { host: '127.0.0.1', port: 5173, proxy: { '/api': apiTarget } },
  build: {
    outDir: 'dist',
    chunkSizeWarningLimit: 2000,
    // React, its DOM and its JSX runtime in one chunk, as they were before any lazy chunk used React without
    // react-dom (the file preview's viewers): split three ways, every lazy import's preload list and the
    // entry grew. See docs/decisions.md "File preview (issue 22)".
    rolldownOptions: { output: { codeSplitting: { groups: [{ name: 'react-dom', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/ }] } } },
  },
});
