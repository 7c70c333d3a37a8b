import type { MouseEvent, ReactNode } from 'react';
import type { RendererEnv } from './env';

/** A click the browser should handle itself: another button, or a modifier asking for a new tab or window, or a download. */
export function opensElsewhere(event: Pick<MouseEvent, 'button' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey'>): boolean {
  return event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey;
}

/**
 * A link to an address of this app (issue 41 item 11): an `a[href]`, so it opens in a new tab, middle-clicks
 * and copies like any link, while a plain left click navigates inside the app (env.navigate: no reload, and a
 * form with unsaved input asks first). The click is the link's, not its row's.
 */
export function InAppLink({ env, to, children, testId, className, label, title = label }: { env: RendererEnv; to: string; children: ReactNode; testId?: string; className?: string; label?: string; title?: string }) {
  return (
    <a
      className={className}
      href={env.href?.(to) ?? to}
      data-testid={testId}
      aria-label={label}
      title={title}
      onClick={(event) => {
        event.stopPropagation();
        if (opensElsewhere(event)) return;
        event.preventDefault();
        env.navigate(to);
      }}
    >
      {children}
    </a>
  );
}
