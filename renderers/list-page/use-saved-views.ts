import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { failureText, type RendererEnv } from '../../registry';
import type { AddBody, DefaultFieldsAnswer, DefaultNameAnswer, SavedView, UpdateBody, ViewCondition, ViewField, ViewType } from '../../schemas/generated/saved-view';
import type { SearchFieldSchema } from '../../schemas/generated/search-field';
import type { ListContextValue } from '../core/list-context';
import { viewsQuery } from './opening-calls';
import type { ViewsBoot } from './saved-view-boot';
import { overlaySettings, viewFieldsOf } from './saved-view-columns';
import { conditionsOf, outsideFields, sameConditions, whereOfView } from '../core/saved-view-conditions';
import { autoName, defaultBlocked, nameError, neighbourAfterDelete, saveAsName, viewStatus, withDefault } from '../core/saved-view-state';
import {
  VIEW_ADD_URL,
  VIEW_DEFAULT_FIELDS_URL,
  VIEW_DEFAULT_NAME_URL,
  VIEW_DELETE_URL,
  VIEW_DETAIL_URL,
  VIEW_SET_DEFAULT_URL,
  VIEW_UPDATE_URL,
  type ListViews,
  type ViewDraft,
} from '../core/saved-view-types';

/** The views' loading flag clears this long after a call (spec 001 §9). */
export const VIEW_BUSY_CLEAR_MS = 500;

export interface SavedViewsOptions {
  boot: ViewsBoot;
  /** The list as its controller publishes it (its settings are the user's, without a view's columns). */
  list: ListContextValue;
  fields: readonly SearchFieldSchema[];
  pageVersion: string;
  tableKey: string;
  permsId: number;
}

export interface SavedViewsState {
  views: ListViews;
  /** The columns the applied view lays over the user's setting (null: the user's own). */
  columns: ViewField[] | null;
  /** Shows the user's own columns: they have just set them (the settings drawer, the view-fields popover). */
  dropColumns(): void;
}

/**
 * The views state of a list page (issue 8): the views, the one shown, whether the conditions are edited
 * against it, and every view action with its confirmations and messages (spec 001 §4, §5, §8). The rules
 * themselves are pure (saved-view-state.ts, saved-view-conditions.ts); this hook holds state and calls.
 */
