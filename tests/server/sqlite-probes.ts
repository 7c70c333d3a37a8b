import { openDatabase, type DatabaseHandle } from '../../server/db/connection';

/** Opens a SQLite file with `workers` read threads ('0': every read on the main connection). */
export function openWithWorkers(file: string, workers: string): DatabaseHandle {
  const before = process.env.SQLITE_READ_WORKERS;
  process.env.SQLITE_READ_WORKERS = workers;
  const handle = openDatabase(file);
  if (before === undefined) delete process.env.SQLITE_READ_WORKERS;
  else process.env.SQLITE_READ_WORKERS = before;
  return handle;
}

/** The longest the event loop went without running a 5 ms timer while `work` ran. */
export async function worstStall(work: () => Promise<unknown>): Promise<number> {
  let last = performance.now();
  let worst = 0;
  const timer = setInterval(() => {
    const now = performance.now();
    worst = Math.max(worst, now - last);
    last = now;
  }, 5);
  await work();
  clearInterval(timer);
  // The gap up to the end counts too: a blocking query may end before any tick could run.
  return Math.max(worst, performance.now() - last);
}
