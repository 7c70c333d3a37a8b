import type { ExportTemplateFile } from '../../../schemas/generated/export-template';
import { openOfficePreview } from '../file-preview/open-office-preview';
import { saveBlob } from '../file-shared';
import type { ActionContext } from './actions';
import { resourceCallUrl } from './export-action';

/** Answers the browser saves rather than shows (spec 000 §8 export-template response). */
const SAVED_TYPES: ReadonlySet<string> = new Set(['png', 'zip']);

/**
 * An export button with an export template (spec 001 §7 export template): the ticked rows written by the
 * server's template. A png or zip answer is saved; anything else (one record's .xlsx) opens in the office preview.
 * The server's refusals (not its button, nothing in scope) are its own words, shown by the request layer.
 */
export async function runExportTemplate(context: ActionContext): Promise<void> {
  const { env, list, button, selected } = context;
  const url = resourceCallUrl(list.source?.url, 'exportTemplate');
  if (!url || button.id === undefined) return env.notify.warning(env.t('listbar.export.noConfig'));
  const key = context.rowKey ?? 'id';
  const ids = selected.map((row) => Number(row[key])).filter((id) => Number.isInteger(id) && id > 0);
  if (ids.length === 0) return env.notify.warning(env.t('listbar.export.selectSome'));
  const made = await env.request<ExportTemplateFile>(url, { query: { button_id: button.id, perms_id: list.pageId, where: { [key]: ['in', ids] } } });
  if (SAVED_TYPES.has(made.ext)) {
    const file = await env.request<Blob>(made.url, { responseType: 'blob' });
    saveBlob(file, made.name);
    env.notify.success(env.t('listbar.export.done'));
  } else {
    openOfficePreview(env, { name: made.name, url: made.url });
  }
}
