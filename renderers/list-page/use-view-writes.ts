import { useCallback } from 'react';
import type { RendererEnv } from '../../registry';
import type { AddBody, SavedView, UpdateBody, ViewField, ViewType } from '../../schemas/generated/saved-view';
import type { SearchFieldSchema } from '../../schemas/generated/search-field';
import type { ListContextValue } from '../core/list-context';
import { whereOfView, type conditionsOf } from '../core/saved-view-conditions';
import { defaultBlocked, nameError, neighbourAfterDelete, withDefault, type viewStatus } from '../core/saved-view-state';
import { VIEW_ADD_URL, VIEW_DELETE_URL, VIEW_SET_DEFAULT_URL, VIEW_UPDATE_URL, type ViewDraft } from '../core/saved-view-types';
import { overlaySettings, viewFieldsOf } from './saved-view-columns';
import type { ViewCall } from './use-view-call';

/** The latest of the views' state, for actions that outlive renders while a confirmation is open. */
export interface LatestViews {
  list: ListContextValue;
  items: SavedView[];
  current: SavedView | null;
  status: ReturnType<typeof viewStatus>;
  split: ReturnType<typeof conditionsOf>;
  columns: ViewField[] | null;
  defaultId: number | null;
}

/** What the writes change in the views' state. */
export interface ViewsStore {
  setItems(next: (all: SavedView[]) => SavedView[]): void;
  setDefaultId(next: (id: number | null) => number | null): void;
  setCurrentId(id: number | null): void;
  setUnparsable(props: string[]): void;
  show(view: SavedView | null): void;
}

export interface ViewWritesOptions {
  latest: { readonly current: LatestViews };
  call: ViewCall;
  store: ViewsStore;
  fields: readonly SearchFieldSchema[];
  pageVersion: string;
  tableKey: string;
  permsId: number;
}

/** The views with `view` in place of its earlier self, or added. */
function withView(all: readonly SavedView[], view: SavedView): SavedView[] {
  return all.some((item) => item.id === view.id) ? all.map((item) => (item.id === view.id ? view : item)) : [...all, view];
}

/**
 * The views' writes (spec 001 §4, §5, §8): save over the shown view, save as a new one, create and edit one from the
 * views dialog, set or clear the default, delete; each with its checks, confirmation and message.
 */
