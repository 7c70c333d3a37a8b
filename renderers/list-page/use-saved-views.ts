import { useCallback, useMemo, useRef, useState } from 'react';
import type { RendererEnv } from '../../registry';
import type { DefaultFieldsAnswer, DefaultNameAnswer, SavedView, ViewField } from '../../schemas/generated/saved-view';
import type { SearchFieldSchema } from '../../schemas/generated/search-field';
import type { ListContextValue } from '../core/list-context';
import { viewsQuery } from './opening-calls';
import type { ViewsBoot } from './saved-view-boot';
import { conditionsOf, outsideFields, sameConditions, whereOfView } from '../core/saved-view-conditions';
import { autoName, saveAsName, viewStatus } from '../core/saved-view-state';
import { VIEW_DEFAULT_FIELDS_URL, VIEW_DEFAULT_NAME_URL, VIEW_DETAIL_URL, type ListViews } from '../core/saved-view-types';
import { useViewCall } from './use-view-call';
import { useViewWrites, type LatestViews } from './use-view-writes';

export { VIEW_BUSY_CLEAR_MS } from './use-view-call';

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
  const current = items.find((view) => view.id === currentId) ?? null;

  const where = list.query.where;
  const viewWhere = useMemo(() => whereOfView(current, fields).where, [current, fields]);
  const split = useMemo(() => conditionsOf(where, fields), [where, fields]);
  const changed = current ? !sameConditions(where, viewWhere, fields) : split.saved.length > 0;
  const status = viewStatus(current, changed, canShare);

  // The latest of everything, for the actions (which outlive renders while a confirmation is open).
  const latest = useRef<LatestViews>({ list, items, current, status, split, columns, defaultId });
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

  const { busy, call, mounted } = useViewCall(env);
  const store = useMemo(() => ({ setItems, setDefaultId, setCurrentId, setUnparsable, show }), [show]);
  const { save, saveAs, setDefault, remove, create, update, replace } = useViewWrites(env, { latest, call, store, fields, pageVersion, tableKey, permsId });

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
    [env, show, replace],
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
  }, [env, tableKey, permsId, mounted]);

  const currentVersion = current?.page_version ?? null;
  const views = useMemo<ListViews>(
    () => ({
      items,
      defaultId,
      canShare,
      current,
      status,
      fields,
      savable: { saved: split.saved.map((c) => c.searchName ?? c.prop), unsaved: split.unsaved },
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

