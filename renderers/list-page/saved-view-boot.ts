import { startTransition, useEffect, useState } from 'react';
import type { RendererEnv } from '../../registry';
import type { DefaultFieldsAnswer, ListAnswer, SavedView, ViewField } from '../../schemas/generated/saved-view';
import { viewsQuery } from './opening-calls';
import { VIEW_DEFAULT_FIELDS_URL, VIEW_ID_PARAM, VIEW_LIST_URL } from '../core/saved-view-types';

/** What a list page with saved views opens with: the views (null when they could not load) and the view to start from. */
export interface ViewsBoot {
  answer: ListAnswer | null;
  initial: SavedView | null;
  /** The user's default column view (`#默认字段配置#`), read when no view opens the page; null when none. */
  defaultColumns?: ViewField[] | null;
}

/** The view id the URL names (`view_id`), or null. */
export function viewIdParam(params: URLSearchParams): number | null {
  const raw = params.get(VIEW_ID_PARAM);
  const id = raw === null ? NaN : Number(raw.trim());
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** The view to open with: the one the URL names (the matching view), else the default, else none. */
export function initialView(answer: ListAnswer, viewId: number | null): { view: SavedView | null; missing: boolean } {
  const named = viewId === null ? undefined : answer.listData.find((view) => view.id === viewId);
  const fallback = answer.listData.find((view) => view.id === answer.defaultId) ?? null;
  return { view: named ?? fallback, missing: viewId !== null && !named };
}

/**
 * Loads the views before the first list call (spec 001 §4: on opening, URL presets, then the matching or the
 * default view, or only the default column view). Null while loading; at once when the page has no views. A failed load says 操作失败 once
 * and the page opens without views: it never blocks the page.
 */
export function useViewsBoot(env: RendererEnv, enabled: boolean, tableKey: string, permsId: number, viewId: number | null): ViewsBoot | null {
  const active = enabled && permsId > 0;
  // The views the shell prefetched as the page opened, if they are in: the page's first render starts from
  // them (and from the default column view, when no view opens the page and that has arrived too).
  const [arrived] = useState(() => (active ? arrivedBoot(env, tableKey, permsId, viewId) : null));
  const [boot, setBoot] = useState<ViewsBoot | null>(active ? (arrived?.boot ?? null) : { answer: null, initial: null });
  useEffect(() => {
    if (!active || arrived?.boot) return undefined;
    let live = true;
    const query = viewsQuery(tableKey, permsId);
    (arrived ? Promise.resolve(arrived.answer) : env.request<ListAnswer>(VIEW_LIST_URL, { method: 'GET', query, messageHide: true }))
      .then(async (answer) => {
        const { view, missing } = initialView(answer, viewId);
        // Without a view, the page opens on the default column view (spec 001 §4); a failure leaves the user's columns.
        const defaultColumns = view
          ? null
          : await env
              .request<DefaultFieldsAnswer>(VIEW_DEFAULT_FIELDS_URL, { method: 'GET', query, messageHide: true })
              .then((fields) => fields.table_fields, () => null);
        if (!live) return;
        if (missing) env.notify.warning(env.t('views.notFound'));
        // A transition: the page body renders in slices, so its first list call (made as it renders) goes out
        // before its table, query panel and toolbar have rendered.
        startTransition(() => setBoot({ answer, initial: view, defaultColumns }));
      })
      .catch(() => {
        if (!live) return;
        env.notify.error(env.t('views.loadFailed'));
        setBoot({ answer: null, initial: null });
      });
    return () => {
      live = false;
    };
    // Read once when the page opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return boot;
}

/** The views answer if it has arrived, and the boot when nothing more is needed (a view, or the default columns arrived too). */
function arrivedBoot(env: RendererEnv, tableKey: string, permsId: number, viewId: number | null): { answer: ListAnswer; boot: ViewsBoot | null } | null {
  const query = viewsQuery(tableKey, permsId);
  const answer = env.arrived?.<ListAnswer>(VIEW_LIST_URL, query);
  if (!answer) return null;
  const { view, missing } = initialView(answer, viewId);
  // A missing view is told by the effect path (a notice is not sent from a render).
  if (missing) return { answer, boot: null };
  if (view) return { answer, boot: { answer, initial: view, defaultColumns: null } };
  const fields = env.arrived?.<DefaultFieldsAnswer>(VIEW_DEFAULT_FIELDS_URL, query);
  return { answer, boot: fields ? { answer, initial: null, defaultColumns: fields.table_fields } : null };
}
