import { spawnSync } from 'node:child_process';

/**
 * Why the tests that run Ghostscript (PDF compression) cannot run on this machine, or undefined when they can.
 * The product runs without it; `.ci/run` installs it, and under CI a missing one fails those tests instead.
 */
export function ghostscriptMissing(): string | undefined {
  if (process.env.CI) return undefined;
  const probe = spawnSync(process.env.GS_BIN || 'gs', ['--version'], { stdio: 'ignore' });
  if (!probe.error && probe.status === 0) return undefined;
  return 'Ghostscript is not installed (apt-get install ghostscript): PDF compression is not tested here';
}
