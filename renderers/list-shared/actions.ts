import { failureText, pickLabel, type RendererEnv } from '../../registry';
import type { ButtonFunc, ToolbarButtonSchema } from '../../schemas/generated/toolbar';
import type { Row } from '../list-page/list-context';
import type { ListWithExtras } from './list-extras';

/** What an action may use: the world, the list, the selected rows, and the toolbar's own hooks. */
export interface ActionContext {
  env: RendererEnv;
  list: ListWithExtras;
  button: ToolbarButtonSchema;
  selected: readonly Row[];
  openSettings(): void;
  /** Opens an address in the full-screen external-view dialog, where the caller renders one. */
  openExternal?(url: string, title?: string): void;
  /** The export handler given to the toolbar; real export comes with the import-and-export issue. */
  onExport?: (context: ActionContext) => void | Promise<void>;
}

export type ActionHandler = (context: ActionContext) => void | Promise<void>;

function buttonName(context: ActionContext): string {
  return pickLabel(context.env.language, context.button.name, context.button.nameEn);
}

function notAvailable(context: ActionContext): void {
  context.env.notify.warning(context.env.t('listbar.toolbar.notAvailable', { name: buttonName(context) }));
}

/** `{prop}` in a text replaced by the first selected row's value (URL-encoded when `encode`). */
export function fillFromRow(text: string, row: Row | undefined, encode: boolean): string {
  return text.replace(/\{(\w+)\}/g, (whole, prop: string) => {
    if (!row || row[prop] === undefined || row[prop] === null) return whole;
    const value = String(row[prop]);
    return encode ? encodeURIComponent(value) : value;
  });
}

/** interface params: a value '{prop}' becomes the selected row's value, or the list of them with several rows. */
export function fillParams(params: Record<string, unknown> | undefined, selected: readonly Row[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(params ?? {})) {
    const prop = typeof value === 'string' ? /^\{(\w+)\}$/.exec(value)?.[1] : undefined;
    if (!prop || selected.length === 0) out[name] = value;
    else out[name] = selected.length === 1 ? selected[0][prop] : selected.map((row) => row[prop]);
  }
  return out;
}

/** The button's address, or null after saying it has none. */
function addressOf(context: ActionContext, encode: boolean): string | null {
  const url = context.button.config?.url;
  if (typeof url !== 'string' || url.trim() === '') {
    context.env.notify.warning(context.env.t('listbar.toolbar.notConfigured'));
    return null;
  }
  return fillFromRow(url.trim(), context.selected[0], encode);
}

async function callInterface(context: ActionContext): Promise<void> {
  const { env, button } = context;
  const url = addressOf(context, true);
  if (url === null) return;
  const ask = button.config?.confirm;
  if (ask) {
    const question = typeof ask === 'string' ? ask : env.t('listbar.toolbar.confirm', { name: buttonName(context) });
    if (!(await env.confirm({ content: question }))) return;
  }
  try {
    await env.request(url, { method: 'GET', query: fillParams(button.config?.params, context.selected), messageHide: true });
    env.notify.success(env.t('listbar.toolbar.done'));
    context.list.refresh();
  } catch (failure) {
    env.notify.error(failureText(env.t, failure, 'listbar.toolbar.failed'));
  }
}

/**
 * The twelve action types of spec 001 screen 3. Those that need parts not built yet (column chooser,
 * dialogs, upload, embedded views, the single-field filter button, custom functions) say so.
 */
export const ACTIONS: Readonly<Record<ButtonFunc, ActionHandler>> = {
  refresh: ({ list }) => list.refresh(),
  setting: ({ openSettings }) => openSettings(),
  viewFields: notAvailable,
  export: (context) => (context.onExport ? context.onExport(context) : notAvailable(context)),
  function: notAvailable,
  upload: notAvailable,
  component: notAvailable,
  external: (context) => {
    const url = addressOf(context, true);
    if (url === null) return;
    if (context.openExternal) context.openExternal(url, buttonName(context));
    else notAvailable(context);
  },
  currentpage: (context) => {
    const url = addressOf(context, true);
    if (url !== null) context.env.navigate(url);
  },
  newpage: (context) => {
    const url = addressOf(context, true);
    if (url !== null) window.open(url, '_blank', 'noopener');
  },
  search: notAvailable,
  interface: callInterface,
};
