import { startTransition, useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { EnvProvider, RenderSchema, useEnv } from '../../registry';
import type { ListPageSchema } from '../../schemas/generated/list-page';
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
 * A list page drawn once, offscreen, when the browser is idle after the list renderers' code has loaded: the sample
 * list page (warmup-page.ts) at the app's start, and each page the sidebar prepared (`page`, under the preview's
 * id), with rows of its columns' kinds in an element that is never in the document, under an env that reaches no
 * server and goes nowhere, removed once its table has its rows (`onDone`). The list page a user then opens does not
 * pay for its code's first run and antd's first styles (bench/page-open, docs/decisions.md). Drawn as a transition,
 * so a click meanwhile goes first.
 */
export function ListWarmup({ maxMs = WARMUP_MAX_MS, page = SAMPLE_LIST_PAGE, onDone }: { maxMs?: number; page?: ListPageSchema; onDone?: () => void }) {
  const env = useEnv();
  const [state, setState] = useState<'waiting' | 'drawing' | 'done'>('waiting');
  const [host] = useState(() => document.createElement('div'));
  const [sampleEnv] = useState(() => warmupEnv(env, page));
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
      onDone?.();
    };
    const observer = new MutationObserver(() => host.querySelector('.ant-table-tbody .ant-table-row') && done());
    observer.observe(host, { childList: true, subtree: true });
    const timer = window.setTimeout(done, maxMs);
    return () => {
      observer.disconnect();
      window.clearTimeout(timer);
    };
  }, [state, host, maxMs, onDone]);
  if (state !== 'drawing') return null;
  return createPortal(
    <div data-testid="list-warmup">
      <EnvProvider env={sampleEnv}>
        <RenderSchema schema={page} />
      </EnvProvider>
    </div>,
    host,
  );
}
