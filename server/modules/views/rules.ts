import type { ViewField, ViewParams, ViewType } from '../../../schemas/generated/saved-view.js';
import { ApiError, Code } from '../../http/envelope.js';
import type { ViewCaller } from './caller.js';
import type { ViewRow } from './store.js';

/** Spec 001 §9: a view name has at most 20 characters; a user keeps at most 20 views per list. */
export const NAME_MAX = 20;
export const VIEWS_MAX = 20;
/** The hidden view that holds a user's default columns (spec 001 §3): never a name a user may give. */
export const DEFAULT_FIELDS_NAME = '#默认字段配置#';
/** Conditions are stored as they come (a value may be any JSON): their serialised size is capped. */
export const PARAMS_MAX_BYTES = 16 * 1024;

/** The name as stored: trimmed, not blank, at most 20 characters (code points), not the reserved one. */
export function checkName(raw: string): string {
  const name = raw.trim();
  if (name === '') throw new ApiError(Code.BAD_REQUEST, 'viewNameRequired');
  if ([...name].length > NAME_MAX) throw new ApiError(Code.BAD_REQUEST, 'viewNameTooLong', { max: NAME_MAX });
  if (name === DEFAULT_FIELDS_NAME) throw new ApiError(Code.BAD_REQUEST, 'viewNameReserved', { name: DEFAULT_FIELDS_NAME });
  return name;
}

/** A name no other view the caller sees in the list has (exact, case-sensitive). */
export function checkNameFree(name: string, views: readonly ViewRow[], exceptId?: number): void {
  if (views.some((v) => v.name === name && v.id !== exceptId)) throw new ApiError(Code.BAD_REQUEST, 'viewNameTaken', { name });
}

/** The conditions as stored JSON; at least one (the schema says so too), at most PARAMS_MAX_BYTES. */
export function paramsText(params: ViewParams): string {
  if (params.where.length === 0) throw new ApiError(Code.BAD_REQUEST, 'viewConditionRequired');
  // A condition names its field by prop or, as spec 001 allows, by its searchName alone.
  if (params.where.some((c) => c.prop === undefined && c.searchName === undefined)) throw new ApiError(Code.BAD_REQUEST, 'viewConditionField');
  const text = JSON.stringify({ where: params.where });
  if (Buffer.byteLength(text, 'utf8') > PARAMS_MAX_BYTES) throw new ApiError(Code.BAD_REQUEST, 'viewTooLarge', { kb: PARAMS_MAX_BYTES / 1024 });
  return text;
}

/** The columns as stored JSON (null: none); a column key appears once. */
export function fieldsText(fields: readonly ViewField[] | null | undefined): string | null {
  if (fields === null || fields === undefined) return null;
  const keys = new Set<string>();
  for (const field of fields) {
    if (keys.has(field.key)) throw new ApiError(Code.BAD_REQUEST, 'duplicateColumn', { key: field.key });
    keys.add(field.key);
  }
  return JSON.stringify(fields);
}

/** Whether the caller may change or delete a view they see: their own personal view, or a shared one with the permission. */
export function isEditable(view: Pick<ViewRow, 'type' | 'user_id'>, caller: ViewCaller): boolean {
  return view.type === 2 ? caller.canShare : view.user_id === caller.userId;
}

/** Creating a shared view needs the shared-view permission. */
export function checkCreate(type: ViewType, caller: ViewCaller): void {
  if (type === 2 && !caller.canShare) throw new ApiError(Code.FORBIDDEN, 'viewShareForbidden');
}

/**
 * Changing a view: a shared view (before or after) needs the permission; a personal one is its creator's
 * (others never see it); only the creator may turn a shared view into their personal one.
 */
export function checkChange(view: ViewRow, nextType: ViewType | null, caller: ViewCaller): void {
  if ((view.type === 2 || nextType === 2) && !caller.canShare) throw new ApiError(Code.FORBIDDEN, 'viewShareForbidden');
  if (view.type === 1 && view.user_id !== caller.userId) throw new ApiError(Code.NOT_FOUND, 'viewNotFound');
  if (view.type === 2 && nextType === 1 && view.user_id !== caller.userId) throw new ApiError(Code.FORBIDDEN, 'viewOwnerOnly');
}

/** Spec 001 §5 "views auto-named with numbers 1 to 20": the first 自定义视图N the caller's list does not use. */
export function freeDefaultName(views: readonly Pick<ViewRow, 'name'>[]): string | null {
  const used = new Set(views.map((v) => v.name));
  for (let n = 1; n <= VIEWS_MAX; n++) if (!used.has(`自定义视图${n}`)) return `自定义视图${n}`;
  return null;
}

/**
 * The caller's wish about their default view: `is_default`, or spec 001's `isDefault` (0/1 or a boolean); 4400
 * when both are sent and differ.
 */
export function defaultWish(body: { is_default?: 0 | 1; isDefault?: 0 | 1 | boolean }): 0 | 1 | undefined {
  const spec = body.isDefault === undefined ? undefined : body.isDefault === true || body.isDefault === 1 ? 1 : 0;
  if (body.is_default !== undefined && spec !== undefined && body.is_default !== spec) throw new ApiError(Code.BAD_REQUEST, 'badRequest', { detail: 'is_default and isDefault differ' });
  return body.is_default ?? spec;
}