export function useViewWrites(env: RendererEnv, { latest, call, store, fields, pageVersion, tableKey, permsId }: ViewWritesOptions) {
  const { setItems, setDefaultId, setCurrentId, setUnparsable, show } = store;
  const replace = useCallback((view: SavedView) => setItems((all) => withView(all, view)), [setItems]);
  const noteDefault = useCallback(
    (view: SavedView) => {
      if (view.is_default === 1) {
        setDefaultId(() => view.id);
        setItems((all) => withDefault(all, view.id, true));
      } else setDefaultId((id) => (id === view.id ? null : id));
    },
    [setItems, setDefaultId],
  );

  /** The columns a view saves now: the ones shown (the user's setting with the applied view's laid over). */
  const savedColumns = useCallback((settings: ListContextValue['settings']) => viewFieldsOf(overlaySettings(settings, latest.current.columns)), [latest]);

  const save = useCallback(async () => {
    const { current: view, split: now, list: live } = latest.current;
    if (!view) return false;
    if (now.saved.length === 0) {
      env.notify.warning(env.t('views.noConditions'));
      return false;
    }
    if (!(await env.confirm({ title: env.t('views.confirmOverwriteTitle'), content: env.t('views.confirmOverwrite'), quiet: true }))) return false;
    const body: UpdateBody = {
      id: view.id,
      name: view.name,
      type: view.type,
      params: { where: now.saved },
      table_fields: savedColumns(live.settings) ?? view.table_fields,
      page_version: pageVersion,
      is_default: view.is_default,
    };
    const answer = await call<SavedView>(VIEW_UPDATE_URL, body, 'views.saveFailed');
    if (!answer) return false;
    replace(answer.data);
    setUnparsable([]);
    env.notify.success(env.t('views.saved'));
    return true;
  }, [env, call, pageVersion, latest, replace, savedColumns, setUnparsable]);

  const saveAs = useCallback(
    async (name: string, type: ViewType) => {
      const { split: now, list: live } = latest.current;
      const invalid = nameError(name);
      if (invalid) {
        env.notify.warning(env.t(invalid, { max: 20 }));
        return false;
      }
      if (now.saved.length === 0) {
        env.notify.warning(env.t('views.noConditions'));
        return false;
      }
      const body: AddBody = { table_key: tableKey, perms_id: permsId, name: name.trim(), type, params: { where: now.saved }, table_fields: savedColumns(live.settings), page_version: pageVersion, is_default: 0 };
      const answer = await call<SavedView>(VIEW_ADD_URL, body, 'views.saveFailed');
      if (!answer) return false;
      replace(answer.data);
      setCurrentId(answer.data.id);
      setUnparsable([]);
      env.notify.success(env.t('views.saved'));
      return true;
    },
    [env, call, tableKey, permsId, pageVersion, latest, replace, savedColumns, setCurrentId, setUnparsable],
  );

  const setDefault = useCallback(
    async (id: number, on: boolean) => {
      if (defaultBlocked(latest.current.status)) {
        env.notify.warning(env.t('views.saveFirst'));
        return false;
      }
      const answer = await call<SavedView>(VIEW_SET_DEFAULT_URL, { id, status: on ? 1 : 0 }, 'views.setFailed');
      if (!answer) return false;
      setItems((all) => withDefault(all, id, on).map((item) => (item.id === id ? { ...answer.data, is_default: on ? 1 : 0 } : item)));
      setDefaultId((previous) => (on ? id : previous === id ? null : previous));
      env.notify.success(env.t('views.setOk'));
      return true;
    },
    [env, call, latest, setDefaultId, setItems],
  );

  const remove = useCallback(
    async (id: number) => {
      if (!(await env.confirm({ content: env.t('views.confirmDelete'), quiet: true }))) return false;
      const { items: before, current: shown } = latest.current;
      if (!(await call<null>(VIEW_DELETE_URL, { id }, 'views.deleteFailed'))) return false;
      const next = neighbourAfterDelete(before, id);
      setItems((all) => all.filter((item) => item.id !== id));
      setDefaultId((previous) => (previous === id ? null : previous));
      if (shown?.id === id) show(before.find((item) => item.id === next) ?? null);
      env.notify.success(env.t('views.deleted'));
      return true;
    },
    [env, call, show, latest, setDefaultId, setItems],
  );

  const writeDraft = useCallback(
    async (id: number | null, draft: ViewDraft, andApply: boolean) => {
      const { items: all, list: live } = latest.current;
      const invalid = nameError(draft.name);
      if (invalid) {
        env.notify.warning(env.t(invalid, { max: 20 }));
        return null;
      }
      const existing = id === null ? undefined : all.find((item) => item.id === id);
      const shared = { name: draft.name.trim(), type: draft.type, params: { where: draft.conditions }, page_version: pageVersion, is_default: draft.isDefault ? 1 : 0 } as const;
      const answer =
        id === null
          ? await call<SavedView>(VIEW_ADD_URL, { table_key: tableKey, perms_id: permsId, ...shared, table_fields: savedColumns(live.settings) } satisfies AddBody, 'views.saveFailed')
          : await call<SavedView>(VIEW_UPDATE_URL, { id, ...shared, table_fields: existing?.table_fields ?? null } satisfies UpdateBody, 'views.saveFailed');
      if (!answer) return null;
      const saved = answer.data;
      replace(saved);
      noteDefault(saved);
      if (andApply) show(saved);
      else if (saved.id === latest.current.current?.id) setUnparsable(whereOfView(saved, fields).unparsable);
      env.notify.success(env.t(andApply ? 'views.savedApplied' : 'views.saved'));
      return saved;
    },
    [env, call, show, fields, tableKey, permsId, pageVersion, latest, noteDefault, replace, savedColumns, setUnparsable],
  );

  const create = useCallback((draft: ViewDraft, andApply: boolean) => writeDraft(null, draft, andApply), [writeDraft]);
  const update = useCallback((id: number, draft: ViewDraft, andApply: boolean) => writeDraft(id, draft, andApply), [writeDraft]);

  return { save, saveAs, setDefault, remove, create, update, replace };
}
