import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** The SQLite file `npm start` serves, for tests that must change the world behind the app's back. */
    databaseFile: string;
  }
}

const PORT = Number(process.env.E2E_PORT ?? 8046);

async function waitForServer(url: string, child: ChildProcess, seconds: number): Promise<void> {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`npm start exited with ${child.exitCode}`);
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

/** Runs the real `npm start` (build, migrate, seed, serve) on a fresh SQLite file, unless E2E_BASE_URL names one. */
export default async function setup(project: TestProject) {
  if (process.env.E2E_BASE_URL) {
    project.provide('baseUrl', process.env.E2E_BASE_URL);
    project.provide('databaseFile', process.env.E2E_DATABASE_FILE ?? '');
    return;
  }
  const url = `http://127.0.0.1:${PORT}`;
  // Another server already answering there (a run left behind) would be tested instead of ours: say so.
  const stranger = await fetch(`${url}/api/base/config/get?label=version&group_label=hkwl`).then(
    () => true,
    () => false,
  );
  if (stranger) throw new Error(`port ${PORT} is already served by another process: stop it or set E2E_PORT`);
  const dir = mkdtempSync(join(tmpdir(), 'hkwl-e2e-'));
  const child = spawn('npm', ['start'], {
    // NODE_ENV=production as a user's shell has it: vitest sets test, which would build React's development bundle.
    env: { ...process.env, NODE_ENV: 'production', PORT: String(PORT), HOST: '127.0.0.1', DATABASE_URL: join(dir, 'e2e.sqlite') },
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
  });
  try {
    await waitForServer(url, child, 180);
  } catch (error) {
    if (child.pid) process.kill(-child.pid, 'SIGTERM');
    throw error;
  }
  project.provide('baseUrl', url);
  project.provide('databaseFile', join(dir, 'e2e.sqlite'));
  return () => {
    if (child.pid && child.exitCode === null) process.kill(-child.pid, 'SIGTERM');
    rmSync(dir, { recursive: true, force: true });
  };
}
