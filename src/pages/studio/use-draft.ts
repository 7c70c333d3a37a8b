import { useCallback, useEffect, useRef, useState } from 'react';
import type { RendererEnv } from '../../../registry';
import type { DraftAnswer, DraftRow } from '../../../schemas/generated/studio';

/** How long after the last key the author's draft is kept on the server (spec 001 §9's input debounce). */
export const DRAFT_SAVE_DELAY_MS = 800;

/** A name the server stores definitions under (studio.schema.json ResourceName). */
const NAME = /^[A-Za-z][A-Za-z0-9_]{0,63}$/;

/** The text as a JSON object, or undefined while it is not one. */
function objectOf(text: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(text);
    return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/** What the editor is on, as the draft needs it: the text, the published version it started from, the text as loaded. */
export interface DraftSubject {
  text: string;
  baseVersion?: number;
  /** The text as it was opened or last published: a draft is kept only of something different. */
  loaded: string;
}

/**
 * The author's drafts of one kind (issue 23): what they write is kept on the server a moment after the last key
 * (as written, half done or not: it is checked only when published), for them alone, so a reload or another
 * browser takes it up again. `read` answers the author's draft of a name; `discard` drops it; `rows` are the
 * author's drafts (names never published among them) and `savedAt` the time of the last keep.
 */
export function useDrafts(env: RendererEnv, base: string, nameOf: (definition: unknown) => string, subject: DraftSubject | null) {
  const [rows, setRows] = useState<DraftRow[]>([]);
  const [savedAt, setSavedAt] = useState<string | null>(null);
  /** The last text kept (or loaded): the same text again is not sent. */
  const kept = useRef<string | null>(null);
  /** While a publish is under way nothing is kept: publishing removes the draft, a late keep would bring it back. */
  const held = useRef(false);

  const loadRows = useCallback(() => env.request<DraftRow[]>(`${base}/drafts`, { messageHide: true }).then(setRows, () => undefined), [env, base]);
  useEffect(() => {
    void loadRows();
  }, [loadRows]);

  const read = useCallback((name: string) => env.request<DraftAnswer | null>(`${base}/draft`, { query: { name }, messageHide: true }).catch(() => null), [env, base]);

  const discard = useCallback(
    async (name: string) => {
      await env.request(`${base}/draft/discard`, { method: 'POST', body: { name }, messageHide: true });
      setSavedAt(null);
      await loadRows();
    },
    [env, base, loadRows],
  );

  /** A new subject starts clean: what it was opened with counts as kept. */
  const reset = useCallback((loaded: string, draft: DraftAnswer | null) => {
    kept.current = loaded;
    held.current = false;
    setSavedAt(draft?.updated_at ?? null);
  }, []);

  const text = subject?.text;
  const loaded = subject?.loaded;
  const baseVersion = subject?.baseVersion;
  useEffect(() => {
    if (text === undefined || text === kept.current) return;
    const value = objectOf(text);
    const name = value ? nameOf(value) : undefined;
    // Nothing to keep under no name. Written back to what is published, the draft has nothing left to say: it goes.
    if (!value || typeof name !== 'string' || !NAME.test(name)) return;
    const timer = setTimeout(() => {
      if (held.current) return;
      const sent: Promise<unknown> =
        text === loaded
          ? env.request(`${base}/draft/discard`, { method: 'POST', body: { name }, messageHide: true }).then(() => setSavedAt(null))
          : env
              .request<DraftAnswer>(`${base}/draft`, { method: 'POST', body: { name, definition: value, ...(baseVersion ? { base_version: baseVersion } : {}) }, messageHide: true })
              .then((answer) => setSavedAt(answer.updated_at));
      sent
        .then(() => {
          kept.current = text;
          return loadRows();
        })
        .catch(() => undefined);
    }, DRAFT_SAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [env, base, nameOf, text, loaded, baseVersion, loadRows]);

  /** Holds keeping while a publish or rollback is sent (`false` lets it go on when the publish was refused). */
  const hold = useCallback((on: boolean) => {
    held.current = on;
  }, []);

  return { rows, savedAt, read, discard, reset, hold, reload: loadRows };
}
