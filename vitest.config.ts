import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    projects: [
      { extends: true, test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], environment: 'node' } },
      {
        extends: true,
        test: {
          name: 'server',
          include: ['tests/server/**/*.test.ts'],
          // The SQLite engine's own tests (read threads) have nothing to test on PostgreSQL.
          exclude: /^postgres/.test(process.env.DATABASE_URL ?? '') ? ['tests/server/sqlite-*.test.ts'] : [],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
      {
        extends: true,
        // Component tests load antd as Node loads it, its CommonJS build (rc-table/lib); the virtual table body
        // reads rc-table's context from the ES build the browser bundle uses, so here it must read the same
        // module antd does, or it gets a context no table provides.
        resolve: { alias: [{ find: /^rc-table\/es\/(.*)$/, replacement: 'rc-table/lib/$1' }] },
        test: {
          name: 'component',
          include: ['tests/component/**/*.test.tsx'],
          // In random order, each run another: a test may not lean on what another left behind.
          sequence: { shuffle: true },
          environment: 'jsdom',
          setupFiles: ['tests/component/setup.ts'],
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/e2e/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 240_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
