import { failureText, pickLabel, type RendererEnv } from '../../../registry';
import { InternalLinkError, internalLink, safeUrl, type LinkParams } from '../../../rules';
import type { ButtonFunc, ToolbarButtonSchema } from '../../../schemas/generated/toolbar';
import { type Row, type ListControls } from '../list-context';
import { jumpUrl } from './button-rules';
import { fillFromRow, fillParams } from './fill-row';
import { runListFunction } from './list-functions';
import { runExport } from './export-action';
import { runExportTemplate } from './export-template-action';
import { importTarget } from './import/import-api';
import { runUpload } from './upload-action';

export { fillFromRow, fillParams } from './fill-row';

/** What an action may use: the world, the list, the selected rows, and the caller's own hooks. */
export interface ActionContext {
  env: RendererEnv;
  list: ListControls;
  button: ToolbarButtonSchema;
  selected: readonly Row[];
  /** The rows' id prop (the table's rowKey); 'id' when not given. */
  rowKey?: string;
  /**
   * What the user sees of the row the action started from (a table's row buttons and row menu): the text of
   * the cell right-clicked, else the row's shown cells, tab separated. Absent elsewhere (the toolbar).
   */
  shownText?: string;
  openSettings(): void;
  /** Opens an address in the full-screen external-view dialog, where the caller renders one. */
  openExternal?(url: string, title?: string): void;
  /** Opens the button's component dialog over the selected rows, where the caller renders one. */
  openComponent?(button: ToolbarButtonSchema, rows: readonly Row[]): void;
  /** Opens the import dialog for the list's resource, where the caller renders one. */
  openImport?(target: { base: string; resource: string }): void;
  /** Replaces the built-in export (runExport) where a page exports otherwise. */
  onExport?: (context: ActionContext) => void | Promise<void>;
}

export type ActionHandler = (context: ActionContext) => void | Promise<void>;

export function buttonName(context: Pick<ActionContext, 'env' | 'button'>): string {
  return pickLabel(context.env.language, context.button.name, context.button.nameEn);
}

function notAvailable(context: ActionContext): void {
  context.env.notify.warning(context.env.t('listbar.toolbar.notAvailable', { name: buttonName(context) }));
}

/**
 * The page a button names by `link_name` (and `link_params`) where the compiler has not made it a url (a
 * schema written by hand): resolved by rules/internal-links.ts; an unknown name is said, not followed.
 */
function namedAddress(context: ActionContext): string | null | undefined {
  const name = context.button.config?.link_name;
  if (typeof name !== 'string') return undefined;
  try {
    return internalLink(name, (context.button.config?.link_params ?? {}) as LinkParams);
  } catch (error) {
    if (!(error instanceof InternalLinkError)) throw error;
    context.env.notify.warning(context.env.t('listbar.toolbar.unknownLink', { name }));
    return null;
  }
}

/**
 * The button's address, or null after saying it has none. Page buttons (`jump`) take the first jump_config
 * entry matching the row, else their own; a button naming its page by link_name goes there.
 */
function addressOf(context: ActionContext, encode: boolean, jump = false): string | null {
  const named = namedAddress(context);
  if (named === null) return null;
  const url = (jump ? jumpUrl(context.button, context.selected[0]) : context.button.config?.url) ?? named;
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
    const params = fillParams(button.config?.params, context.selected);
    // The server's own words on success (spec 001 §7); its generic 'success' reads 操作成功.
    let said = '';
    const onMessage = (msg: string) => void (said = msg.trim());
    await env.request(url, button.config?.method === 'POST' ? { method: 'POST', body: params, messageHide: true, onMessage } : { method: 'GET', query: params, messageHide: true, onMessage });
    env.notify.success(said !== '' && said.toLowerCase() !== 'success' ? said : env.t('listbar.toolbar.done'));
    context.list.refresh();
  } catch (failure) {
    env.notify.error(failureText(env.t, failure, 'listbar.toolbar.failed'));
  }
}

/** A registered renderer in a dialog; a button naming none (or one not registered) is not configured. */
function openComponent(context: ActionContext): void {
  const name = context.button.config?.component;
  if (typeof name !== 'string' || !context.env.registry.has(name)) {
    context.env.notify.warning(context.env.t('listbar.toolbar.notConfigured'));
    return;
  }
  if (context.openComponent) context.openComponent(context.button, context.selected);
  else notAvailable(context);
}

/**
 * The twelve action types of spec 001 screen 3. viewFields and search are popovers the toolbar draws on
 * its button (there is nothing to run from a row); export and upload come with the import-and-export issue.
 */
export const ACTIONS: Readonly<Record<ButtonFunc, ActionHandler>> = {
  refresh: ({ list }) => list.refresh(),
  setting: ({ openSettings }) => openSettings(),
  viewFields: notAvailable,
  // A button with an export template writes the ticked rows by it; any other exports the list.
  export: (context) => (context.button.exportTemplate ? runExportTemplate(context) : context.onExport ? context.onExport(context) : runExport(context)),
  function: runListFunction,
  // An upload button without an address of its own imports into the list's resource (spec 001 §7 import).
  upload: (context) => {
    if (context.button.config?.url) return runUpload(context);
    const target = importTarget(context.list.source?.url);
    if (!target || !context.openImport) return notAvailable(context);
    context.openImport(target);
  },
  component: openComponent,
  external: (context) => {
    const url = addressOf(context, true);
    if (url === null) return;
    if (context.openExternal) context.openExternal(url, buttonName(context));
    else notAvailable(context);
  },
  currentpage: (context) => {
    const url = addressOf(context, true, true);
    if (url !== null) context.env.navigate(url);
  },
  newpage: (context) => {
    const url = addressOf(context, true, true);
    if (url === null) return;
    // A configured or row-filled address never opens a javascript: or data: page (rules/safe-url.ts).
    const safe = safeUrl(url);
    if (safe !== null) window.open(safe, '_blank', 'noopener');
    else context.env.notify.warning(context.env.t('listlabels.external.unsafe', { url }));
  },
  // Without a field there is nothing to filter; with one, only the toolbar has the popover.
  search: (context) => (context.button.config?.prop ? notAvailable(context) : context.env.notify.warning(context.env.t('listbar.toolbar.notConfigured'))),
  interface: callInterface,
};
