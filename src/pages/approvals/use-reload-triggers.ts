import { useEffect, useRef } from 'react';

/**
 * Calls `reload` when `signal` moves from one defined value to another (a counter pushed over the realtime
 * socket changed: a task arrived or left), and when the page becomes visible again after being hidden (the
 * socket may have missed changes while the tab slept). The first value and `undefined` (counters not yet
 * known) never reload: the list's own first load covers them.
 */
export function useReloadTriggers(signal: string | undefined, reload: () => void): void {
  const latest = useRef(reload);
  latest.current = reload;
  const seen = useRef(signal);
  useEffect(() => {
    if (seen.current !== undefined && signal !== undefined && signal !== seen.current) latest.current();
    if (signal !== undefined) seen.current = signal;
  }, [signal]);
  useEffect(() => {
    let hidden = document.visibilityState === 'hidden';
    const onChange = () => {
      if (document.visibilityState === 'hidden') hidden = true;
      else if (hidden) {
        hidden = false;
        latest.current();
      }
    };
    document.addEventListener('visibilitychange', onChange);
    return () => document.removeEventListener('visibilitychange', onChange);
  }, []);
}
