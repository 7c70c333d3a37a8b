/** What a form link is built from (spec 000 §2.3, 001 §2). */
export interface LinkParts {
  form_type: number;
  form_name: string;
  form_data_id: number;
  tpl_label: string;
  tpl_id: number;
  workflow_log_id: number;
}

/**
 * The approval centre's link of a task by form type: 1 an edit page (tpl_id carries the form name);
 * 2-69 a path-style `{form_name}/{form_data_id}`; anything else `{form_name}?data_id=..` with the ids.
 */
export function formLink(parts: LinkParts): string {
  const { form_type: type, form_name: name, form_data_id: dataId, tpl_label: label, tpl_id: tplId, workflow_log_id: logId } = parts;
  if (type === 1) {
    const query = new URLSearchParams({ workflow_label: label, tpl_id: name, workflow_log_id: String(logId), form_data_id: String(dataId) });
    return `${name}?${query.toString()}`;
  }
  if (type > 1 && type <= 69) return `${name}/${dataId}?${new URLSearchParams({ workflow_label: label }).toString()}`;
  const query = new URLSearchParams({ data_id: String(dataId), workflow_label: label, workflow_tpl_id: String(tplId), workflow_log_id: String(logId) });
  return `${name}?${query.toString()}`;
}
