import { useCallback, useEffect, useRef, useState } from 'react';
import type { ButtonInlinePosition, ContentPageSize, CustomSetting } from '../../../schemas/generated/custom-setting';
import type { SettingsChange } from '../use-list-settings';
import { groupColumns, toStoredFields, type ColumnGroups } from './column-groups';

/** What the drawer edits: the column groups and the two page-display choices. */
export interface SettingsDraft {
  groups: ColumnGroups;
  buttonPosition: ButtonInlinePosition;
  pageSize: ContentPageSize;
}

/** Spec 001 §4 and §9: settings drawer changes are emitted after 200 ms. */
export const AUTO_SAVE_DELAY = 200;

export function draftOf(settings: CustomSetting): SettingsDraft {
  return { groups: groupColumns(settings.table_fields), buttonPosition: settings.button_inline_position, pageSize: settings.content_pagesize };
}

/** The update body of a draft: the columns, their order and pins, and the page display (widths are kept). */
export function changeOf(draft: SettingsDraft): SettingsChange {
  return { table_fields: toStoredFields(draft.groups), button_inline_position: draft.buttonPosition, content_pagesize: draft.pageSize };
}

export interface SettingsDraftState {
  /** Null until the list's setting is there. */
  draft: SettingsDraft | null;
  /** Whether the draft differs from what was last saved (or loaded). */
  dirty: boolean;
  update(change: (draft: SettingsDraft) => SettingsDraft): void;
  /** Auto-save: stores a change still waiting for its 200 ms now (on close). */
  flush(): void;
  /** Drops the edits (and a waiting auto-save): the copy follows the list's setting again. */
  discard(): void;
}

/**
 * The drawer's working copy of the list's setting. Manual mode keeps it until 保存设置; auto mode saves
 * every change 200 ms after the last one (one call for a burst of changes). The copy follows the list's
 * setting while it has no edits of its own (it loads, a save or reset comes back).
 */
export function useSettingsDraft(
  settings: CustomSetting | null,
  save: (change: SettingsChange) => Promise<boolean>,
  autoSave: boolean,
): SettingsDraftState {
  const [draft, setDraftState] = useState<SettingsDraft | null>(() => (settings ? draftOf(settings) : null));
  const [dirty, setDirty] = useState(false);
  // The latest copy, read synchronously: two changes in one event build on each other.
  const latest = useRef(draft);
  const pending = useRef<{ timer: ReturnType<typeof setTimeout>; draft: SettingsDraft } | null>(null);
  const saveRef = useRef(save);
  saveRef.current = save;

  const setDraft = useCallback((next: SettingsDraft) => {
    latest.current = next;
    setDraftState(next);
  }, []);

  useEffect(() => {
    if (settings && !dirty && !pending.current) setDraft(draftOf(settings));
  }, [settings, dirty, setDraft]);

  const send = useCallback((next: SettingsDraft) => {
    pending.current = null;
    void saveRef.current(changeOf(next)).then((saved) => {
      if (saved && !pending.current) setDirty(false);
    });
  }, []);

  const update = useCallback(
    (change: (draft: SettingsDraft) => SettingsDraft) => {
      if (!latest.current) return;
      const next = change(latest.current);
      setDraft(next);
      setDirty(true);
      if (autoSave) {
        if (pending.current) clearTimeout(pending.current.timer);
        pending.current = { timer: setTimeout(() => send(next), AUTO_SAVE_DELAY), draft: next };
      }
    },
    [autoSave, send, setDraft],
  );

  const flush = useCallback(() => {
    const waiting = pending.current;
    if (!waiting) return;
    clearTimeout(waiting.timer);
    send(waiting.draft);
  }, [send]);

  const discard = useCallback(() => {
    if (pending.current) clearTimeout(pending.current.timer);
    pending.current = null;
    setDirty(false);
  }, []);

  // A change still waiting when the drawer goes away is stored, not lost.
  useEffect(() => flush, [flush]);

  return { draft, dirty, update, flush, discard };
}
