/** The query values that name the document a page shows, and the approver's task on it (spec 001 §2, §2.3). */
export const DOCUMENT_KEY_PARAMS = ['main_id', 'id', 'data_id', 'form_data_id', 'workflow_log_id'] as const;

/**
 * A key naming the document (and task) of an address. The layout keys its page by path and this key, so
 * another document on the same path (an approval page's after_action `next`, a link in a message) opens
 * afresh instead of the page keeping the one it read.
 */
export function documentKey(query: URLSearchParams): string {
  return DOCUMENT_KEY_PARAMS.map((name) => query.get(name) ?? '').join(':');
}
