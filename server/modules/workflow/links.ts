import { isInternalLinkName, internalLink } from '../../../rules/index.js';
import type { AfterAction } from '../../../schemas/generated/workflow.js';

/** What a form link is built from (spec 000 §2.3, 001 §2). */
export interface LinkParts {
  form_type: number;
  /** A path, or a named internal link (rules/internal-links.ts) resolved with the document's id. */
  form_name: string;
  form_data_id: number;
  tpl_label: string;
  tpl_id: number;
  workflow_log_id: number;
  /** The template's after_action: every link carries it when it is set. */
  after_action?: string | null;
}

export const AFTER_ACTIONS: readonly AfterAction[] = ['back', 'close', 'next', 'stay'];

export function isAfterAction(value: unknown): value is AfterAction {
  return typeof value === 'string' && (AFTER_ACTIONS as readonly string[]).includes(value);
}

/** The form's address split in path and query: a link name resolved (its `{id}` is the document). */
function target(formName: string, dataId: number): { path: string; query: URLSearchParams } {
  const address = isInternalLinkName(formName) ? internalLink(formName).replaceAll('{id}', String(dataId)) : formName;
  const at = address.indexOf('?');
  return at < 0 ? { path: address, query: new URLSearchParams() } : { path: address.slice(0, at), query: new URLSearchParams(address.slice(at + 1)) };
}

/**
 * The approval centre's link of a task by form type: 1 an edit page (tpl_id carries the form name);
 * 2-69 a path-style `{form_name}/{form_data_id}`; anything else `{form_name}?data_id=..` with the ids.
 * Every form ends with `after_action` when the template sets one.
 */
export function formLink(parts: LinkParts): string {
  const { form_type: type, form_name: name, form_data_id: dataId, tpl_label: label, tpl_id: tplId, workflow_log_id: logId } = parts;
  const { path: base, query } = target(name, dataId);
  const set = (values: Record<string, string>) => Object.entries(values).forEach(([key, value]) => query.set(key, value));
  let path = base;
  if (type === 1) set({ workflow_label: label, tpl_id: name, workflow_log_id: String(logId), form_data_id: String(dataId) });
  else if (type > 1 && type <= 69) {
    path = `${base}/${dataId}`;
    set({ workflow_label: label });
  } else set({ data_id: String(dataId), workflow_label: label, workflow_tpl_id: String(tplId), workflow_log_id: String(logId) });
  if (isAfterAction(parts.after_action)) query.set('after_action', parts.after_action);
  return `${path}?${query.toString()}`;
}