export function useSavedViews(env: RendererEnv, { boot, list, fields, pageVersion, tableKey, permsId }: SavedViewsOptions): SavedViewsState {
  const [items, setItems] = useState<SavedView[]>(() => boot.answer?.listData ?? []);
  const [defaultId, setDefaultId] = useState<number | null>(() => boot.answer?.defaultId ?? null);
  const canShare = boot.answer?.canShare ?? false;
  const [currentId, setCurrentId] = useState<number | null>(() => boot.initial?.id ?? null);
  const [unparsable, setUnparsable] = useState<string[]>(() => whereOfView(boot.initial, fields).unparsable);
  const defaultColumns = boot.defaultColumns ?? null;
  const [columns, setColumns] = useState<ViewField[] | null>(() => boot.initial?.table_fields ?? defaultColumns);
  const [busy, setBusy] = useState(false);
  const clearBusy = useRef<ReturnType<typeof setTimeout>>(undefined);
  const mounted = useRef(true);
  useEffect(
    () => () => {
      mounted.current = false;
      clearTimeout(clearBusy.current);
    },
    [],
  );
  const current = items.find((view) => view.id === currentId) ?? null;

  const where = list.query.where;
  const viewWhere = useMemo(() => whereOfView(current, fields).where, [current, fields]);
  const split = useMemo(() => conditionsOf(where, fields), [where, fields]);
  const changed = current ? !sameConditions(where, viewWhere, fields) : split.saved.length > 0;
  const status = viewStatus(current, changed, canShare);

  // The latest of everything, for the actions (which outlive renders while a confirmation is open).
  const latest = useRef({ list, items, current, status, split, columns, defaultId });
  latest.current = { list, items, current, status, split, columns, defaultId };

  const show = useCallback(
    (view: SavedView | null) => {
      const { list: now } = latest.current;
      const read = whereOfView(view, fields);
      setCurrentId(view?.id ?? null);
      setUnparsable(read.unparsable);
      // 全部, or a view without columns of its own: the default column view (null: the user's setting).
      setColumns(view?.table_fields ?? defaultColumns);
      now.setWhere({ ...outsideFields(now.query.where, fields), ...read.where });
    },
    [fields, defaultColumns],
  );

  const call = useCallback(
    async <T,>(url: string, body: unknown, failureKey: string): Promise<{ data: T } | null> => {
      clearTimeout(clearBusy.current);
      setBusy(true);
      try {
        return { data: await env.request<T>(url, { method: 'POST', body, messageHide: true }) };
      } catch (failure) {
        env.notify.error(failureText(env.t, failure, failureKey));
        return null;
      } finally {
        // The views' loading flag clears 500 ms after use (spec 001 §9).
        clearBusy.current = setTimeout(() => {
          if (mounted.current) setBusy(false);
        }, VIEW_BUSY_CLEAR_MS);
      }
    },
    [env],
  );

  const replace = (view: SavedView) => setItems((all) => (all.some((item) => item.id === view.id) ? all.map((item) => (item.id === view.id ? view : item)) : [...all, view]));
  const noteDefault = (view: SavedView) => {
    if (view.is_default === 1) {
      setDefaultId(view.id);
      setItems((all) => withDefault(all, view.id, true));
    } else setDefaultId((id) => (id === view.id ? null : id));
  };

  const apply = useCallback(
    async (id: number | null) => {
      const { items: all, status: now } = latest.current;
      if (now !== 'clean' && !(await env.confirm({ content: env.t('views.confirmSwitch'), quiet: true }))) return false;
      if (id === null || !all.some((item) => item.id === id)) {
        if (id !== null) env.notify.warning(env.t('views.notFound'));
        else show(null);
        return id === null;
      }
      // The view as stored now (a colleague may have changed or deleted a shared one since the list loaded).
      let view: SavedView;
      try {
        view = await env.request<SavedView>(VIEW_DETAIL_URL, { method: 'GET', query: { id }, messageHide: true });
      } catch {
        env.notify.warning(env.t('views.notFound'));
        return false;
      }
      replace(view);
      show(view);
      return true;
    },
    [env, show],
  );

  /** The columns a view saves now: the ones shown (the user's setting with the applied view's laid over). */
  const savedColumns = (settings: ListContextValue['settings']) => viewFieldsOf(overlaySettings(settings, latest.current.columns));

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
  }, [env, call, pageVersion]);

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
    [env, call, tableKey, permsId, pageVersion],
  );

  const suggestName = useCallback(async () => {
    const { current: view, status: now, items: all } = latest.current;
    const base = env.t('views.defaultName');
    let automatic: string | null = null;
    if (!view || now === 'clean' || now === 'notSaved') {
      try {
        automatic = (await env.request<DefaultNameAnswer>(VIEW_DEFAULT_NAME_URL, { method: 'GET', query: viewsQuery(tableKey, permsId), messageHide: true })).name;
      } catch {
        automatic = autoName(base, all.map((item) => item.name));
      }
    }
    return saveAsName(view, now, env.t('views.copySuffix'), automatic, base);
  }, [env, tableKey, permsId]);

  const resetView = useCallback(() => show(latest.current.current), [show]);

  // 重置字段: the page's configured columns, under the user's default column view (#默认字段配置#) when they
  // have one. The user's own column choice is cleared too, so the default is what stays after a reload.
  const resetFields = useCallback(async () => {
    let own: ViewField[] | null;
    try {
      own = (await env.request<DefaultFieldsAnswer>(VIEW_DEFAULT_FIELDS_URL, { method: 'GET', query: viewsQuery(tableKey, permsId), messageHide: true })).table_fields;
    } catch {
      env.notify.error(env.t('views.loadFailed'));
      return;
    }
    const { list: live } = latest.current;
    if (live.settingsStatus === 'ready' && !(await live.saveSettings({ table_fields: null }, 'views.setFailed'))) return;
    if (!mounted.current) return;
    setColumns(own);
    env.notify.success(env.t('views.fieldsReset'));
  }, [env, tableKey, permsId]);

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
    [env, call],
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
    [env, call, show],
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
    [env, call, show, fields, tableKey, permsId, pageVersion],
  );

  const create = useCallback((draft: ViewDraft, andApply: boolean) => writeDraft(null, draft, andApply), [writeDraft]);
  const update = useCallback((id: number, draft: ViewDraft, andApply: boolean) => writeDraft(id, draft, andApply), [writeDraft]);

  const currentVersion = current?.page_version ?? null;
  const views = useMemo<ListViews>(
    () => ({
      items,
      defaultId,
      canShare,
      current,
      status,
      fields,
      savable: { saved: split.saved.map((c: ViewCondition) => c.searchName ?? c.prop), unsaved: split.unsaved },
      unparsable,
      versionChanged: currentVersion !== null && currentVersion !== pageVersion,
      busy,
      apply,
      save,
      saveAs,
      suggestName,
      resetView,
      resetFields,
      setDefault,
      remove,
      create,
      update,
    }),
    [items, defaultId, canShare, current, status, fields, split, unparsable, currentVersion, pageVersion, busy, apply, save, saveAs, suggestName, resetView, resetFields, setDefault, remove, create, update],
  );
  const dropColumns = useCallback(() => setColumns(null), []);
  return { views, columns, dropColumns };
}

