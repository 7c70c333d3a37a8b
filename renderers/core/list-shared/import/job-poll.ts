import { useEffect, useRef, useState } from 'react';
import type { RendererEnv } from '../../../../registry';
import type { Job } from '../../../../schemas/generated/job';

export const JOB_DETAIL_URL = '/api/base/job/detail';
export const JOB_CANCEL_URL = '/api/base/job/cancel';
/**
 * How long to wait before asking again after a failed ask. A job is followed by long polls (job/detail wait=1: the
 * server answers the moment the job ends, or within a second with its progress), asked again at once.
 */
export const JOB_POLL_MS = 1000;
/** An unfinished job's answer that came back sooner than this was not held by the server. */
const HELD_MS = 500;

const ended = (job: Job) => job.status === 'done' || job.status === 'failed' || job.status === 'cancelled';

/**
 * Asks left after a job is seen cancelled without its counts: the server marks the cancel at once and the
 * runner writes what it had done (an import's rows) when it stops, within a batch.
 */
const CANCELLED_ASKS = 5;

/**
 * Follows one job until it ends: long polls one after the other while it waits or runs (JOB_POLL_MS after a failed
 * ask). The latest
 * answer is the state; a failed call keeps the last one and asks again. A cancelled job without its counts is
 * asked a few times more, for what it did before it stopped. Stops when the id changes or the caller goes.
 */
export function useJobPoll(env: RendererEnv, id: number | null): Job | null {
  const [job, setJob] = useState<Job | null>(null);
  const latest = useRef(id);
  latest.current = id;
  useEffect(() => {
    setJob(null);
    if (id === null) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let gone = false;
    let cancelledAsks = CANCELLED_ASKS;
    const ask = async () => {
      try {
        const asked = Date.now();
        const answer = await env.request<Job>(JOB_DETAIL_URL, { query: { id, wait: 1 }, messageHide: true });
        if (gone || latest.current !== id) return;
        setJob(answer);
        const counting = answer.status === 'cancelled' && !answer.summary && cancelledAsks-- > 0;
        if (ended(answer) && !counting) return;
        // The server held the answer until the job moved or a second passed: ask again at once (a cancelled job's
        // counts come when its runner stops, so those asks keep their pause).
        // An answer not held (a server that does not long-poll) waits as a plain poll would.
        const held = Date.now() - asked >= HELD_MS;
        timer = setTimeout(() => void ask(), answer.status === 'cancelled' || !held ? JOB_POLL_MS : 0);
        return;
      } catch {
        if (gone) return;
      }
      timer = setTimeout(() => void ask(), JOB_POLL_MS);
    };
    void ask();
    return () => {
      gone = true;
      clearTimeout(timer);
    };
  }, [env, id]);
  return job;
}

export { ended as jobEnded };

/** How far a job is, in whole percent (0 while its total is unknown). */
export function jobPercent(job: Job | null): number {
  return job && job.total > 0 ? Math.min(100, Math.floor((job.progress / job.total) * 100)) : 0;
}
