import { copyText } from '../copy-text';
import type { ActionContext } from './actions';
import { fillFromRow } from './fill-row';
import { performSteps } from './perform-steps';

/** A handler a `function` button may name in config.function. */
export type ListFunction = (context: ActionContext) => void | Promise<void>;

/**
 * The named list functions (spec 001 screen 3 "function"): small, declared here so a page's button can
 * name them; an unknown name says 按钮未配置事件或导出模板.
 */
export const LIST_FUNCTIONS: Readonly<Record<string, ListFunction>> = {
  /** The selected rows' ids on the clipboard, comma separated: 复制成功 (spec 001 §8) or 复制失败. */
  copyIds: async ({ env, selected, rowKey = 'id' }) => {
    const ids = selected.map((row) => row[rowKey]).filter((id) => id !== undefined && id !== null);
    if (ids.length === 0) {
      env.notify.warning(env.t('listbar.toolbar.selectSome'));
      return;
    }
    if (await copyText(ids.map(String).join(','))) env.notify.success(env.t('listbar.functions.copied'));
    else env.notify.error(env.t('listbar.functions.copyFailed'));
  },
  /**
   * What the user sees on the clipboard: the right-clicked cell as it shows (a formatted amount, a status's
   * label), else the row's shown cells, tab separated. Only a table's rows know what they show.
   */
  copyShown: async ({ env, shownText }) => {
    if (shownText === undefined || shownText.trim() === '') {
      env.notify.warning(env.t('listbar.functions.nothingToCopy'));
      return;
    }
    if (await copyText(shownText)) env.notify.success(env.t('listbar.functions.copied'));
    else env.notify.error(env.t('listbar.functions.copyFailed'));
  },
  clearSelection: ({ list }) => list.setSelectedRows([]),
  /** The detail page of the (first) selected row: config.url with {id} (or any {prop}) filled. */
  openDetail: ({ env, button, selected }) => {
    const url = button.config?.url;
    if (typeof url !== 'string' || url.trim() === '' || selected.length === 0) {
      env.notify.warning(env.t('listbar.toolbar.notConfigured'));
      return;
    }
    env.navigate(fillFromRow(url.trim(), selected[0], true));
  },
};

/**
 * A function button: its configured steps (config.steps, the declared form a configurator writes) over the
 * selected rows, else the named list function; neither says 按钮未配置事件或导出模板.
 */
export function runListFunction(context: ActionContext): void | Promise<void> {
  const steps = context.button.config?.steps;
  if (steps) {
    const { env, list, selected, rowKey, shownText } = context;
    return performSteps(steps, { rows: selected, rowKey, text: shownText }, { env, list });
  }
  const name = context.button.config?.function;
  const handler = typeof name === 'string' && Object.hasOwn(LIST_FUNCTIONS, name) ? LIST_FUNCTIONS[name] : undefined;
  if (!handler) {
    context.env.notify.warning(context.env.t('listbar.toolbar.notConfigured'));
    return;
  }
  return handler(context);
}
