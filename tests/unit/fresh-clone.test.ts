// The repository stands alone: a clone into an empty folder, with nothing beside it (no shared/, no
// DESIGN.md), passes the unit project. Everything a test reads must be committed inside the repository.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const SELF = 'tests/unit/fresh-clone.test.ts';
const isRepository = existsSync(join(ROOT, '.git'));

const folder = mkdtempSync(join(tmpdir(), 'hkwl-clone-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe('a fresh clone', () => {
  it('passes the unit project in an empty folder (what is committed, with the installed packages)', async ({ skip }) => {
    skip(!isRepository && !process.env.CI, 'not a git checkout: there is nothing to clone');
    const clone = join(folder, 'hkwl');
    // What is committed (HEAD), as CI and a new developer get it; the packages are the ones installed here.
    execFileSync('git', ['clone', '--quiet', '--no-hardlinks', ROOT, clone]);
    symlinkSync(join(ROOT, 'node_modules'), join(clone, 'node_modules'), 'dir');
    // Without this file, or the clone would clone again. One worker and a long test timeout: this run shares the
    // machine with the one it is part of, and it is here to find what the clone lacks, not to time anything.
    const run = spawnSync(process.execPath, ['node_modules/vitest/vitest.mjs', 'run', '--project', 'unit', '--exclude', SELF, '--maxWorkers', '1', '--testTimeout', '60000'], {
      cwd: clone,
      env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' },
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    });
    const output = `${run.stdout}\n${run.stderr}`;
    expect(run.status, output.slice(-4000)).toBe(0);
    expect(output).toMatch(/Tests\s+\d+ passed/);
    expect(output).not.toMatch(/\d+ failed/);
  }, 600_000);
});
