import { useEffect } from 'react';
import type { RendererEnv } from '../../registry';

/** At most this many reports a page load, so a loop of errors cannot flood the server. */
export const MAX_REPORTS = 10;

/** Uncaught errors and rejections of the page go to debug/log (spec 000 §7) while someone is signed in. */
export function useErrorReporter(env: RendererEnv, signedIn: boolean): void {
  useEffect(() => {
    if (!signedIn) return;
    let sent = 0;
    const report = (content: string) => {
      if (sent >= MAX_REPORTS) return;
      sent += 1;
      void env.request('/api/access/debug/log', { method: 'POST', body: { url: window.location.href.slice(0, 2000), content: content.slice(0, 10000) }, messageHide: true }).catch(() => undefined);
    };
    const onError = (event: ErrorEvent) => report(`${event.message}\n${event.error instanceof Error ? (event.error.stack ?? '') : ''}`);
    const onRejection = (event: PromiseRejectionEvent) => {
      const reason: unknown = event.reason;
      // Refused calls are the request layer's business, not bugs of the page.
      if (reason instanceof Error && reason.name === 'Error' && 'code' in reason) return;
      report(`unhandled rejection: ${reason instanceof Error ? `${reason.message}\n${reason.stack ?? ''}` : String(reason)}`);
    };
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onRejection);
    return () => {
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
    };
  }, [env, signedIn]);
}
