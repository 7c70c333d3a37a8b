import type { SavedView, ViewField, ViewParams, ViewType } from '../../../schemas/generated/saved-view.js';
import { readStoredJson } from '../../db/stored-json.js';
import type { ViewCaller } from './caller.js';
import { isEditable } from './rules.js';
import type { ViewRow } from './store.js';

const isParams = (v: unknown) => typeof v === 'object' && v !== null && Array.isArray((v as { where?: unknown }).where);

export function storedFields(text: string | null): ViewField[] | null {
  return readStoredJson<ViewField[] | null>(text, Array.isArray, null);
}

/** A view as the API answers it: `is_default` and `editable` are the caller's. */
export function toSavedView(row: ViewRow, caller: ViewCaller, defaultId: number | null): SavedView {
  return {
    id: row.id,
    name: row.name,
    type: row.type as ViewType,
    table_key: row.table_key,
    perms_id: row.perms_id,
    params: readStoredJson<ViewParams>(row.params, isParams, { where: [] }),
    table_fields: storedFields(row.table_fields),
    is_default: row.id === defaultId ? 1 : 0,
    isDefault: row.id === defaultId ? 1 : 0,
    page_version: row.page_version,
    editable: isEditable(row, caller),
    add_user_id: row.add_user_id,
    add_user_name: row.add_user_name,
    add_org_id: row.add_org_id,
    add_org_name: row.add_org_name,
    add_company_id: row.add_company_id,
    add_company_name: row.add_company_name,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}
