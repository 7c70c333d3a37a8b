import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import LongFirstSequencer from './tests/long-first-sequencer';

/** Stops and starts the PostgreSQL cluster every other server file is using. */
const ALONE = 'tests/server/postgres-outage.test.ts';

export default defineConfig({
  plugins: [react()],
  test: {
    // vitest's default on two cores is one worker; the main process mostly waits on them.
    maxWorkers: 2,
    sequence: { sequencer: LongFirstSequencer },
    projects: [
      { extends: true, test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], environment: 'node' } },
      {
        extends: true,
        test: {
          name: 'server',
          include: ['tests/server/**/*.test.ts'],
          globalSetup: ['tests/server/global-setup.ts'],
          // In parallel, each worker on a database of its own (harness.ts). The SQLite engine's own tests (read
          // threads) have nothing to test on PostgreSQL; the outage test stops the cluster, so it runs alone.
          exclude: [...(/^postgres/.test(process.env.DATABASE_URL ?? '') ? ['tests/server/sqlite-*.test.ts'] : []), ALONE],
          environment: 'node',
          // A worker imports the server once for all its files (the import costs seconds a file): server modules
          // keep no module-level state (docs/architecture.md §2), and each file starts servers of its own.
          isolate: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        extends: true,
        // fileParallelism false: vitest runs it after every parallel file has finished.
        test: { name: 'server-alone', include: [ALONE], globalSetup: ['tests/server/global-setup.ts'], environment: 'node', testTimeout: 60_000, hookTimeout: 120_000, fileParallelism: false },
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
          // A worker imports antd, React and the renderers once for all its files (isolated, each file paid about
          // 4 s for it: 11 min for the project, 6.5 min without). setup.ts resets the DOM, storages and the
          // lookups' cache after each test; no file mocks a module (vi.mock would leak between files).
          isolate: false,
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
          // global-setup.ts starts an app server per worker, each with its own data. One worker on two cores: two
          // browsers and two servers (four with the two-server PostgreSQL test) starve each other's timed waits.
          globalSetup: ['tests/e2e/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 240_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
