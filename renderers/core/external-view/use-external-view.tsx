import { useCallback, useState, type ReactNode } from 'react';
import { ExternalViewDialog } from './ExternalViewDialog';

interface Opened {
  url: string;
  title?: string;
}

/**
 * Opens external views from code (the toolbar's external action): `open(url, title)` shows the
 * full-screen dialog; render `dialog` once where the caller renders.
 */
export function useExternalView(): { open(url: string, title?: string): void; dialog: ReactNode } {
  const [opened, setOpened] = useState<Opened | null>(null);
  const open = useCallback((url: string, title?: string) => setOpened({ url, title }), []);
  const dialog = opened ? <ExternalViewDialog open url={opened.url} title={opened.title} onClose={() => setOpened(null)} /> : null;
  return { open, dialog };
}
