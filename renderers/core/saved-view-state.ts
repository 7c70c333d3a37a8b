import type { SavedView, ViewType } from '../../schemas/generated/saved-view';

/** View name max length, view types, views per list (spec 001 §9). */
export const VIEW_NAME_MAX = 20;
export const VIEW_TYPES: readonly ViewType[] = [1, 2];
export const VIEWS_LIMIT = 20;

/**
 * The state of the conditions against the chosen view (spec 001 §4 saved view):
 * - `clean`: the list shows the chosen view unchanged (or no view and no condition a view could hold);
 * - `edited`: the chosen view's conditions were changed and the user may save them over it (已编辑);
 * - `saveAs`: changed, but the view cannot be overwritten (a shared view without the permission): 待另存;
 * - `notSaved`: no view chosen and conditions typed: they can only be saved as a new view (待另存).
 */
export type ViewStatus = 'clean' | 'edited' | 'saveAs' | 'notSaved';

/** Whether the caller may change or delete the view: the server's `editable`, and a shared view needs the shared-view permission. */
export function canEditView(view: Pick<SavedView, 'editable' | 'type'>, canShare: boolean): boolean {
  return view.editable && (view.type === 1 || canShare);
}

export function viewStatus(current: Pick<SavedView, 'editable' | 'type'> | null, changed: boolean, canShare: boolean): ViewStatus {
  if (!changed) return 'clean';
  if (!current) return 'notSaved';
  return canEditView(current, canShare) ? 'edited' : 'saveAs';
}

/** The badge of a status: 已编辑 when it can be saved, 待另存 otherwise, none when clean. */
export function badgeKey(status: ViewStatus): string | null {
  if (status === 'clean') return null;
  return status === 'edited' ? 'views.badgeEdited' : 'views.badgeSaveAs';
}

export type TitleButton = 'save' | 'saveAs' | 'resetView' | 'resetFields' | 'setDefault';

/**
 * The title bar's buttons (spec 001 screen 13): save only when the view can be saved; save as when the
 * conditions differ from the view; reset view when there is something to reset; set as default with a view
 * chosen (disabled while edited, see defaultBlocked); reset fields always.
 */
export function titleButtons(status: ViewStatus, hasView: boolean): TitleButton[] {
  const buttons: TitleButton[] = [];
  if (status === 'edited') buttons.push('save');
  if (status !== 'clean') buttons.push('saveAs', 'resetView');
  buttons.push('resetFields');
  if (hasView) buttons.push('setDefault');
  return buttons;
}

export type FormButton = 'reset' | 'delete' | 'save' | 'saveApply' | 'apply';

/**
 * The edit form's buttons (spec 001 §4): when edited reset, delete, save, save and apply; when unchanged
 * delete and apply. Delete and save only for views the caller may change; a new view has nothing to delete.
 */
export function formButtons(edited: boolean, editable: boolean, isNew: boolean): FormButton[] {
  const mayDelete = editable && !isNew;
  if (edited) return [...(['reset'] as const), ...(mayDelete ? (['delete'] as const) : []), ...(editable ? (['save', 'saveApply'] as const) : [])];
  return [...(mayDelete ? (['delete'] as const) : []), 'apply'];
}

/** Setting or clearing the default is blocked while unsaved changes exist (保存后才能操作该选项). */
export function defaultBlocked(status: ViewStatus): boolean {
  return status !== 'clean';
}

/** The first automatic name (base + 1 … 20) not taken, or null when all twenty are. */
export function autoName(base: string, taken: readonly string[]): string | null {
  const names = new Set(taken);
  for (let n = 1; n <= VIEWS_LIMIT; n += 1) if (!names.has(`${base}${n}`)) return `${base}${n}`;
  return null;
}

/**
 * The save-as dialog's starting name (spec 001 screen 13): the current view's name plus " - 副本" when an
 * edited view exists (cut to the name limit), otherwise the automatic name (自定义视图N), or the bare base.
 */
export function saveAsName(current: Pick<SavedView, 'name'> | null, status: ViewStatus, copySuffix: string, automatic: string | null, base: string): string {
  if (current && status !== 'clean' && status !== 'notSaved') return `${current.name}${copySuffix}`.slice(0, VIEW_NAME_MAX);
  return automatic ?? base;
}

/** The view chosen after deleting `id`: the next view of the same type, else the previous one, else none. */
export function neighbourAfterDelete(items: readonly Pick<SavedView, 'id' | 'type'>[], id: number): number | null {
  const deleted = items.find((item) => item.id === id);
  if (!deleted) return null;
  const sameType = items.filter((item) => item.type === deleted.type);
  const at = sameType.findIndex((item) => item.id === id);
  return (sameType[at + 1] ?? sameType[at - 1])?.id ?? null;
}

/** The message key of a name the server would refuse, or null when it is fine. */
export function nameError(name: string): string | null {
  if (name.trim() === '') return 'views.nameRequired';
  if ([...name.trim()].length > VIEW_NAME_MAX) return 'views.nameTooLong';
  return null;
}

/** The view types offered: shared only with the shared-view permission (spec 001 §6). */
export function typesOffered(canShare: boolean): ViewType[] {
  return canShare ? [...VIEW_TYPES] : [1];
}

/** The items with `id` as the only default (or none when `on` is false). */
export function withDefault<T extends Pick<SavedView, 'id' | 'is_default'>>(items: readonly T[], id: number, on: boolean): T[] {
  return items.map((item) => ({ ...item, is_default: item.id === id ? (on ? 1 : 0) : on ? 0 : item.is_default }));
}
