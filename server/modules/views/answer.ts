import type { SavedView, ViewField, ViewParams, ViewType } from '../../../schemas/generated/saved-view.js';
import type { ViewCaller } from './caller.js';
import { isEditable } from './rules.js';
import type { ViewRow } from './store.js';

/** Stored JSON written by this module; anything unreadable answers as empty rather than failing the list. */
function parsed<T>(text: string | null, fallback: T, isShape: (v: unknown) => boolean): T {
  if (text === null) return fallback;
  try {
    const value: unknown = JSON.parse(text);
    return isShape(value) ? (value as T) : fallback;
  } catch {
    return fallback;
  }
}

const isParams = (v: unknown) => typeof v === 'object' && v !== null && Array.isArray((v as { where?: unknown }).where);

export function storedFields(text: string | null): ViewField[] | null {
  return parsed<ViewField[] | null>(text, null, Array.isArray);
}

/** A view as the API answers it: `is_default` and `editable` are the caller's. */
export function toSavedView(row: ViewRow, caller: ViewCaller, defaultId: number | null): SavedView {
  return {
    id: row.id,
    name: row.name,
    type: row.type as ViewType,
    table_key: row.table_key,
    perms_id: row.perms_id,
    params: parsed<ViewParams>(row.params, { where: [] }, isParams),
    table_fields: storedFields(row.table_fields),
    is_default: row.id === defaultId ? 1 : 0,
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
