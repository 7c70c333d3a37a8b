import { startTransition, useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { EnvProvider, RenderSchema, useEnv } from '../../registry';
import { SAMPLE_LIST_PAGE, warmupEnv } from './warmup-page';

/** The performance mark set when the sample page is done (its detail: the rows its table drew). */
export const WARMUP_MARK = 'hkwl:list-warmup-done';

/** The longest the sample page is kept waiting for its rows before it is removed anyway. */
export const WARMUP_MAX_MS = 3000;

/** Runs `task` when the browser is next idle (at the latest after a second); returns the cancel. */
function whenIdle(task: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(task, { timeout: 1000 });
    return () => cancelIdleCallback(handle);
  }
  const timer = window.setTimeout(task, 0);
  return () => window.clearTimeout(timer);
}

/**
 * The list renderers drawn once, offscreen, when the browser is idle after their code has loaded: a sample list page
 * with its rows in an element that is never in the document, under an env that reaches no server and goes nowhere
 * (warmup-page.ts), removed once its table has its rows. The first list page a user then opens does not pay for
 * its code's first run and antd's first styles, which took a sidebar click's table about 70 ms (bench/page-open,
 * docs/decisions.md). Drawn as a transition, so a click meanwhile goes first; once per app start.
 */
export function ListWarmup({ maxMs = WARMUP_MAX_MS }: { maxMs?: number }) {
  const env = useEnv();
  const [state, setState] = useState<'waiting' | 'drawing' | 'done'>('waiting');
  const [host] = useState(() => document.createElement('div'));
  const [sampleEnv] = useState(() => warmupEnv(env));
  useEffect(() => {
    if (state !== 'waiting') return undefined;
    return whenIdle(() => startTransition(() => setState('drawing')));
  }, [state]);
  useEffect(() => {
    if (state !== 'drawing') return undefined;
    const done = () => {
      // A mark in the browser's performance timeline: when the first list opened no longer pays for the code's first
      // run, and how many rows the sample's table drew.
      performance.mark(WARMUP_MARK, { detail: { rows: host.querySelectorAll('.ant-table-tbody .ant-table-row').length } });
      startTransition(() => setState('done'));
    };
    const observer = new MutationObserver(() => host.querySelector('.ant-table-tbody .ant-table-row') && done());
    observer.observe(host, { childList: true, subtree: true });
    const timer = window.setTimeout(done, maxMs);
    return () => {
      observer.disconnect();
      window.clearTimeout(timer);
    };
  }, [state, host, maxMs]);
  if (state !== 'drawing') return null;
  return createPortal(
    <div data-testid="list-warmup">
      <EnvProvider env={sampleEnv}>
        <RenderSchema schema={SAMPLE_LIST_PAGE} />
      </EnvProvider>
    </div>,
    host,
  );
}
