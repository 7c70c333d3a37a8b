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

/** What the editor is on, as the draft needs it. */
export interface DraftSubject {
  /** The name opened (a stored definition, or a draft of a name never published); null: a new one, named by its text. */
  name: string | null;
  text: string;
  /** The published version the text started from; none for a definition never published. */
  baseVersion?: number;
  /** The text as it was opened or last published: a draft is kept only of something different. */
  loaded: string;
}

/** One keep (or, when the text is the published one again, one removal) waiting for its moment. */
interface Pending {
  name: string;
  text: string;
  value: Record<string, unknown>;
  baseVersion?: number;
  /** The text is the published one: the draft has nothing left to say. */
  discard: boolean;
}

/**
 * The author's drafts of one kind (issue 23): what they write is kept on the server a moment after the last key
 * (as written, half done or not: it is checked only when published), for them alone, so a reload or another
 * browser takes it up again. A stored definition's draft is kept under its name whatever the text says; a new
 * one's under the name its text gives (renamed, the draft under the old name goes). `read` answers the author's
 * draft of a name, `discard` drops it, `rows` are the author's drafts and `savedAt` the time of the last keep;
 * `hold` stops keeping while a publish is sent (and waits for a keep already sent), `reset` starts a new subject
 * (keeping first what the old one had not kept yet).
 */
export function useDrafts(env: RendererEnv, base: string, nameOf: (definition: unknown) => string, subject: DraftSubject | null) {
  const [rows, setRows] = useState<DraftRow[]>([]);
  const [savedAt, setSavedAt] = useState<string | null>(null);
  /** Bumped to schedule again what a hold let pass. */
  const [armed, setArmed] = useState(0);
  /** The last text kept (or loaded): the same text again is not sent. */
  const kept = useRef<string | null>(null);
  const held = useRef(false);
  const pending = useRef<Pending | null>(null);
  /** The keep or removal under way: a publish waits for it, so it cannot land after the publish removed the draft. */
  const sending = useRef<Promise<unknown>>(Promise.resolve());
  /** The name this subject's draft was last kept under (a new definition renamed leaves no draft behind). */
  const keptName = useRef<string | null>(null);
  /** Whether the server holds a draft of this subject (taken up, or kept since): only then is there one to remove. */
  const hasDraft = useRef(false);

  const loadRows = useCallback(() => env.request<DraftRow[]>(`${base}/drafts`, { messageHide: true }).then(setRows, () => undefined), [env, base]);
  useEffect(() => {
    void loadRows();
  }, [loadRows]);

  const read = useCallback((name: string) => env.request<DraftAnswer | null>(`${base}/draft`, { query: { name }, messageHide: true }).catch(() => null), [env, base]);

  const send = useCallback(
    (job: Pending) => {
      pending.current = null;
      const previous = keptName.current;
      const post = (url: string, body: object) => env.request<DraftAnswer | null>(`${base}/${url}`, { method: 'POST', body, messageHide: true });
      const sent = (
        job.discard
          ? post('draft/discard', { name: job.name }).then(() => {
              hasDraft.current = false;
              setSavedAt(null);
            })
          : post('draft', { name: job.name, definition: job.value, ...(job.baseVersion ? { base_version: job.baseVersion } : {}) }).then((answer) => {
              hasDraft.current = true;
              setSavedAt(answer?.updated_at ?? null);
              keptName.current = job.name;
              // A new definition renamed as it is written: its draft under the old name is the same draft.
              if (previous && previous !== job.name) return post('draft/discard', { name: previous });
            })
      )
        .then(() => {
          kept.current = job.text;
          return loadRows();
        })
        .catch(() => undefined);
      sending.current = sent;
      return sent;
    },
    [env, base, loadRows],
  );

  const discard = useCallback(
    async (name: string) => {
      pending.current = null;
      await sending.current;
      await env.request(`${base}/draft/discard`, { method: 'POST', body: { name }, messageHide: true });
      hasDraft.current = false;
      setSavedAt(null);
      await loadRows();
    },
    [env, base, loadRows],
  );

  /** A new subject starts clean (what it was opened with counts as kept), the old one's unsent keep sent first. */
  const reset = useCallback(
    (loaded: string, draft: DraftAnswer | null, name: string | null) => {
      if (pending.current && !held.current) void send(pending.current);
      pending.current = null;
      kept.current = loaded;
      keptName.current = draft ? draft.name : name;
      hasDraft.current = draft !== null;
      held.current = false;
      setSavedAt(draft?.updated_at ?? null);
    },
    [send],
  );

  /**
   * Stops keeping while a publish or rollback is sent, once the keep already sent is answered; `false` (the publish
   * was refused or cancelled) lets keeping go on, the text since the last keep included.
   */
  const hold = useCallback(async (on: boolean) => {
    held.current = on;
    if (on) await sending.current;
    else setArmed((n) => n + 1);
  }, []);

  const opened = subject?.name ?? null;
  const text = subject?.text;
  const loaded = subject?.loaded;
  const baseVersion = subject?.baseVersion;
  useEffect(() => {
    if (text === undefined || text === kept.current) {
      pending.current = null;
      return;
    }
    const value = objectOf(text);
    const written = value ? nameOf(value) : undefined;
    const name = opened ?? written;
    // Nothing to keep under no name yet, nor of a text that is not JSON (the author is mid-edit).
    if (!value || typeof name !== 'string' || !NAME.test(name)) return;
    // The published text again: a draft of it, if the server holds one, goes; else there is nothing to send.
    if (text === loaded && !hasDraft.current) {
      pending.current = null;
      return;
    }
    pending.current = { name, text, value, baseVersion, discard: text === loaded };
    const timer = setTimeout(() => {
      if (!held.current && pending.current) void send(pending.current);
    }, DRAFT_SAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [nameOf, opened, text, loaded, baseVersion, armed, send]);

  return { rows, savedAt, read, discard, reset, hold, reload: loadRows };
}
