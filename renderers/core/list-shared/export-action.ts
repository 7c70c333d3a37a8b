import constants from '../../../schemas/constants.json';
import type { ExportBody, ExportQueued } from '../../../schemas/generated/export';
import { remoteParams } from '../remote-params';
import { safeFileName, saveBlob } from '../file-shared';
import type { ActionContext } from './actions';
import { buttonName } from './actions';

/** A call of the list's resource: `/api/<module>/<resource>/index` → `.../<verb>`; null for any other source. */
export function resourceCallUrl(listUrl: string | undefined, verb: string): string | null {
  if (!listUrl) return null;
  const match = /^(\/api\/[A-Za-z0-9_]+\/[A-Za-z0-9_]+)\/index$/.exec(listUrl.split('?')[0]);
  return match ? `${match[1]}/${verb}` : null;
}

/** The list call's resource's export: `/api/<module>/<resource>/index` → `.../export`; null for any other source. */
export function exportUrl(listUrl: string | undefined): string | null {
  return resourceCallUrl(listUrl, 'export');
}

/** The export's body: the list's filter, sort and scope as the list call has them, and the columns the user sees. */
export function exportBody(context: ActionContext): ExportBody | null {
  const { list, button, selected, env } = context;
  const key = context.rowKey ?? 'id';
  // app_id as spec 001's export payload carries it (§9: application id "44").
  const body: ExportBody = { perms_id: list.pageId, table_name: list.tableName, app_id: String(constants.appId) };
  if (Object.keys(list.query.where).length > 0) body.where = list.query.where;
  if (list.query.sort) body.order = `${list.query.sort.prop} ${list.query.sort.direction}`;
  const remote = list.source ? remoteParams(list.source, env.user?.()?.orgId) : undefined;
  if (remote) body.remote_params = remote;
  if (button.flag.startsWith('export')) body.flag = button.flag;
  // The columns shown now (a saved view's when one is applied), in their order; the server's own default otherwise.
  const shown = list.settings?.table_fields.filter((field) => field.checked).map((field) => field.key);
  if (shown && shown.length > 0) body.fields = shown;
  // A selection-bound button (export-selection) exports the ticked rows only.
  if (button.position === 'mult') {
    const ids = selected.map((row) => Number(row[key])).filter((id) => Number.isInteger(id) && id > 0);
    if (ids.length === 0) return null;
    body.ids = ids;
  }
  return body;
}

/**
 * The export button (spec 001 §7 export): the list as the user sees it, as .xlsx. A small list comes back as
 * the file and is saved at once; a large one becomes a background job (the server's 2000 answer: its text is
 * the exporting notice, the job's progress shows in the corner and the file lands in the message centre).
 */
export async function runExport(context: ActionContext): Promise<void> {
  const { env, list } = context;
  const url = exportUrl(list.source?.url);
  if (!url) return env.notify.warning(env.t('listbar.export.noConfig'));
  const body = exportBody(context);
  if (!body) return env.notify.warning(env.t('listbar.export.selectSome'));
  let text = '';
  const answer = await env.request<Blob | ExportQueued>(url, { method: 'POST', body, responseType: 'blob', onMessage: (msg) => (text = msg) });
  if (answer instanceof Blob) {
    saveBlob(answer, answer instanceof File ? answer.name : `${safeFileName(buttonName(context), 'export')}.xlsx`);
    env.notify.success(env.t('listbar.export.done'));
  } else {
    env.notify.success(text && text !== 'success' ? text : env.t('listbar.export.running'));
  }
}
