import type { DetailQuery, StoredField, UpdateBody, WireStoredField } from '../../../schemas/generated/custom-setting.js';
import { ApiError, Code } from '../../http/envelope.js';

/**
 * The list's table as the call names it: `table_name`, or the spec's `name` (spec 001 §3); 4400 when the two differ.
 * A read naming neither is of the list page's own table of the menu (`menu-<perms_id>`: spec 001's list page asks
 * with perms_id and user_id only); a write must name its table (4400).
 */
export function tableNameOf(query: Pick<DetailQuery, 'table_name' | 'name' | 'perms_id'>, read: boolean): string {
  const { table_name: tableName, name } = query;
  if (tableName !== undefined && name !== undefined && tableName !== name) throw new ApiError(Code.BAD_REQUEST, 'badRequest', { detail: 'table_name and name name different tables' });
  const table = tableName ?? name ?? (read ? `menu-${query.perms_id}` : undefined);
  if (table === undefined) throw new ApiError(Code.BAD_REQUEST, 'badRequest', { detail: 'table_name (or name) is required' });
  return table;
}

/** A column as stored: the spec's `prop` becomes `key`; `canFixed` is the menu's to say and is not kept. */
function storedField(field: WireStoredField, at: number): StoredField {
  const { key, prop, label, checked, fixed, width, sort } = field;
  if (key !== undefined && prop !== undefined && key !== prop) throw new ApiError(Code.BAD_REQUEST, 'badRequest', { detail: `table_fields/${at}: key and prop differ` });
  const column = key ?? prop;
  if (column === undefined) throw new ApiError(Code.BAD_REQUEST, 'badRequest', { detail: `table_fields/${at}: key (or prop) is required` });
  return { key: column, checked, fixed, ...(label === undefined ? {} : { label }), ...(width === undefined ? {} : { width }), ...(sort === undefined ? {} : { sort }) };
}

/** An update body in the stored shape: columns keyed by `key`, whichever name the client used. */
export type SavedSetting = Omit<UpdateBody, 'table_fields'> & { table_fields?: StoredField[] | null };

export function savedSetting(body: UpdateBody): SavedSetting {
  const { table_fields: fields, ...rest } = body;
  if (fields === undefined) return rest;
  return { ...rest, table_fields: fields === null ? null : fields.map(storedField) };
}
