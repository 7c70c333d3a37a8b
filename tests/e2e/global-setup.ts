import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** One app server per test worker (e2e files run in parallel, each worker's files on its own server and data). */
    baseUrls: string[];
    /** The SQLite file each of those serves, for tests that must change the world behind the app's back. */
    databaseFiles: string[];
  }
}

const PORT = Number(process.env.E2E_PORT ?? 8046);

async function waitForServer(url: string, child: ChildProcess, seconds: number): Promise<void> {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the app server for ${url} exited with ${child.exitCode}`);
    try {
      const response = await fetch(`${url}/api/base/config/get?label=version&group_label=hkwl`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`server did not answer on ${url} within ${seconds}s`);
}

async function answering(url: string): Promise<boolean> {
  return fetch(`${url}/api/base/config/get?label=version&group_label=hkwl`).then(
    () => true,
    () => false,
  );
}

/**
 * The real `npm start` (build, migrate, seed, serve) on a fresh SQLite file for the first worker, then, on
 * the bundle it built, `npm run serve` on fresh files for the others: each worker's files see only their own
 * data. Unless E2E_BASE_URL names a running server: then every file uses it, so run them one at a time
 * (`--no-file-parallelism`), as the files of one worker share their server.
 */
export default async function setup(project: TestProject) {
  if (process.env.E2E_BASE_URL) {
    project.provide('baseUrls', [process.env.E2E_BASE_URL]);
    project.provide('databaseFiles', [process.env.E2E_DATABASE_FILE ?? '']);
    return;
  }
  // One per worker the project may run at once (vitest.config.ts maxWorkers).
  const urls = Array.from({ length: Math.max(1, project.config.maxWorkers) }, (_, i) => `http://127.0.0.1:${PORT + i}`);
  // Another server already answering there (a run left behind) would be tested instead of ours: say so.
  for (const url of urls) {
    if (await answering(url)) throw new Error(`${url} is already served by another process: stop it or set E2E_PORT`);
  }
  const dirs: string[] = [];
  const children: ChildProcess[] = [];
  const stop = () => {
    for (const child of children) if (child.pid && child.exitCode === null) process.kill(-child.pid, 'SIGTERM');
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  };
  const start = async (index: number, script: 'start' | 'serve') => {
    const dir = mkdtempSync(join(tmpdir(), 'hkwl-e2e-'));
    dirs.push(dir);
    const child = spawn('npm', ['run', script], {
      // NODE_ENV=production as a user's shell has it: vitest sets test, which would build React's development bundle.
      env: { ...process.env, NODE_ENV: 'production', PORT: String(PORT + index), HOST: '127.0.0.1', DATABASE_URL: join(dir, 'e2e.sqlite'), FILES_ROOT: join(dir, 'files') },
      stdio: ['ignore', 'inherit', 'inherit'],
      detached: true,
    });
    children.push(child);
    await waitForServer(urls[index], child, 180);
    return join(dir, 'e2e.sqlite');
  };
  try {
    const files = [await start(0, 'start')];
    files.push(...(await Promise.all(urls.slice(1).map((_, i) => start(i + 1, 'serve')))));
    project.provide('baseUrls', urls);
    project.provide('databaseFiles', files);
  } catch (error) {
    stop();
    throw error;
  }
  return stop;
}
